import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createResponseCache, type ResponseCache } from '../services/response-cache';
import { createCacheFills } from './cache-fills';
import { registerResponseCaching } from './response-caching';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A page that takes a while to make (as a hymn page does under load), counting how often it is made. */
async function appWithSlowPage(
  status = 200,
): Promise<{ app: FastifyInstance; cache: ResponseCache; made: () => number; release: () => void }> {
  const cache = createResponseCache();
  const app = Fastify();
  // Who is signed in, as the session hook (which runs first in the app) says: here, a header.
  app.decorateRequest('adminUser', null);
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-editor']) request.adminUser = { id: 1, email: 'editor@example.com' };
  });
  registerResponseCaching(app, { cache, keyOf: (request) => request.url });
  let made = 0;
  let release!: () => void;
  let gate = new Promise<void>((resolve) => (release = resolve));
  app.get('/page', { config: { keptInMemory: { tags: () => ['content:1'] } } }, async (_request, reply) => {
    made += 1;
    await gate;
    return reply.code(status).type('text/html').send(`<p>made ${made}</p>`);
  });
  await app.ready();
  apps.push(app);
  return {
    app,
    cache,
    made: () => made,
    release: () => {
      release();
      gate = new Promise<void>((resolve) => (release = resolve));
    },
  };
}

/** Lets the requests sent so far reach their hooks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * `asking` visitors ask for the page at once; an editor saves `saves` times while it is made
 * (each save lets the page being made finish); then the last one made is let through.
 */
async function askWhileSaving(asking: number, saves: number) {
  const { app, cache, made, release } = await appWithSlowPage();
  const answers = Promise.all(Array.from({ length: asking }, () => app.inject('/page')));
  for (let save = 0; save < saves; save++) {
    await settle();
    cache.invalidate(['content:1']);
    release();
  }
  await settle();
  release();
  return { all: await answers, made: made() };
}

describe('a missing kept answer under many requests at once', () => {
  it('is made once; everyone asking meanwhile gets that one', async () => {
    const { all, made } = await askWhileSaving(50, 0);
    expect(made).toBe(1);
    expect(all.map((res) => res.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(all.map((res) => res.body))).toEqual(new Set(['<p>made 1</p>']));
  });

  it('is made again once when something changed while it was made (the old one may be out of date)', async () => {
    // An editor saves while the page is being made: that answer is not kept.
    const { all, made } = await askWhileSaving(20, 1);
    expect(made).toBe(2);
    expect(all.every((res) => res.statusCode === 200)).toBe(true);
    // The first asker got the first answer; everyone who waited got the one made after the change.
    expect(all.filter((res) => res.body === '<p>made 2</p>')).toHaveLength(19);
  });

  it('is made once per change when an editor saves again and again while it is made', async () => {
    const { all, made } = await askWhileSaving(30, 3);
    expect(made).toBe(4);
    expect(all.filter((res) => res.body === '<p>made 4</p>')).toHaveLength(27);
  });

  it('is made by each request when it is not an answer that is kept (a 404)', async () => {
    const { app, made, release } = await appWithSlowPage(404);
    const answers = Promise.all(Array.from({ length: 5 }, () => app.inject('/page')));
    await settle();
    release();
    await settle();
    release();
    await answers;
    expect(made()).toBe(5);
  });

  it('is never waited for by a signed-in editor, who is never answered from memory', async () => {
    const { app, made, release } = await appWithSlowPage();
    const visitor = app.inject('/page');
    await settle();
    const editor = app.inject({ url: '/page', headers: { 'x-editor': 'yes' } });
    await settle();
    expect(made()).toBe(2);
    release();
    await Promise.all([visitor, editor]);
  });
});

describe('createCacheFills', () => {
  it('stops a wait that lasts too long, and forgets a finished fill', async () => {
    const fills = createCacheFills();
    const finish = fills.lead('/page', 0);
    expect(await fills.follow('/page', 0, 30)).toBe('timeout');
    // A fill of an older generation is not one to wait for.
    expect(fills.follow('/page', 1, 30)).toBeUndefined();
    finish('kept');
    finish('notKept');
    expect(fills.size()).toBe(0);
    expect(fills.follow('/page', 0, 30)).toBeUndefined();
  });
});

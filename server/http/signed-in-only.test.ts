/**
 * What only a signed-in editor's live session buys (a fresh render, never answered from memory),
 * and the bound on what anyone else can have made afresh: a cookie alone is nothing. Through a
 * listening server with SITE_URL set, as in production (answers from memory then go out from the
 * server's own request handler, before Fastify), and through Fastify's hook (`inject`).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/model/api-paths';
import { paths } from '../../src/model/paths';
import { renderPage } from '../../src/ssr/renderPage';
import { seed } from '../db/seed';
import type { RenderPage } from '../services/page-render';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { createPageApp } from '../test/pages';
import { EDITOR_ACCOUNT, editorCookie, FORGED_COOKIES } from '../test/sessions';
import { TOO_MUCH_AT_ONCE_MESSAGE } from './errors';
import { createAddressBudget } from './address-budget';
import { SESSION_COOKIE } from './session';

const SITE = 'https://bhajan.example';
const HTML = { accept: 'text/html,application/xhtml+xml' };
const BURST = 4;

describe('a session cookie counts only when its session is live', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let base: string;
  let editor: string;
  let hymnPage: string;
  let renders = 0;
  const counted: RenderPage = (request) => {
    renders += 1;
    return renderPage(request);
  };
  const get = async (path: string, cookie?: string) => {
    const response = await fetch(`${base}${path}`, { headers: { ...HTML, ...(cookie ? { cookie } : {}) } });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const test = await createPageApp(
      database.db,
      // Next to nothing refills in a test's time: what a test spends is gone.
      { renderPage: counted, addressBudget: createAddressBudget({ burst: BURST, perSecond: 0.01 }) },
      { SITE_URL: SITE },
    );
    ({ app, close } = test);
    await seed(database.db, test.dataDir);
    editor = await editorCookie(database.db, test.config);
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    const [first] = (await app.inject(apiPaths.contentBySubCategory(1))).json<{ contentId: number }[]>();
    hymnPage = paths.content(first!.contentId);
  });
  afterAll(async () => {
    await close?.();
    await database?.close();
  });

  it('answers a forged session cookie from memory, like any visitor, and renders afresh for a signed-in editor without keeping it', async () => {
    const visitor = await get(hymnPage);
    expect(visitor.status).toBe(200);
    expect(renders).toBe(1);

    for (const cookie of FORGED_COOKIES) {
      const forged = await get(hymnPage, cookie);
      expect(forged.status).toBe(200);
      expect(forged.body).toBe(visitor.body);
      // Through Fastify's own hook too (the token is known by then: no second lookup either).
      const injected = await app.inject({ url: hymnPage, headers: { ...HTML, cookie } });
      expect(injected.statusCode).toBe(200);
    }
    expect(renders).toBe(1);

    expect((await get(hymnPage, editor)).status).toBe(200);
    expect((await get(hymnPage, editor)).status).toBe(200);
    expect(renders).toBe(3);
    // What was made for the editor was not kept in place of the visitors' page.
    expect((await get(hymnPage)).body).toBe(visitor.body);
    expect(renders).toBe(3);
  });

  it('lets one address have only so many answers made afresh, then answers 429 with Retry-After; kept answers and editors are not counted', async () => {
    const page = (url: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.9') =>
      app.inject({ url, headers: { ...HTML, ...headers }, remoteAddress });
    // Search pages are never kept (each search is run and counted): each one is made afresh.
    const search = (term: string) => `${paths.search}?${new URLSearchParams({ query: term }).toString()}`;
    const kept = paths.subCategory(1);
    expect((await page(kept, {}, '198.51.100.4')).statusCode).toBe(200);

    const before = renders;
    for (let i = 0; i < BURST; i++) expect((await page(search(`ram ${i}`))).statusCode).toBe(200);
    // Another term, another cookie or header: still one more made afresh, refused.
    const refused = await page(search('ram again'), { cookie: FORGED_COOKIES[0], 'accept-language': 'hi' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('100');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.json()).toEqual({ message: TOO_MUCH_AT_ONCE_MESSAGE });
    expect(renders).toBe(before + BURST);

    // What is kept is still answered to that address; a signed-in editor and other addresses are served.
    expect((await page(kept)).statusCode).toBe(200);
    expect((await page(search('ram editor'), { cookie: editor })).statusCode).toBe(200);
    expect((await page(search('ram elsewhere'), {}, '198.51.100.4')).statusCode).toBe(200);
    expect(renders).toBe(before + BURST + 2);
  });

  it('looks made-up session tokens up only within the address budget, then answers 429 without asking the database', async () => {
    const fromOneAddress = (cookie: string) => app.inject({ url: hymnPage, headers: { ...HTML, cookie }, remoteAddress: '192.0.2.77' });
    // The editor's token is known for a few seconds once looked up (here, perhaps already by the
    // first test: then it costs nothing from this budget).
    expect((await fromOneAddress(editor)).statusCode).toBe(200);
    const madeUp = (n: number) => `${SESSION_COOKIE}=${String(n).padStart(43, 'A')}`;
    let n = 1;
    let refused = await fromOneAddress(madeUp(n));
    while (refused.statusCode === 200 && n <= BURST) refused = await fromOneAddress(madeUp(++n));
    // Looked up within the budget: BURST tokens, less the editor's if that one was looked up here.
    expect(n).toBeGreaterThanOrEqual(BURST);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('100');
    expect(refused.json()).toEqual({ message: TOO_MUCH_AT_ONCE_MESSAGE });
    // A token already known costs nothing: the editor, and a made-up token seen before, still pass.
    expect((await fromOneAddress(editor)).statusCode).toBe(200);
    expect((await fromOneAddress(madeUp(1))).statusCode).toBe(200);
    // A cookie that is not shaped like a token is never looked up, so never refused.
    expect((await fromOneAddress(FORGED_COOKIES[1])).statusCode).toBe(200);
  });

  it('forgets a session signed out here at once, though what a token is is otherwise remembered for a few seconds', async () => {
    // An address of its own: looking the ended token up again takes from the address budget.
    const remoteAddress = '192.0.2.200';
    const signIn = await app.inject({ method: 'POST', url: apiPaths.authLogin, payload: EDITOR_ACCOUNT, remoteAddress });
    expect(signIn.statusCode).toBe(200);
    const cookie = String(signIn.headers['set-cookie']).split(';', 1)[0]!;
    // Known at once (remembered at sign-in), then signed out: refused at once, not 5 s later.
    expect((await app.inject({ url: apiPaths.authMe, headers: { cookie }, remoteAddress })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: apiPaths.authLogout, headers: { cookie }, remoteAddress })).statusCode).toBe(204);
    expect((await app.inject({ url: apiPaths.authMe, headers: { cookie }, remoteAddress })).statusCode).toBe(401);
  });
});

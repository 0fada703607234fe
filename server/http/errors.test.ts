import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createDatabase, type DatabaseHandle } from '../db/connect';
import { createTestConfig } from '../test/config';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { TEST_LOAD_SHEDDING } from '../test/app';
import { freePort } from '../net/free-port';
import { isDatabaseUnavailable, isTransientDatabaseError, rootCause } from '../db/errors';
import { DATABASE_UNAVAILABLE_MESSAGE, INTERNAL_ERROR_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors';

function expectJsonError(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown; body: string }, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('no-store');
  const body = res.json() as { message: unknown };
  expect(typeof body.message).toBe('string');
  expect(res.body).not.toMatch(/at .+\.(ts|js):\d+/); // no stack trace
  return body as { message: string; fields?: Record<string, string> };
}

describe('errors are JSON { message }', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const test = await createTestConfig();
    cleanup = test.cleanup;
    app = await buildApp({ config: test.config, db: database.db, distDir: '/nonexistent-dist', loadShedding: TEST_LOAD_SHEDDING });
    // Stand-ins for later routes, to exercise input validation and an unexpected failure.
    app.get(
      '/api/test/content/:id',
      {
        schema: { params: z.object({ id: z.coerce.number({ error: 'must be a number' }).int().min(1, { error: 'must be at least 1' }) }) },
      },
      async () => ({ ok: true }),
    );
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ rating: z.number().int().max(5, { error: 'must be at most 5' }).optional() }) } },
      async (request) => request.body,
    );
    app.get('/api/test/boom', async () => {
      throw new Error('secret internal detail');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cleanup?.();
  });

  it('answers an unknown API route with 404', async () => {
    const body = expectJsonError(await app.inject('/api/nope'), 404);
    expect(body.message).toBe('Not found: GET /api/nope');
    expectJsonError(await app.inject({ method: 'POST', url: '/public/api/nope', payload: {} }), 404);
    expectJsonError(await app.inject({ url: '/api/also-nope', headers: { accept: 'text/html' } }), 404);
  });

  it('answers bad input with 400 and a readable message, never 500', async () => {
    const body = expectJsonError(await app.inject('/api/test/content/abc'), 400);
    expect(body.message).toBe('Invalid params: id must be a number');
    expect(body.fields).toEqual({ id: 'must be a number' });
    expect(expectJsonError(await app.inject('/api/test/content/0'), 400).fields).toEqual({ id: 'must be at least 1' });
    expect((await app.inject('/api/test/content/7')).statusCode).toBe(200);
  });

  it('answers a malformed URL with 400', async () => {
    expectJsonError(await app.inject('/api/subcategory/%E0%A4'), 400);
  });

  it('answers an unexpected failure with 500 without internals', async () => {
    const body = expectJsonError(await app.inject('/api/test/boom'), 500);
    expect(body.message).toBe(INTERNAL_ERROR_MESSAGE);
  });

  it('answers malformed JSON bodies with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expectJsonError(res, 400);
    const tooHigh = expectJsonError(await app.inject({ method: 'POST', url: '/api/test/echo', payload: { rating: 9 } }), 400);
    expect(tooHigh.fields).toEqual({ rating: 'must be at most 5' });
    const unsupported = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expectJsonError(unsupported, 415);
  });

  it('reports health after asking the database', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('a database that is down', () => {
  let unreachable: DatabaseHandle;
  let ended: DatabaseHandle;
  let apps: FastifyInstance[] = [];
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const test = await createTestConfig();
    cleanup = test.cleanup;
    // Nothing listens on this port.
    unreachable = createDatabase(`postgres://nobody:x@127.0.0.1:${await freePort()}/none`);
    // A pool that has been ended (as during shutdown).
    const database = await createTestDatabase();
    ended = createDatabase(database.url);
    await ended.close();
    await database.close();
    apps = await Promise.all(
      [unreachable, ended].map((h) =>
        buildApp({ config: test.config, db: h.db, distDir: '/nonexistent-dist', loadShedding: TEST_LOAD_SHEDDING }),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await unreachable?.close();
    await cleanup?.();
  });

  it('gives 503 with a visitor-friendly message, and the app keeps answering', async () => {
    for (const app of apps) {
      for (let i = 0; i < 3; i++) {
        for (const url of [
          '/api/subcategory/getAll',
          '/api/subcategory/getNav',
          '/api/subcategory/1',
          '/api/content/sccache/1',
          '/api/content/v3/1',
          '/api/getmore/audio/1',
          '/api/content/search?term=ram',
          '/api/common/about-us',
          '/public/api/feedback/create?name=a&email=a%40b.co&feedbackText=t',
        ]) {
          const res = await app.inject(url);
          const body = expectJsonError(res, 503);
          expect(body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
          expect(res.headers['retry-after'], url).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        }
        expectJsonError(await app.inject({ method: 'POST', url: '/api/content/v3/analytics/1', payload: {} }), 503);
        // The health probe also says which part is unwell, and why.
        const health = expectJsonError(await app.inject('/healthz'), 503);
        expect(health).toEqual({
          message: DATABASE_UNAVAILABLE_MESSAGE,
          fields: { database: expect.stringMatching(/^does not answer: .+/) },
        });
      }
      // Routes that need no database still work.
      expectJsonError(await app.inject('/api/nope'), 404);
    }
  });

  it('recognises connection failures through wrappers', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused]))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    const badPassword = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    expect(isDatabaseUnavailable(badPassword)).toBe(true);
    expect(isTransientDatabaseError(badPassword)).toBe(false);
    expect(rootCause(new Error('Failed query: select 1', { cause: refused }))).toBe('connect ECONNREFUSED 127.0.0.1:1');
  });
});

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { refreshResultSchema, reindexResultSchema } from '../../src/model/admin';
import { apiPaths } from '../../src/model/api-paths';
import { registerErrorHandling } from '../http/errors';
import { createCacheRegistry } from '../services/cache';
import { asAdmin, adminTestApp, signInByTestHeader } from '../test/admin';
import { adminRoutes } from './admin';
import { useZodContracts } from '../http/contracts';

/** Every admin call, as [method, url, body]. */
const ADMIN_CALLS: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
  ['GET', apiPaths.categoryAll],
  ['POST', apiPaths.category, { titlePrimary: 'बिना सत्र' }],
  ['POST', apiPaths.subCategoryCreate, { titlePrimary: 'बिना सत्र' }],
  ['POST', apiPaths.contentSave, { titlePrimary: 'बिना सत्र', subCategory: { subCategoryId: 1 } }],
  // Invalid input too: a signed-out call learns nothing about it.
  ['POST', apiPaths.contentSave, { displayFlag: 'X' }],
  ['GET', apiPaths.contentForEdit(1)],
  ['GET', '/api/content/nocache/abc'],
  ['GET', apiPaths.contentPage(1, 0, 10)],
  ['GET', '/api/content/get/1?size=7'],
  ['GET', apiPaths.reindex],
  ['GET', apiPaths.refresh],
  ['POST', apiPaths.adminMedia],
];

describe('admin calls', () => {
  const opened = adminTestApp();
  const query = async <T extends object>(text: string) => (await opened.database.pool.query<T>(text)).rows;
  const counts = () =>
    query<{ c: number; s: number; n: number }>(
      'select (select count(*) from category)::int as c, (select count(*) from sub_category)::int as s, (select count(*) from content)::int as n',
    );

  describe('signed out', () => {
    it('every admin call answers 401 JSON, never stored, and changes nothing', async () => {
      const before = await counts();
      for (const [method, url, body] of ADMIN_CALLS) {
        const res = await opened.app.inject({ method, url, ...(body === undefined ? {} : { payload: body as object }) });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.json<{ message: string }>().message).toBeTruthy();
      }
      expect(await counts()).toEqual(before);
    });

    it('a multipart upload is refused before any of it is stored', async () => {
      const res = await opened.app.inject({
        method: 'POST',
        url: apiPaths.adminMedia,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\nimage\r\n--x--\r\n',
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /api/common/reindex', () => {
    it('rebuilds every content’s search columns and the words search knows, and says so', async () => {
      await query('update content set search_title = null, search_body = null');
      await query('delete from search_word');
      const res = await opened.app.inject({ url: apiPaths.reindex, headers: asAdmin });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const result = reindexResultSchema.strict().parse(res.json());
      const [{ n, missing, words }] = (await query<{ n: number; missing: number; words: number }>(
        `select (select count(*) from content)::int as n,
                (select count(*) from content where search_title is null)::int as missing,
                (select count(*) from search_word)::int as words`,
      )) as [{ n: number; missing: number; words: number }];
      expect(result.reindexed).toBe(n);
      expect(missing).toBe(0);
      expect(result.words).toBe(words);
      expect(words).toBeGreaterThan(100);
      expect(result.ms).toBeGreaterThanOrEqual(0);
      // Search works again, misspellings too (they need the words).
      const docs = (await opened.app.inject(apiPaths.searchFor('hanumn chalisa'))).json<{ response: { numFound: number } }>();
      expect(docs.response.numFound).toBeGreaterThan(0);
    });
  });

  describe('reindex and refresh from another site', () => {
    it('are refused (403) when the browser says another site sent the editor there, and run from the admin’s own tab', async () => {
      const clear = vi.fn();
      const unregister = opened.caches?.register('cross-site-test', clear);
      try {
        for (const url of [apiPaths.reindex, apiPaths.refresh]) {
          const refused = await opened.app.inject({
            url,
            headers: { ...asAdmin, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
          });
          expect(refused.statusCode, url).toBe(403);
          expect(refused.json<{ message: string }>().message).toBeTruthy();
        }
        expect(clear).not.toHaveBeenCalled();
        for (const url of [apiPaths.reindex, apiPaths.refresh]) {
          const own = await opened.app.inject({ url, headers: { ...asAdmin, 'sec-fetch-site': 'same-origin' } });
          expect(own.statusCode, url).toBe(200);
        }
      } finally {
        unregister?.();
      }
    });
  });

  describe('GET /api/common/refresh', () => {
    it('clears this instance’s caches, tells the others, and says what it did', async () => {
      const clear = vi.fn();
      const unregister = opened.caches?.register('test-cache', clear);
      try {
        const res = await opened.app.inject({ url: apiPaths.refresh, headers: asAdmin });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
        const result = refreshResultSchema.strict().parse(res.json());
        expect(result.otherInstancesNotified).toBe(true);
        if (opened.caches) {
          expect(result.cleared).toEqual(opened.caches.names());
          expect(clear).toHaveBeenCalledTimes(1);
          expect(result.message).toContain('test-cache');
        }
      } finally {
        unregister?.();
      }
    });
  });

  describe('GET /api/common/refresh across instances', () => {
    const apps: FastifyInstance[] = [];
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
    });
    /** An instance with only the admin calls, on the same database, with a cache of its own. */
    const instance = async () => {
      const caches = createCacheRegistry();
      const clear = vi.fn();
      caches.register('catalogue', clear);
      const app = Fastify();
      registerErrorHandling(app);
      useZodContracts(app);
      signInByTestHeader(app);
      await app.register(adminRoutes, { db: opened.database.db, dataDir: opened.dataDir, caches });
      await app.ready();
      apps.push(app);
      return { app, clear };
    };

    it('reaches the caches of every other instance on the database (LISTEN/NOTIFY)', async () => {
      const [a, b, c] = [await instance(), await instance(), await instance()];
      // Each listens once ready; a NOTIFY sent before that is not seen, so wait until one reaches all.
      await vi.waitFor(
        async () => {
          b.clear.mockClear();
          c.clear.mockClear();
          const res = await a.app.inject({ url: apiPaths.refresh, headers: asAdmin });
          expect(res.json()).toMatchObject({ cleared: ['catalogue'], otherInstancesNotified: true });
          await vi.waitFor(
            () => {
              expect(b.clear).toHaveBeenCalled();
              expect(c.clear).toHaveBeenCalled();
            },
            { timeout: 1_000 },
          );
        },
        { timeout: 10_000 },
      );
      // The sender cleared its own once per call, not again on its own notification.
      const callsOfA = a.clear.mock.calls.length;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(a.clear.mock.calls.length).toBe(callsOfA);
    });
  });
});

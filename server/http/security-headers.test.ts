import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/model/api-paths';
import { seed } from '../db/seed';
import { createPageApp } from '../test/pages';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { fixtureLibrary } from '../test/fixtures';
import { HSTS, SECURITY_HEADERS } from './security-headers';

describe('security headers', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const test = await createPageApp(database.db, {}, { TRUST_PROXY: 'true' });
    ({ app, close } = test);
    await seed(database.db, test.dataDir, { library: fixtureLibrary });
  });
  afterAll(async () => {
    await close?.();
    await database?.close();
  });

  it('are on every kind of answer: pages (also from memory), the API, errors, files and the admin area', async () => {
    for (const url of ['/', '/', apiPaths.subCategoryNav, apiPaths.subCategoryNav, '/api/nope', '/admin', '/robots.txt', '/no/such/page']) {
      const res = await app.inject(url);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name], `${url} ${name}`).toBe(value);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('forbid framing by any site (clickjacking), files included', async () => {
    const res = await app.inject('/static/subcategoryimg/none.png');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  });

  it('ask browsers to keep to HTTPS once the site was reached over HTTPS (behind a trusted proxy)', async () => {
    const res = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
  });
});

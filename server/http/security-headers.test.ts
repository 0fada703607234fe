import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/model/api-paths';
import { seed } from '../db/seed';
import { createPageApp } from '../test/pages';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { fixtureLibrary } from '../test/fixtures';
import { createHash } from 'node:crypto';
import { API_POLICY, CSP_REPORT_PATH, HSTS, pagePolicy, SECURITY_HEADERS } from './security-headers';
import { STORED_FILE_CSP } from '../routes/files';
import { READING_SETTINGS_SCRIPT } from '../../src/theme/reading';
import { CSP_REPORTS_PER_MINUTE } from '../routes/csp-report';

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

  it('give pages a policy that runs only the script files of the site, the reading settings and the loader the server wrote into the page', async () => {
    const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    for (const url of ['/', '/']) {
      const res = await app.inject(url);
      const policy = String(res.headers['content-security-policy']);
      // Executable inline scripts (not the JSON data blocks): the reading settings first in the head, the loader at the end.
      const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      expect(inline).toHaveLength(2);
      expect(inline[0]).toBe(READING_SETTINGS_SCRIPT);
      const loaderHash = hashOf(inline[1]!);
      expect(policy, url).toBe(pagePolicy('', [loaderHash]));
      const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc).toBe(`script-src 'self' ${hashOf(READING_SETTINGS_SCRIPT)} ${loaderHash}`);
      expect(policy).toMatch(/object-src 'none'/);
      expect(policy).toMatch(/frame-ancestors 'none'/);
      expect(policy).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com/);
    }
    // The admin area (rendered by the browser) has the reading settings' script only.
    const admin = await app.inject('/admin');
    expect([...admin.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1])).toEqual([READING_SETTINGS_SCRIPT]);
    expect(admin.headers['content-security-policy']).toBe(pagePolicy(''));
    expect(admin.headers['content-security-policy']).toContain(`script-src 'self' ${hashOf(READING_SETTINGS_SCRIPT)};`);
  });

  it('let pages load media from MEDIA_BASE_URL’s host, when media live elsewhere', async () => {
    const elsewhere = await createPageApp(database.db, {}, { MEDIA_BASE_URL: 'https://media.example/files' });
    try {
      const policy = (await elsewhere.app.inject('/admin')).headers['content-security-policy'] as string;
      expect(policy).toBe(pagePolicy('https://media.example/files'));
      expect(policy).toContain("media-src 'self' blob: https://media.example;");
      expect((await app.inject('/admin')).headers['content-security-policy']).not.toContain('media.example');
    } finally {
      await elsewhere.close();
    }
  });

  it('let JSON answers load nothing, and stored files run nothing', async () => {
    expect((await app.inject(apiPaths.subCategoryNav)).headers['content-security-policy']).toBe(API_POLICY);
    expect((await app.inject('/api/nope')).headers['content-security-policy']).toBe(API_POLICY);
    expect((await app.inject('/static/subcategoryimg/none.png')).headers['content-security-policy']).toBe(STORED_FILE_CSP);
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

describe('reports of what the policy blocked', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const warnings: unknown[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, close } = await createPageApp(database.db));
    app.log.warn = ((entry: unknown) => void warnings.push(entry)) as typeof app.log.warn;
  });
  afterAll(async () => {
    await close?.();
    await database?.close();
  });

  const violation = {
    'document-uri': 'https://bhajan.example/content/7',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'inline',
    'script-sample': 'alert(1)',
  };

  it('are taken in both forms browsers send, each violation logged', async () => {
    const legacy = await app.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': violation }),
    });
    expect(legacy.statusCode).toBe(204);
    const reportTo = await app.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([
        {
          type: 'csp-violation',
          body: { documentURL: 'https://bhajan.example/', effectiveDirective: 'img-src', blockedURL: 'https://evil.example/x.png' },
        },
      ]),
    });
    expect(reportTo.statusCode).toBe(204);
    expect(JSON.stringify(warnings)).toContain('script-src-elem');
    expect(JSON.stringify(warnings)).toContain('https://evil.example/x.png');
  });

  it('refuse what is not a report: 400 for broken JSON, 413 for a large body', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': 'application/csp-report' },
      payload: '{',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: expect.any(String) });
    const large = await app.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { ...violation, 'script-sample': 'x'.repeat(20_000) } }),
    });
    expect(large.statusCode).toBe(413);
  });

  it('are logged at most CSP_REPORTS_PER_MINUTE a minute: beyond, 429 with Retry-After and nothing logged', async () => {
    const send = () =>
      app.inject({
        method: 'POST',
        url: CSP_REPORT_PATH,
        headers: { 'content-type': 'application/csp-report' },
        payload: JSON.stringify({ 'csp-report': violation }),
      });
    let answer = await send();
    for (let i = 0; i < CSP_REPORTS_PER_MINUTE && answer.statusCode === 204; i++) answer = await send();
    expect(answer.statusCode).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    const logged = warnings.length;
    expect((await send()).statusCode).toBe(429);
    expect(warnings).toHaveLength(logged);
  });
});

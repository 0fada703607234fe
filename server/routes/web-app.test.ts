import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { SITE_TEXTS } from '../../src/model/messages';
import { SERVICE_WORKER_URL, WEB_APP_ICONS, WEB_MANIFEST_URL } from '../../src/model/offline';
import { isKnownRoute, ROUTE_PATTERNS } from '../../src/model/paths';
import { colors } from '../../src/theme/tokens';
import { createDatabase, type DatabaseHandle } from '../db/connect';
import { createTestApp } from '../test/app';
import { webAppManifest, webAppShortName } from './web-app';

/** A path for each of the app's routes other than home (`:param` → 1), as ROUTE_PATTERNS stands. */
const otherKnownPaths = Object.values(ROUTE_PATTERNS as Record<string, string>)
  .filter((pattern) => pattern !== ROUTE_PATTERNS.home)
  .map((pattern) => pattern.replace(/:[^/]+/g, '1'));
const UNKNOWN_PATH = '/no/such/page';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVICE_WORKER = `(function(){self.addEventListener('fetch',()=>{})})();`;

const INDEX = `<!doctype html><html><head><title>Bhajan Sangrah</title>
<script id="app-config" type="application/json"></script>
<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;

describe('the built app (dist/)', () => {
  let distDir: string;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'bhajan-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), INDEX);
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    // As the build's precompress plugin leaves it: a Brotli copy beside a script.
    const script = `console.log(${JSON.stringify('y'.repeat(4000))});`;
    await writeFile(path.join(distDir, 'assets', 'main-def456.js'), script);
    await writeFile(path.join(distDir, 'assets', 'main-def456.js.br'), brotliCompressSync(script));
    await writeFile(path.join(distDir, 'humans.txt'), 'Team: Bhajan Sangrah\n');
    await writeFile(path.join(distDir, 'sw.js'), SERVICE_WORKER);
    database = createDatabase('postgres://unused@127.0.0.1:1/unused');
    ({ app, close } = await createTestApp(
      database.db,
      { distDir },
      {
        SITE_NAME: 'Bhajan </script> Sangrah',
        SUPPORT_EMAIL: 'seva@example.org',
        MEDIA_BASE_URL: 'https://cdn.example.org/',
      },
    ));
  });
  afterAll(async () => {
    await close?.();
    await database?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('answers with index.html holding this deployment’s config where pages are not rendered on the server (404 for paths the app does not know)', async () => {
    // This app has no server renderer (as with a build made before it existed): every page is left to the browser.
    for (const url of ['/', '/subcategory/3', '/content/7?sid=3', '/admin/content/list/2', UNKNOWN_PATH, ...otherKnownPaths]) {
      const res = await app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(res.statusCode, url).toBe(isKnownRoute(url.split('?')[0]!) ? 200 : 404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Bhajan &lt;/script&gt; Sangrah</title>');
      expect(res.body).toContain('<div id="root"></div>');
      const json = /<script id="app-config" type="application\/json">([^<]*)<\/script>/.exec(res.body)?.[1];
      expect(JSON.parse(json!)).toEqual({
        siteName: 'Bhajan </script> Sangrah',
        supportEmail: 'seva@example.org',
        androidAppUrl: 'https://play.google.com/store/apps/details?id=org.bhajansangrah.app',
        mediaBaseUrl: 'https://cdn.example.org',
        siteUrl: '',
      });
      expect(json).toContain('\\u003c/script\\u003e');
    }
  });

  it('answers the home page 200 and an unknown path 404, both with the page, for GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const home = await app.inject({ method, url: '/', headers: { accept: 'text/html' } });
      expect(home.statusCode, method).toBe(200);
      expect(home.headers.etag, method).toBeTruthy();
      const unknown = await app.inject({ method, url: UNKNOWN_PATH, headers: { accept: 'text/html' } });
      expect(unknown.statusCode, method).toBe(404);
      expect(unknown.headers.etag, method).toBeUndefined();
      for (const res of [home, unknown]) {
        expect(res.headers['cache-control'], method).toBe('no-cache');
        expect(res.headers['content-type'], method).toBe('text/html; charset=utf-8');
        if (method === 'GET') expect(res.body).toContain('<div id="root">');
        else expect(res.body).toBe('');
      }
    }
  });

  it('revalidates index.html with its ETag', async () => {
    const first = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const again = await app.inject({ url: '/', headers: { accept: 'text/html', 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('compresses text assets', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's own Brotli copy of a script to browsers that take Brotli, the script itself to others", async () => {
    const br = await app.inject({ url: '/assets/main-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload).toEqual(await readFile(path.join(distDir, 'assets', 'main-def456.js.br')));
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('yyyy');

    const plain = await app.inject({ url: '/assets/main-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('yyyy');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files of dist/ with a short cache', async () => {
    const res = await app.inject('/humans.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('Team: Bhajan Sangrah\n');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the service worker for revalidation on every visit (no-cache, a 304 while unchanged)', async () => {
    const res = await app.inject(SERVICE_WORKER_URL);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SERVICE_WORKER);
    expect(res.headers['content-type']).toMatch(/^(?:application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBeUndefined();
    const again = await app.inject({ url: SERVICE_WORKER_URL, headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it("serves the web app manifest with this deployment's name, the brand colours and the icons", async () => {
    const res = await app.inject(WEB_MANIFEST_URL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.json()).toEqual({
      id: '/',
      name: 'Bhajan </script> Sangrah',
      short_name: 'Bhajan',
      description: SITE_TEXTS.siteDescription,
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: colors.header,
      background_color: colors.background,
      icons: [
        { src: WEB_APP_ICONS.any192.src, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: WEB_APP_ICONS.any512.src, sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: WEB_APP_ICONS.maskable512.src, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
    const again = await app.inject({ url: WEB_MANIFEST_URL, headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('answers a missing asset, an API path or a non-page request with 404 JSON, never the page', async () => {
    for (const [url, accept] of [
      ['/assets/missing.js', '*/*'],
      ['/api/unknown', 'text/html'],
      ['/public/api/unknown', 'text/html'],
      ['/favicon.ico', 'image/avif,image/webp,*/*'],
    ] as const) {
      const res = await app.inject({ url, headers: { accept } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json(), url).toHaveProperty('message');
    }
  });
});

describe('without a build', () => {
  it('says so in JSON', async () => {
    const database = createDatabase('postgres://unused@127.0.0.1:1/unused');
    const { app, close } = await createTestApp(database.db, { distDir: '/nonexistent-dist' });
    try {
      for (const url of ['/', SERVICE_WORKER_URL]) {
        const res = await app.inject({ url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(404);
        expect(res.json<{ message: string }>().message, url).toMatch(/npm run build/);
        // Not kept: once the app is built, the next visit must get it.
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
      // The manifest needs no build.
      expect((await app.inject(WEB_MANIFEST_URL)).statusCode).toBe(200);
    } finally {
      await close();
      await database.close();
    }
  });
});

describe('the installable site', () => {
  it('names the site on a home screen in at most 12 letters: the whole name, its first words, or its first letters', () => {
    expect(webAppShortName('Bhajan Sangrah')).toBe('Bhajan');
    expect(webAppShortName('Bhajans')).toBe('Bhajans');
    expect(webAppShortName('  Bhajan   Mala ')).toBe('Bhajan Mala');
    expect(webAppShortName('Shri Ram Bhajan Mala')).toBe('Shri Ram');
    expect(webAppShortName('Bhajansangrah Online')).toBe('Bhajansangra');
    // Letters as a reader counts them: 'श्री' is one, though four code points.
    expect(webAppShortName('भजन संग्रह')).toBe('भजन संग्रह');
    expect(webAppShortName('श्री हनुमान भजन संग्रह')).toBe('श्री हनुमान भजन');
    expect(
      webAppManifest({ siteName: 'Bhajan Sangrah', supportEmail: '', androidAppUrl: '', mediaBaseUrl: '', siteUrl: '' }).short_name,
    ).toBe('Bhajan');
  });

  it('has each icon the manifest lists in public/, a PNG of its size', async () => {
    for (const { src, size } of Object.values(WEB_APP_ICONS)) {
      const png = await readFile(path.join(REPO_ROOT, 'public', src));
      expect(png.subarray(1, 4).toString('latin1'), src).toBe('PNG');
      // IHDR: width and height, big-endian, at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], src).toEqual([size, size]);
    }
  });

  it("links the manifest and the Apple icon from index.html, whose theme colour and description are the manifest's", async () => {
    const html = await readFile(path.join(REPO_ROOT, 'index.html'), 'utf8');
    const manifest = webAppManifest({ siteName: 'x', supportEmail: '', androidAppUrl: '', mediaBaseUrl: '', siteUrl: '' });
    expect(html).toContain(`<link rel="manifest" href="${WEB_MANIFEST_URL}" />`);
    expect(html).toContain(`<link rel="apple-touch-icon" href="${WEB_APP_ICONS.appleTouch180.src}" sizes="180x180" />`);
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(html).toContain(`<meta name="description" content="${manifest.description}" />`);
    expect(html).toContain(`<html lang="${manifest.lang}">`);
  });
});

import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { weakEtag } from '../http/caching';
import { acceptsHtml, ALL, chooseEncoding, createResponseCache, type KeptAnswer, type ResponseCache } from './response-cache';

/** Long and repetitive, so that gzip and Brotli make it clearly smaller. */
const PAGE = `<!doctype html><html><body>${'<p>जय श्री राम, जय हनुमान</p>'.repeat(200)}</body></html>`;

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent (not decoded). */
  body: Buffer;
}

const servers: Server[] = [];

/** A real HTTP server that answers from `cache` (under `keyOf(request)`, else its URL), else with 599. */
async function serveFrom(cache: ResponseCache, keyOf?: (request: IncomingMessage) => string): Promise<string> {
  const server = createServer((request, response) => {
    if (!cache.serve(request, response, keyOf?.(request))) {
      response.writeHead(599);
      response.end();
    }
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

/** One request with http.request: no Accept-Encoding unless given, and the body's raw bytes. */
function raw(
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function answer(overrides: Partial<KeptAnswer> = {}): KeptAnswer {
  return {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=60', 'x-extra': 'kept' },
    body: PAGE,
    tags: ['content:1'],
    ...overrides,
  };
}

function newCache(maxBytes?: number): ResponseCache {
  return createResponseCache(maxBytes === undefined ? {} : { maxBytes });
}

function keep(cache: ResponseCache, key: string, overrides: Partial<KeptAnswer> = {}): void {
  cache.set(key, answer(overrides), cache.generation());
}

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['GZIP, BR', 'br'],
    ['deflate', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0.5', 'gzip'],
    ['br; q=0.1', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['gzip;q=0.8, br;q=0.9', 'br'],
    ['identity', 'identity'],
    ['*', 'identity'],
  ])('%j gives %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('acceptsHtml', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['*/*', true],
    [' */* ', true],
    ['text/html', true],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['application/json', false],
    ['application/json, text/plain, */*', false],
    ['image/avif,image/webp,*/*', false],
    ['text/css,*/*;q=0.1', false],
  ])('%j gives %s', (accept, expected) => {
    expect(acceptsHtml(accept)).toBe(expected);
  });
});

describe('createResponseCache: serve', () => {
  it('sends a kept answer with its headers, a weak ETag, Vary: Accept-Encoding and its length', async () => {
    const cache = newCache();
    keep(cache, '/content/1');
    const base = await serveFrom(cache);

    const response = await raw(`${base}/content/1`);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(PAGE);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(response.headers['x-extra']).toBe('kept');
    expect(response.headers.etag).toBe(weakEtag(PAGE));
    expect(response.headers.etag).toMatch(/^W\/"/);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(cache.size().entries).toBe(1);
  });

  it('adds Accept-Encoding to a Vary the answer already has', async () => {
    const cache = newCache();
    keep(cache, '/api/x', { headers: { 'content-type': 'application/json', vary: 'Origin' }, body: '{"a":1}' });
    const base = await serveFrom(cache);
    const first = await raw(`${base}/api/x`);
    expect(first.headers.vary).toBe('Origin, Accept-Encoding');
    // A 304 says what the 200 says of caching it: a CDN that takes its headers keeps the Vary.
    const again = await raw(`${base}/api/x`, { headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.status).toBe(304);
    expect(again.headers.vary).toBe('Origin, Accept-Encoding');
    expect(again.headers['cache-control']).toBeUndefined();
  });

  it('answers nothing for an address it does not hold (and sends nothing)', async () => {
    const cache = newCache();
    keep(cache, '/content/1');
    const base = await serveFrom(cache);
    const response = await raw(`${base}/content/2`);
    expect(response.status).toBe(599);
    expect(response.body.length).toBe(0);
  });

  it('uses the key it is given rather than the URL', async () => {
    const cache = newCache();
    keep(cache, 'https://site.example/content/1');
    const base = await serveFrom(cache, (request) => `https://site.example${request.url}`);
    expect((await raw(`${base}/content/1`)).status).toBe(200);
  });

  it('keeps a Buffer body as it is', async () => {
    const cache = newCache();
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255]);
    keep(cache, '/bytes', { body: bytes, headers: { 'content-type': 'application/octet-stream' } });
    const base = await serveFrom(cache);
    const response = await raw(`${base}/bytes`);
    expect(response.body.equals(bytes)).toBe(true);
    expect(response.headers.etag).toBe(weakEtag(bytes));
  });

  it.each([
    ['the ETag itself', (etag: string) => etag],
    ['the ETag without W/ (weak comparison)', (etag: string) => etag.replace(/^W\//, '')],
    ['a list holding the ETag', (etag: string) => `"other", ${etag} , W/"another"`],
    ['*', () => '*'],
  ])('answers If-None-Match with %s with a 304 carrying ETag and Cache-Control', async (_, ifNoneMatch) => {
    const cache = newCache();
    keep(cache, '/content/1');
    const base = await serveFrom(cache);
    const etag = weakEtag(PAGE);

    const response = await raw(`${base}/content/1`, { headers: { 'if-none-match': ifNoneMatch(etag), 'accept-encoding': 'br' } });
    expect(response.status).toBe(304);
    expect(response.body.length).toBe(0);
    expect(response.headers.etag).toBe(etag);
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('sends the whole answer when If-None-Match names another tag', async () => {
    const cache = newCache();
    keep(cache, '/content/1');
    const base = await serveFrom(cache);
    const response = await raw(`${base}/content/1`, { headers: { 'if-none-match': 'W/"something-else", "x"' } });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(PAGE);
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
  ])('for Accept-Encoding %j sends %s that decodes to the answer, with its own length', async (acceptEncoding, encoding, decode) => {
    const cache = newCache();
    keep(cache, '/content/1');
    const base = await serveFrom(cache);

    const response = await raw(`${base}/content/1`, { headers: { 'accept-encoding': acceptEncoding } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-length']).toBe(String(response.body.length));
    expect(response.body.length).toBeLessThan(Buffer.byteLength(PAGE));
    expect(decode(response.body).toString()).toBe(PAGE);
    // One ETag for every encoding (weak): it names the answer, not its bytes.
    expect(response.headers.etag).toBe(weakEtag(PAGE));
    expect(response.headers.vary).toBe('Accept-Encoding');
  });

  it('sends the answer as it is without Accept-Encoding, or when it names nothing it has', async () => {
    const cache = newCache();
    keep(cache, '/content/1');
    const base = await serveFrom(cache);
    const variants: Record<string, string>[] = [{}, { 'accept-encoding': 'deflate' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }];
    for (const headers of variants) {
      const response = await raw(`${base}/content/1`, { headers });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString()).toBe(PAGE);
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
    }
  });

  it('still sends a Brotli answer that decodes to the same after it has been asked for again (the better Brotli)', async () => {
    const cache = newCache();
    keep(cache, '/content/1');
    const base = await serveFrom(cache);
    for (let i = 0; i < 3; i += 1) await raw(`${base}/content/1`, { headers: { 'accept-encoding': 'br' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const response = await raw(`${base}/content/1`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBe(String(response.body.length));
    expect(brotliDecompressSync(response.body).toString()).toBe(PAGE);
    expect(response.headers.etag).toBe(weakEtag(PAGE));
  });

  it('answers HEAD with the headers of a GET and no body', async () => {
    const cache = newCache();
    keep(cache, '/content/1');
    const base = await serveFrom(cache);
    const get = await raw(`${base}/content/1`, { headers: { 'accept-encoding': 'gzip' } });
    const head = await raw(`${base}/content/1`, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('does not answer %s', async (method) => {
    const cache = newCache();
    keep(cache, '/content/1');
    const base = await serveFrom(cache);
    expect((await raw(`${base}/content/1`, { method })).status).toBe(599);
  });

  it('answers whatever cookie a request carries: who is signed in is for its callers to say', async () => {
    const cache = newCache();
    keep(cache, '/content/1');
    const base = await serveFrom(cache);
    const response = await raw(`${base}/content/1`, { headers: { cookie: 'theme=dark; bs_admin=abc' } });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(PAGE);
  });

  it('answers an htmlOnly entry only to requests that accept HTML', async () => {
    const cache = newCache();
    keep(cache, '/content/1', { htmlOnly: true });
    const base = await serveFrom(cache);
    const statusFor = async (accept?: string) =>
      (await raw(`${base}/content/1`, { headers: accept === undefined ? {} : { accept } })).status;

    expect(await statusFor()).toBe(200);
    expect(await statusFor('*/*')).toBe(200);
    expect(await statusFor('text/html')).toBe(200);
    expect(await statusFor('text/html,application/xhtml+xml,*/*;q=0.8')).toBe(200);
    expect(await statusFor('application/json')).toBe(599);
    expect(await statusFor('image/avif,image/webp,*/*')).toBe(599);
  });

  it('answers an entry that is not htmlOnly whatever Accept says', async () => {
    const cache = newCache();
    keep(cache, '/api/x', { body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    const base = await serveFrom(cache);
    expect((await raw(`${base}/api/x`, { headers: { accept: 'application/json' } })).status).toBe(200);
  });

  it('runs onServe for each GET answered from memory (304s too), not for HEAD nor for what it does not answer', async () => {
    const cache = newCache();
    const onServe = vi.fn();
    keep(cache, '/subcategory/3', { onServe });
    const base = await serveFrom(cache);

    await raw(`${base}/subcategory/3`);
    expect(onServe).toHaveBeenCalledTimes(1);
    const request = onServe.mock.calls[0]?.[0] as IncomingMessage;
    expect(request.url).toBe('/subcategory/3');
    expect(request.method).toBe('GET');

    await raw(`${base}/subcategory/3`, { method: 'HEAD' });
    expect(onServe).toHaveBeenCalledTimes(1);

    await raw(`${base}/subcategory/3`, { headers: { 'if-none-match': weakEtag(PAGE) } });
    expect(onServe).toHaveBeenCalledTimes(2);

    await raw(`${base}/subcategory/3`, { method: 'POST' });
    await raw(`${base}/subcategory/4`);
    expect(onServe).toHaveBeenCalledTimes(2);
  });

  it('with compress: false, sends the same bytes whatever Accept-Encoding, without Content-Encoding', async () => {
    const cache = newCache();
    const picture = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
    keep(cache, '/preview/content/1.jpg', { body: picture, headers: { 'content-type': 'image/jpeg' }, compress: false });
    const base = await serveFrom(cache);
    for (const acceptEncoding of [undefined, 'br', 'gzip', 'gzip, deflate, br']) {
      const response = await raw(`${base}/preview/content/1.jpg`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-length']).toBe(String(picture.length));
      expect(response.body.equals(picture)).toBe(true);
    }
    // Kept once: the picture and its key, not three copies.
    expect(cache.size().bytes).toBe(picture.length + '/preview/content/1.jpg'.length);
  });

  it('replaces what it holds under a key with the newer answer', async () => {
    const cache = newCache();
    keep(cache, '/content/1', { body: 'old' });
    keep(cache, '/content/1', { body: 'new' });
    const base = await serveFrom(cache);
    const response = await raw(`${base}/content/1`);
    expect(response.body.toString()).toBe('new');
    expect(response.headers.etag).toBe(weakEtag('new'));
    expect(cache.size().entries).toBe(1);
  });

  it('stops answering with a kept answer once it is maxAgeMs old, however often it was asked for, and lets it go', async () => {
    let clock = 1_000;
    const cache = createResponseCache({ maxAgeMs: 60_000, now: () => clock });
    keep(cache, '/content/1');
    const base = await serveFrom(cache);
    clock += 59_999;
    expect((await raw(`${base}/content/1`)).status).toBe(200);
    clock += 1;
    expect((await raw(`${base}/content/1`)).status).toBe(599);
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
    keep(cache, '/content/1');
    expect((await raw(`${base}/content/1`)).status).toBe(200);
  });
});

describe('createResponseCache: invalidate and generations', () => {
  it('drops only the answers tagged with a changed tag', async () => {
    const cache = newCache();
    keep(cache, '/content/1', { tags: ['content:1', 'subcategory:3'] });
    keep(cache, '/content/2', { tags: ['content:2', 'subcategory:3'] });
    keep(cache, '/subcategory/4', { tags: ['subcategory:4'] });
    keep(cache, '/about', { tags: [] });
    const base = await serveFrom(cache);

    cache.invalidate(['content:1']);
    expect((await raw(`${base}/content/1`)).status).toBe(599);
    expect((await raw(`${base}/content/2`)).status).toBe(200);
    expect((await raw(`${base}/subcategory/4`)).status).toBe(200);
    expect(cache.size().entries).toBe(3);

    cache.invalidate(['subcategory:3', 'unrelated']);
    expect((await raw(`${base}/content/2`)).status).toBe(599);
    expect((await raw(`${base}/subcategory/4`)).status).toBe(200);
    expect((await raw(`${base}/about`)).status).toBe(200);
    expect(cache.size().entries).toBe(2);
  });

  it.each([
    ['all', ALL],
    ['a list naming all', ['content:9', ALL]],
  ] as const)('drops every answer for %s', async (_, change) => {
    const cache = newCache();
    keep(cache, '/content/1', { tags: ['content:1'] });
    keep(cache, '/about', { tags: [] });
    const base = await serveFrom(cache);
    cache.invalidate(change);
    expect((await raw(`${base}/content/1`)).status).toBe(599);
    expect((await raw(`${base}/about`)).status).toBe(599);
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('keeps the bytes count right as answers come and go', () => {
    const cache = newCache();
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
    keep(cache, '/a', { body: Buffer.alloc(100, 1), compress: false, tags: ['a'] });
    keep(cache, '/bb', { body: Buffer.alloc(50, 2), compress: false, tags: ['b'] });
    expect(cache.size()).toEqual({ entries: 2, bytes: 100 + 2 + 50 + 3 });
    cache.invalidate(['a']);
    expect(cache.size()).toEqual({ entries: 1, bytes: 53 });
    keep(cache, '/bb', { body: Buffer.alloc(10, 2), compress: false, tags: ['b'] });
    expect(cache.size()).toEqual({ entries: 1, bytes: 13 });
  });

  it('starts a new generation at each invalidation', () => {
    const cache = newCache();
    const first = cache.generation();
    cache.invalidate(['content:1']);
    const second = cache.generation();
    expect(second).not.toBe(first);
    cache.invalidate(ALL);
    expect(cache.generation()).not.toBe(second);
  });

  it('does not keep an answer started before an invalidation (it may show the old state)', async () => {
    const cache = newCache();
    const startedIn = cache.generation();
    cache.invalidate(['something:else']);
    cache.set('/content/1', answer(), startedIn);
    expect(cache.size().entries).toBe(0);
    const base = await serveFrom(cache);
    expect((await raw(`${base}/content/1`)).status).toBe(599);

    cache.set('/content/1', answer(), cache.generation());
    expect((await raw(`${base}/content/1`)).status).toBe(200);
  });
});

describe('createResponseCache: bounded by maxBytes', () => {
  // Uncompressed entries of 200 body bytes and a 2-character key: 202 bytes each, under a quarter of 1000.
  const MAX = 1000;
  const body = (fill: number) => Buffer.alloc(200, fill);
  const keepSmall = (cache: ResponseCache, key: string, fill = 1) => keep(cache, key, { body: body(fill), compress: false, tags: [key] });

  it('drops the oldest answers once it holds more than maxBytes', async () => {
    const cache = newCache(MAX);
    for (const key of ['/a', '/b', '/c', '/d']) keepSmall(cache, key);
    expect(cache.size()).toEqual({ entries: 4, bytes: 4 * 202 });

    keepSmall(cache, '/e');
    expect(cache.size()).toEqual({ entries: 4, bytes: 4 * 202 });
    keepSmall(cache, '/f');
    expect(cache.size().bytes).toBeLessThanOrEqual(MAX);

    const base = await serveFrom(cache);
    const statuses = Object.fromEntries(
      await Promise.all(['/a', '/b', '/c', '/d', '/e', '/f'].map(async (key) => [key, (await raw(`${base}${key}`)).status])),
    );
    expect(statuses).toEqual({ '/a': 599, '/b': 599, '/c': 200, '/d': 200, '/e': 200, '/f': 200 });
  });

  it('gives an answer that was served since eviction last passed it a second chance over one that was not', async () => {
    const cache = newCache(MAX);
    for (const key of ['/a', '/b', '/c', '/d']) keepSmall(cache, key);
    const base = await serveFrom(cache);
    expect((await raw(`${base}/a`)).status).toBe(200);

    keepSmall(cache, '/e');
    expect(cache.size().entries).toBe(4);
    expect((await raw(`${base}/b`)).status).toBe(599);
    expect((await raw(`${base}/a`)).status).toBe(200);

    // Now [/c, /d, /e, /a] with /a served again: /c, the oldest and never served, goes.
    keepSmall(cache, '/f');
    expect((await raw(`${base}/c`)).status).toBe(599);
    expect((await raw(`${base}/a`)).status).toBe(200);
  });

  it('evicts a served answer whose second chance was spent without being served again', async () => {
    const cache = newCache(MAX);
    for (const key of ['/a', '/b', '/c', '/d']) keepSmall(cache, key);
    const base = await serveFrom(cache);
    await raw(`${base}/a`);
    keepSmall(cache, '/e'); // /a moves to the back (its chance spent), /b goes
    keepSmall(cache, '/f'); // /c goes
    keepSmall(cache, '/g'); // /d goes
    keepSmall(cache, '/h'); // /e goes: /a is behind it
    keepSmall(cache, '/i'); // now /a, not used since, goes
    const statuses = Object.fromEntries(
      await Promise.all(['/a', '/e', '/f', '/g', '/h', '/i'].map(async (key) => [key, (await raw(`${base}${key}`)).status])),
    );
    expect(statuses).toEqual({ '/a': 599, '/e': 599, '/f': 200, '/g': 200, '/h': 200, '/i': 200 });
  });

  it('without that answer having been served, evicts it first', async () => {
    const cache = newCache(MAX);
    for (const key of ['/a', '/b', '/c', '/d']) keepSmall(cache, key);
    keepSmall(cache, '/e');
    const base = await serveFrom(cache);
    expect((await raw(`${base}/a`)).status).toBe(599);
    expect((await raw(`${base}/b`)).status).toBe(200);
  });

  it('does not keep an answer bigger than a quarter of maxBytes (and keeps what it held)', async () => {
    const cache = newCache(MAX);
    keepSmall(cache, '/a');
    keep(cache, '/big', { body: Buffer.alloc(249, 1), compress: false });
    expect(cache.size().entries).toBe(1);
    keep(cache, '/ok', { body: Buffer.alloc(247, 1), compress: false });
    expect(cache.size().entries).toBe(2);
    const base = await serveFrom(cache);
    expect((await raw(`${base}/big`)).status).toBe(599);
    expect((await raw(`${base}/ok`)).status).toBe(200);
    expect((await raw(`${base}/a`)).status).toBe(200);
  });

  it('counts an answer in all its encodings against maxBytes', () => {
    const cache = newCache(64 * 1024 * 1024);
    keep(cache, '/content/1');
    const { bytes } = cache.size();
    // The body, its gzip and its Brotli (each smaller than the body), and the key.
    expect(bytes).toBeGreaterThan(Buffer.byteLength(PAGE) + '/content/1'.length);
    expect(bytes).toBeLessThan(3 * Buffer.byteLength(PAGE) + '/content/1'.length);
  });
});

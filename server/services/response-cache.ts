/**
 * Answers kept in memory: rendered public pages and the public JSON calls, answered from here as
 * fast as a file in memory, and dropped the moment what they show changes.
 *
 * - Kept per address, bounded in bytes (the least recently used go first), each with its body as it
 *   is and compressed (gzip, and Brotli: quickly when kept, better a moment later), its headers and
 *   a weak ETag, so that a browser that has it gets a 304.
 * - Each answer carries tags naming what it shows (`content:12`, `subcategory:3`, `sitemap`);
 *   `invalidate` drops the answers with any of the tags, or all of them. An answer that was being
 *   made while something changed is not kept (it may show the old state): every invalidation
 *   starts a new generation, and `set` is given the generation the answer was started in.
 * - `serve` answers a raw Node request from here before the web framework sees it (the server's
 *   request handler calls it first, see app.ts), and the app's own hook does the same for requests
 *   that reach it (tests' `inject`). Who asks is the callers' concern: they never hand it a
 *   signed-in editor's request (an editor sees the catalogue as it is, and what is made for an
 *   editor is not kept).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { matchesIfNoneMatch, weakEtag } from '../http/caching';

/** Everything is dropped: any change to what every page shows (the navigation's sub-categories). */
export const ALL = 'all';
export type Invalidation = typeof ALL | readonly string[];

export interface KeptAnswer {
  /** Headers of the answer (content-type, cache-control, vary, …), lower-case names; ETag and Content-Length are added. */
  headers: Record<string, string>;
  body: string | Buffer;
  /** What the answer shows: dropped when any of these changes. */
  tags: readonly string[];
  /** Only for requests that accept HTML (a page; other requests for its address get a JSON 404). */
  htmlOnly?: boolean;
  /** False for what does not compress (pictures): kept and sent as it is. */
  compress?: boolean;
  /** Run for every request answered from here, besides HEAD (e.g. counting a visit). */
  onServe?: (request: IncomingMessage) => void;
}

type Encoding = 'identity' | 'gzip' | 'br';

/** One encoding of an answer: its bytes and the headers that go with them, made once. */
interface Variant {
  body: Buffer;
  headers: Record<string, string | number>;
}

interface Entry {
  key: string;
  headers: Record<string, string>;
  etag: string;
  identity: Variant;
  gzip: Variant;
  br: Variant;
  /** The headers of a 304. */
  notModified: Record<string, string>;
  tags: readonly string[];
  htmlOnly: boolean;
  onServe?: (request: IncomingMessage) => void;
  bytes: number;
  /** Times answered from here; the better Brotli is made for answers asked for again. */
  hits: number;
  /** Answered since eviction last passed it (a second chance: see keep). */
  used: boolean;
  compress: boolean;
  /** When it is no longer answered (see ResponseCacheOptions.maxAgeMs). */
  expires: number;
}

export interface ResponseCacheOptions {
  /** Most bytes kept (bodies in all their encodings); default 64 MB. */
  maxBytes?: number;
  /**
   * How long an answer is kept at most, however often it is asked for; default an hour. A page
   * renders what it renders at a time too (the footer's year), and a change notification missed
   * while the database connection was down does not leave a page out of date for longer.
   */
  maxAgeMs?: number;
  /** The clock; tests set theirs. */
  now?: () => number;
}

export interface ResponseCache {
  /** The generation an answer being made now belongs to (pass it to `set`). */
  generation(): number;
  /** Keeps an answer, unless something changed since `generation` (then it may be out of date). */
  set(key: string, answer: KeptAnswer, generation: number): void;
  /** Drops the answers that show any of `tags`, or every answer. */
  invalidate(change: Invalidation): void;
  /** Whether a request may be answered from here at all (a GET or HEAD), whatever is kept now. */
  answersFromMemory(request: IncomingMessage): boolean;
  /** Answers `request` from here under `key` when it can; false when it cannot (nothing sent). */
  serve(request: IncomingMessage, response: ServerResponse, key?: string): boolean;
  /** How many answers and bytes are kept. */
  size(): { entries: number; bytes: number };
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/**
 * Brotli when an answer is kept: fast (about a millisecond for a hymn page). An answer asked for a
 * second time gets quality 11 (a few kB smaller), made off the main thread.
 */
const QUICK_BROTLI = 5;

function brotli(body: Buffer, quality: number): Buffer {
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** The encoding to send for an Accept-Encoding header: Brotli, else gzip, else none (`q=0` refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  let gzip = false;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const refused = params.some((param) => /^q=0(?:\.0*)?$/.test(param));
    if (refused) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === 'x-gzip') gzip = true;
  }
  return gzip ? 'gzip' : 'identity';
}

/** Browsers navigating send text/html; curl sends exactly a wildcard; image or script requests do not qualify. */
export function acceptsHtml(accept: string | undefined): boolean {
  const value = accept?.trim();
  return !value || value === '*/*' || value.includes('text/html');
}

function variant(body: Buffer, headers: Record<string, string>, etag: string, encoding: Encoding): Variant {
  const all: Record<string, string | number> = {
    ...headers,
    etag,
    vary: headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding',
    'content-length': body.length,
  };
  if (encoding !== 'identity') all['content-encoding'] = encoding;
  return { body, headers: all };
}

const DEFAULT_MAX_AGE_MS = 60 * 60 * 1000;

/** The kept answers and their total size, shared by the cache's methods and the helpers below. */
interface Store {
  entries: Map<string, Entry>;
  bytes: number;
}

/** Forgets an entry, and its bytes from the total. */
function remove(store: Store, entry: Entry): void {
  store.entries.delete(entry.key);
  store.bytes -= entry.bytes;
}

/** The better Brotli, made off the main thread; kept if the answer is still the same one. */
function improveBrotli(store: Store, entry: Entry): void {
  brotliCompress(entry.identity.body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }, (error, better) => {
    if (error || store.entries.get(entry.key) !== entry || better.length >= entry.br.body.length) return;
    store.bytes += better.length - entry.br.body.length;
    entry.bytes += better.length - entry.br.body.length;
    entry.br = variant(better, entry.headers, entry.etag, 'br');
  });
}

/** Everything an answer is served with, made once when it is kept: its encodings, ETag and 304 headers, and its size. */
function entryOf(key: string, answer: KeptAnswer, now: () => number, maxAgeMs: number): Entry {
  const identity = Buffer.isBuffer(answer.body) ? answer.body : Buffer.from(answer.body);
  const etag = weakEtag(identity);
  const { headers } = answer;
  const compress = answer.compress ?? true;
  const entry: Entry = {
    key,
    headers,
    etag,
    identity: variant(identity, headers, etag, 'identity'),
    gzip: compress ? variant(gzipSync(identity, { level: 6 }), headers, etag, 'gzip') : variant(identity, headers, etag, 'identity'),
    br: compress ? variant(brotli(identity, QUICK_BROTLI), headers, etag, 'br') : variant(identity, headers, etag, 'identity'),
    // A 304 says what the 200 would have said of caching it (RFC 9110 15.4.5).
    notModified: {
      etag,
      vary: headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding',
      ...(headers['cache-control'] ? { 'cache-control': headers['cache-control'] } : {}),
    },
    tags: answer.tags,
    htmlOnly: answer.htmlOnly ?? false,
    onServe: answer.onServe,
    bytes: 0,
    hits: 0,
    used: false,
    compress,
    expires: now() + maxAgeMs,
  };
  entry.bytes = compress ? identity.length + entry.gzip.body.length + entry.br.body.length + key.length : identity.length + key.length;
  return entry;
}

/** Keeps an entry in place of the one under its key, then evicts until the store is within maxBytes again. */
function keep(store: Store, entry: Entry, maxBytes: number): void {
  const { entries } = store;
  const previous = entries.get(entry.key);
  if (previous) remove(store, previous);
  entries.set(entry.key, entry);
  store.bytes += entry.bytes;
  // A Map keeps insertion order: eviction starts at the first (the oldest), and gives an answer
  // used since it last passed a second chance at the end (the "clock" way: no reordering per hit).
  while (store.bytes > maxBytes) {
    const oldest = entries.values().next().value;
    if (!oldest) break;
    if (oldest.used && oldest !== entry) {
      oldest.used = false;
      entries.delete(oldest.key);
      entries.set(oldest.key, oldest);
    } else {
      remove(store, oldest);
    }
  }
}

/** Sends a kept answer: a 304 when the browser's copy is current, else the body in the best encoding it accepts. */
function send(request: IncomingMessage, response: ServerResponse, entry: Entry): void {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && matchesIfNoneMatch(ifNoneMatch, entry.etag)) {
    response.writeHead(304, entry.notModified);
    response.end();
    return;
  }
  const { body, headers } = entry[chooseEncoding(request.headers['accept-encoding'])];
  response.writeHead(200, headers);
  if (request.method === 'HEAD') response.end();
  else response.end(body);
}

export function createResponseCache({
  maxBytes = DEFAULT_MAX_BYTES,
  maxAgeMs = DEFAULT_MAX_AGE_MS,
  now = Date.now,
}: ResponseCacheOptions = {}): ResponseCache {
  const store: Store = { entries: new Map<string, Entry>(), bytes: 0 };
  let generation = 0;
  const answersFromMemory = ({ method }: IncomingMessage) => method === 'GET' || method === 'HEAD';

  return {
    generation: () => generation,

    set(key, answer, startedIn) {
      if (startedIn !== generation) return;
      const entry = entryOf(key, answer, now, maxAgeMs);
      if (entry.bytes > maxBytes / 4) return;
      keep(store, entry, maxBytes);
    },

    invalidate(change) {
      generation += 1;
      if (change === ALL || change.includes(ALL)) {
        store.entries.clear();
        store.bytes = 0;
        return;
      }
      const dropped = new Set(change);
      for (const entry of [...store.entries.values()]) {
        if (entry.tags.some((tag) => dropped.has(tag))) remove(store, entry);
      }
    },

    answersFromMemory,

    serve(request, response, key = request.url ?? '') {
      if (!answersFromMemory(request)) return false;
      const entry = store.entries.get(key);
      if (!entry) return false;
      if (entry.expires <= now()) {
        remove(store, entry);
        return false;
      }
      if (entry.htmlOnly && !acceptsHtml(request.headers.accept)) return false;
      entry.used = true;
      entry.hits += 1;
      if (entry.hits === 2 && entry.compress) improveBrotli(store, entry);
      if (request.method === 'GET') entry.onServe?.(request);
      send(request, response, entry);
      return true;
    },

    size: () => ({ entries: store.entries.size, bytes: store.bytes }),
  };
}

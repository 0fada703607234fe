/**
 * HTTP caching shared by every route: Cache-Control helpers, and a weak ETag computed from the body
 * of each successful GET answered from memory (JSON, the app's index.html), with 304 on a match.
 * Files streamed from disk (images, media, built assets) get their ETag from @fastify/send instead.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Public reads: shared caches and browsers may reuse the answer for `seconds`, then revalidate. */
export function cachePublicly(reply: FastifyReply, seconds: number): FastifyReply {
  return reply.header('cache-control', `public, max-age=${seconds}`);
}

/** How long a shared cache (a CDN) may answer with a page or a catalogue call before asking again. */
export const SHARED_CACHE_SECONDS = 60;
/** And how long it may then still answer with it while it asks (once, in the background). */
export const STALE_WHILE_REVALIDATE_SECONDS = 24 * 60 * 60;

/**
 * What the catalogue shows visitors (pages, and the calls behind them): the server keeps it in
 * memory and drops it the moment an editor changes it, so browsers ask each time (a cheap 304 while
 * it is unchanged) and a shared cache (a CDN) may keep it SHARED_CACHE_SECONDS, so an editor's
 * correction reaches every reader within a minute even behind one.
 */
export const CATALOGUE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}`;
/**
 * For CDNs that read it (RFC 9213): they may also answer with a page up to a day old while they
 * fetch the new one. Not in Cache-Control, which browsers read too: a browser would show an
 * edited hymn's old text once more.
 */
export const CDN_CACHE_CONTROL = `public, max-age=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;

/**
 * What counts a view each time it is asked for (a sub-category's page, and its call): every cache
 * must ask the server (which answers 304 while it is unchanged), so no view goes uncounted.
 */
export const COUNTED_CACHE_CONTROL = 'public, no-cache';

/**
 * What names the address its request came to (a page's canonical link, the sitemap) when SITE_URL
 * is unset: no shared cache may hand it to a request for another host (from an X-Forwarded-Host
 * a visitor sent, say).
 */
export const PER_HOST_CACHE_CONTROL = 'private, no-cache';

export function cacheForCatalogue(reply: FastifyReply, { originFromRequest = false }: { originFromRequest?: boolean } = {}): FastifyReply {
  if (originFromRequest) return reply.header('cache-control', PER_HOST_CACHE_CONTROL);
  return reply.header('cache-control', CATALOGUE_CACHE_CONTROL).header('cdn-cache-control', CDN_CACHE_CONTROL);
}

/** A rendered page: as the catalogue's answers, or as a counting one (a sub-category's page). */
export function pageCaching(
  reply: FastifyReply,
  { counted, originFromRequest }: { counted: boolean; originFromRequest: boolean },
): FastifyReply {
  if (originFromRequest) return reply.header('cache-control', PER_HOST_CACHE_CONTROL);
  return counted ? reply.header('cache-control', COUNTED_CACHE_CONTROL) : cacheForCatalogue(reply);
}

export function cacheNever(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match holds a list of tags (weak comparison: W/ is ignored) or '*'. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/**
 * Registered before compression, so the tag describes the uncompressed body (one tag for every
 * encoding, which weak comparison allows) and a 304 is never compressed.
 */
export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || reply.hasHeader('etag')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = weakEtag(payload);
    reply.header('etag', etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      // A HEAD keeps its payload: Fastify's own HEAD hook, which runs after this one, takes the
      // length from it and sends none, and fails on a null one (a 500 for every HEAD revalidation).
      return request.method === 'HEAD' ? payload : null;
    }
    return payload;
  });
}

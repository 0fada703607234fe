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
      return null;
    }
    return payload;
  });
}

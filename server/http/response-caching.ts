/**
 * The response cache (services/response-cache.ts) in the app:
 * - an onRequest hook, first of all, answers from it what it holds (for requests that reach the app;
 *   the server's own request handler answers them even before, see app.ts);
 * - a route opts in with `config.keptInMemory`: its successful GET answers to visitors (not to a
 *   signed-in editor) are kept, tagged with what they show;
 * - the keys: the address (a page's, as it is rendered: pageAddress), after the site's origin when
 *   pages name it from the request (SITE_URL unset).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_ROUTES, matchRoute, pageAddress } from '../../src/model/paths';
import type { KeptAnswer, ResponseCache } from '../services/response-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's answers to visitors are kept in memory (see above). */
    keptInMemory?: {
      /**
       * What an answer shows (it is dropped when that changes); none: only a refresh drops it.
       * Undefined: this answer is not kept.
       */
      tags?: (request: FastifyRequest) => readonly string[] | undefined;
      /** Kept for requests that accept HTML only (a page: its address answers others with a JSON 404). */
      htmlOnly?: boolean;
      /** False for what does not compress (pictures): kept and sent as it is. */
      compress?: boolean;
      /** Run for each later request answered from memory (e.g. counting a view). */
      onServe?: (request: FastifyRequest) => KeptAnswer['onServe'];
    };
  }
  interface FastifyRequest {
    /** The response cache's generation when this request came in (see ResponseCache.set). */
    cacheGeneration: number;
  }
}

/**
 * The cache key of an address: a public page's as it is rendered (its path and the query
 * parameters its route reads); anything else as asked for, since a call checks its query (an
 * over-long `sid` is refused) and must not be answered from a copy kept for a shorter one. Copies
 * under made-up queries are bounded by the cache's byte budget.
 */
export function cacheKeyOf(url: string, origin = ''): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return origin + url;
  const pathname = url.slice(0, queryStart);
  const route = pathname.startsWith('/api/') ? undefined : matchRoute(pathname);
  if (!route || ADMIN_ROUTES.has(route)) return `${origin}${url}`;
  return `${origin}${pageAddress(pathname, new URLSearchParams(url.slice(queryStart + 1)), route)}`;
}

/** Headers kept with an answer: all but those the cache writes itself or that belong to one reply. */
const NOT_KEPT = new Set(['etag', 'content-length', 'content-encoding', 'set-cookie', 'date', 'connection', 'transfer-encoding']);

export function keptHeaders(headers: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_KEPT.has(name.toLowerCase())) continue;
    kept[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return kept;
}

export interface ResponseCachingOptions {
  cache: ResponseCache;
  /** The key of a request: cacheKeyOf its URL, after its origin where pages name it (SITE_URL unset). */
  keyOf: (request: FastifyRequest) => string;
}

export function registerResponseCaching(app: FastifyInstance, { cache, keyOf }: ResponseCachingOptions): void {
  app.decorateRequest('cacheGeneration', 0);

  app.addHook('onRequest', (request, reply, done) => {
    if (cache.serve(request.raw, reply.raw, keyOf(request))) {
      reply.hijack();
    } else {
      request.cacheGeneration = cache.generation();
    }
    done();
  });

  // After the ETag hook (which may have turned the answer into a 304) and before compression.
  app.addHook('onSend', async (request, reply, payload) => {
    const kept = request.routeOptions.config.keptInMemory;
    if (!kept || request.method !== 'GET' || reply.statusCode !== 200 || request.adminUser) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const tags = kept.tags ? kept.tags(request) : [];
    if (!tags) return payload;
    const answer = {
      headers: keptHeaders(reply.getHeaders()),
      body: payload,
      tags,
      htmlOnly: kept.htmlOnly,
      compress: kept.compress,
      onServe: kept.onServe?.(request),
    };
    cache.set(keyOf(request), answer, request.cacheGeneration);
    return payload;
  });
}

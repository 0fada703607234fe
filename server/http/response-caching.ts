/**
 * The response cache (services/response-cache.ts) in the app:
 * - an onRequest hook, first of all, answers from it what it holds (for requests that reach the app;
 *   the server's own request handler answers them even before, see app.ts);
 * - a route opts in with `config.keptInMemory`: its successful GET answers to visitors (not to a
 *   signed-in editor) are kept, tagged with what they show;
 * - the keys: the address (a page's, as it is rendered: pageAddress), after the site's origin when
 *   pages name it from the request (SITE_URL unset);
 * - a missing answer is made by one request at a time, the others waiting for it (cache-fills.ts);
 * - each address may have only so many answers made afresh (address-budget.ts): past it, a 429.
 *
 * A signed-in editor (`request.adminUser`, found by the session hook that runs before this one) is
 * never answered from memory, never counted against a budget, and what is made for them is not kept.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_ROUTES, matchRoute, pageAddress } from '../../src/model/paths';
import { acceptsHtml, type KeptAnswer, type ResponseCache } from '../services/response-cache';
import { createCacheFills, FILL_WAIT_MS, type FillOutcome } from './cache-fills';
import { tooMuchAtOnce } from './errors';
import type { AddressBudget } from './address-budget';
import { isRenderCall } from './render-call';

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
    /** Set when this request makes an answer others wait for: says how that ended. */
    finishFill: ((outcome: FillOutcome) => void) | null;
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
  /** Answers made afresh per address; none: unbounded. */
  budget?: AddressBudget;
}

/** Whether this request (a visitor's: the hook leaves editors alone) could be answered from memory once the answer it asks for is kept. */
function couldBeKept(request: FastifyRequest): boolean {
  const kept = request.routeOptions.config.keptInMemory;
  if (!kept || request.method !== 'GET') return false;
  return !kept.htmlOnly || acceptsHtml(request.headers.accept);
}

export function registerResponseCaching(app: FastifyInstance, { cache, keyOf, budget }: ResponseCachingOptions): void {
  app.decorateRequest('cacheGeneration', 0);
  app.decorateRequest('finishFill', null);
  const fills = createCacheFills();

  /**
   * This request will make an answer that could have been kept: one from its address's budget (not
   * for the calls a page's render makes itself, which are part of that page's render).
   */
  const spend = (request: FastifyRequest) => {
    if (!budget || isRenderCall(request.headers)) return;
    const retryAfterSeconds = budget.take(request.ip);
    if (retryAfterSeconds > 0) throw tooMuchAtOnce(retryAfterSeconds);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.adminUser) return;
    const key = keyOf(request);
    const waitUntil = Date.now() + FILL_WAIT_MS;
    for (;;) {
      if (cache.serve(request.raw, reply.raw, key)) {
        reply.hijack();
        return;
      }
      request.cacheGeneration = cache.generation();
      if (!couldBeKept(request)) return;
      const filled = fills.follow(key, request.cacheGeneration, waitUntil - Date.now());
      if (!filled) {
        spend(request);
        request.finishFill = fills.lead(key, request.cacheGeneration);
        return;
      }
      const outcome = await filled;
      if (outcome === 'kept') {
        if (cache.serve(request.raw, reply.raw, key)) reply.hijack();
        // Not kept after all (too large for the cache): made by this request itself.
        else spend(request);
        return;
      }
      // 'changed': wait for the next one to make it, or make it; otherwise: made by this request itself.
      if (outcome !== 'changed') {
        spend(request);
        return;
      }
    }
  });
  // However the request ended (an error, the visitor gone), those waiting for it stop waiting.
  const unfinished = async (request: FastifyRequest) => request.finishFill?.('notKept');
  app.addHook('onResponse', unfinished);
  app.addHook('onRequestAbort', unfinished);

  // After the ETag hook (which may have turned the answer into a 304) and before compression.
  app.addHook('onSend', async (request, reply, payload) => {
    const outcome = keepAnswer(request, reply, payload);
    request.finishFill?.(outcome);
    return payload;
  });

  /** Keeps the answer when it is one to keep; says what became of it. */
  function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): FillOutcome {
    const kept = request.routeOptions.config.keptInMemory;
    if (!kept || request.method !== 'GET' || reply.statusCode !== 200 || request.adminUser) return 'notKept';
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return 'notKept';
    const tags = kept.tags ? kept.tags(request) : [];
    if (!tags) return 'notKept';
    const answer = {
      // Copied only for an answer that is kept, not for every answer sent.
      headers: keptHeaders(reply.getHeaders()),
      body: payload,
      tags,
      htmlOnly: kept.htmlOnly,
      compress: kept.compress,
      onServe: kept.onServe?.(request),
    };
    cache.set(keyOf(request), answer, request.cacheGeneration);
    return cache.generation() === request.cacheGeneration ? 'kept' : 'changed';
  }
}

/**
 * The admin navbar's maintenance calls, opened in a new tab (so GETs): 'Refresh Content'
 * (`GET /api/common/reindex`: rebuilds the search columns and words) and 'Refresh All Backends'
 * (`GET /api/common/refresh`: clears every in-process cache, on every instance). Signed in only;
 * the answers say what was done and are never stored. Both are static routes, which win over the
 * static pages' `/api/common/{pagename}`.
 */
import { AUTH_TEXTS } from '../../src/model/authTexts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refreshResultSchema, reindexResultSchema } from '../../src/model/admin';
import { apiPaths } from '../../src/model/api-paths';

import type { Database } from '../db/connect';
import { SHARED_CACHE_SECONDS } from '../http/caching';
import { errorResponses, HttpError } from '../http/errors';
import { isCrossSite } from '../http/same-site';
import { requireAdmin } from '../http/session';
import { notifyRefresh, type CacheRegistry } from '../services/cache';
import { countSearchWords, reindexSearch } from '../services/search';
import { answerPrivately } from '../http/admin-caching';
import { actorOf, recordAudit } from '../services/audit';
import { AUDIT_SUMMARIES } from '../../src/model/audit';

export interface MaintenanceRoutesOptions {
  db: Database;
  /** This instance's in-process caches (see services/cache.ts). */
  caches: CacheRegistry;
}

export function refreshMessage(cleared: readonly string[], otherInstancesNotified: boolean): string {
  const here =
    cleared.length > 0
      ? `Cleared on this server: ${cleared.join(', ')}.`
      : 'This server keeps no in-process cache (the catalogue is read from the database for every request), so there was nothing to clear here.';
  const others = otherInstancesNotified
    ? 'Every other server on this database was told to clear its caches too.'
    : 'The other servers could not be told to clear theirs: the database did not take the message.';
  const http = `A shared cache in front of the site (a CDN) may keep public pages and answers for up to ${SHARED_CACHE_SECONDS} seconds.`;
  return `${here} ${others} ${http}`;
}

/**
 * These GETs change state, and a SameSite=Lax cookie goes along with another site's link: refuse
 * them unless the browser says the editor opened them from this site (the admin navbar) or typed them.
 */
async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  if (isCrossSite(request)) throw new HttpError(403, AUTH_TEXTS.crossSite);
}

export const maintenanceRoutes: FastifyPluginAsyncZod<MaintenanceRoutesOptions> = async (app, { db, caches }) => {
  const guarded = { onRequest: [requireAdmin, refuseCrossSite] };

  app.get(
    apiPaths.reindex,
    { ...guarded, schema: { response: { 200: reindexResultSchema, ...errorResponses } } },
    async (request, reply) => {
      const started = performance.now();
      const reindexed = await reindexSearch(db);
      const words = await countSearchWords(db);
      await recordAudit(db, actorOf(request), { kind: 'reindex', summary: AUDIT_SUMMARIES.reindexed(reindexed, words) }, request.log);
      answerPrivately(reply);
      return { reindexed, words, ms: Math.round(performance.now() - started) };
    },
  );

  app.get(
    apiPaths.refresh,
    { ...guarded, schema: { response: { 200: refreshResultSchema, ...errorResponses } } },
    async (request, reply) => {
      const cleared = await caches.clearLocal();
      let otherInstancesNotified = true;
      try {
        await notifyRefresh(db, caches);
      } catch (error) {
        otherInstancesNotified = false;
        request.log.error({ err: error }, 'could not notify the other instances of a refresh');
      }
      request.log.info(`caches cleared by an editor: ${cleared.join(', ') || 'none registered'}`);
      await recordAudit(db, actorOf(request), { kind: 'refresh', summary: AUDIT_SUMMARIES.refreshed(cleared) }, request.log);
      answerPrivately(reply);
      return { cleared, otherInstancesNotified, message: refreshMessage(cleared, otherInstancesNotified) };
    },
  );
};

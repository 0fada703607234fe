/**
 * The counting calls of the hymn page: a view (`POST /api/content/v3/analytics/{id}`, empty JSON
 * body; `?source=search` when a click on a search result led to it, which counts a search click
 * too) and an audio play (`GET /api/getmore/audio/{contentId}`). They answer 204 once the event is
 * committed (written together with the others of the same moment: services/events.ts), so no
 * acknowledged count is lost when the server or the database dies; 503 with Retry-After when it
 * could not be. Before that, the primary-key lookup turns away ids that are not visible (404).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoutes, CONTENT_VIEW_SOURCE_PARAM } from '../../src/model/api-paths';
import { contentIdParamsSchema, contentViewBodySchema, contentViewQuerySchema, idParamsSchema } from '../../src/model/requests';
import type { Database } from '../db/connect';
import { cacheNever } from '../http/caching';
import { CONTENT_NOT_FOUND_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE, errorResponses, HttpError, notFound } from '../http/errors';
import type { AnalyticsEventKind } from '../db/schema';
import { findVisibleContent } from '../services/catalogue';
import { EventsNotRecorded, type EventRecorder } from '../services/events';
import { recordVisitsDurably } from '../http/visits';

export interface AnalyticsRoutesOptions {
  db: Database;
  events: EventRecorder;
}

/** A count that could not be kept may be sent again this much later. */
export const COUNT_RETRY_AFTER_SECONDS = 5;

/** The view call's body is empty or `{}`; anything larger is not one. */
const BODY_LIMIT_BYTES = 1024;

/**
 * JSON, where an empty body (which browsers send with `keepalive` fetches and `sendBeacon`, with or
 * without a JSON content type) is no body rather than an error. Only in this plugin's scope.
 */
function parseOptionalJson(_request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) {
  if (body.trim() === '') return done(null, null);
  try {
    done(null, JSON.parse(body));
  } catch {
    done(new HttpError(400, 'The body is not valid JSON.'));
  }
}

export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (app, { db, events }) => {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, parseOptionalJson);

  async function count(kinds: readonly AnalyticsEventKind[], contentId: number, request: FastifyRequest, reply: FastifyReply) {
    const found = await findVisibleContent(db, contentId);
    if (!found) throw notFound(CONTENT_NOT_FOUND_MESSAGE);
    try {
      // The 204 says the count is kept: it goes only once the events are committed.
      await recordVisitsDurably(
        events,
        request,
        kinds.map((kind) => ({ kind, contentId: found.contentId, subCategoryId: found.subCategoryId })),
      );
    } catch (error) {
      if (!(error instanceof EventsNotRecorded)) throw error;
      throw new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE, { headers: { 'retry-after': String(COUNT_RETRY_AFTER_SECONDS) } });
    }
    cacheNever(reply);
    return reply.code(204).send();
  }

  app.post(
    apiRoutes.contentAnalytics,
    {
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        params: idParamsSchema,
        querystring: contentViewQuerySchema,
        body: contentViewBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    (request, reply) => {
      const fromSearch = request.query[CONTENT_VIEW_SOURCE_PARAM] === 'search';
      return count(fromSearch ? ['content_view', 'search_click'] : ['content_view'], request.params.id, request, reply);
    },
  );

  app.get(
    apiRoutes.audioPlay,
    { schema: { params: contentIdParamsSchema, response: { 204: z.null(), ...errorResponses } } },
    (request, reply) => count(['audio_play'], request.params.contentId, request, reply),
  );
};

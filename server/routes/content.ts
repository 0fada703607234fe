/**
 * Content for visitors: a sub-category's list, one hymn, the titles of a list of hymns, and search. Only visible rows (see
 * services/catalogue.ts); anything else is 404. A signed-in editor's sub-category list has every
 * row (private, never stored).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, apiRoutes, CONTENT_IDS_PARAM, LIST_PAGE_PARAM, SEARCH_TERM_PARAM, TOTAL_COUNT_HEADER } from '../../src/model/api-paths';
import {
  contentListEntrySchema,
  contentSchema,
  contentTitlesResponseSchema,
  searchResponseSchema,
  suggestionsResponseSchema,
} from '../../src/model/entities';
import {
  contentDetailQuerySchema,
  contentTitlesQuerySchema,
  idParamsSchema,
  searchQuerySchema,
  subCategoryIdParamsSchema,
  subCategoryListQuerySchema,
} from '../../src/model/requests';
import type { Database } from '../db/connect';
import { cacheForCatalogue, cachePublicly } from '../http/caching';
import { contentTag, subCategoryTag } from '../services/cache';
import { CONTENT_NOT_FOUND_MESSAGE, errorResponses, notFound, SUBCATEGORY_NOT_FOUND_MESSAGE } from '../http/errors';
import { cleanSearchTerm } from '../../src/model/plainText';
import { getContent, listContentTitles, listSubCategoryContent } from '../services/catalogue';
import { listAllSubCategoryContent } from '../services/admin-catalogue';
import type { EventRecorder } from '../services/events';
import { searchContent, suggestTitles } from '../services/search';
import { answerPrivately, varyByCookie } from '../http/admin-caching';
import { recordVisit } from '../http/visits';
import { createWorkGate } from '../http/work-gate';

export interface ContentRoutesOptions {
  db: Database;
  events: EventRecorder;
  /**
   * How many searches may run on the database at once: the rest of the visitors' connections stay
   * free for the hymn pages (see http/work-gate.ts).
   */
  searchesAtOnce: number;
  /** Where searches and suggestions run (see AppDeps.searchDb). */
  searchDb: Database;
}

/** The titles call's query once checked: its ids as numbers. */
type ContentTitlesQuery = z.output<typeof contentTitlesQuerySchema>;

const SEARCH_MAX_AGE_SECONDS = 60;
/**
 * Suggestions are asked for at every pause in typing, by every visitor: a browser or a CDN may
 * answer the same letters again for a minute.
 */
const SUGGESTIONS_MAX_AGE_SECONDS = 60;
/**
 * Searches that may wait for a turn, per search running; beyond, 503 with Retry-After at once.
 * Enough for a burst of quick searches (a few milliseconds each) to wait rather than be refused;
 * when each search is slow, SEARCH_TURN_WAIT_MS turns them away first.
 */
const SEARCHES_WAITING_PER_TURN = 25;
/** The longest a search waits for its turn: an answer later than this is of no use to a visitor typing. */
const SEARCH_TURN_WAIT_MS = 2_000;

export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, { db, searchDb, events, searchesAtOnce }) => {
  const searches = createWorkGate('searches', {
    atOnce: searchesAtOnce,
    maxWaiting: searchesAtOnce * SEARCHES_WAITING_PER_TURN,
    waitMs: SEARCH_TURN_WAIT_MS,
  });
  app.get(
    apiRoutes.contentBySubCategory,
    {
      config: { keptInMemory: { tags: (request) => [subCategoryTag(Number((request.params as { scid: string }).scid))] } },
      schema: {
        params: subCategoryIdParamsSchema,
        querystring: subCategoryListQuerySchema,
        response: { 200: z.array(contentListEntrySchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { scid } = request.params;
      const page = request.query[LIST_PAGE_PARAM] ?? 0;
      // A signed-in editor sees every content of the sub-category, hidden ones (and hidden sub-categories) too.
      const list = request.adminUser ? await listAllSubCategoryContent(db, scid, page) : await listSubCategoryContent(db, scid, page);
      if (!list) throw notFound(SUBCATEGORY_NOT_FOUND_MESSAGE);
      if (request.adminUser) answerPrivately(reply);
      else varyByCookie(cacheForCatalogue(reply));
      reply.header(TOTAL_COUNT_HEADER, String(list.total));
      return list.hymns;
    },
  );

  app.get(
    apiRoutes.contentDetail,
    {
      config: { keptInMemory: { tags: (request) => [contentTag(Number((request.params as { id: string }).id))] } },
      schema: { params: idParamsSchema, querystring: contentDetailQuerySchema, response: { 200: contentSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const found = await getContent(db, request.params.id);
      if (!found) throw notFound(CONTENT_NOT_FOUND_MESSAGE);
      cacheForCatalogue(reply);
      return found;
    },
  );

  app.get(
    apiPaths.contentTitles,
    {
      // Dropped when any hymn asked for changes: a title edited, a hymn hidden, or shown again.
      config: { keptInMemory: { tags: (request) => (request.query as ContentTitlesQuery)[CONTENT_IDS_PARAM].map(contentTag) } },
      schema: { querystring: contentTitlesQuerySchema, response: { 200: contentTitlesResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const titles = await listContentTitles(db, request.query[CONTENT_IDS_PARAM]);
      cacheForCatalogue(reply);
      return titles;
    },
  );

  app.get(
    apiPaths.search,
    { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      const term = cleanSearchTerm(request.query[SEARCH_TERM_PARAM] ?? '');
      cachePublicly(reply, SEARCH_MAX_AGE_SECONDS);
      if (!term) return { response: { numFound: 0, docs: [] } };
      const response = await searches.run(() => searchContent(searchDb, term));
      recordVisit(events, request, { kind: 'search', searchTerm: term, resultCount: response.numFound });
      return { response };
    },
  );

  // Not recorded as a search: the visitor has not searched yet.
  app.get(
    apiPaths.suggestions,
    { schema: { querystring: searchQuerySchema, response: { 200: suggestionsResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      const term = cleanSearchTerm(request.query[SEARCH_TERM_PARAM] ?? '');
      cachePublicly(reply, SUGGESTIONS_MAX_AGE_SECONDS);
      return { suggestions: term ? await searches.run(() => suggestTitles(searchDb, term)) : [] };
    },
  );
};

/**
 * Content for visitors: a sub-category's list, one hymn, and search. Only visible rows (see
 * services/catalogue.ts); anything else is 404. A signed-in editor's sub-category list has every
 * row (private, never stored).
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths, apiRoutes, SEARCH_TERM_PARAM } from '../../src/model/api-paths';
import { SEARCH_TERM_MAX_LENGTH } from '../../src/model/constants';
import type { Content, SearchResponse } from '../../src/model/entities';
import type { Database } from '../db/connect';
import { cacheForCatalogue, cachePublicly } from '../http/caching';
import { contentTag, subCategoryTag } from '../services/cache';
import { CONTENT_NOT_FOUND_MESSAGE, notFound, SUBCATEGORY_NOT_FOUND_MESSAGE } from '../http/errors';
import { idParam, SID_MAX_LENGTH } from '../http/params';
import { cleanSearchTerm } from '../../src/model/params';
import { getContent, listSubCategoryContent } from '../services/catalogue';
import { listAllSubCategoryContent } from '../services/admin-catalogue';
import type { EventRecorder } from '../services/events';
import { searchContent } from '../services/search';
import { answerPrivately, varyByCookie } from '../http/admin-caching';
import { contentSchema, errorResponses, searchResponseSchema } from './schemas';
import { recordVisit } from '../http/visits';

export interface ContentRoutesOptions {
  db: Database;
  events: EventRecorder;
}

const SEARCH_MAX_AGE_SECONDS = 60;

export const contentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (app, { db, events }) => {
  app.get<{ Params: { scid: string }; Reply: Content[] }>(
    apiRoutes.contentBySubCategory,
    {
      config: { keptInMemory: { tags: (request) => [subCategoryTag(Number((request.params as { scid: string }).scid))] } },
      schema: {
        params: { type: 'object', properties: { scid: idParam }, required: ['scid'] },
        response: { 200: { type: 'array', items: contentSchema }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const scid = Number(request.params.scid);
      // A signed-in editor sees every content of the sub-category, hidden ones (and hidden sub-categories) too.
      const list = request.adminUser ? await listAllSubCategoryContent(db, scid) : await listSubCategoryContent(db, scid);
      if (!list) throw notFound(SUBCATEGORY_NOT_FOUND_MESSAGE);
      if (request.adminUser) answerPrivately(reply);
      else varyByCookie(cacheForCatalogue(reply));
      return list;
    },
  );

  app.get<{ Params: { id: string }; Querystring: { sid?: string }; Reply: Content }>(
    apiRoutes.contentDetail,
    {
      config: { keptInMemory: { tags: (request) => [contentTag(Number((request.params as { id: string }).id))] } },
      schema: {
        params: { type: 'object', properties: { id: idParam }, required: ['id'] },
        // `sid` is passed through from the page URL; it changes nothing in the answer.
        querystring: { type: 'object', properties: { sid: { type: 'string', maxLength: SID_MAX_LENGTH } } },
        response: { 200: contentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const found = await getContent(db, Number(request.params.id));
      if (!found) throw notFound(CONTENT_NOT_FOUND_MESSAGE);
      cacheForCatalogue(reply);
      return found;
    },
  );

  app.get<{ Querystring: { [SEARCH_TERM_PARAM]?: string }; Reply: SearchResponse }>(
    apiPaths.search,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { [SEARCH_TERM_PARAM]: { type: 'string', maxLength: SEARCH_TERM_MAX_LENGTH } },
        },
        response: { 200: searchResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const term = cleanSearchTerm(request.query[SEARCH_TERM_PARAM] ?? '');
      cachePublicly(reply, SEARCH_MAX_AGE_SECONDS);
      if (!term) return { response: { numFound: 0, docs: [] } };
      const response = await searchContent(db, term);
      recordVisit(events, request, { kind: 'search', searchTerm: term, resultCount: response.numFound });
      return { response };
    },
  );
};

/**
 * Sub-categories for visitors: the home page cards, the navigation's 'Bhajans' dropdown, one
 * sub-category. A signed-in editor's getAll lists hidden ones too (the admin list and choosers).
 * Visitors' answers are kept in memory (http/response-caching.ts) until a sub-category changes.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths, apiRoutes } from '../../src/model/api-paths';
import type { NavItem, SubCategory } from '../../src/model/entities';
import type { Database } from '../db/connect';
import { cacheForCatalogue, COUNTED_CACHE_CONTROL } from '../http/caching';
import { notFound, SUBCATEGORY_NOT_FOUND_MESSAGE } from '../http/errors';
import { idParam } from '../http/params';
import { getSubCategory, listNavItems, listSubCategories } from '../services/catalogue';
import { listAllSubCategories } from '../services/admin-catalogue';
import type { EventRecorder } from '../services/events';
import { answerPrivately, varyByCookie } from '../http/admin-caching';
import { errorResponses, navItemSchema, subCategorySchema } from './schemas';
import { recordVisit, type RawVisits } from '../http/visits';

export interface SubCategoryRoutesOptions {
  db: Database;
  events: EventRecorder;
  /** Counts the views of a sub-category answered from memory. */
  rawVisits: RawVisits;
}

export const subCategoryRoutes: FastifyPluginAsync<SubCategoryRoutesOptions> = async (app, { db, events, rawVisits }) => {
  app.get<{ Reply: SubCategory[] }>(
    apiPaths.subCategoryAll,
    { config: { keptInMemory: {} }, schema: { response: { 200: { type: 'array', items: subCategorySchema }, ...errorResponses } } },
    async (request, reply) => {
      // The signed-in editor's list and choosers also show hidden (N) and under-review (R) rows.
      if (request.adminUser) {
        answerPrivately(reply);
        return listAllSubCategories(db);
      }
      varyByCookie(cacheForCatalogue(reply));
      return listSubCategories(db);
    },
  );

  app.get<{ Reply: NavItem[] }>(
    apiPaths.subCategoryNav,
    { config: { keptInMemory: {} }, schema: { response: { 200: { type: 'array', items: navItemSchema }, ...errorResponses } } },
    async (_request, reply) => {
      cacheForCatalogue(reply);
      return listNavItems(db);
    },
  );

  // Static routes (getAll, getNav) win over this one in Fastify's router.
  app.get<{ Params: { scid: string }; Reply: SubCategory }>(
    apiRoutes.subCategory,
    {
      config: {
        keptInMemory: {
          // Each later answer from memory is a view too.
          onServe: (request) => {
            const subCategoryId = Number((request.params as { scid: string }).scid);
            return (raw) => rawVisits(raw, { kind: 'subcategory_view', subCategoryId });
          },
        },
      },
      schema: {
        params: { type: 'object', properties: { scid: idParam }, required: ['scid'] },
        response: { 200: subCategorySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const found = await getSubCategory(db, Number(request.params.scid));
      if (!found) throw notFound(SUBCATEGORY_NOT_FOUND_MESSAGE);
      recordVisit(events, request, { kind: 'subcategory_view', subCategoryId: found.subCategoryId });
      // Each opening of the page is counted, so no cache may answer it: `no-cache` makes the browser
      // (and any shared cache) ask every time, and the ETag lets it answer 304 without the body.
      // A 304 still counts (here, or answered from memory).
      reply.header('cache-control', COUNTED_CACHE_CONTROL);
      return found;
    },
  );
};

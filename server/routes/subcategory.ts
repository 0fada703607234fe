/**
 * Sub-categories for visitors: the home page cards, the navigation's 'Bhajans' dropdown, one
 * sub-category. A signed-in editor's getAll lists hidden ones too (the admin list and choosers).
 * Visitors' answers are kept in memory (http/response-caching.ts) until a sub-category changes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, apiRoutes } from '../../src/model/api-paths';
import { navItemSchema, subCategorySchema } from '../../src/model/entities';
import { subCategoryIdParamsSchema } from '../../src/model/requests';
import type { Database } from '../db/connect';
import { cacheForCatalogue, COUNTED_CACHE_CONTROL } from '../http/caching';
import { errorResponses, notFound, SUBCATEGORY_NOT_FOUND_MESSAGE } from '../http/errors';
import { getSubCategory, listNavItems, listSubCategories } from '../services/catalogue';
import { listAllSubCategories } from '../services/admin-catalogue';
import type { EventRecorder } from '../services/events';
import { answerPrivately, varyByCookie } from '../http/admin-caching';
import { recordVisit, type RawVisits } from '../http/visits';

export interface SubCategoryRoutesOptions {
  db: Database;
  events: EventRecorder;
  /** Counts the views of a sub-category answered from memory. */
  rawVisits: RawVisits;
}

export const subCategoryRoutes: FastifyPluginAsyncZod<SubCategoryRoutesOptions> = async (app, { db, events, rawVisits }) => {
  app.get(
    apiPaths.subCategoryAll,
    { config: { keptInMemory: {} }, schema: { response: { 200: z.array(subCategorySchema), ...errorResponses } } },
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

  app.get(
    apiPaths.subCategoryNav,
    { config: { keptInMemory: {} }, schema: { response: { 200: z.array(navItemSchema), ...errorResponses } } },
    async (_request, reply) => {
      cacheForCatalogue(reply);
      return listNavItems(db);
    },
  );

  // Static routes (getAll, getNav) win over this one in Fastify's router.
  app.get(
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
      schema: { params: subCategoryIdParamsSchema, response: { 200: subCategorySchema, ...errorResponses } },
    },
    async (request, reply) => {
      const found = await getSubCategory(db, request.params.scid);
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

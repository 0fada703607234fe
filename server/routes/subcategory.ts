/**
 * Sub-categories for visitors: the home page cards, the navigation's 'Bhajans' dropdown, one
 * sub-category. A signed-in editor's getAll lists hidden ones too (the admin list and choosers).
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths, apiRoutes } from '../../src/model/api-paths';
import { HOME_STALE_TIME_MS } from '../../src/model/constants';
import type { NavItem, SubCategory } from '../../src/model/entities';
import type { Database } from '../db/connect';
import { cachePublicly } from '../http/caching';
import { notFound } from '../http/errors';
import { idParam } from '../http/params';
import { getSubCategory, listNavItems, listSubCategories } from '../services/catalogue';
import { listAllSubCategories } from '../services/admin-catalogue';
import type { EventRecorder } from '../services/events';
import { answerPrivately, varyByCookie } from './admin-caching';
import { errorResponses, navItemSchema, subCategorySchema } from './schemas';
import { recordVisit } from './visits';

export interface SubCategoryRoutesOptions {
  db: Database;
  events: EventRecorder;
}

/** The browser treats home data as fresh for 60 s; HTTP caches may keep it as long. */
const PUBLIC_MAX_AGE_SECONDS = HOME_STALE_TIME_MS / 1000;

export const SUBCATEGORY_NOT_FOUND_MESSAGE = 'There is no such sub-category.';

export const subCategoryRoutes: FastifyPluginAsync<SubCategoryRoutesOptions> = async (app, { db, events }) => {
  app.get<{ Reply: SubCategory[] }>(
    apiPaths.subCategoryAll,
    { schema: { response: { 200: { type: 'array', items: subCategorySchema }, ...errorResponses } } },
    async (request, reply) => {
      // The signed-in editor's list and choosers also show hidden (N) and under-review (R) rows.
      if (request.adminUser) {
        answerPrivately(reply);
        return listAllSubCategories(db);
      }
      varyByCookie(cachePublicly(reply, PUBLIC_MAX_AGE_SECONDS));
      return listSubCategories(db);
    },
  );

  app.get<{ Reply: NavItem[] }>(
    apiPaths.subCategoryNav,
    { schema: { response: { 200: { type: 'array', items: navItemSchema }, ...errorResponses } } },
    async (_request, reply) => {
      cachePublicly(reply, PUBLIC_MAX_AGE_SECONDS);
      return listNavItems(db);
    },
  );

  // Static routes (getAll, getNav) win over this one in Fastify's router.
  app.get<{ Params: { scid: string }; Reply: SubCategory }>(
    apiRoutes.subCategory,
    {
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
      // A 304 still ran this handler, so it still counts.
      reply.header('cache-control', 'no-cache');
      return found;
    },
  );
};

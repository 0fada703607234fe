/** Sub-categories for visitors: the home page cards and the navigation's 'Bhajans' dropdown. */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../src/model/api-paths';
import { HOME_STALE_TIME_MS } from '../../src/model/constants';
import type { NavItem, SubCategory } from '../../src/model/entities';
import type { Database } from '../db/connect';
import { cachePublicly } from '../http/caching';
import { listNavItems, listSubCategories } from '../services/catalogue';
import { errorResponses, navItemSchema, subCategorySchema } from './schemas';

export interface SubCategoryRoutesOptions {
  db: Database;
}

/** The browser treats home data as fresh for 60 s; HTTP caches may keep it as long. */
const PUBLIC_MAX_AGE_SECONDS = HOME_STALE_TIME_MS / 1000;

export const subCategoryRoutes: FastifyPluginAsync<SubCategoryRoutesOptions> = async (app, { db }) => {
  app.get<{ Reply: SubCategory[] }>(
    apiPaths.subCategoryAll,
    { schema: { response: { 200: { type: 'array', items: subCategorySchema }, ...errorResponses } } },
    async (_request, reply) => {
      cachePublicly(reply, PUBLIC_MAX_AGE_SECONDS);
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
};

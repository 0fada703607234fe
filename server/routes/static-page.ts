/** Static pages (`GET /api/common/{pagename}`): About us, Privacy, … as HTML with their title. */
import type { FastifyPluginAsync } from 'fastify';
import { apiRoutes } from '../../src/model/api-paths';
import type { StaticPage } from '../../src/model/entities';
import type { Database } from '../db/connect';
import { cacheForCatalogue } from '../http/caching';
import { notFound, STATIC_PAGE_NOT_FOUND_MESSAGE } from '../http/errors';
import { PAGE_NAME_PATTERN } from '../http/params';
import { getStaticPage } from '../services/catalogue';
import { errorResponses, staticPageSchema } from './schemas';

export const staticPageRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  // The admin's /api/common/reindex and /api/common/refresh will be static routes, which win over this one.
  app.get<{ Params: { pagename: string }; Reply: StaticPage }>(
    apiRoutes.staticPage,
    {
      config: { keptInMemory: {} },
      schema: {
        params: { type: 'object', properties: { pagename: { type: 'string', pattern: PAGE_NAME_PATTERN } }, required: ['pagename'] },
        response: { 200: staticPageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await getStaticPage(db, request.params.pagename);
      if (!page) throw notFound(STATIC_PAGE_NOT_FOUND_MESSAGE);
      cacheForCatalogue(reply);
      return page;
    },
  );
};

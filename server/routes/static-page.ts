/** Static pages (`GET /api/common/{pagename}`): About us, Privacy, … as HTML with their title. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '../../src/model/api-paths';
import { staticPageSchema } from '../../src/model/entities';
import { pageNameParamsSchema } from '../../src/model/requests';
import type { Database } from '../db/connect';
import { cacheForCatalogue } from '../http/caching';
import { errorResponses, notFound, STATIC_PAGE_NOT_FOUND_MESSAGE } from '../http/errors';
import { getStaticPage } from '../services/catalogue';

export const staticPageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The admin's /api/common/reindex and /api/common/refresh will be static routes, which win over this one.
  app.get(
    apiRoutes.staticPage,
    {
      config: { keptInMemory: {} },
      schema: { params: pageNameParamsSchema, response: { 200: staticPageSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const page = await getStaticPage(db, request.params.pagename);
      if (!page) throw notFound(STATIC_PAGE_NOT_FOUND_MESSAGE);
      cacheForCatalogue(reply);
      return page;
    },
  );
};

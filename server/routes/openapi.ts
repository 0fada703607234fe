/**
 * `GET /api/admin/openapi.json`: the OpenAPI document of every call, generated from the zod schemas
 * the routes declare (see http/contracts.ts), so it says what the server checks and answers, not
 * what someone remembered to write down. For signed-in editors and the developers they work with:
 * it maps the admin area, which visitors have no use for.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../src/model/api-paths';
import { answerPrivately } from '../http/admin-caching';
import { errorResponses } from '../http/errors';
import { requireAdmin } from '../http/session';

/** The document's outline; its paths are whatever the routes declare. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

export const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.openApi,
    { onRequest: requireAdmin, schema: { response: { 200: openApiDocumentSchema, ...errorResponses } } },
    async (_request, reply) => {
      answerPrivately(reply);
      return app.swagger() as z.infer<typeof openApiDocumentSchema>;
    },
  );
};

/** `/healthz` for load balancers and orchestrators: ok only when the database answers. */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/connect';
import { cacheNever } from '../http/caching';
import { errorResponses } from './schemas';

export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  // Probes come every few seconds: log their failures, not each request (unless even quieter).
  const quieter = ['error', 'fatal', 'silent'] as const;
  const quiet = quieter.find((level) => level === app.log.level) ?? 'warn';
  app.get(
    '/healthz',
    {
      logLevel: quiet,
      schema: {
        response: {
          200: { type: 'object', properties: { status: { type: 'string', const: 'ok' } }, required: ['status'] },
          ...errorResponses,
        },
      },
    },
    async (_request, reply) => {
      cacheNever(reply);
      await db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};

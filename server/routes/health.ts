/** `/healthz` for load balancers and orchestrators: ok only when the database answers. */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/connect';
import { z } from 'zod';
import { cacheNever } from '../http/caching';
import { errorResponses } from '../http/errors';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Probes come every few seconds: log their failures, not each request (unless even quieter).
  const quieter = ['error', 'fatal', 'silent'] as const;
  const quiet = quieter.find((level) => level === app.log.level) ?? 'warn';
  app.get(
    '/healthz',
    {
      logLevel: quiet,
      schema: {
        response: {
          200: z.object({ status: z.literal('ok') }),
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

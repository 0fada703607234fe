/**
 * `/healthz` for load balancers and orchestrators: ok only when the database answers. When it does
 * not, the 503 names the part that is unwell and why (`fields.database`), for the operator reading
 * the probe's log: the database refusing connections (stopped, or the embedded one restarting),
 * ending them, or the pool waiting too long for one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/connect';
import { z } from 'zod';
import { cacheNever } from '../http/caching';
import { DATABASE_UNAVAILABLE_MESSAGE, errorResponses, HttpError } from '../http/errors';
import { checkDatabase } from '../services/health';

/** Where load balancers and orchestrators probe. */
export const HEALTH_PATH = '/healthz';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Probes come every few seconds: log their failures, not each request (unless even quieter).
  const quieter = ['error', 'fatal', 'silent'] as const;
  const quiet = quieter.find((level) => level === app.log.level) ?? 'warn';
  app.get(
    HEALTH_PATH,
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
      const database = await checkDatabase(db);
      if (!database.ok) throw new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE, { fields: { database: database.reason } });
      return { status: 'ok' as const };
    },
  );
};

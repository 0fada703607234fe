/** `GET /api/admin/audit`: the audit trail for editors, newest first, by one account and/or one kind (src/model/audit.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../src/model/api-paths';
import { auditPageSchema, auditQuerySchema } from '../../src/model/audit';
import type { Database } from '../db/connect';
import { answerPrivately } from '../http/admin-caching';
import { errorResponses } from '../http/errors';
import { requireAdmin } from '../http/session';
import { auditPage } from '../services/audit';

export interface AuditRoutesOptions {
  db: Database;
  /** How many days entries are kept (AUDIT_RETENTION_DAYS): the page says it. */
  retentionDays: number;
}

export const auditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (app, { db, retentionDays }) => {
  app.get(
    apiPaths.adminAudit,
    {
      onRequest: requireAdmin,
      schema: {
        description:
          'The audit trail, newest first: sign-ins (refused ones too), saves, hides, restores, imports, reindex and refresh, corrections decided.',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      answerPrivately(reply);
      return auditPage(db, request.query, retentionDays);
    },
  );
};

/** `POST /public/api/corrections`: a reader's suggested correction of a hymn's line (src/model/corrections.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../src/model/api-paths';
import { CORRECTION_TEXTS, correctionBodySchema } from '../../src/model/corrections';
import { messageAnswerSchema } from '../../src/model/entities';
import type { Database } from '../db/connect';
import { cacheNever } from '../http/caching';
import { CONTENT_NOT_FOUND_MESSAGE, errorResponses, HttpError, notFound, refusedFields } from '../http/errors';
import { CORRECTION_RATE_LIMIT, storeCorrection } from '../services/corrections';
import { clientKey, type RateLimitRule } from '../services/rate-limit';

export interface CorrectionRoutesOptions {
  db: Database;
  /** Default: CORRECTION_RATE_LIMIT (per address, as many as feedback). */
  rateLimit?: RateLimitRule;
}

export const correctionRoutes: FastifyPluginAsyncZod<CorrectionRoutesOptions> = async (app, { db, rateLimit = CORRECTION_RATE_LIMIT }) => {
  app.post(
    apiPaths.correctionCreate,
    {
      schema: {
        description:
          'A reader suggests how one line of a hymn should read. 400 says each refusal in the reader’s words (a line that changed since the page was read among them); 404 for a hymn visitors cannot see; 429 past the limit.',
        body: correctionBodySchema,
        response: { 201: messageAnswerSchema, ...errorResponses },
      },
      // The reader reads this answer: every reason in their words, one after another.
      schemaErrorFormatter: (errors, part) => {
        const fields = refusedFields(errors, part);
        return new HttpError(400, Object.values(fields).join(' '), { fields });
      },
    },
    async (request, reply) => {
      const outcome = await storeCorrection(db, request.body, clientKey(request.ip), rateLimit);
      cacheNever(reply);
      if (outcome.stored) return reply.code(201).send({ message: CORRECTION_TEXTS.thanks });
      if (outcome.reason === 'notFound') throw notFound(CONTENT_NOT_FOUND_MESSAGE);
      if (outcome.reason === 'lineChanged')
        throw new HttpError(400, CORRECTION_TEXTS.lineChanged, { fields: { line: CORRECTION_TEXTS.lineChanged } });
      throw new HttpError(429, CORRECTION_TEXTS.rateLimited, { headers: { 'retry-after': String(outcome.retryAfterSeconds) } });
    },
  );
};

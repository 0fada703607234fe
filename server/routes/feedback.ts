/** `GET /public/api/feedback/create?name&email&feedbackText&rating&deviceInfo`: stores a visitor's feedback. */
import { FEEDBACK_ERRORS } from '../../src/model/feedbackTexts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageAnswerSchema } from '../../src/model/entities';
import { feedbackQuerySchema } from '../../src/model/feedback';
import { apiPaths } from '../../src/model/api-paths';
import { MESSAGES } from '../../src/model/messages';
import type { Database } from '../db/connect';
import { cacheNever } from '../http/caching';
import { errorResponses, HttpError, refusedFields } from '../http/errors';
import { FEEDBACK_RATE_LIMIT, storeFeedback } from '../services/feedback';
import { clientKey, type RateLimitRule } from '../services/rate-limit';

export interface FeedbackRoutesOptions {
  db: Database;
  /** Default: FEEDBACK_RATE_LIMIT (5 per 10 minutes per address). */
  rateLimit?: RateLimitRule;
}

export const feedbackRoutes: FastifyPluginAsyncZod<FeedbackRoutesOptions> = async (app, { db, rateLimit = FEEDBACK_RATE_LIMIT }) => {
  app.get(
    apiPaths.feedbackCreate,
    {
      schema: { querystring: feedbackQuerySchema, response: { 201: messageAnswerSchema, ...errorResponses } },
      // The visitor reads this answer: every reason in their words, one after another.
      schemaErrorFormatter: (errors, part) => {
        const fields = refusedFields(errors, part);
        return new HttpError(400, Object.values(fields).join(' '), { fields });
      },
    },
    async (request, reply) => {
      const outcome = await storeFeedback(db, request.query, clientKey(request.ip), rateLimit);
      if (!outcome.stored) {
        throw new HttpError(429, FEEDBACK_ERRORS.rateLimited, { headers: { 'retry-after': String(outcome.retryAfterSeconds) } });
      }
      // A GET that stores something: no cache may answer it or keep it.
      cacheNever(reply);
      return reply.code(201).send({ message: MESSAGES.feedbackThanks });
    },
  );
};

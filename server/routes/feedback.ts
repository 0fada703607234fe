/** `GET /public/api/feedback/create?name&email&feedbackText&rating&deviceInfo`: stores a visitor's feedback. */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../src/model/api-paths';
import { MESSAGES, SITE_TEXTS } from '../../src/model/messages';
import type { Database } from '../db/connect';
import { cacheNever } from '../http/caching';
import { HttpError } from '../http/errors';
import { checkFeedback, FEEDBACK_RATE_LIMIT, storeFeedback, type FeedbackQuery } from '../services/feedback';
import { clientKey, type RateLimitRule } from '../services/rate-limit';
import { errorResponses, messageSchema } from './schemas';

export interface FeedbackRoutesOptions {
  db: Database;
  /** Default: FEEDBACK_RATE_LIMIT (5 per 10 minutes per address). */
  rateLimit?: RateLimitRule;
}

const text = { type: 'string' } as const;

export const feedbackRoutes: FastifyPluginAsync<FeedbackRoutesOptions> = async (app, { db, rateLimit = FEEDBACK_RATE_LIMIT }) => {
  app.get<{ Querystring: FeedbackQuery; Reply: { message: string } }>(
    apiPaths.feedbackCreate,
    {
      schema: {
        // Lengths, required fields and the e-mail's shape are checked by checkFeedback, which
        // answers in the visitor's words; the schema only refuses what is not text at all.
        querystring: {
          type: 'object',
          properties: { name: text, email: text, feedbackText: text, rating: text, deviceInfo: text },
        },
        response: { 201: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const check = checkFeedback(request.query);
      if (!check.ok) throw new HttpError(400, check.message, { fields: check.fields });
      const outcome = await storeFeedback(db, check.feedback, clientKey(request.ip), rateLimit);
      if (!outcome.stored) {
        throw new HttpError(429, SITE_TEXTS.feedbackErrors.rateLimited, { headers: { 'retry-after': String(outcome.retryAfterSeconds) } });
      }
      // A GET that stores something: no cache may answer it or keep it.
      cacheNever(reply);
      return reply.code(201).send({ message: MESSAGES.feedbackThanks });
    },
  );
};

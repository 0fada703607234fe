/**
 * Feedback from visitors: storing it under the per-address rate limit. (What the form sends is
 * checked and cleaned by the route's schema, src/model/feedback.ts.)
 */
import { FEEDBACK_RATE_LIMIT_MAX, FEEDBACK_RATE_LIMIT_WINDOW_MS } from '../../src/model/constants';
import type { Feedback } from '../../src/model/feedback';
import type { Database } from '../db/connect';
import { feedback } from '../db/schema';
import { hitRateLimit, type RateLimitRule } from './rate-limit';

export const FEEDBACK_RATE_LIMIT: RateLimitRule = {
  bucket: 'feedback',
  max: FEEDBACK_RATE_LIMIT_MAX,
  windowMs: FEEDBACK_RATE_LIMIT_WINDOW_MS,
};

export type FeedbackOutcome = { stored: true; id: number } | { stored: false; retryAfterSeconds: number };

/**
 * Stores checked feedback from the client `key` (see rate-limit.ts: clientKey), unless that client
 * has sent too many lately. The hit and the row are one transaction: nothing is half-written.
 */
export async function storeFeedback(
  db: Database,
  entry: Feedback,
  key: string,
  rule: RateLimitRule = FEEDBACK_RATE_LIMIT,
): Promise<FeedbackOutcome> {
  return db.transaction(async (tx) => {
    const limit = await hitRateLimit(tx, rule, key);
    if (!limit.allowed) return { stored: false, retryAfterSeconds: limit.retryAfterSeconds };
    const [row] = await tx.insert(feedback).values(entry).returning({ id: feedback.id });
    return { stored: true, id: row!.id };
  });
}

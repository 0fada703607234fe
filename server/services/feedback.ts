/**
 * Feedback from visitors: the server's own checks of what the form sends (the browser's are easy to
 * step around), and storing it under the per-address rate limit.
 */
import {
  FEEDBACK_DEVICE_INFO_MAX_LENGTH,
  FEEDBACK_EMAIL_MAX_LENGTH,
  FEEDBACK_NAME_MAX_LENGTH,
  FEEDBACK_RATE_LIMIT_MAX,
  FEEDBACK_RATE_LIMIT_WINDOW_MS,
  FEEDBACK_TEXT_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
  RATING_START,
} from '../../src/model/constants';
import type { Feedback } from '../../src/model/entities';
import { SITE_TEXTS } from '../../src/model/messages';
import type { Database } from '../db/connect';
import { feedback } from '../db/schema';
import { hitRateLimit, type RateLimitRule } from './rate-limit';

/** The query of `GET /public/api/feedback/create`, as sent. */
export interface FeedbackQuery {
  name?: string;
  email?: string;
  feedbackText?: string;
  rating?: string;
  deviceInfo?: string;
}

export type FeedbackCheck = { ok: true; feedback: Feedback } | { ok: false; message: string; fields: Record<string, string> };

const TEXTS = SITE_TEXTS.feedbackErrors;
/** Deliberately loose: something@something.something, no spaces. The reply is what proves it. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Control characters removed (PostgreSQL refuses NUL); line breaks kept where asked. */
function clean(value: string | undefined, keepLineBreaks = false): string {
  const text = (value ?? '').replace(keepLineBreaks ? /[^\P{Cc}\t\n\r]/gu : /\p{Cc}/gu, keepLineBreaks ? '' : ' ');
  return text.trim();
}

const length = (text: string) => [...text].length;

export function checkFeedback(query: FeedbackQuery): FeedbackCheck {
  const name = clean(query.name);
  const email = clean(query.email);
  const feedbackText = clean(query.feedbackText, true);
  const deviceInfo = clean(query.deviceInfo);
  const ratingText = clean(query.rating);
  const fields: Record<string, string> = {};

  if (!name) fields.name = TEXTS.nameRequired;
  else if (length(name) > FEEDBACK_NAME_MAX_LENGTH) fields.name = TEXTS.tooLong('Your name', FEEDBACK_NAME_MAX_LENGTH);

  if (!email) fields.email = TEXTS.emailRequired;
  else if (length(email) > FEEDBACK_EMAIL_MAX_LENGTH) fields.email = TEXTS.tooLong('The e-mail address', FEEDBACK_EMAIL_MAX_LENGTH);
  else if (!EMAIL_SHAPE.test(email)) fields.email = TEXTS.emailInvalid;

  if (!feedbackText) fields.feedbackText = TEXTS.textRequired;
  else if (length(feedbackText) > FEEDBACK_TEXT_MAX_LENGTH) fields.feedbackText = TEXTS.tooLong('Your feedback', FEEDBACK_TEXT_MAX_LENGTH);

  let rating = RATING_START;
  if (ratingText) {
    rating = /^\d{1,2}$/.test(ratingText) ? Number(ratingText) : NaN;
    if (!(rating >= RATING_MIN && rating <= RATING_MAX)) fields.rating = TEXTS.rating;
  }

  if (length(deviceInfo) > FEEDBACK_DEVICE_INFO_MAX_LENGTH) {
    fields.deviceInfo = TEXTS.tooLong('The device information', FEEDBACK_DEVICE_INFO_MAX_LENGTH);
  }

  if (Object.keys(fields).length > 0) return { ok: false, message: Object.values(fields).join(' '), fields };
  return { ok: true, feedback: { name, email, feedbackText, rating, deviceInfo } };
}

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

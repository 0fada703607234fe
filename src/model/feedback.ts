/**
 * `GET /public/api/feedback/create?name&email&feedbackText&rating&deviceInfo`: the query a visitor's
 * feedback form sends, and the server's checks of it (the browser's are easy to step around). Every
 * refusal is said in the visitor's words (FEEDBACK_ERRORS), per field; the route answers
 * 400 with all of them. What passes is made plain (plainText.ts: control and bidirectional control
 * characters gone, so a name shown to the editors cannot reorder what is around it), line breaks
 * kept in the feedback itself, outer spaces gone, the rating a number.
 */
import { FEEDBACK_ERRORS } from './feedbackTexts';
import { EMAIL_SHAPE, plainText } from './plainText';
import { z } from 'zod';
import {
  FEEDBACK_DEVICE_INFO_MAX_LENGTH,
  FEEDBACK_EMAIL_MAX_LENGTH,
  FEEDBACK_NAME_MAX_LENGTH,
  FEEDBACK_TEXT_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
  RATING_START,
} from './constants';

const TEXTS = FEEDBACK_ERRORS;
/** Deliberately loose: something@something.something, no spaces. The reply is what proves it. */
const RATING_SHAPE = /^\d{1,2}$/;

const length = (text: string) => [...text].length;

/** Text sent once (a repeated parameter arrives as a list), made plain (on one line unless it keeps line breaks). */
function cleanText(what: string, { keepLineBreaks = false } = {}) {
  return z
    .string({ error: TEXTS.notText(what) })
    .optional()
    .transform((value) => plainText(value ?? '', { multiline: keepLineBreaks }));
}

/** A required text of at most `max` characters (counted as a reader counts them, not in UTF-16 units). */
function requiredText(what: string, required: string, max: number, options?: { keepLineBreaks?: boolean }) {
  return cleanText(what, options)
    .refine((value) => value !== '', { error: required, abort: true })
    .refine((value) => length(value) <= max, { error: TEXTS.tooLong(what, max), abort: true });
}

export const feedbackQuerySchema = z.object({
  name: requiredText('Your name', TEXTS.nameRequired, FEEDBACK_NAME_MAX_LENGTH),
  email: requiredText('The e-mail address', TEXTS.emailRequired, FEEDBACK_EMAIL_MAX_LENGTH).refine((value) => EMAIL_SHAPE.test(value), {
    error: TEXTS.emailInvalid,
  }),
  feedbackText: requiredText('Your feedback', TEXTS.textRequired, FEEDBACK_TEXT_MAX_LENGTH, { keepLineBreaks: true }),
  /** 0 … 5 stars; none sent is the form's starting rating. */
  rating: cleanText('The rating')
    .refine((value) => value === '' || (RATING_SHAPE.test(value) && Number(value) >= RATING_MIN && Number(value) <= RATING_MAX), {
      error: TEXTS.rating,
    })
    .transform((value) => (value === '' ? RATING_START : Number(value))),
  deviceInfo: cleanText('The device information').refine((value) => length(value) <= FEEDBACK_DEVICE_INFO_MAX_LENGTH, {
    error: TEXTS.tooLong('The device information', FEEDBACK_DEVICE_INFO_MAX_LENGTH),
  }),
});

/** The query as the form sends it (every value text). */
export type FeedbackQuery = z.input<typeof feedbackQuerySchema>;

/** What is stored of it: cleaned texts and the rating as a number. */
export type Feedback = z.output<typeof feedbackQuerySchema>;

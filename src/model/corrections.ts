/**
 * A reader's suggested correction of one line of a hymn (`POST /public/api/corrections`), and the
 * editors' queue of them. A correction names the hymn, the revision the reader read
 * (src/model/revisions.ts), the text (the lyrics or the secondary text), the line's number and the
 * line as the reader saw it, so an editor sees the exact line even after the hymn changed. No
 * account; limited per address like feedback. Every refusal is in the reader's words, per field.
 */
import { z } from 'zod';
import {
  CORRECTION_LINE_MAX_LENGTH,
  CORRECTION_NOTE_MAX_LENGTH,
  CORRECTION_SOURCE_MAX_LENGTH,
  FEEDBACK_EMAIL_MAX_LENGTH,
} from './constants';
import { EMAIL_SHAPE, plainText } from './plainText';

/** The texts a reader may correct a line of. */
export const CORRECTION_FIELDS = ['contentPrimary', 'contentSecondary'] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];

export const CORRECTION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export const CORRECTION_TEXTS = {
  thanks: 'Thank you! An editor will read your correction and fix the line.',
  rateLimited: 'You have sent several corrections just now. Please try again in a few minutes.',
  notText: (what: string) => `${what} must be text.`,
  lineRequired: 'Please choose the line to correct.',
  suggestedRequired: 'Please type the line as it should read.',
  sameAsLine: 'The corrected line is the same as the line. Please change what is wrong.',
  tooLong: (what: string, max: number) => `${what} can be at most ${max} characters long.`,
  emailInvalid: 'Please enter a valid e-mail address, or leave it empty.',
  /** The line is not what the reader saw (the hymn changed since the page was opened). */
  lineChanged: 'This line has changed since you opened the page. Please reload the page and choose the line again.',
  hymnRequired: 'The bhajan must be a bhajan of this site.',
} as const;

const TEXTS = CORRECTION_TEXTS;
const length = (text: string) => [...text].length;

/** Text of at most `max` characters, made plain (one line unless `multiline`); missing is ''. */
function text(what: string, max: number, multiline = false) {
  return z
    .string({ error: TEXTS.notText(what) })
    .optional()
    .transform((value) => plainText(value ?? '', { multiline }).trim())
    .refine((value) => length(value) <= max, { error: TEXTS.tooLong(what, max), abort: true });
}

const wholeNumber = (min: number, error: string) => z.number({ error }).int({ error }).min(min, { error }).max(2_147_483_647, { error });

export const correctionBodySchema = z
  .object({
    contentId: wholeNumber(1, TEXTS.hymnRequired),
    /** The hymn's revision the reader read (the page says it). */
    revision: wholeNumber(1, TEXTS.lineChanged),
    field: z.enum(CORRECTION_FIELDS, { error: TEXTS.lineRequired }),
    /** The line's number in that text, from 0. */
    line: wholeNumber(0, TEXTS.lineRequired),
    /** The line as the reader saw it: the server checks it against the revision. */
    original: text('The line', CORRECTION_LINE_MAX_LENGTH),
    suggested: text('The corrected line', CORRECTION_LINE_MAX_LENGTH).refine((value) => value !== '', {
      error: TEXTS.suggestedRequired,
      abort: true,
    }),
    note: text('Your note', CORRECTION_NOTE_MAX_LENGTH, true),
    source: text('The source', CORRECTION_SOURCE_MAX_LENGTH),
    email: text('The e-mail address', FEEDBACK_EMAIL_MAX_LENGTH).refine((value) => value === '' || EMAIL_SHAPE.test(value), {
      error: TEXTS.emailInvalid,
    }),
  })
  .refine((body) => body.suggested !== body.original, { error: TEXTS.sameAsLine, path: ['suggested'] });

export type CorrectionBody = z.input<typeof correctionBodySchema>;
export type CorrectionValues = z.output<typeof correctionBodySchema>;

/** A correction as the editors' queue shows it: the reader's, and where the hymn is now. */
export const queuedCorrectionSchema = z.object({
  id: z.number().int(),
  contentId: z.number().int(),
  titlePrimary: z.string(),
  /** The revision the reader read, and the hymn's revision now. */
  revision: z.number().int(),
  currentRevision: z.number().int(),
  field: z.enum(CORRECTION_FIELDS),
  line: z.number().int(),
  original: z.string(),
  suggested: z.string(),
  note: z.string(),
  source: z.string(),
  email: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  reason: z.string(),
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  appliedRevision: z.number().int().nullable(),
  /** Made against an older revision than the hymn's now. */
  stale: z.boolean(),
  /** Where the line the reader saw is in the text now (from 0); null when it is no longer there: it cannot be applied. */
  lineNow: z.number().int().nullable(),
});
export type QueuedCorrection = z.infer<typeof queuedCorrectionSchema>;

export const correctionQueueSchema = z.object({
  /** How many wait for an editor (the admin navigation's count). */
  pending: z.number().int(),
  corrections: z.array(queuedCorrectionSchema),
});
export type CorrectionQueue = z.infer<typeof correctionQueueSchema>;

/** The queue's filter: `?status=pending` (the default), `accepted` or `rejected`. */
export const correctionQueueQuerySchema = z.object({ status: z.enum(CORRECTION_STATUSES).default('pending') });

/** Accept: the line as the editor would have it (the reader's unless edited), and the hymn's revision the queue showed. */
export const correctionAcceptSchema = z.object({
  revision: z.number().int().min(1),
  text: z
    .string()
    .max(CORRECTION_LINE_MAX_LENGTH)
    .optional()
    .transform((value) => (value === undefined ? undefined : plainText(value).trim())),
});
export const correctionRejectSchema = z.object({
  reason: z
    .string()
    .max(CORRECTION_NOTE_MAX_LENGTH)
    .transform((value) => plainText(value, { multiline: true }).trim()),
});

export const CORRECTION_QUEUE_TEXTS = {
  /** The note of the revision an accepted correction writes. */
  appliedNote: (id: number) => `Reader's correction #${id}`,
  alreadyDecided: 'This correction has already been accepted or rejected.',
  lineGone: 'The line this correction is about is no longer in the bhajan. Edit the bhajan by hand, or reject the correction.',
  notFound: 'There is no such correction.',
  emptyLine: 'The corrected line must not be empty.',
  rejected: 'The correction was rejected.',
} as const;

/**
 * A line of a hymn's text as a correction names it: plain, on one line, a run of spaces as one (as
 * the correction's `original` is cleaned), so that a line typed with two spaces in it is still the
 * line the reader chose.
 */
export const correctionLine = (line: string | undefined): string => plainText(line ?? '');

/** Where `original` is among `lines` now: at `line` when it is still there, else its one other place; null when gone or ambiguous. */
export function lineNowOf(lines: readonly string[], line: number, original: string): number | null {
  if (lines[line] !== undefined && correctionLine(lines[line]) === original) return line;
  const places = lines.flatMap((text, index) => (correctionLine(text) === original ? [index] : []));
  return places.length === 1 ? places[0]! : null;
}

/**
 * Text a visitor sends that the site shows or keeps (a shared list's name, a search term, a
 * feedback form's fields), made plain once here, alike on the server and in the browser.
 *
 * Two kinds of character go:
 * - control characters (C0 and C1: NUL, LF, ESC, DEL, …): PostgreSQL refuses NUL, and a line break
 *   or an escape means nothing in a one-line name; each becomes a space;
 * - Unicode's bidirectional controls (the embeddings and overrides U+202A–U+202E, the isolates
 *   U+2066–U+2069, and the marks U+200E, U+200F, U+061C): invisible, they reorder the text after
 *   them, so a name ending in U+202E reads the page title's " · a bhajan list | Bhajan Sangrah"
 *   backwards (spoofing). The marks go too: they are invisible as well and still turn the
 *   punctuation around them, while a real right-to-left name (Urdu) needs none of them to read
 *   right, since each place that shows a name inside other text isolates it (`<bdi>`).
 * Letters of every script stay, with the joiners Devanagari and Urdu need (U+200C, U+200D).
 */
import { SEARCH_TERM_MAX_LENGTH } from './constants';

/** C0 and C1 control characters. */
const CONTROL = /\p{Cc}/gu;
/** The same, but for tabs and line breaks (text of several lines). */
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/gu;
/** Unicode's Bidi_Control characters: U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069. */
const BIDI_CONTROL = /\p{Bidi_Control}/gu;

export interface PlainTextOptions {
  /** At most this many UTF-16 units (as zod's and the database's limits count), cut at the end. */
  maxLength?: number;
  /** Text of several lines (a feedback's text): tabs and line breaks stay, spaces are not collapsed. */
  multiline?: boolean;
}

/** `text` cut to at most `max` UTF-16 units, never between the two halves of one character. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  const isHighSurrogate = last >= 0xd800 && last <= 0xdbff;
  return text.slice(0, isHighSurrogate ? max - 1 : max);
}

/**
 * `text` without control and bidirectional control characters; on one line (each run of spaces,
 * line breaks included, one space), trimmed, and at most `maxLength` long. Applying it twice
 * changes nothing more: a name or term it made is its own normal form.
 */
export function plainText(text: string, { maxLength = Number.POSITIVE_INFINITY, multiline = false }: PlainTextOptions = {}): string {
  const plain = text.replace(BIDI_CONTROL, '');
  const cleaned = multiline ? plain.replace(CONTROL_BUT_LINE_BREAKS, '') : plain.replace(CONTROL, ' ').replace(/\s+/g, ' ');
  // Trimmed again after the cut, which may end on a space.
  return cut(cleaned.trim(), maxLength).trim();
}

/**
 * What is searched for and stored of a search term: plain, on one line, and no longer than the
 * search call takes (SEARCH_TERM_MAX_LENGTH), so that the search page of any address can ask it.
 */
export function cleanSearchTerm(term: string): string {
  return plainText(term, { maxLength: SEARCH_TERM_MAX_LENGTH });
}

/**
 * The shape the site takes an e-mail address in (feedback, a correction's, the audit trail's
 * refused sign-in): one @, a dot in the domain, no spaces. Not a full check: the mail does that.
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

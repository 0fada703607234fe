/**
 * The URL parameters of the public calls, checked the same way by the routes' schemas (400 for a
 * value that cannot be one) and by the app shell before it puts an id into a preload link.
 */

/** Ids are PostgreSQL `integer` (serial): 1 … 2 147 483 647. */
export const ID_MAX = 2_147_483_647;

/**
 * Exactly the decimal numbers 1 … 2147483647, without sign, leading zeros, exponent or spaces.
 * (Fastify's type coercion would turn '1e400' into Infinity and '0x10' into 16, so ids are matched
 * as text and converted by the route.)
 */
export const ID_PATTERN =
  '^(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$';
const ID_REGEX = new RegExp(ID_PATTERN);

/** A route's id parameter (text; the route converts it with Number). 'abc', '0', '-1', '1.5', '2147483648': 400. */
export const idParam = { type: 'string', pattern: ID_PATTERN } as const;

/** Static page names: lower-case letters, digits and hyphens (`about-us`), up to 100 characters. */
export const PAGE_NAME_PATTERN = '^[a-z0-9][a-z0-9-]{0,99}$';
const PAGE_NAME_REGEX = new RegExp(PAGE_NAME_PATTERN);

/** What a 400 says instead of "must match pattern …" for these patterns (see http/errors.ts). */
export const PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  [ID_PATTERN]: `must be a whole number from 1 to ${ID_MAX}`,
  [PAGE_NAME_PATTERN]: 'must be a page name: lower-case letters, digits and hyphens',
};

/** The optional `sid` of the content call: passed through by the app, checked only for length. */
export const SID_MAX_LENGTH = 100;

/** An id as the browser will send it: exactly what the routes accept. */
export function isIdText(text: string): boolean {
  return ID_REGEX.test(text);
}

export function isPageName(text: string): boolean {
  return PAGE_NAME_REGEX.test(text);
}

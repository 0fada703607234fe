/**
 * What the public pages' and calls' parameters may be, checked alike by the server's routes (400
 * for a value that cannot be one), the server renderer and the screens (a hymn or sub-category
 * address that cannot be one is 'not found' at once, without a call).
 */

import { SUGGESTIONS_MIN_LETTERS } from './constants';
import { LIST_PAGE_NUMBER_PARAM, SEARCH_QUERY_PARAM } from './paths';
import { cleanSearchTerm } from './plainText';

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

/** Static page names: lower-case letters, digits and hyphens (`about-us`), up to 100 characters. */
export const PAGE_NAME_PATTERN = '^[a-z0-9][a-z0-9-]{0,99}$';
const PAGE_NAME_REGEX = new RegExp(PAGE_NAME_PATTERN);

/** The optional `sid` of the content call: passed through by the app, checked only for length. */
export const SID_MAX_LENGTH = 100;

/** An id as the routes accept it ('12'; not 'abc', '0', '007', '1e3', '2147483648'). */
export function isIdText(text: string): boolean {
  return ID_REGEX.test(text);
}

export function isPageName(text: string): boolean {
  return PAGE_NAME_REGEX.test(text);
}

/** Whether a (clean) term is long enough for suggestions: SUGGESTIONS_MIN_LETTERS letters or digits. */
export function isSuggestible(term: string): boolean {
  return (term.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= SUGGESTIONS_MIN_LETTERS;
}

/** The highest list page number an address may name (the API's LIST_PAGE_MAX + 1). */
const LIST_PAGE_NUMBER_MAX = 1_000_000;

/**
 * The list page an address names (`?page=2`), counted from 1; anything that is not such a number
 * (missing, '0', 'abc', '1e3') is the first page.
 */
export function listPageNumberOf(text: string | null | undefined): number {
  if (!text || !/^[1-9][0-9]{0,6}$/.test(text)) return 1;
  return Math.min(Number(text), LIST_PAGE_NUMBER_MAX);
}

/**
 * The page (from 0, as the API counts) of a sub-category's list that an address names (`?page=2` → 1):
 * read alike by the screen and by the server renderer's data declaration (src/app/routeData.ts).
 */
export function listPageOf(searchParams: URLSearchParams): number {
  return listPageNumberOf(searchParams.get(LIST_PAGE_NUMBER_PARAM)) - 1;
}

/**
 * The search page's term, as the screen, its head and the server renderer read it: clean and no
 * longer than the search call takes (blank: no search is run).
 */
export function searchTermOf(searchParams: URLSearchParams): string {
  return cleanSearchTerm(searchParams.get(SEARCH_QUERY_PARAM) ?? '');
}

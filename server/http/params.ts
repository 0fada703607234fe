/**
 * The URL parameters of the public calls, checked by the routes' schemas (400 for a value that
 * cannot be one). What they may be is in src/model/params.ts, shared with the app.
 */
import { ID_MAX, ID_PATTERN, PAGE_NAME_PATTERN } from '../../src/model/params';

export { ID_MAX, ID_PATTERN, isIdText, isPageName, PAGE_NAME_PATTERN, SID_MAX_LENGTH } from '../../src/model/params';

/** A route's id parameter (text; the route converts it with Number). 'abc', '0', '-1', '1.5', '2147483648': 400. */
export const idParam = { type: 'string', pattern: ID_PATTERN } as const;

/** What a 400 says instead of "must match pattern …" for these patterns (see http/errors.ts). */
export const PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  [ID_PATTERN]: `must be a whole number from 1 to ${ID_MAX}`,
  [PAGE_NAME_PATTERN]: 'must be a page name: lower-case letters, digits and hyphens',
};

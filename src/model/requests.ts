/**
 * What the public calls accept in their URL: path parameters and query strings, one zod schema per
 * call. The server's routes validate with these (a value that cannot be one is a 400 naming the
 * parameter and its reason: 'Invalid params: id must be a whole number from 1 to 2147483647'),
 * the OpenAPI document describes them, and the app builds its URLs to match (src/model/api-paths.ts).
 *
 * Kept apart from params.ts, which the public pages import: the pages check an id with a regular
 * expression and never load zod.
 */
import { z } from 'zod';
import {
  CONTENT_IDS_PARAM,
  CONTENT_IDS_SEPARATOR,
  CONTENT_VIEW_SOURCE_PARAM,
  CONTENT_VIEW_SOURCES,
  LIST_PAGE_PARAM,
  SEARCH_TERM_PARAM,
} from './api-paths';
import { ADMIN_EMAIL_MAX_LENGTH, ADMIN_PASSWORD_MAX_LENGTH, FILE_NAME_MAX_LENGTH, SEARCH_TERM_MAX_LENGTH } from './constants';
import { SET_LIST_MAX_HYMNS } from './favourites';
import { ID_MAX, ID_PATTERN, isIdText, PAGE_NAME_PATTERN, SID_MAX_LENGTH } from './params';

/** The last page a public list may be asked for (past a list's end the page is simply empty). */
const LIST_PAGE_MAX = 999_999;

/** The reasons a value is refused, said after its name ('id must be …'). */
export const REQUEST_REASONS = {
  required: 'is required',
  text: 'must be text',
  object: 'must be an object',
  tooLong: (max: number) => `can be at most ${max} characters long`,
  oneOf: (values: readonly (string | number)[]) => `must be one of ${values.join(', ')}`,
  id: `must be a whole number from 1 to ${ID_MAX}`,
  pageName: 'must be a page name: lower-case letters, digits and hyphens',
  fileName: 'must be a file name (no folders, not starting with a dot)',
  sitemapPart: 'must be the number of a part of the sitemap',
  listPage: `must be a whole number from 0 to ${LIST_PAGE_MAX}`,
  idList: `must be whole numbers from 1 to ${ID_MAX}, separated by '${CONTENT_IDS_SEPARATOR}'`,
  tooManyIds: (max: number) => `can name at most ${max} ids`,
} as const;

/** Text, told apart from a missing value (`is required`) and from a repeated parameter or other type (`must be text`). */
export const text = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUEST_REASONS.required : REQUEST_REASONS.text) });

/** Optional text of at most `max` characters. */
const optionalText = (max: number) =>
  text()
    .max(max, { error: REQUEST_REASONS.tooLong(max) })
    .optional();

/**
 * An id in a path: exactly the decimal numbers 1 … 2147483647 (not '007', '1e3', '0x10'), handed
 * to the route as a number.
 */
export const idText = () =>
  text()
    .regex(new RegExp(ID_PATTERN), { error: REQUEST_REASONS.id })
    .transform(Number)
    .meta({ description: `A whole number from 1 to ${ID_MAX}.` });

/** `/api/content/v3/{id}`, `/api/content/v3/analytics/{id}`, `/api/subcategory/v3/{id}` previews … */
export const idParamsSchema = z.object({ id: idText() });
/** `/api/content/sccache/{scid}`, `/api/subcategory/{scid}`, `/api/content/get/{scid}`. */
export const subCategoryIdParamsSchema = z.object({ scid: idText() });
/** `/api/admin/content/{id}/revisions/{revision}` and its restore. */
export const revisionParamsSchema = z.object({ id: idText(), revision: idText() });
/** `/api/getmore/audio/{contentId}`. */
export const contentIdParamsSchema = z.object({ contentId: idText() });

/** `/api/common/{pagename}`: a static page's name ('about-us'). */
export const pageNameParamsSchema = z.object({
  pagename: text().regex(new RegExp(PAGE_NAME_PATTERN), { error: REQUEST_REASONS.pageName }),
});

/** `/api/content/v3/{id}?sid=`: passed through from the page address; it changes nothing in the answer. */
export const contentDetailQuerySchema = z.object({ sid: optionalText(SID_MAX_LENGTH) });

/** `/api/content/sccache/{scid}?page=`: a page from 0; missing is the first. */
export const subCategoryListQuerySchema = z.object({
  [LIST_PAGE_PARAM]: text()
    .regex(/^(?:0|[1-9][0-9]{0,5})$/, { error: REQUEST_REASONS.listPage })
    .transform(Number)
    .optional(),
});

/** The longest list of ids a titles call may name: SET_LIST_MAX_HYMNS of the longest ids, and their separators. */
const CONTENT_IDS_MAX_LENGTH = SET_LIST_MAX_HYMNS * (String(ID_MAX).length + CONTENT_IDS_SEPARATOR.length) - CONTENT_IDS_SEPARATOR.length;

/**
 * `/api/content/titles?ids=12.48.7`: one to SET_LIST_MAX_HYMNS ids (a shared list's hymns), handed
 * to the route as numbers in the order asked. The length is checked before the ids are split, so a
 * long text costs nothing.
 */
export const contentTitlesQuerySchema = z.object({
  [CONTENT_IDS_PARAM]: text()
    .max(CONTENT_IDS_MAX_LENGTH, { error: REQUEST_REASONS.tooManyIds(SET_LIST_MAX_HYMNS), abort: true })
    .refine((value) => value.split(CONTENT_IDS_SEPARATOR).every(isIdText), { error: REQUEST_REASONS.idList, abort: true })
    .refine((value) => value.split(CONTENT_IDS_SEPARATOR).length <= SET_LIST_MAX_HYMNS, {
      error: REQUEST_REASONS.tooManyIds(SET_LIST_MAX_HYMNS),
    })
    .transform((value) => value.split(CONTENT_IDS_SEPARATOR).map(Number))
    .meta({ description: `1 to ${SET_LIST_MAX_HYMNS} content ids, each from 1 to ${ID_MAX}, separated by '${CONTENT_IDS_SEPARATOR}'.` }),
});

/** `/api/content/search?term=`: a missing or blank term finds nothing. */
export const searchQuerySchema = z.object({ [SEARCH_TERM_PARAM]: optionalText(SEARCH_TERM_MAX_LENGTH) });

/** `POST /api/content/v3/analytics/{id}?source=search`: the view came from a search result. */
export const contentViewQuerySchema = z.object({
  [CONTENT_VIEW_SOURCE_PARAM]: z.enum(CONTENT_VIEW_SOURCES, { error: REQUEST_REASONS.oneOf(CONTENT_VIEW_SOURCES) }).optional(),
});

/** The view's body: none, empty or `{}` (browsers' keepalive fetches and beacons); any fields are ignored. */
export const contentViewBodySchema = z.object({}, { error: REQUEST_REASONS.object }).nullish();

/** One path segment: no '/', '\', control characters, and no leading '.'. */
export const FILE_NAME = /^[^./\\\p{Cc}][^/\\\p{Cc}]*$/u;

/** `/static/subcategoryimg/{file}`. */
export const imageFileParamsSchema = z.object({
  file: text()
    .min(1, { error: REQUEST_REASONS.fileName })
    .max(FILE_NAME_MAX_LENGTH, { error: REQUEST_REASONS.tooLong(FILE_NAME_MAX_LENGTH) })
    .regex(FILE_NAME, { error: REQUEST_REASONS.fileName }),
});

/** `/sitemap-{part}.xml`: parts count from 1. */
export const sitemapPartParamsSchema = z.object({
  part: text()
    .regex(/^[1-9][0-9]{0,5}$/, { error: REQUEST_REASONS.sitemapPart })
    .transform(Number),
});

/** `POST /api/auth/login`. The lengths only bound the work a password check does. */
export const loginBodySchema = z.object(
  {
    email: text()
      .min(1, { error: REQUEST_REASONS.required })
      .max(ADMIN_EMAIL_MAX_LENGTH, { error: REQUEST_REASONS.tooLong(ADMIN_EMAIL_MAX_LENGTH) }),
    password: text()
      .min(1, { error: REQUEST_REASONS.required })
      .max(ADMIN_PASSWORD_MAX_LENGTH, { error: REQUEST_REASONS.tooLong(ADMIN_PASSWORD_MAX_LENGTH) }),
  },
  { error: REQUEST_REASONS.object },
);
/** What the sign-in form sends. */
export type LoginCredentials = z.input<typeof loginBodySchema>;

/** The calls without parameters: any query is ignored. */
export const noQuerySchema = z.object({});

import { CONTENT_VIEW_SOURCES, type ContentViewSource } from './api-paths';
import { DEFAULT_SUBCATEGORY_IMAGE, SUBCATEGORY_IMAGE_PATH } from './constants';
import { PRESENT_LEAD, PRESENT_LIST_PARAM, PRESENT_PARAM, PRESENT_ROOM_PARAM } from './reading';
import { SHARED_LIST_HYMNS_PARAM, SHARED_LIST_NAME_PARAM, sharedListOf, sharedListQuery, type SetList } from './favourites';
import { cleanSearchTerm } from './plainText';

/** The search page's query parameter: `/search?query=term`. */
export const SEARCH_QUERY_PARAM = 'query';

/**
 * A sub-category page's page of its list, counted from 1 as a visitor reads it
 * (`/subcategory/12?page=2`); the first page's address has none.
 */
export const LIST_PAGE_NUMBER_PARAM = 'page';

/** The hymn page's optional `?sid=…`, passed on to the API. */
export const SID_PARAM = 'sid';

/**
 * The spec's public routes as URL builders, so links (browser), server rendering and
 * tests agree on one spelling.
 */
export const paths = {
  home: '/',
  feedback: '/feedback',
  aboutUs: '/page/about-us',
  /** `/subcategory/{scid}`, and `?page=N` for the list's pages after the first. */
  subCategory: (subCategoryId: number | string, pageNumber = 1) =>
    `/subcategory/${subCategoryId}${pageNumber > 1 ? `?${new URLSearchParams({ [LIST_PAGE_NUMBER_PARAM]: String(pageNumber) }).toString()}` : ''}`,
  content: (contentId: number | string) => `/content/${contentId}`,
  staticPage: (pageName: string) => `/page/${encodeURIComponent(pageName)}`,
  search: '/search',
  /** `/search?query=term` (the term URL-encoded). */
  searchFor: (term: string) => `/search?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: term }).toString()}`,
  /**
   * A hymn presented (satsang presentation mode), as part of one of the reader's set lists when
   * `listId` is given, leading a Sing together room when `room` (its code) is.
   */
  presenting: (contentId: number | string, { listId, room }: { listId?: string | undefined; room?: string | undefined } = {}) =>
    `/content/${contentId}?${new URLSearchParams({
      [PRESENT_PARAM]: PRESENT_LEAD,
      ...(listId ? { [PRESENT_LIST_PARAM]: listId } : {}),
      ...(room ? { [PRESENT_ROOM_PARAM]: room } : {}),
    }).toString()}`,
  /** The reader's favourites and set lists, kept on the device. */
  myBhajans: '/my-bhajans',
  /** Sing together: where a reader types a satsang's code. */
  joinSatsang: '/together',
  /** Following a satsang: the link its leader shows (and its QR code). */
  together: (code: string) => `/together/${encodeURIComponent(code)}`,
  /** A set list carried whole in its link: `/my-bhajans?name=Tuesday%20satsang&hymns=12.48.7`. */
  sharedList: (list: Pick<SetList, 'name' | 'contentIds'>) => `/my-bhajans?${sharedListQuery(list)}`,
} as const;

/**
 * The pictures link previews show (Open Graph and Twitter cards, e.g. a hymn shared on WhatsApp):
 * a JPEG of PREVIEW_IMAGE_WIDTH × PREVIEW_IMAGE_HEIGHT made from the hymn's picture, else its
 * sub-category's, else the site's logo.
 */
export const previewImagePaths = {
  site: '/preview/site.jpg',
  subCategory: (subCategoryId: number | string) => `/preview/subcategory/${subCategoryId}.jpg`,
  content: (contentId: number | string) => `/preview/content/${contentId}.jpg`,
} as const;

/** The crawlers' files: which paths they may visit, and every page there is. */
export const ROBOTS_TXT_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';
/** One part of a sitemap split in parts: `/sitemap-{n}.xml`, from 1. */
export const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`;

/** The spec's admin routes (and the sign-in screen, which the spec does not show). */
export const adminPaths = {
  home: '/admin',
  login: '/admin/login',
  insertCategory: '/admin/insert/category',
  insertSubCategory: '/admin/insert/subcategory',
  contentNew: '/admin/content',
  contentEdit: (contentId: number | string) => `/admin/content/${contentId}`,
  /** A hymn's History: its revisions, any two compared, Restore this version. */
  contentHistory: (contentId: number | string) => `/admin/content/${contentId}/history`,
  contentList: (subCategoryId: number | string) => `/admin/content/list/${subCategoryId}`,
  stats: '/admin/stats',
  catalogue: '/admin/catalogue',
  /** Readers' corrections waiting for an editor (`?status=accepted|rejected` for decided ones). */
  corrections: '/admin/corrections',
  /** The audit trail: who did what in the admin area. */
  audit: '/admin/audit',
} as const;

/**
 * The router state (location state) of a link to a hymn that says where the reader came from: the
 * hymn page's view then names that source (`?source=search`: a click on a search result).
 */
export interface ContentLinkState {
  contentViewSource: ContentViewSource;
}

/** The state of the search results' links. */
export const SEARCH_RESULT_LINK_STATE: ContentLinkState = { contentViewSource: 'search' };

/** The content view source a location's state names, if any. */
export function contentViewSourceOf(state: unknown): ContentViewSource | undefined {
  const source = (state as Partial<ContentLinkState> | null | undefined)?.contentViewSource;
  return CONTENT_VIEW_SOURCES.find((known) => known === source);
}

/** Where the sign-in screen sends the editor after signing in: `/admin/login?next=/admin/...`. */
export const LOGIN_NEXT_PARAM = 'next';

/** `/static/subcategoryimg/{file}`, or the default image when a sub-category has none. */
export function subCategoryImageUrl(file: string | null | undefined): string {
  const name = file?.trim() ? file.trim() : DEFAULT_SUBCATEGORY_IMAGE;
  return `${SUBCATEGORY_IMAGE_PATH}${encodeURIComponent(name)}`;
}

/** The default sub-category image's URL (the fallback when an image is missing or fails to load). */
export const DEFAULT_SUBCATEGORY_IMAGE_URL = `${SUBCATEGORY_IMAGE_PATH}${DEFAULT_SUBCATEGORY_IMAGE}`;

/**
 * The route patterns the app answers (react-router syntax: `:param` is one segment). The browser's
 * route table and the server share them: the server sends the app with 404 for any other path, so
 * crawlers and link checkers see the same 'Page not found' that visitors do. A route added to
 * src/app/router.tsx is added here.
 */
export const ROUTE_PATTERNS = {
  home: '/',
  feedback: '/feedback',
  subCategory: '/subcategory/:scid',
  content: '/content/:id',
  search: '/search',
  staticPage: '/page/:pagename',
  myBhajans: '/my-bhajans',
  joinSatsang: '/together',
  together: '/together/:code',
  adminHome: '/admin',
  adminLogin: '/admin/login',
  adminInsertCategory: '/admin/insert/category',
  adminInsertSubCategory: '/admin/insert/subcategory',
  adminContentNew: '/admin/content',
  adminContentEdit: '/admin/content/:id',
  adminContentHistory: '/admin/content/:id/history',
  adminContentList: '/admin/content/list/:scid',
  adminStats: '/admin/stats',
  adminCatalogue: '/admin/catalogue',
  adminCorrections: '/admin/corrections',
  adminAudit: '/admin/audit',
} as const;

export type RouteName = keyof typeof ROUTE_PATTERNS;

/** The admin area's routes: behind the sign-in, rendered by the browser alone. */
export const ADMIN_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'adminHome',
  'adminLogin',
  'adminInsertCategory',
  'adminInsertSubCategory',
  'adminContentNew',
  'adminContentEdit',
  'adminContentHistory',
  'adminContentList',
  'adminStats',
  'adminCatalogue',
  'adminCorrections',
  'adminAudit',
]);

/**
 * The query parameters each public route reads; a page's address means the same with any others
 * (a shared link's `utm_source`, `fbclid`, …), so the server renders and keeps it once.
 */
export const ROUTE_PARAMS: Partial<Record<RouteName, readonly string[]>> = {
  subCategory: [LIST_PAGE_NUMBER_PARAM],
  content: [SID_PARAM],
  search: [SEARCH_QUERY_PARAM],
  myBhajans: [SHARED_LIST_NAME_PARAM, SHARED_LIST_HYMNS_PARAM],
};

/** The parameters a route reads (ROUTE_PARAMS), in that order, as they are. */
function readParams(search: URLSearchParams, route: RouteName | undefined): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of (route && ROUTE_PARAMS[route]) ?? []) {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}

/**
 * The query of a route whose parameters are free text, as its page reads them: a search term made
 * plain and capped as the search does (cleanSearchTerm); a shared list's name and hymns as
 * sharedListOf reads them (none at all when they make no list). Two spellings of one page are then
 * one address, rendered and kept once.
 */
const NORMAL_QUERY: Partial<Record<RouteName, (search: URLSearchParams) => string>> = {
  search: (search) => {
    const term = search.get(SEARCH_QUERY_PARAM);
    return term === null ? '' : new URLSearchParams({ [SEARCH_QUERY_PARAM]: cleanSearchTerm(term) }).toString();
  },
  myBhajans: (search) => {
    const list = sharedListOf(search);
    return list ? sharedListQuery(list) : '';
  },
};

/**
 * A public page's address as the server renders it: the path, and of the query only the
 * parameters its route reads (ROUTE_PARAMS), in that order, free text in its normal form.
 */
export function pageAddress(pathname: string, search: URLSearchParams, route: RouteName | undefined): string {
  const normal = route && NORMAL_QUERY[route];
  const query = normal ? normal(search) : readParams(search, route).toString();
  return query ? `${pathname}?${query}` : pathname;
}

// Each pattern's segments, once (the server matches every request it answers from memory).
const ROUTE_SEGMENTS = (Object.keys(ROUTE_PATTERNS) as RouteName[]).map((name) => ({
  name,
  segments: ROUTE_PATTERNS[name].split('/').filter(Boolean),
}));

/** The route a path belongs to, or undefined for a path the app has no page for. */
export function matchRoute(pathname: string): RouteName | undefined {
  const segments = pathname.split('/').filter(Boolean);
  return ROUTE_SEGMENTS.find(
    ({ segments: wanted }) =>
      wanted.length === segments.length && wanted.every((part, index) => part.startsWith(':') || part === segments[index]),
  )?.name;
}

export function isKnownRoute(pathname: string): boolean {
  return matchRoute(pathname) !== undefined;
}

/**
 * A content's image, audio or video path as a URL: paths from the API are prefixed with the API
 * host (`AppConfig.mediaBaseUrl`, empty for same origin); absolute http(s) URLs are kept as they are.
 */
export function mediaUrl(path: string, mediaBaseUrl = ''): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = mediaBaseUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

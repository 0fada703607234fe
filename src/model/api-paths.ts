/**
 * The spec's calls, spelled once for the browser's fetchers, the server's routes, the
 * MSW handlers and the tests. Fixed paths are strings; paths with an id are builders, and their
 * Fastify route patterns (`:param`) are in `apiRoutes`.
 */
export const apiPaths = {
  subCategoryAll: '/api/subcategory/getAll',
  subCategoryNav: '/api/subcategory/getNav',
  // Ids are one path segment each, whatever an address held (encoded: '12?x' stays in its segment).
  subCategory: (subCategoryId: number | string) => `/api/subcategory/${encodeURIComponent(subCategoryId)}`,
  /** Visible content of one sub-category, in display order (the sub-category page's list). */
  /**
   * A sub-category's hymns, SUBCATEGORY_PAGE_SIZE at a time: page 0 (the first) unless asked; the
   * answer's TOTAL_COUNT_HEADER says how many there are in all.
   */
  contentBySubCategory: (subCategoryId: number | string, page = 0) =>
    `/api/content/sccache/${encodeURIComponent(subCategoryId)}${page > 0 ? `?${new URLSearchParams({ [LIST_PAGE_PARAM]: String(page) }).toString()}` : ''}`,
  /** One hymn; `sid` is passed through when the page URL has it. */
  contentDetail: (contentId: number | string, sid?: string | null) =>
    `/api/content/v3/${encodeURIComponent(contentId)}${sid ? `?${new URLSearchParams({ sid }).toString()}` : ''}`,
  /**
   * POST, empty JSON body: one content view. A view that a click on a search result led to says so
   * with `?source=search` (counted as a search click too).
   */
  contentAnalytics: (contentId: number | string, source?: ContentViewSource) =>
    `/api/content/v3/analytics/${contentId}${source ? `?${new URLSearchParams({ [CONTENT_VIEW_SOURCE_PARAM]: source }).toString()}` : ''}`,
  /**
   * `[{ contentId, titlePrimary }]`: the titles of visible hymns, in the order asked, the others left
   * out; at most SET_LIST_MAX_HYMNS ids (a shared list's page names its hymns with one call).
   */
  contentTitles: '/api/content/titles',
  /** `/api/content/titles?ids=12.48.7` */
  contentTitlesFor: (contentIds: readonly (number | string)[]) =>
    `/api/content/titles?${new URLSearchParams({ [CONTENT_IDS_PARAM]: contentIds.join(CONTENT_IDS_SEPARATOR) }).toString()}`,
  /** GET: one audio play. */
  audioPlay: (contentId: number | string) => `/api/getmore/audio/${contentId}`,
  search: '/api/content/search',
  /** `/api/content/search?term=…` */
  searchFor: (term: string) => `/api/content/search?${new URLSearchParams({ term }).toString()}`,
  /** `{ suggestions: [{ contentId, titlePrimary }] }`: titles for a term being typed. */
  suggestions: '/api/content/suggest',
  /** `/api/content/suggest?term=…` */
  suggestionsFor: (term: string) => `/api/content/suggest?${new URLSearchParams({ term }).toString()}`,
  staticPage: (pageName: string) => `/api/common/${encodeURIComponent(pageName)}`,
  feedbackCreate: '/public/api/feedback/create',
  /** POST: a reader's suggested correction of a hymn's line (src/model/corrections.ts); 201 `{ message }`. */
  correctionCreate: '/public/api/corrections',
  // Sing together's calls are togetherApiPaths (src/model/togetherRoom.ts): the first script carries none of them.

  // Admin (signed in; every one answers 401 JSON without a session).
  authLogin: '/api/auth/login',
  authLogout: '/api/auth/logout',
  authMe: '/api/auth/me',
  categoryAll: '/api/category/getAll',
  /** POST: create a category. */
  category: '/api/category',
  /** POST: create a sub-category (`category.categoryId`). */
  subCategoryCreate: '/api/subcategory',
  /** POST: create content, or update it when `contentId` is given (`subCategory.subCategoryId`). */
  contentSave: '/api/content',
  /** The content entity for the edit form, never cached. */
  contentForEdit: (contentId: number | string) => `/api/content/nocache/${contentId}`,
  /** `{ content, totalElements }`, page from 0, size 10/20/50; ordered by display order then id. */
  contentPage: (subCategoryId: number | string, page: number, size: number) =>
    `/api/content/get/${subCategoryId}?${new URLSearchParams({ page: String(page), size: String(size) }).toString()}`,
  /** GET: a hymn's History (src/model/revisions.ts), newest first. */
  contentHistory: (contentId: number | string) => `/api/admin/content/${encodeURIComponent(contentId)}/revisions`,
  /** GET: one revision of a hymn, whole. */
  contentRevision: (contentId: number | string, revision: number | string) =>
    `/api/admin/content/${encodeURIComponent(contentId)}/revisions/${encodeURIComponent(revision)}`,
  /** POST `{ revision }` (the hymn's revision now, as the History showed it): saves that revision again as the newest. */
  contentRestore: (contentId: number | string, revision: number | string) =>
    `/api/admin/content/${encodeURIComponent(contentId)}/revisions/${encodeURIComponent(revision)}/restore`,
  /** GET the audit trail, newest first: `?actor=&kind=&before=` (src/model/audit.ts). */
  adminAudit: '/api/admin/audit',
  /** GET the readers' corrections, `?status=pending` (default), `accepted` or `rejected`, and how many wait. */
  adminCorrections: '/api/admin/corrections',
  adminCorrectionsWith: (status: string) => `/api/admin/corrections?${new URLSearchParams({ status }).toString()}`,
  /** POST `{ revision, text? }`: the line replaced in the hymn as a new revision naming the correction. */
  adminCorrectionAccept: (id: number | string) => `/api/admin/corrections/${encodeURIComponent(id)}/accept`,
  /** POST `{ reason }`. */
  adminCorrectionReject: (id: number | string) => `/api/admin/corrections/${encodeURIComponent(id)}/reject`,
  reindex: '/api/common/reindex',
  refresh: '/api/common/refresh',
  /** POST multipart: one image, audio or video file; answers the path to store. */
  adminMedia: '/api/admin/media',
  /** POST a catalogue file (JSON Lines): checked, then written as it streams its progress (catalogue-file.ts). */
  adminCatalogueImport: '/api/admin/catalogue/import',
  /** The same, naming the chosen file (the revisions it writes say `import <file>`). */
  adminCatalogueImportOf: (fileName: string) => `/api/admin/catalogue/import?${new URLSearchParams({ file: fileName }).toString()}`,
  /** GET: every hymn as a catalogue file, downloaded. */
  adminCatalogueExport: '/api/admin/catalogue/export',
  /** The OpenAPI document of every call, for editors and developers (generated from the routes' schemas). */
  openApi: '/api/admin/openapi.json',

  // The statistics dashboard (signed in). Fixed paths, and builders with their query parameter.
  statsRecentContent: '/api/admin/stats/recent-content',
  /** `[{ content_id, title_primary, hits }]` of the last `minutes` (10, 30 or 60), most hits first. */
  statsRecentContentFor: (minutes: number) =>
    `/api/admin/stats/recent-content?${new URLSearchParams({ minutes: String(minutes) }).toString()}`,
  statsSearches: '/api/admin/stats/searches',
  /** `[{ search_term, created_date }]`, newest first. */
  statsSearchesFor: (limit: number) => `/api/admin/stats/searches?${new URLSearchParams({ limit: String(limit) }).toString()}`,
  /** Daily rows of the last 30 days, newest first. */
  statsSummaryToday: '/api/admin/stats/summary/today',
  statsSummaryMonth: '/api/admin/stats/summary/month',
  statsAdsRevenue: '/api/admin/stats/ads-revenue',
  /** POST text/csv: the ad network's report; answers an `AdRevenueImportResult`. */
  statsAdsRevenueImport: '/api/admin/stats/ads-revenue/import',
  statsSearchPerformance: '/api/admin/stats/search-performance',
  statsAnalytics: '/api/admin/stats/analytics',
} as const;

/** Where a content view came from: the analytics call's `source` parameter. */
export const CONTENT_VIEW_SOURCE_PARAM = 'source';
export const CONTENT_VIEW_SOURCES = ['search'] as const;
export type ContentViewSource = (typeof CONTENT_VIEW_SOURCES)[number];

/** The same calls as Fastify/MSW route patterns. */
export const apiRoutes = {
  subCategory: '/api/subcategory/:scid',
  contentBySubCategory: '/api/content/sccache/:scid',
  contentDetail: '/api/content/v3/:id',
  contentAnalytics: '/api/content/v3/analytics/:id',
  audioPlay: '/api/getmore/audio/:contentId',
  staticPage: '/api/common/:pagename',
  contentForEdit: '/api/content/nocache/:id',
  contentPage: '/api/content/get/:scid',
  contentHistory: '/api/admin/content/:id/revisions',
  contentRevision: '/api/admin/content/:id/revisions/:revision',
  contentRestore: '/api/admin/content/:id/revisions/:revision/restore',
  adminCorrectionAccept: '/api/admin/corrections/:id/accept',
  adminCorrectionReject: '/api/admin/corrections/:id/reject',
  togetherRoom: '/public/api/together/rooms/:code',
  togetherEvents: '/public/api/together/rooms/:code/events',
  togetherMove: '/public/api/together/rooms/:code/state',
  togetherEnd: '/public/api/together/rooms/:code/end',
  togetherPin: '/public/api/together/rooms/:code/pin',
  togetherTakeOver: '/public/api/together/rooms/:code/leader',
  togetherFollowers: '/public/api/together/rooms/:code/followers',
} as const;

/** Every call's path starts with one of these (the public feedback call's with the second). */
export const API_PATH_PREFIXES = ['/api/', '/public/api/'] as const;

/** A paged list's page (from 0), in a call's query string. */
export const LIST_PAGE_PARAM = 'page';
/** How many entries a paged list holds in all, in a header of its answer (the body stays the spec's array). */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** The titles call's ids, one parameter: `ids=12.48.7` (as a shared list's link spells its hymns). */
export const CONTENT_IDS_PARAM = 'ids';
export const CONTENT_IDS_SEPARATOR = '.';

/** The search call's query parameter. */
export const SEARCH_TERM_PARAM = 'term';

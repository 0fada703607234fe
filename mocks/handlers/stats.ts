import { AUTH_TEXTS } from '../../src/model/authTexts';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { apiPaths } from '../../src/model/api-paths';
import { DEFAULT_RECENT_CONTENT_WINDOW, SEARCH_TERMS_LIMIT, type RecentContentWindow } from '../../src/model/constants';
import { MESSAGES } from '../../src/model/messages';
import { AD_REVENUE_IMPORT_REFUSALS, AD_REVENUE_IMPORT_TYPES, STATS_QUERY_REASONS, type RecentContentRow } from '../../src/model/stats';
import {
  AD_REVENUE_EMPTY_MESSAGE,
  AD_REVENUE_REJECTED_MESSAGE,
  AD_REVENUE_TOO_LARGE_MESSAGE,
  adRevenueImportResult,
  adsRevenue,
  adsRevenueAfterImport,
  dailySummary,
  isRecentContentWindow,
  monthSummary,
  noTrafficAdsRevenue,
  noTrafficDailySummary,
  noTrafficMonthSummary,
  noTrafficSearchPerformance,
  noTrafficVisitorAnalytics,
  recentContentByWindow,
  searchPerformance,
  searchTerms,
  visitorAnalytics,
} from '../fixtures/stats';
import { mockSession } from './auth';

/**
 * The statistics dashboard's calls, each with the variants its stories need: `success`
 * (the fixtures), `empty` (a site without any traffic), `error` (500), `loading` (never answers),
 * `errorOnce` (500 the first time, then the fixtures: for 'Try again') and `endsSession` (401, the
 * session has ended). Stories override one call with `parameters.msw.handlers.statsSummaryMonth`
 * and so on (keys in ./index.ts).
 *
 * `statsMock` records every stats request (path and query) and every import's body, and holds the
 * month's revenue, which a successful import changes as the server's ledger would. Call
 * `statsMock.reset()` in the story's `beforeEach`.
 */
export const statsMock = {
  /** Each stats GET as `pathname + search`, oldest first. */
  requests: [] as string[],
  /** Each revenue import: its Content-Type and body. */
  imports: [] as { contentType: string | null; body: string }[],
  /** What `statsAdsRevenue.success` answers: the fixture's figure until an import succeeds. */
  revenue: adsRevenue.revenue,
  reset() {
    statsMock.requests = [];
    statsMock.imports = [];
    statsMock.revenue = adsRevenue.revenue;
  },
};

/** The server's 400 for a window other than 10, 30 or 60 minutes. */
export const BAD_WINDOW_MESSAGE = `Invalid querystring: minutes ${STATS_QUERY_REASONS.minutes}`;
/** The server's 415 for a body that is not CSV. */
export const NOT_CSV_MESSAGE = AD_REVENUE_IMPORT_REFUSALS.type;
const REPORT_TYPES: readonly string[] = AD_REVENUE_IMPORT_TYPES;

const serverError = () => HttpResponse.json({ message: MESSAGES.somethingWentWrong }, { status: 500 });
const signedOut = () => HttpResponse.json({ message: AUTH_TEXTS.signedOut }, { status: 401 });
const forever = async () => {
  await delay('infinite');
  return serverError();
};

/** Records the request; answers how many requests to this path there have been, this one included. */
function record(request: Request): number {
  const { pathname, search } = new URL(request.url);
  statsMock.requests.push(pathname + search);
  return statsMock.requests.filter((call) => call.split('?')[0] === pathname).length;
}

type Answer = (request: Request) => Response;

/** The variants of one call, answered by `answer` (with the fixtures) and `noTraffic`. */
function variants(path: string, answer: Answer, noTraffic: Answer) {
  return {
    success: http.get(path, ({ request }) => {
      record(request);
      return answer(request);
    }),
    empty: http.get(path, ({ request }) => {
      record(request);
      return noTraffic(request);
    }),
    error: http.get(path, ({ request }) => {
      record(request);
      return serverError();
    }),
    loading: http.get(path, async ({ request }) => {
      record(request);
      return forever();
    }),
    /** 500 the first time since `statsMock.reset()`, then the fixtures. */
    errorOnce: http.get(path, ({ request }) => (record(request) === 1 ? serverError() : answer(request))),
    /** The session ends now (it expired, or the editor signed out in another tab): 401. */
    endsSession: http.get(path, ({ request }) => {
      record(request);
      mockSession.signedIn = false;
      return signedOut();
    }),
  };
}

const json =
  (body: () => JsonBodyType): Answer =>
  () =>
    HttpResponse.json(body());

function recentContent(request: Request, rows: (minutes: RecentContentWindow) => RecentContentRow[]) {
  const minutes = Number(new URL(request.url).searchParams.get('minutes') ?? DEFAULT_RECENT_CONTENT_WINDOW);
  if (!isRecentContentWindow(minutes)) return HttpResponse.json({ message: BAD_WINDOW_MESSAGE }, { status: 400 });
  return HttpResponse.json(rows(minutes));
}

/** `GET /api/admin/stats/recent-content?minutes=10|30|60`: each window's own rows (400 for another window). */
export const statsRecentContent = {
  ...variants(
    apiPaths.statsRecentContent,
    (request) => recentContent(request, (minutes) => recentContentByWindow[minutes]),
    (request) => recentContent(request, () => []),
  ),
  /** The first window at once, every later one never: the table keeps the rows it has while it waits. */
  stallsAfterFirst: http.get(apiPaths.statsRecentContent, ({ request }) =>
    record(request) === 1 ? recentContent(request, (minutes) => recentContentByWindow[minutes]) : forever(),
  ),
};

/** `GET /api/admin/stats/searches?limit=…`: the latest terms, at most `limit` (default 10). */
export const statsSearches = variants(
  apiPaths.statsSearches,
  (request) => {
    const limit = Number(new URL(request.url).searchParams.get('limit') ?? SEARCH_TERMS_LIMIT);
    return HttpResponse.json(searchTerms.slice(0, limit));
  },
  json(() => []),
);

/** `GET /api/admin/stats/summary/today`: 30 daily rows, newest first (zeros without traffic). */
export const statsSummaryToday = variants(
  apiPaths.statsSummaryToday,
  json(() => dailySummary),
  json(() => noTrafficDailySummary),
);

/** `GET /api/admin/stats/summary/month`. */
export const statsSummaryMonth = variants(
  apiPaths.statsSummaryMonth,
  json(() => monthSummary),
  json(() => noTrafficMonthSummary),
);

/** `GET /api/admin/stats/ads-revenue`: the fixture's figure, or the imported report's once an import succeeded. */
export const statsAdsRevenue = variants(
  apiPaths.statsAdsRevenue,
  json(() => ({ revenue: statsMock.revenue })),
  json(() => noTrafficAdsRevenue),
);

/** `GET /api/admin/stats/search-performance`. */
export const statsSearchPerformance = variants(
  apiPaths.statsSearchPerformance,
  json(() => searchPerformance),
  json(() => noTrafficSearchPerformance),
);

/** `GET /api/admin/stats/analytics`. */
export const statsAnalytics = variants(
  apiPaths.statsAnalytics,
  json(() => visitorAnalytics),
  json(() => noTrafficVisitorAnalytics),
);

async function recordImport(request: Request) {
  const body = await request.text();
  const contentType = request.headers.get('Content-Type');
  statsMock.imports.push({ contentType, body });
  return { body, contentType };
}

/** `POST /api/admin/stats/ads-revenue/import` (text/csv). */
export const statsAdsRevenueImport = {
  /** Imports the report: the month's revenue becomes the report's (415 unless sent as CSV, 400 when empty). */
  success: http.post(apiPaths.statsAdsRevenueImport, async ({ request }) => {
    const { body, contentType } = await recordImport(request);
    const mediaType = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
    if (!REPORT_TYPES.includes(mediaType)) return HttpResponse.json({ message: NOT_CSV_MESSAGE }, { status: 415 });
    if (!body.trim()) return HttpResponse.json({ message: AD_REVENUE_EMPTY_MESSAGE }, { status: 400 });
    statsMock.revenue = adsRevenueAfterImport.revenue;
    return HttpResponse.json(adRevenueImportResult);
  }),
  /** 400: a report the server cannot read, with its reason. */
  rejected: http.post(apiPaths.statsAdsRevenueImport, async ({ request }) => {
    await recordImport(request);
    return HttpResponse.json({ message: AD_REVENUE_REJECTED_MESSAGE }, { status: 400 });
  }),
  /** 413: larger than the server takes. */
  tooLarge: http.post(apiPaths.statsAdsRevenueImport, async ({ request }) => {
    await recordImport(request);
    return HttpResponse.json({ message: AD_REVENUE_TOO_LARGE_MESSAGE }, { status: 413 });
  }),
  error: http.post(apiPaths.statsAdsRevenueImport, async ({ request }) => {
    await recordImport(request);
    return serverError();
  }),
  /** Never answers: the import stays under way. */
  loading: http.post(apiPaths.statsAdsRevenueImport, async ({ request }) => {
    await recordImport(request);
    return forever();
  }),
};

/** Every dashboard call answering as for a site nobody has visited yet (keys as in ./index.ts). */
export const statsNoTrafficHandlers = {
  statsRecentContent: statsRecentContent.empty,
  statsSearches: statsSearches.empty,
  statsSummaryToday: statsSummaryToday.empty,
  statsSummaryMonth: statsSummaryMonth.empty,
  statsAdsRevenue: statsAdsRevenue.empty,
  statsSearchPerformance: statsSearchPerformance.empty,
  statsAnalytics: statsAnalytics.empty,
};

/** Every dashboard call failing (500). */
export const statsFailingHandlers = {
  statsRecentContent: statsRecentContent.error,
  statsSearches: statsSearches.error,
  statsSummaryToday: statsSummaryToday.error,
  statsSummaryMonth: statsSummaryMonth.error,
  statsAdsRevenue: statsAdsRevenue.error,
  statsSearchPerformance: statsSearchPerformance.error,
  statsAnalytics: statsAnalytics.error,
};

/** Every dashboard call never answering. */
export const statsLoadingHandlers = {
  statsRecentContent: statsRecentContent.loading,
  statsSearches: statsSearches.loading,
  statsSummaryToday: statsSummaryToday.loading,
  statsSummaryMonth: statsSummaryMonth.loading,
  statsAdsRevenue: statsAdsRevenue.loading,
  statsSearchPerformance: statsSearchPerformance.loading,
  statsAnalytics: statsAnalytics.loading,
};

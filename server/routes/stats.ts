/**
 * The statistics dashboard's calls: recent content, search terms, the daily and
 * monthly figures, ad revenue and its CSV import. Signed in only: every route answers 401 before
 * anything else (`requireAdmin` on request, before the body is read or the query judged), and every
 * answer is private and never stored.
 *
 * "Now", "today" and "this month" come from the app's clock (`now`) in the server's time zone
 * (`timeZone`, config TIME_ZONE), so the figures are the days the site's editors live.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiPaths } from '../../src/model/api-paths';
import {
  AD_REVENUE_CURRENCY,
  AD_REVENUE_IMPORT_MAX_BYTES,
  DAILY_SUMMARY_DAYS,
  DEFAULT_RECENT_CONTENT_WINDOW,
  RECENT_CONTENT_ROWS_LIMIT,
  RECENT_CONTENT_WINDOWS,
  SEARCH_TERMS_LIMIT,
  SEARCH_TERMS_MAX_LIMIT,
  type RecentContentWindow,
} from '../../src/model/constants';
import type {
  AdRevenueImportResult,
  AdsRevenue,
  DailySummaryRow,
  MonthSummary,
  RecentContentRow,
  SearchPerformance,
  SearchTermRow,
  VisitorAnalytics,
} from '../../src/model/stats';
import { AD_REVENUE_IMPORT_REFUSALS, AD_REVENUE_IMPORT_TYPES, STATS_QUERY_REASONS } from '../../src/model/stats';
import type { Database } from '../db/connect';
import { HttpError, invalidInput } from '../http/errors';
import { requireAdmin } from '../http/session';
import { AdRevenueReportError, decodeReport, importAdRevenue, parseAdRevenueReport } from '../services/ad-revenue';
import {
  dailySummary,
  monthAdRevenue,
  monthSummary,
  recentContent,
  searchPerformance,
  searchTerms,
  visitorAnalytics,
} from '../services/stats';
import { dayIn } from '../services/time-zone';
import { answerPrivately } from '../http/admin-caching';
import { errorResponses } from './schemas';

export interface StatsRoutesOptions {
  db: Database;
  /** The days and months of the figures are in this IANA time zone (config.timeZone). */
  timeZone: string;
  /** The clock ("now", "today", "this month"); tests fix it. */
  now: () => Date;
}

// Re-exported for the route's tests; the texts live in src/model/stats.ts (the mocks say them too).
export { AD_REVENUE_IMPORT_REFUSALS, STATS_QUERY_REASONS };

const LIMIT_PATTERN = /^[1-9][0-9]{0,2}$/;

/**
 * A query parameter as the schema lets it through: text, or a list when it was repeated (which is
 * refused here with the parameter's own reason, not a type error).
 */
const queryParam = { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } as const;
type QueryParam = string | string[] | undefined;

function minutesOf(value: QueryParam): RecentContentWindow {
  if (value === undefined) return DEFAULT_RECENT_CONTENT_WINDOW;
  const window = RECENT_CONTENT_WINDOWS.find((allowed) => String(allowed) === value);
  if (window === undefined) throw invalidInput('querystring', { minutes: STATS_QUERY_REASONS.minutes });
  return window;
}

function limitOf(value: QueryParam): number {
  if (value === undefined) return SEARCH_TERMS_LIMIT;
  const limit = typeof value === 'string' && LIMIT_PATTERN.test(value) ? Number(value) : Number.NaN;
  if (!(limit >= 1 && limit <= SEARCH_TERMS_MAX_LIMIT)) throw invalidInput('querystring', { limit: STATS_QUERY_REASONS.limit });
  return limit;
}

function objectSchema<const P extends Record<string, object>>(properties: P) {
  return { type: 'object', properties, required: Object.keys(properties) as (keyof P & string)[], additionalProperties: false } as const;
}

const count = { type: 'integer' } as const;
const day = { type: 'string' } as const;
const money = { type: 'number' } as const;

const recentContentSchema = {
  type: 'array',
  items: objectSchema({ content_id: count, title_primary: { type: 'string' }, hits: count }),
} as const;
const searchTermsSchema = {
  type: 'array',
  items: objectSchema({ search_term: { type: 'string' }, created_date: { type: 'string' } }),
} as const;
const dailySummarySchema = {
  type: 'array',
  items: objectSchema({ date: day, count_content: count, audio_count: count, sub_category_count: count }),
} as const;
const monthSummarySchema = objectSchema({ count_content: count, audio_count: count, sub_category_count: count });
const adsRevenueSchema = objectSchema({ revenue: money });
const searchPerformanceSchema = objectSchema({ impressions: count, clicks: count });
const analyticsSchema = objectSchema({ users: count, sessions: count });
const importResultSchema = objectSchema({
  imported: count,
  firstDate: day,
  lastDate: day,
  total: money,
  message: { type: 'string' },
});
/** The calls without parameters accept none that they would act on; unknown ones are ignored. */
const noQuery = { type: 'object', properties: {} } as const;

const mediaTypeOf = (request: FastifyRequest) => (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();

/** The report's bytes, refused (413) as soon as they pass the limit, whatever Content-Length said. */
async function readReport(request: FastifyRequest, payload: AsyncIterable<Buffer>): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, AD_REVENUE_IMPORT_REFUSALS.size, { headers: { connection: 'close' } });
  if (Number(request.headers['content-length']) > AD_REVENUE_IMPORT_MAX_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += chunk.length;
    if (size > AD_REVENUE_IMPORT_MAX_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export const statsRoutes: FastifyPluginAsync<StatsRoutesOptions> = async (app, { db, timeZone, now }) => {
  const signedIn = { onRequest: requireAdmin } as const;
  const today = () => dayIn(now(), timeZone);

  // In this plugin only: the revenue import reads its body as CSV bytes (the routes here take no other body).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser([...AD_REVENUE_IMPORT_TYPES], (request: FastifyRequest, payload: IncomingMessage) =>
    readReport(request, payload),
  );

  app.get<{ Querystring: { minutes?: string | string[] }; Reply: RecentContentRow[] }>(
    apiPaths.statsRecentContent,
    {
      ...signedIn,
      schema: {
        querystring: { type: 'object', properties: { minutes: queryParam } },
        response: { 200: recentContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const minutes = minutesOf(request.query.minutes);
      const rows = await recentContent(db, { now: now(), minutes, limit: RECENT_CONTENT_ROWS_LIMIT });
      answerPrivately(reply);
      return rows;
    },
  );

  app.get<{ Querystring: { limit?: string | string[] }; Reply: SearchTermRow[] }>(
    apiPaths.statsSearches,
    {
      ...signedIn,
      schema: {
        querystring: { type: 'object', properties: { limit: queryParam } },
        response: { 200: searchTermsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const limit = limitOf(request.query.limit);
      const rows = await searchTerms(db, { now: now(), limit });
      answerPrivately(reply);
      return rows;
    },
  );

  app.get<{ Reply: DailySummaryRow[] }>(
    apiPaths.statsSummaryToday,
    { ...signedIn, schema: { querystring: noQuery, response: { 200: dailySummarySchema, ...errorResponses } } },
    async (_request, reply) => {
      const rows = await dailySummary(db, { today: today(), days: DAILY_SUMMARY_DAYS });
      answerPrivately(reply);
      return rows;
    },
  );

  app.get<{ Reply: MonthSummary }>(
    apiPaths.statsSummaryMonth,
    { ...signedIn, schema: { querystring: noQuery, response: { 200: monthSummarySchema, ...errorResponses } } },
    async (_request, reply) => {
      const summary = await monthSummary(db, today());
      answerPrivately(reply);
      return summary;
    },
  );

  app.get<{ Reply: AdsRevenue }>(
    apiPaths.statsAdsRevenue,
    { ...signedIn, schema: { querystring: noQuery, response: { 200: adsRevenueSchema, ...errorResponses } } },
    async (_request, reply) => {
      const revenue = await monthAdRevenue(db, today());
      answerPrivately(reply);
      return revenue;
    },
  );

  app.get<{ Reply: SearchPerformance }>(
    apiPaths.statsSearchPerformance,
    { ...signedIn, schema: { querystring: noQuery, response: { 200: searchPerformanceSchema, ...errorResponses } } },
    async (_request, reply) => {
      const performance = await searchPerformance(db, today());
      answerPrivately(reply);
      return performance;
    },
  );

  app.get<{ Reply: VisitorAnalytics }>(
    apiPaths.statsAnalytics,
    { ...signedIn, schema: { querystring: noQuery, response: { 200: analyticsSchema, ...errorResponses } } },
    async (_request, reply) => {
      const analytics = await visitorAnalytics(db, today());
      answerPrivately(reply);
      return analytics;
    },
  );

  app.post<{ Body: Buffer | undefined; Reply: AdRevenueImportResult }>(
    apiPaths.statsAdsRevenueImport,
    {
      ...signedIn,
      bodyLimit: AD_REVENUE_IMPORT_MAX_BYTES,
      // Before the body is read: a report of another type is refused without reading it.
      preParsing: async (request) => {
        if (!(AD_REVENUE_IMPORT_TYPES as readonly string[]).includes(mediaTypeOf(request))) {
          throw new HttpError(415, AD_REVENUE_IMPORT_REFUSALS.type, { headers: { connection: 'close' } });
        }
      },
      schema: { querystring: noQuery, response: { 200: importResultSchema, ...errorResponses } },
    },
    async (request, reply) => {
      let result: AdRevenueImportResult;
      try {
        result = await importAdRevenue(db, parseAdRevenueReport(decodeReport(request.body ?? Buffer.alloc(0))));
      } catch (error) {
        if (error instanceof AdRevenueReportError) throw new HttpError(400, error.message);
        throw error;
      }
      request.log.info(
        `ad revenue imported: ${result.imported} days, ${result.firstDate} to ${result.lastDate}, ${result.total} ${AD_REVENUE_CURRENCY}`,
      );
      answerPrivately(reply);
      return result;
    },
  );
};

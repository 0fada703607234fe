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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../src/model/api-paths';
import { AD_REVENUE_CURRENCY, AD_REVENUE_IMPORT_MAX_BYTES, DAILY_SUMMARY_DAYS, RECENT_CONTENT_ROWS_LIMIT } from '../../src/model/constants';
import { noQuerySchema } from '../../src/model/requests';
import {
  AD_REVENUE_IMPORT_REFUSALS,
  AD_REVENUE_IMPORT_TYPES,
  adRevenueImportResultSchema,
  adsRevenueSchema,
  dailySummaryRowSchema,
  monthSummarySchema,
  recentContentQuerySchema,
  recentContentRowSchema,
  searchPerformanceSchema,
  searchTermRowSchema,
  searchTermsQuerySchema,
  STATS_QUERY_REASONS,
  visitorAnalyticsSchema,
  type AdRevenueImportResult,
} from '../../src/model/stats';
import type { Database } from '../db/connect';
import { errorResponses, HttpError } from '../http/errors';
import { mediaTypeOf } from '../http/media-type';
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

export interface StatsRoutesOptions {
  db: Database;
  /** The days and months of the figures are in this IANA time zone (config.timeZone). */
  timeZone: string;
  /** The clock ("now", "today", "this month"); tests fix it. */
  now: () => Date;
}

// Re-exported for the route's tests; the texts live in src/model/stats.ts (the mocks say them too).
export { AD_REVENUE_IMPORT_REFUSALS, STATS_QUERY_REASONS };

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

/** The Fastify instance this plugin is given, for the routes declared outside it. */
type StatsApp = Parameters<FastifyPluginAsyncZod<StatsRoutesOptions>>[0];

const signedIn = { onRequest: requireAdmin } as const;

export const statsRoutes: FastifyPluginAsyncZod<StatsRoutesOptions> = async (app, { db, timeZone, now }) => {
  const today = () => dayIn(now(), timeZone);

  // In this plugin only: the revenue import reads its body as CSV bytes (the routes here take no other body).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser([...AD_REVENUE_IMPORT_TYPES], (request: FastifyRequest, payload: IncomingMessage) =>
    readReport(request, payload),
  );

  app.get(
    apiPaths.statsRecentContent,
    {
      ...signedIn,
      schema: { querystring: recentContentQuerySchema, response: { 200: z.array(recentContentRowSchema), ...errorResponses } },
    },
    async (request, reply) => {
      const { minutes } = request.query;
      const rows = await recentContent(db, { now: now(), minutes, limit: RECENT_CONTENT_ROWS_LIMIT });
      answerPrivately(reply);
      return rows;
    },
  );

  app.get(
    apiPaths.statsSearches,
    { ...signedIn, schema: { querystring: searchTermsQuerySchema, response: { 200: z.array(searchTermRowSchema), ...errorResponses } } },
    async (request, reply) => {
      const { limit } = request.query;
      const rows = await searchTerms(db, { now: now(), limit });
      answerPrivately(reply);
      return rows;
    },
  );

  // The figures as of today are all one kind of route: signed in, no query, the figure answered privately.
  const todaysFigureRoute = <S extends z.ZodType>(path: string, response: S, compute: (today: string) => Promise<z.infer<S>>) => {
    // Fastify cannot type a reply by a schema still generic: compute's type checks each figure against its schema instead.
    const figureSchema: z.ZodType = response;
    app.get(
      path,
      { ...signedIn, schema: { querystring: noQuerySchema, response: { 200: figureSchema, ...errorResponses } } },
      async (_request, reply) => {
        const figure = await compute(today());
        answerPrivately(reply);
        return figure;
      },
    );
  };
  todaysFigureRoute(apiPaths.statsSummaryToday, z.array(dailySummaryRowSchema), (today) =>
    dailySummary(db, { today, days: DAILY_SUMMARY_DAYS }),
  );
  todaysFigureRoute(apiPaths.statsSummaryMonth, monthSummarySchema, (today) => monthSummary(db, today));
  todaysFigureRoute(apiPaths.statsAdsRevenue, adsRevenueSchema, (today) => monthAdRevenue(db, today));
  todaysFigureRoute(apiPaths.statsSearchPerformance, searchPerformanceSchema, (today) => searchPerformance(db, today));
  todaysFigureRoute(apiPaths.statsAnalytics, visitorAnalyticsSchema, (today) => visitorAnalytics(db, today));

  adRevenueImportRoute(app, db);
};

/** The ad network's CSV report, imported into the revenue figures; a route of its own because only it reads a body. */
function adRevenueImportRoute(app: StatsApp, db: Database): void {
  app.post(
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
      schema: {
        consumes: [...AD_REVENUE_IMPORT_TYPES],
        description: "The ad network's report as CSV (a Date column and an earnings column in USD).",
        querystring: noQuerySchema,
        response: { 200: adRevenueImportResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      let result: AdRevenueImportResult;
      try {
        result = await importAdRevenue(db, parseAdRevenueReport(decodeReport((request.body as Buffer | undefined) ?? Buffer.alloc(0))));
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
}

import { z } from 'zod';
import {
  AD_REVENUE_CURRENCY,
  AD_REVENUE_DAY_MAX,
  AD_REVENUE_IMPORT_MAX_BYTES,
  DEFAULT_RECENT_CONTENT_WINDOW,
  RECENT_CONTENT_WINDOWS,
  SEARCH_TERMS_LIMIT,
  SEARCH_TERMS_MAX_LIMIT,
  type RecentContentWindow,
} from './constants';

/**
 * The statistics dashboard's answers (the spec's entities, "Stats rows", and the dashboard's calls). Field
 * names are the spec's, snake_case as the calls answer them. Counts are whole numbers; dates are
 * days (`YYYY-MM-DD`) in the server's time zone, instants are ISO 8601 strings.
 */

const count = () => z.number().int();
/** `YYYY-MM-DD` in the server's time zone. */
const day = () => z.string();
/** USD with 2 decimals (12.5 means $12.50). */
const money = () => z.number();

/** `GET /api/stats/recent-content?minutes=`: the hymns viewed most in the last minutes. */
export const recentContentRowSchema = z.object({ content_id: count(), title_primary: z.string(), hits: count() });
export type RecentContentRow = z.infer<typeof recentContentRowSchema>;

export const searchTermRowSchema = z.object({
  search_term: z.string(),
  /** When it was searched, ISO 8601 with the offset (`2026-11-22T04:05:06.000Z`). */
  created_date: z.string(),
});
export type SearchTermRow = z.infer<typeof searchTermRowSchema>;

export const dailySummaryRowSchema = z.object({
  date: day(),
  count_content: count(),
  audio_count: count(),
  sub_category_count: count(),
});
export type DailySummaryRow = z.infer<typeof dailySummaryRowSchema>;

export const monthSummarySchema = z.object({ count_content: count(), audio_count: count(), sub_category_count: count() });
export type MonthSummary = z.infer<typeof monthSummarySchema>;

export const adsRevenueSchema = z.object({ revenue: money() });
export type AdsRevenue = z.infer<typeof adsRevenueSchema>;

export const searchPerformanceSchema = z.object({
  /** Results shown by the site's own search this month. */
  impressions: count(),
  /** Search results clicked this month. */
  clicks: count(),
});
export type SearchPerformance = z.infer<typeof searchPerformanceSchema>;

export const visitorAnalyticsSchema = z.object({
  /** Distinct visitors (a cookie-free daily hash: a visitor counts once per day they came). */
  users: count(),
  /** Runs of a visitor's activity with gaps under 30 minutes. */
  sessions: count(),
});
export type VisitorAnalytics = z.infer<typeof visitorAnalyticsSchema>;

/** The answer to a revenue import. */
export const adRevenueImportResultSchema = z.object({
  /** Days written (a day already in the ledger is replaced, not added to). */
  imported: count(),
  /** The first and last day of the report, `YYYY-MM-DD`. */
  firstDate: day(),
  lastDate: day(),
  /** The report's revenue over those days, USD with 2 decimals. */
  total: money(),
  /** A sentence for the editor ('Imported 30 days of ad revenue (2026-10-01 to 2026-10-30).'). */
  message: z.string(),
});
export type AdRevenueImportResult = z.infer<typeof adRevenueImportResultSchema>;

/** What a 400 says of a bad stats query parameter (`Invalid querystring: minutes must be one of 10, 30, 60`). */
export const STATS_QUERY_REASONS = {
  minutes: `must be one of ${RECENT_CONTENT_WINDOWS.join(', ')}`,
  limit: `must be a whole number from 1 to ${SEARCH_TERMS_MAX_LIMIT}`,
} as const;

const LIMIT_PATTERN = /^[1-9][0-9]{0,2}$/;

/** `?minutes=`: one of the dashboard's windows; missing is the default one. */
export const recentContentQuerySchema = z.object({
  minutes: z
    .string({ error: STATS_QUERY_REASONS.minutes })
    .optional()
    .transform((value, context): RecentContentWindow => {
      if (value === undefined) return DEFAULT_RECENT_CONTENT_WINDOW;
      const window = RECENT_CONTENT_WINDOWS.find((allowed) => String(allowed) === value);
      if (window !== undefined) return window;
      context.addIssue({ code: 'custom', message: STATS_QUERY_REASONS.minutes });
      return z.NEVER;
    }),
});

/** `?limit=`: how many search terms, 1 … SEARCH_TERMS_MAX_LIMIT; missing is SEARCH_TERMS_LIMIT. */
export const searchTermsQuerySchema = z.object({
  limit: z
    .string({ error: STATS_QUERY_REASONS.limit })
    .optional()
    .transform((value, context): number => {
      if (value === undefined) return SEARCH_TERMS_LIMIT;
      const limit = LIMIT_PATTERN.test(value) ? Number(value) : Number.NaN;
      if (limit >= 1 && limit <= SEARCH_TERMS_MAX_LIMIT) return limit;
      context.addIssue({ code: 'custom', message: STATS_QUERY_REASONS.limit });
      return z.NEVER;
    }),
});

/** The media types the revenue import takes; anything else is 415. */
export const AD_REVENUE_IMPORT_TYPES = ['text/csv', 'text/plain'] as const;

/** The revenue import's 415 and 413. */
export const AD_REVENUE_IMPORT_REFUSALS = {
  type: `Send the ad network's report as CSV: the body of type ${AD_REVENUE_IMPORT_TYPES.join(' or ')}.`,
  size: `The report is too large: at most ${AD_REVENUE_IMPORT_MAX_BYTES / 1024 / 1024} MiB (${AD_REVENUE_IMPORT_MAX_BYTES.toLocaleString('en-US')} bytes). Export fewer days at a time.`,
} as const;

const quoted = (text: string) => `'${text.length > 40 ? `${text.slice(0, 40)}…` : text}'`;

/** Why a revenue report is refused (400); a problem of one line is said with `reportLineProblem`. */
export const AD_REVENUE_REPORT_PROBLEMS = {
  empty: "The report is empty: export the ad network's report as CSV and import that file.",
  noDateColumn: 'the header has no Date (or Day) column.',
  noRevenueColumn: `the header has no earnings or revenue column (like 'Estimated earnings (${AD_REVENUE_CURRENCY})').`,
  currency: (header: string, currency: string) =>
    `the revenue column ${quoted(header)} is in ${currency}; import a report in ${AD_REVENUE_CURRENCY}.`,
  unclosedQuote: 'a quoted field is not closed.',
  badDate: (text: string) => `${quoted(text)} is not a date (YYYY-MM-DD).`,
  repeatedDate: (day: string, firstLine: number) => `${day} is in the report twice (first on line ${firstLine}).`,
  badAmount: (text: string) => `${quoted(text)} is not an amount in ${AD_REVENUE_CURRENCY} (like 12.34 or $1,234.56).`,
  negativeAmount: (text: string) => `the revenue ${quoted(text)} is negative.`,
  tooLarge: (text: string) =>
    `the revenue ${quoted(text)} is more than one day can bring (${AD_REVENUE_DAY_MAX.toFixed(2)} ${AD_REVENUE_CURRENCY}).`,
  noDays: 'the report has no days of revenue below its header.',
} as const;

/** A problem of one line of the report ('Line 4: …'; lines count from 1). */
export const reportLineProblem = (line: number, problem: string) => `Line ${line}: ${problem}`;

/**
 * How long the raw analytics events (each view, play and search) are kept unless configured
 * (ANALYTICS_EVENTS_RETENTION_DAYS): a year, as the audit trail's entries. The daily rollups the
 * dashboard reads are kept for good.
 */
export const ANALYTICS_EVENTS_RETENTION_DEFAULT_DAYS = 365;

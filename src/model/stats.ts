/**
 * The statistics dashboard's answers (product-spec §3 "Stats rows", issue 5's table of calls). Field
 * names are the spec's, snake_case as the calls answer them. Counts are whole numbers; dates are
 * days (`YYYY-MM-DD`) in the server's time zone, instants are ISO 8601 strings.
 */

export interface RecentContentRow {
  content_id: number;
  title_primary: string;
  hits: number;
}

export interface SearchTermRow {
  search_term: string;
  /** When it was searched, ISO 8601 with the offset (`2026-11-22T04:05:06.000Z`). */
  created_date: string;
}

export interface DailySummaryRow {
  /** `YYYY-MM-DD` in the server's time zone. */
  date: string;
  count_content: number;
  audio_count: number;
  sub_category_count: number;
}

export interface MonthSummary {
  count_content: number;
  audio_count: number;
  sub_category_count: number;
}

export interface AdsRevenue {
  /** USD with 2 decimals (12.5 means $12.50). */
  revenue: number;
}

export interface SearchPerformance {
  /** Results shown by the site's own search this month. */
  impressions: number;
  /** Search results clicked this month. */
  clicks: number;
}

export interface VisitorAnalytics {
  /** Distinct visitors (a cookie-free daily hash: a visitor counts once per day they came). */
  users: number;
  /** Runs of a visitor's activity with gaps under 30 minutes. */
  sessions: number;
}

/** The answer to a revenue import. */
export interface AdRevenueImportResult {
  /** Days written (a day already in the ledger is replaced, not added to). */
  imported: number;
  /** The first and last day of the report, `YYYY-MM-DD`. */
  firstDate: string;
  lastDate: string;
  /** The report's revenue over those days, USD with 2 decimals. */
  total: number;
  /** A sentence for the editor ('Imported 30 days of ad revenue (2026-10-01 to 2026-10-30).'). */
  message: string;
}

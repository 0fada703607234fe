/**
 * The statistics dashboard's figures. Days and months are those of the server's time zone
 * (config TIME_ZONE): the routes turn their clock's "now" into `today` with dayIn() and pass it here.
 *
 * What each figure reads, so that it stays fast whatever the number of events:
 * - the daily and monthly figures read the rollups only (`stats_daily`, `visitor_day`: one row per
 *   day, one per visitor and day) and the `ad_revenue` ledger, never `analytics_event`;
 * - recent content and the search terms read `analytics_event` through its (kind, created_at) index:
 *   at most an hour of one kind of event, or the newest few searches.
 */
import { and, asc, desc, eq, gt, gte, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  AdsRevenue,
  DailySummaryRow,
  MonthSummary,
  RecentContentRow,
  SearchPerformance,
  SearchTermRow,
  VisitorAnalytics,
} from '../../src/model/stats';
import type { Database } from '../db/connect';
import { adRevenue, analyticsEvent, content, statsDaily } from '../db/schema';
import { addDays, monthStart } from './time-zone';

/** `sum(...)`/`count(...)` as a JS number: PostgreSQL answers bigint and numeric sums as text. */
const total = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);

/** The first day of the month after `day`'s, `YYYY-MM-01`. */
export function nextMonthStart(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** Days of `today`'s month: `day >= first and day < next`. */
function inMonthOf(column: AnyPgColumn, today: string) {
  const first = monthStart(today);
  return and(gte(column, first), lt(column, nextMonthStart(first)));
}

/**
 * The hymns viewed in the `minutes` before `now` (events with created_at in (now − minutes, now]),
 * most hits first, then by content id; at most `limit`. The title is the content's stored primary
 * title whatever its flags; views of content deleted since are left out.
 */
export async function recentContent(
  db: Database,
  { now, minutes, limit }: { now: Date; minutes: number; limit: number },
): Promise<RecentContentRow[]> {
  const from = new Date(now.getTime() - minutes * 60_000);
  // Counted per hymn from the (kind, created_at, content_id) index alone, then named: the join
  // sees one row per hymn, not one per view.
  const counted = db
    .select({ contentId: analyticsEvent.contentId, hits: sql<number>`count(*)::int`.as('hits') })
    .from(analyticsEvent)
    .where(and(eq(analyticsEvent.kind, 'content_view'), gt(analyticsEvent.createdAt, from), lte(analyticsEvent.createdAt, now)))
    .groupBy(analyticsEvent.contentId)
    .as('counted');
  return db
    .select({ content_id: content.contentId, title_primary: content.titlePrimary, hits: counted.hits })
    .from(counted)
    .innerJoin(content, eq(content.contentId, counted.contentId))
    .orderBy(desc(counted.hits), asc(content.contentId))
    .limit(limit);
}

/** The newest `limit` searches up to `now`, newest first (events of the same instant: the later written first). */
export async function searchTerms(db: Database, { now, limit }: { now: Date; limit: number }): Promise<SearchTermRow[]> {
  const rows = await db
    .select({ term: analyticsEvent.searchTerm, at: analyticsEvent.createdAt })
    .from(analyticsEvent)
    .where(and(eq(analyticsEvent.kind, 'search'), lte(analyticsEvent.createdAt, now), isNotNull(analyticsEvent.searchTerm)))
    .orderBy(desc(analyticsEvent.createdAt), desc(analyticsEvent.id))
    .limit(limit);
  return rows.map((row) => ({ search_term: row.term ?? '', created_date: row.at.toISOString() }));
}

/** `days` rows from `today` back, newest first; a day without traffic is a row of zeros. */
export async function dailySummary(db: Database, { today, days }: { today: string; days: number }): Promise<DailySummaryRow[]> {
  const first = addDays(today, -(days - 1));
  const rows = await db
    .select({
      day: statsDaily.day,
      contentViews: statsDaily.contentViews,
      audioPlays: statsDaily.audioPlays,
      subCategoryViews: statsDaily.subCategoryViews,
    })
    .from(statsDaily)
    .where(and(gte(statsDaily.day, first), lte(statsDaily.day, today)));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: days }, (_, back) => {
    const date = addDays(today, -back);
    const row = byDay.get(date);
    return {
      date,
      count_content: row?.contentViews ?? 0,
      audio_count: row?.audioPlays ?? 0,
      sub_category_count: row?.subCategoryViews ?? 0,
    };
  });
}

/** Content views, audio plays and sub-category views of `today`'s month. */
export async function monthSummary(db: Database, today: string): Promise<MonthSummary> {
  const [row] = await db
    .select({
      count_content: total(sql`sum(${statsDaily.contentViews})`),
      audio_count: total(sql`sum(${statsDaily.audioPlays})`),
      sub_category_count: total(sql`sum(${statsDaily.subCategoryViews})`),
    })
    .from(statsDaily)
    .where(inMonthOf(statsDaily.day, today));
  return row ?? { count_content: 0, audio_count: 0, sub_category_count: 0 };
}

/** The site's own search in `today`'s month: results shown, and results clicked. */
export async function searchPerformance(db: Database, today: string): Promise<SearchPerformance> {
  const [row] = await db
    .select({
      impressions: total(sql`sum(${statsDaily.searchImpressions})`),
      clicks: total(sql`sum(${statsDaily.searchClicks})`),
    })
    .from(statsDaily)
    .where(inMonthOf(statsDaily.day, today));
  return row ?? { impressions: 0, clicks: 0 };
}

/** Visitors of `today`'s month: daily visitors (a visitor counts once per day they came) and their sessions. */
export async function visitorAnalytics(db: Database, today: string): Promise<VisitorAnalytics> {
  const [row] = await db
    .select({ users: total(sql`sum(${statsDaily.visitors})`), sessions: total(sql`sum(${statsDaily.sessions})`) })
    .from(statsDaily)
    .where(inMonthOf(statsDaily.day, today));
  return row ?? { users: 0, sessions: 0 };
}

/** The ad revenue ledger's sum for `today`'s month, USD (a number with at most 2 decimals; 0 when empty). */
export async function monthAdRevenue(db: Database, today: string): Promise<AdsRevenue> {
  // The sum of numeric(12,2) is exact; as text it converts to the nearest double of its 2 decimals.
  const [row] = await db
    .select({ revenue: total(sql`sum(${adRevenue.revenue})`) })
    .from(adRevenue)
    .where(inMonthOf(adRevenue.day, today));
  return { revenue: row?.revenue ?? 0 };
}

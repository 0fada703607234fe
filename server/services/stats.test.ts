import { beforeEach, describe, expect, it } from 'vitest';
import { seededDatabase } from '../test/seeded';
import {
  dailySummary,
  monthAdRevenue,
  monthSummary,
  nextMonthStart,
  recentContent,
  searchPerformance,
  searchTerms,
  visitorAnalytics,
} from './stats';

/**
 * The figures' queries against rows written straight into analytics_event and the rollups (the
 * recorder that writes them in the app is tested in events.test.ts and stats-rollups.test.ts; the
 * whole path, recorder to HTTP answer, in routes/stats.test.ts).
 */
describe('stats queries', () => {
  const opened = seededDatabase();
  const query = async <T extends object>(text: string, values: unknown[] = []) => (await opened.database.pool.query<T>(text, values)).rows;
  const now = new Date('2026-11-15T06:30:00.000Z');
  const minutesBefore = (minutes: number, ms = 0) => new Date(now.getTime() - minutes * 60_000 + ms);

  async function contentIds(count: number): Promise<{ id: number; title: string }[]> {
    return query('select content_id as id, title_primary as title from content order by content_id limit $1', [count]);
  }
  async function insertEvents(rows: { kind: string; contentId?: number; term?: string; at: Date }[]) {
    for (const row of rows) {
      await query('insert into analytics_event (kind, content_id, search_term, created_at) values ($1, $2, $3, $4)', [
        row.kind,
        row.contentId ?? null,
        row.term ?? null,
        row.at,
      ]);
    }
  }
  async function insertDaily(
    rows: {
      day: string;
      views?: number;
      plays?: number;
      subs?: number;
      impressions?: number;
      clicks?: number;
      visitors?: number;
      sessions?: number;
    }[],
  ) {
    for (const row of rows) {
      await query(
        'insert into stats_daily (day, content_views, audio_plays, sub_category_views, search_impressions, search_clicks, visitors, sessions) values ($1, $2, $3, $4, $5, $6, $7, $8)',
        [
          row.day,
          row.views ?? 0,
          row.plays ?? 0,
          row.subs ?? 0,
          row.impressions ?? 0,
          row.clicks ?? 0,
          row.visitors ?? 0,
          row.sessions ?? 0,
        ],
      );
    }
  }

  beforeEach(async () => {
    await query('truncate analytics_event, stats_daily, visitor_day, ad_revenue');
  });

  describe('recentContent', () => {
    it('counts the content views in (now − minutes, now], most hits first, then by content id', async () => {
      const [a, b, c, d] = await contentIds(4);
      await insertEvents([
        // Exactly 30 minutes ago: out of the 30-minute window; a millisecond later: in.
        { kind: 'content_view', contentId: a!.id, at: minutesBefore(30) },
        { kind: 'content_view', contentId: b!.id, at: minutesBefore(30, 1) },
        { kind: 'content_view', contentId: c!.id, at: minutesBefore(5) },
        { kind: 'content_view', contentId: c!.id, at: now },
        // After now: not yet.
        { kind: 'content_view', contentId: d!.id, at: new Date(now.getTime() + 1) },
        // Other kinds do not count.
        { kind: 'audio_play', contentId: d!.id, at: minutesBefore(1) },
        { kind: 'search_click', contentId: d!.id, at: minutesBefore(1) },
      ]);
      expect(await recentContent(opened.database.db, { now, minutes: 30, limit: 50 })).toEqual([
        { content_id: c!.id, title_primary: c!.title, hits: 2 },
        { content_id: b!.id, title_primary: b!.title, hits: 1 },
      ]);
      expect(await recentContent(opened.database.db, { now, minutes: 60, limit: 50 })).toEqual([
        { content_id: c!.id, title_primary: c!.title, hits: 2 },
        { content_id: a!.id, title_primary: a!.title, hits: 1 },
        { content_id: b!.id, title_primary: b!.title, hits: 1 },
      ]);
      expect(await recentContent(opened.database.db, { now, minutes: 10, limit: 50 })).toEqual([
        { content_id: c!.id, title_primary: c!.title, hits: 2 },
      ]);
      expect(await recentContent(opened.database.db, { now, minutes: 60, limit: 2 })).toHaveLength(2);
    });

    it('names hidden content by its stored title and leaves out views of content deleted since', async () => {
      const [a] = await contentIds(1);
      await query("update content set display_flag = 'N' where content_id = $1", [a!.id]);
      await insertEvents([
        { kind: 'content_view', contentId: a!.id, at: minutesBefore(1) },
        { kind: 'content_view', contentId: 2_000_000_000, at: minutesBefore(1) },
      ]);
      expect(await recentContent(opened.database.db, { now, minutes: 10, limit: 50 })).toEqual([
        { content_id: a!.id, title_primary: a!.title, hits: 1 },
      ]);
      await query("update content set display_flag = 'Y' where content_id = $1", [a!.id]);
    });
  });

  describe('searchTerms', () => {
    it('answers the newest searches up to now, newest first (the same instant: the later written first), at most limit', async () => {
      await insertEvents([
        { kind: 'search', term: 'राम', at: minutesBefore(90) },
        { kind: 'search', term: 'krishna', at: minutesBefore(2) },
        { kind: 'search', term: 'शिव', at: minutesBefore(2) },
        { kind: 'search', term: 'hanuman', at: now },
        { kind: 'search', term: 'future', at: new Date(now.getTime() + 1_000) },
        { kind: 'content_view', at: now },
      ]);
      expect(await searchTerms(opened.database.db, { now, limit: 10 })).toEqual([
        { search_term: 'hanuman', created_date: now.toISOString() },
        { search_term: 'शिव', created_date: minutesBefore(2).toISOString() },
        { search_term: 'krishna', created_date: minutesBefore(2).toISOString() },
        { search_term: 'राम', created_date: minutesBefore(90).toISOString() },
      ]);
      expect((await searchTerms(opened.database.db, { now, limit: 2 })).map((row) => row.search_term)).toEqual(['hanuman', 'शिव']);
    });
  });

  describe('dailySummary', () => {
    it('answers `days` rows from today back, newest first, zeros for days without a rollup', async () => {
      await insertDaily([
        { day: '2026-11-16', views: 99 },
        { day: '2026-11-15', views: 3, plays: 2, subs: 1 },
        { day: '2026-11-01', views: 7 },
        { day: '2026-10-17', views: 5, plays: 4, subs: 6 },
        { day: '2026-10-16', views: 99 },
      ]);
      const rows = await dailySummary(opened.database.db, { today: '2026-11-15', days: 30 });
      expect(rows).toHaveLength(30);
      expect(rows[0]).toEqual({ date: '2026-11-15', count_content: 3, audio_count: 2, sub_category_count: 1 });
      expect(rows[1]).toEqual({ date: '2026-11-14', count_content: 0, audio_count: 0, sub_category_count: 0 });
      expect(rows[14]).toEqual({ date: '2026-11-01', count_content: 7, audio_count: 0, sub_category_count: 0 });
      expect(rows[15]!.date).toBe('2026-10-31');
      expect(rows[29]).toEqual({ date: '2026-10-17', count_content: 5, audio_count: 4, sub_category_count: 6 });
      expect(rows.reduce((sum, row) => sum + row.count_content, 0)).toBe(15);
    });
  });

  describe('the month figures', () => {
    it('sum the rollups and the ledger of the month of today only (the month’s last day in, the next month’s first out)', async () => {
      await insertDaily([
        { day: '2026-10-31', views: 1000, plays: 1000, subs: 1000, impressions: 1000, clicks: 1000, visitors: 1, sessions: 9 },
        { day: '2026-11-01', views: 1, plays: 2, subs: 3, impressions: 40, clicks: 5, visitors: 1, sessions: 2 },
        { day: '2026-11-02', visitors: 2, sessions: 4 },
        { day: '2026-11-30', views: 10, plays: 20, subs: 30, impressions: 400, clicks: 50 },
        { day: '2026-12-01', views: 1000, plays: 1000, subs: 1000, impressions: 1000, clicks: 1000, visitors: 1, sessions: 9 },
      ]);
      await query(
        "insert into ad_revenue (day, revenue) values ('2026-10-31', 100), ('2026-11-01', 0.10), ('2026-11-30', 0.20), ('2026-12-01', 100)",
      );

      const db = opened.database.db;
      expect(await monthSummary(db, '2026-11-15')).toEqual({ count_content: 11, audio_count: 22, sub_category_count: 33 });
      expect(await searchPerformance(db, '2026-11-15')).toEqual({ impressions: 440, clicks: 55 });
      expect(await visitorAnalytics(db, '2026-11-15')).toEqual({ users: 3, sessions: 6 });
      // Exactly 0.3 (numeric in PostgreSQL), not 0.1 + 0.2 in floating point.
      expect(await monthAdRevenue(db, '2026-11-15')).toEqual({ revenue: 0.3 });

      expect(await monthSummary(db, '2026-10-01')).toEqual({ count_content: 1000, audio_count: 1000, sub_category_count: 1000 });
      expect(await visitorAnalytics(db, '2026-12-31')).toEqual({ users: 1, sessions: 9 });
      expect(await monthAdRevenue(db, '2026-12-31')).toEqual({ revenue: 100 });
    });

    it('are zeros for a month without rows', async () => {
      const db = opened.database.db;
      expect(await monthSummary(db, '2026-11-15')).toEqual({ count_content: 0, audio_count: 0, sub_category_count: 0 });
      expect(await searchPerformance(db, '2026-11-15')).toEqual({ impressions: 0, clicks: 0 });
      expect(await visitorAnalytics(db, '2026-11-15')).toEqual({ users: 0, sessions: 0 });
      expect(await monthAdRevenue(db, '2026-11-15')).toEqual({ revenue: 0 });
    });

    it('add up to large sums exactly (bigint and numeric sums become numbers)', async () => {
      await insertDaily([
        { day: '2026-11-01', views: 2_000_000_000 },
        { day: '2026-11-02', views: 2_000_000_000 },
      ]);
      await query("insert into ad_revenue (day, revenue) values ('2026-11-01', 999999.99), ('2026-11-02', 1000000.00)");
      expect((await monthSummary(opened.database.db, '2026-11-15')).count_content).toBe(4_000_000_000);
      expect((await monthAdRevenue(opened.database.db, '2026-11-15')).revenue).toBe(1_999_999.99);
    });
  });

  it('nextMonthStart turns the year after December', () => {
    expect(nextMonthStart('2026-11-15')).toBe('2026-12-01');
    expect(nextMonthStart('2026-12-31')).toBe('2027-01-01');
    expect(nextMonthStart('2027-01-01')).toBe('2027-02-01');
  });
});

import { Readable } from 'node:stream';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/model/api-paths';
import {
  AD_REVENUE_DAY_MAX,
  AD_REVENUE_IMPORT_MAX_BYTES,
  DAILY_SUMMARY_DAYS,
  RECENT_CONTENT_ROWS_LIMIT,
  SEARCH_TERMS_LIMIT,
} from '../../src/model/constants';
import type { AdRevenueImportResult, DailySummaryRow, RecentContentRow, SearchTermRow } from '../../src/model/stats';
import { SIGNED_OUT_MESSAGE } from '../http/session';
import { AD_REVENUE_REPORT_PROBLEMS as PROBLEMS } from '../services/ad-revenue';
import { adminTestApp, asAdmin } from '../test/admin';
import { AD_REVENUE_IMPORT_REFUSALS, STATS_QUERY_REASONS } from './stats';

const TIME_ZONE = 'Asia/Kolkata'; // UTC+05:30: local midnight is 18:30 UTC the day before.
const minutes = (n: number) => n * 60_000;

/**
 * The statistics calls on the real app and PostgreSQL, in the time zone TIME_ZONE, with the app's
 * clock fixed by each test. Traffic is made through the visitors' own calls (view, play,
 * sub-category page, search) at known times; the app's recorder writes it, rollups included, on flush.
 */
describe('the statistics calls', () => {
  let clock = new Date('2026-11-15T10:00:00.000Z');
  const opened = adminTestApp(undefined, { now: () => clock, env: { TIME_ZONE } });
  const query = async <T extends object>(text: string, values: unknown[] = []) => (await opened.database.pool.query<T>(text, values)).rows;
  const get = (url: string, headers: Record<string, string> = asAdmin) => opened.app.inject({ method: 'GET', url, headers });
  const getJson = async <T>(url: string): Promise<T> => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  /** Posts a report; `contentType` null sends none. */
  const importReport = (
    payload: string | Buffer | Readable,
    contentType: string | null = 'text/csv',
    headers: Record<string, string> = asAdmin,
  ) =>
    opened.app.inject({
      method: 'POST',
      url: apiPaths.statsAdsRevenueImport,
      payload,
      headers: { ...headers, ...(contentType === null ? {} : { 'content-type': contentType }) },
    });
  const ledger = async () =>
    query<{ day: string; revenue: string }>("select to_char(day, 'YYYY-MM-DD') as day, revenue::text from ad_revenue order by day");

  const at = (iso: string) => {
    clock = new Date(iso);
  };
  interface Visitor {
    address: string;
    userAgent: string;
  }
  const anonymous: Visitor = { address: '198.51.100.1', userAgent: 'Test/1' };
  const visitor = (visitorOf: Visitor) => ({ remoteAddress: visitorOf.address, headers: { 'user-agent': visitorOf.userAgent } });
  async function view(contentId: number, who = anonymous, source?: 'search') {
    const res = await opened.app.inject({
      method: 'POST',
      url: apiPaths.contentAnalytics(contentId, source),
      payload: {},
      ...visitor(who),
    });
    expect(res.statusCode).toBe(204);
  }
  async function play(contentId: number, who = anonymous) {
    expect((await opened.app.inject({ url: apiPaths.audioPlay(contentId), ...visitor(who) })).statusCode).toBe(204);
  }
  async function openSubCategory(subCategoryId: number, who = anonymous) {
    expect((await opened.app.inject({ url: apiPaths.subCategory(subCategoryId), ...visitor(who) })).statusCode).toBe(200);
  }
  /** Searches, answering how many results the visitor was shown. */
  async function search(term: string, who = anonymous): Promise<number> {
    const res = await opened.app.inject({ url: apiPaths.searchFor(term), ...visitor(who) });
    expect(res.statusCode).toBe(200);
    return res.json<{ response: { numFound: number } }>().response.numFound;
  }
  const flush = () => opened.events.flush();

  let hymns: { id: number; title: string; subCategoryId: number }[];
  beforeAll(async () => {
    hymns = await query(
      `select c.content_id as id, c.title_primary as title, c.sub_category_id as "subCategoryId" from content c
         join sub_category s on s.sub_category_id = c.sub_category_id
        where c.display_flag = 'Y' and s.display_flag = 'Y' order by c.content_id limit 3`,
    );
    expect(hymns).toHaveLength(3);
  });
  beforeEach(async () => {
    await flush();
    await query('truncate analytics_event, stats_daily, visitor_day, visitor_salt, ad_revenue');
    at('2026-11-15T10:00:00.000Z');
  });

  const readCalls = [
    apiPaths.statsRecentContent,
    apiPaths.statsRecentContentFor(10),
    apiPaths.statsSearches,
    apiPaths.statsSearchesFor(5),
    apiPaths.statsSummaryToday,
    apiPaths.statsSummaryMonth,
    apiPaths.statsAdsRevenue,
    apiPaths.statsSearchPerformance,
    apiPaths.statsAnalytics,
  ];

  describe('signed out', () => {
    it('every call answers 401 JSON, never stored, before judging its parameters or body, and writes nothing', async () => {
      for (const url of [...readCalls, `${apiPaths.statsRecentContent}?minutes=15`, `${apiPaths.statsSearches}?limit=0`]) {
        const res = await get(url, {});
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toEqual({ message: SIGNED_OUT_MESSAGE });
        expect(res.headers['cache-control']).toBe('no-store');
      }
      const requests = [
        importReport('Date,Earnings\n2026-11-01,1.00\n', 'text/csv', {}),
        importReport('{}', 'application/json', {}),
        importReport(Buffer.alloc(AD_REVENUE_IMPORT_MAX_BYTES + 1, 'a'), 'text/csv', {}),
      ];
      for (const res of await Promise.all(requests)) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: SIGNED_OUT_MESSAGE });
      }
      expect(await ledger()).toEqual([]);
    });
  });

  it('answers every call privately: never stored by a browser or a proxy', async () => {
    for (const url of readCalls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(String(res.headers.vary), url).toMatch(/\bCookie\b/);
    }
  });

  describe('GET recent-content', () => {
    it('counts the views in (now − minutes, now] for 10, 30 (the default) and 60 minutes, most hits first, then by content id', async () => {
      const [a, b, c] = hymns;
      const now = clock.getTime();
      const viewAt = async (msBefore: number, hymn: { id: number }) => {
        clock = new Date(now - msBefore);
        await view(hymn.id);
      };
      await viewAt(minutes(60), a!); // exactly 60 minutes ago: in no window
      await viewAt(minutes(60) - 1, b!);
      await viewAt(minutes(45), c!);
      await viewAt(minutes(30), c!); // exactly 30 minutes ago: only in the 60-minute window
      await viewAt(minutes(30) - 1, c!);
      await viewAt(minutes(10), b!); // exactly 10 minutes ago: in the 30- and 60-minute windows
      await viewAt(minutes(10) - 1, a!);
      await viewAt(0, a!); // now
      clock = new Date(now + 1);
      await view(c!.id); // after now: not yet
      clock = new Date(now);
      await play(b!.id); // not a view
      await flush();

      const row = (hymn: { id: number; title: string }, hits: number): RecentContentRow => ({
        content_id: hymn.id,
        title_primary: hymn.title,
        hits,
      });
      expect(await getJson(apiPaths.statsRecentContentFor(10))).toEqual([row(a!, 2)]);
      expect(await getJson(apiPaths.statsRecentContentFor(30))).toEqual([row(a!, 2), row(b!, 1), row(c!, 1)]);
      expect(await getJson(apiPaths.statsRecentContent)).toEqual([row(a!, 2), row(b!, 1), row(c!, 1)]);
      expect(await getJson(apiPaths.statsRecentContentFor(60))).toEqual([row(c!, 3), row(a!, 2), row(b!, 2)]);
      // As time goes on, the window moves: (now − 1 ms, now + 10 min − 1 ms].
      clock = new Date(now + minutes(10) - 1);
      expect(await getJson(apiPaths.statsRecentContentFor(10))).toEqual([row(a!, 1), row(c!, 1)]);
    });

    it('names a hymn hidden since by its stored title', async () => {
      const [a] = hymns;
      await view(a!.id);
      await flush();
      await query("update content set display_flag = 'N' where content_id = $1", [a!.id]);
      try {
        expect(await getJson(apiPaths.statsRecentContent)).toEqual([{ content_id: a!.id, title_primary: a!.title, hits: 1 }]);
      } finally {
        await query("update content set display_flag = 'Y' where content_id = $1", [a!.id]);
      }
    });

    it(`answers at most ${RECENT_CONTENT_ROWS_LIMIT} hymns, the most viewed`, async () => {
      const all = await query<{ id: number }>('select content_id as id from content order by content_id');
      expect(all.length).toBeGreaterThan(RECENT_CONTENT_ROWS_LIMIT);
      // The last hymn twice, so it leads; every other once.
      for (const { id } of [...all, all[all.length - 1]!]) opened.events.record({ kind: 'content_view', contentId: id });
      await flush();
      const rows = await getJson<RecentContentRow[]>(apiPaths.statsRecentContent);
      expect(rows).toHaveLength(RECENT_CONTENT_ROWS_LIMIT);
      expect(rows[0]).toMatchObject({ content_id: all[all.length - 1]!.id, hits: 2 });
      expect(rows.slice(1).map((row) => row.content_id)).toEqual(all.slice(0, RECENT_CONTENT_ROWS_LIMIT - 1).map((row) => row.id));
    });

    it('answers an empty list without traffic', async () => {
      expect(await getJson(apiPaths.statsRecentContent)).toEqual([]);
    });

    it('refuses any other window with 400 naming the allowed values', async () => {
      const bad = ['15', 'abc', '30.0', '', '-10', ' 30', '0x1e', '600'];
      const urls = [
        ...bad.map((value) => `${apiPaths.statsRecentContent}?${new URLSearchParams({ minutes: value }).toString()}`),
        `${apiPaths.statsRecentContent}?minutes=10&minutes=30`,
      ];
      for (const url of urls) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({
          message: `Invalid querystring: minutes ${STATS_QUERY_REASONS.minutes}`,
          fields: { minutes: STATS_QUERY_REASONS.minutes },
        });
        expect(res.headers['cache-control']).toBe('no-store');
      }
      expect(STATS_QUERY_REASONS.minutes).toBe('must be one of 10, 30, 60');
    });
  });

  describe('GET searches', () => {
    it('answers the newest searches first with their time (ISO 8601), 10 by default, `limit` on request', async () => {
      const start = clock.getTime();
      const terms = Array.from({ length: SEARCH_TERMS_LIMIT + 2 }, (_, i) => `भजन ${i + 1}`);
      for (const [i, term] of terms.entries()) {
        clock = new Date(start - minutes(terms.length - i));
        await search(term);
      }
      clock = new Date(start);
      await view(hymns[0]!.id); // not a search
      await flush();
      const expected: SearchTermRow[] = terms
        .map((term, i) => ({ search_term: term, created_date: new Date(start - minutes(terms.length - i)).toISOString() }))
        .reverse();
      expect(await getJson(apiPaths.statsSearches)).toEqual(expected.slice(0, SEARCH_TERMS_LIMIT));
      expect(await getJson(apiPaths.statsSearchesFor(3))).toEqual(expected.slice(0, 3));
      expect(await getJson(apiPaths.statsSearchesFor(1))).toEqual(expected.slice(0, 1));
      expect(await getJson(apiPaths.statsSearchesFor(100))).toEqual(expected);
    });

    it('refuses a limit that is not a whole number from 1 to 100 with 400', async () => {
      const bad = ['0', '101', 'abc', '1.5', '-1', '010', '', '1e1', '99999999999'];
      const urls = [
        ...bad.map((value) => `${apiPaths.statsSearches}?${new URLSearchParams({ limit: value }).toString()}`),
        `${apiPaths.statsSearches}?limit=1&limit=2`,
      ];
      for (const url of urls) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({
          message: `Invalid querystring: limit ${STATS_QUERY_REASONS.limit}`,
          fields: { limit: STATS_QUERY_REASONS.limit },
        });
      }
      expect(STATS_QUERY_REASONS.limit).toBe('must be a whole number from 1 to 100');
    });
  });

  describe('GET summary/today', () => {
    it('answers 30 days from today back, newest first, zeros for days without traffic; days end at local midnight', async () => {
      const [a, b] = hymns;
      at('2026-11-14T18:29:59.999Z'); // 23:59:59.999 on 14 November in Kolkata
      await view(a!.id);
      await play(a!.id);
      at('2026-11-14T18:30:00.000Z'); // midnight: 15 November
      await view(b!.id);
      await openSubCategory(b!.subCategoryId);
      at('2026-10-16T18:29:59.000Z'); // 16 October: the 31st day back, not shown
      await view(a!.id);
      at('2026-10-16T18:30:00.000Z'); // 17 October: the 30th day back
      await view(a!.id);
      await play(a!.id);
      await flush();

      at('2026-11-15T10:00:00.000Z');
      const rows = await getJson<DailySummaryRow[]>(apiPaths.statsSummaryToday);
      expect(rows).toHaveLength(DAILY_SUMMARY_DAYS);
      expect(rows[0]).toEqual({ date: '2026-11-15', count_content: 1, audio_count: 0, sub_category_count: 1 });
      expect(rows[1]).toEqual({ date: '2026-11-14', count_content: 1, audio_count: 1, sub_category_count: 0 });
      expect(rows[2]).toEqual({ date: '2026-11-13', count_content: 0, audio_count: 0, sub_category_count: 0 });
      expect(rows[29]).toEqual({ date: '2026-10-17', count_content: 1, audio_count: 1, sub_category_count: 0 });
      expect(rows.map((row) => row.date)).toEqual([...rows.map((row) => row.date)].sort().reverse());
      expect(rows.reduce((sum, row) => sum + row.count_content, 0)).toBe(3);

      // Still 15 November at 23:59:59.999 in Kolkata; at midnight a new day starts and the oldest leaves.
      at('2026-11-15T18:29:59.999Z');
      expect((await getJson<DailySummaryRow[]>(apiPaths.statsSummaryToday))[0]!.date).toBe('2026-11-15');
      at('2026-11-15T18:30:00.000Z');
      const next = await getJson<DailySummaryRow[]>(apiPaths.statsSummaryToday);
      expect(next).toHaveLength(DAILY_SUMMARY_DAYS);
      expect(next[0]).toEqual({ date: '2026-11-16', count_content: 0, audio_count: 0, sub_category_count: 0 });
      expect(next[1]).toEqual(rows[0]);
      expect(next[29]!.date).toBe('2026-10-18');
      expect(next.reduce((sum, row) => sum + row.count_content, 0)).toBe(2);
    });

    it('answers 30 rows of zeros without traffic', async () => {
      const rows = await getJson<DailySummaryRow[]>(apiPaths.statsSummaryToday);
      expect(rows).toHaveLength(DAILY_SUMMARY_DAYS);
      expect(rows.every((row) => row.count_content === 0 && row.audio_count === 0 && row.sub_category_count === 0)).toBe(true);
      expect(rows[0]!.date).toBe('2026-11-15');
    });
  });

  describe('the month figures: summary/month, search-performance, analytics, ads-revenue', () => {
    const x: Visitor = { address: '203.0.113.7', userAgent: 'Phone/1' };
    const y: Visitor = { address: '203.0.113.8', userAgent: 'Phone/1' };
    const monthFigures = async () => ({
      month: await getJson(apiPaths.statsSummaryMonth),
      search: await getJson(apiPaths.statsSearchPerformance),
      analytics: await getJson(apiPaths.statsAnalytics),
      revenue: await getJson(apiPaths.statsAdsRevenue),
    });

    it('count the month of the time zone: 2026-10-31T18:29:59Z is October in Kolkata, 18:30:00Z November', async () => {
      const [a, b] = hymns;
      const octoberTerm = a!.title.split(/[\s.]+/)[0]!;
      const novemberTerm = b!.title.split(/[\s.]+/)[0]!;

      at('2026-10-31T18:29:59.000Z');
      await view(a!.id, x);
      await play(a!.id, x);
      await openSubCategory(a!.subCategoryId, x);
      const octoberShown = await search(octoberTerm, x);
      await view(a!.id, x, 'search');

      at('2026-10-31T18:30:00.000Z');
      await view(b!.id, x); // a new day, so a new daily visitor
      const novemberShown = await search(novemberTerm, y);
      await view(b!.id, y, 'search');
      at('2026-10-31T19:15:00.000Z'); // 45 minutes later: x's second session
      await view(a!.id, x);
      at('2026-10-31T19:20:00.000Z'); // 5 minutes later: the same session
      await play(a!.id, x);
      await flush();
      expect(octoberShown).toBeGreaterThan(0);
      expect(novemberShown).toBeGreaterThan(0);

      const report = [
        'Date,Estimated earnings (USD)',
        '2026-10-31,100.00',
        '2026-11-01,0.10',
        '2026-11-30,"0.20"',
        '2026-12-01,50.004',
      ].join('\n');
      expect((await importReport(report)).statusCode).toBe(200);

      at('2026-10-31T18:29:59.999Z');
      expect(await monthFigures()).toEqual({
        month: { count_content: 2, audio_count: 1, sub_category_count: 1 },
        search: { impressions: octoberShown, clicks: 1 },
        analytics: { users: 1, sessions: 1 },
        revenue: { revenue: 100 },
      });

      for (const november of ['2026-10-31T18:30:00.000Z', '2026-11-15T10:00:00.000Z', '2026-11-30T18:29:59.999Z']) {
        at(november);
        expect(await monthFigures(), november).toEqual({
          month: { count_content: 3, audio_count: 1, sub_category_count: 0 },
          search: { impressions: novemberShown, clicks: 1 },
          analytics: { users: 2, sessions: 3 },
          // 0.10 + 0.20, exactly.
          revenue: { revenue: 0.3 },
        });
      }

      at('2026-11-30T18:30:00.000Z'); // 1 December in Kolkata
      expect(await monthFigures()).toEqual({
        month: { count_content: 0, audio_count: 0, sub_category_count: 0 },
        search: { impressions: 0, clicks: 0 },
        analytics: { users: 0, sessions: 0 },
        revenue: { revenue: 50 },
      });
    });

    it('are zeros without traffic or revenue', async () => {
      expect(await monthFigures()).toEqual({
        month: { count_content: 0, audio_count: 0, sub_category_count: 0 },
        search: { impressions: 0, clicks: 0 },
        analytics: { users: 0, sessions: 0 },
        revenue: { revenue: 0 },
      });
    });

    it('ads-revenue answers cents (2 decimals) from amounts given with more', async () => {
      const report = 'Date,Revenue\n2026-11-01,12.345\n2026-11-02,"$1,000.004"\n2026-11-03,0.015\n';
      expect((await importReport(report)).statusCode).toBe(200);
      expect(await getJson(apiPaths.statsAdsRevenue)).toEqual({ revenue: 1012.37 });
    });
  });

  describe('POST ads-revenue/import', () => {
    const report = [
      '\uFEFFDate,Page views,Estimated earnings (USD)',
      '2026-11-02,"1,200","$1,234.56"',
      '2026-11-01,900,12.34',
      'Totals,"2,100","$1,246.90"',
      '',
    ].join('\r\n');

    it('imports a report: each day in the ledger, the month figure updated, a sentence for the editor', async () => {
      const res = await importReport(report, 'text/csv; charset=utf-8');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.json<AdRevenueImportResult>()).toEqual({
        imported: 2,
        firstDate: '2026-11-01',
        lastDate: '2026-11-02',
        total: 1246.9,
        message: 'Imported 2 days of ad revenue (2026-11-01 to 2026-11-02).',
      });
      expect(await ledger()).toEqual([
        { day: '2026-11-01', revenue: '12.34' },
        { day: '2026-11-02', revenue: '1234.56' },
      ]);
      expect(await getJson(apiPaths.statsAdsRevenue)).toEqual({ revenue: 1246.9 });
    });

    it('changes nothing when the same report is imported again; a corrected report replaces its days', async () => {
      expect((await importReport(report)).statusCode).toBe(200);
      const again = await importReport(report);
      expect(again.statusCode).toBe(200);
      expect(again.json<AdRevenueImportResult>().imported).toBe(2);
      expect(await getJson(apiPaths.statsAdsRevenue)).toEqual({ revenue: 1246.9 });

      const corrected = await importReport('Date,Estimated earnings (USD)\n2026-11-02,1000.00\n2026-11-03,5.00\n', 'text/plain');
      expect(corrected.statusCode).toBe(200);
      expect(await ledger()).toEqual([
        { day: '2026-11-01', revenue: '12.34' },
        { day: '2026-11-02', revenue: '1000.00' },
        { day: '2026-11-03', revenue: '5.00' },
      ]);
      expect(await getJson(apiPaths.statsAdsRevenue)).toEqual({ revenue: 1017.34 });
    });

    it('refuses a bad report with 400 naming the line, and writes none of it', async () => {
      expect((await importReport('Date,Earnings\n2026-10-01,1.00\n')).statusCode).toBe(200);
      const before = await ledger();
      const good = 'Date,Earnings\n2026-11-01,1.00\n2026-11-02,2.00\n';
      const cases: [string, string][] = [
        ['When,Earnings\n2026-11-01,1\n', `Line 1: ${PROBLEMS.noDateColumn}`],
        ['Date,Clicks\n2026-11-01,1\n', `Line 1: ${PROBLEMS.noRevenueColumn}`],
        ['Date,Estimated earnings (EUR)\n2026-11-01,1\n', `Line 1: ${PROBLEMS.currency('Estimated earnings (EUR)', 'EUR')}`],
        [`${good}2026-11-31,3.00\n`, `Line 4: ${PROBLEMS.badDate('2026-11-31')}`],
        [`${good}2026-11-03,-3.00\n`, `Line 4: ${PROBLEMS.negativeAmount('-3.00')}`],
        [`${good}2026-11-03,three\n`, `Line 4: ${PROBLEMS.badAmount('three')}`],
        [`${good}2026-11-03,${AD_REVENUE_DAY_MAX}.01\n`, `Line 4: ${PROBLEMS.tooLarge(`${AD_REVENUE_DAY_MAX}.01`)}`],
        [`${good}2026-11-01,3.00\n`, `Line 4: ${PROBLEMS.repeatedDate('2026-11-01', 2)}`],
        ['Date,Earnings\nTotals,0\n', `Line 1: ${PROBLEMS.noDays}`],
        [`${good}2026-11-03,"3.00\n`, `Line 4: ${PROBLEMS.unclosedQuote}`],
        ['', PROBLEMS.empty],
      ];
      for (const [text, message] of cases) {
        const res = await importReport(text);
        expect(res.statusCode, text).toBe(400);
        expect(res.json(), text).toEqual({ message });
        expect(res.headers['cache-control']).toBe('no-store');
      }
      expect(await ledger()).toEqual(before);
    });

    it(`accepts a report of ${AD_REVENUE_IMPORT_MAX_BYTES} bytes and refuses a larger one with 413, however it is sent`, async () => {
      const line = 'Date,Earnings\n2026-11-01,1.00\n';
      const atLimit = line + '\n'.repeat(AD_REVENUE_IMPORT_MAX_BYTES - line.length);
      expect((await importReport(atLimit)).statusCode).toBe(200);
      await query('truncate ad_revenue');

      const over = atLimit + '\n';
      const refusals = [await importReport(over), await importReport(Readable.from([Buffer.from(over)]))];
      for (const res of refusals) {
        expect(res.statusCode).toBe(413);
        expect(res.json()).toEqual({ message: AD_REVENUE_IMPORT_REFUSALS.size });
      }
      expect(await ledger()).toEqual([]);
    });

    it('refuses a body of another type with 415', async () => {
      const csv = 'Date,Earnings\n2026-11-01,1.00\n';
      for (const type of [
        'application/json',
        'application/octet-stream',
        'multipart/form-data; boundary=x',
        'text/html',
        'text/csvx',
        null,
      ]) {
        const res = await importReport(type === 'application/json' ? JSON.stringify({ csv }) : csv, type);
        expect(res.statusCode, String(type)).toBe(415);
        expect(res.json()).toEqual({ message: AD_REVENUE_IMPORT_REFUSALS.type });
      }
      expect(await ledger()).toEqual([]);
    });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VISITOR_SESSION_GAP_MS } from '../../src/model/constants';
import type { AnalyticsEventKind } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { createEventRecorder, type EventRecorder, type VisitorEvent } from './events';
import { rebuildStatsRollups, rebuildStatsRollupsIfMissing } from './stats-rollups';

const TIME_ZONE = 'Asia/Kolkata';

/** A deterministic stream of numbers in [0, 1). */
function randomNumbers(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('the statistics rollups', () => {
  let database: TestDatabase;
  const recorders: EventRecorder[] = [];
  const recorder = (timeZone = TIME_ZONE) => {
    const created = createEventRecorder(database.db, { flushIntervalMs: 60_000, timeZone, now: () => new Date('2025-03-03T12:00:00Z') });
    recorders.push(created);
    return created;
  };
  const rollups = async () => ({
    daily: (
      await database.pool.query(
        'select day::text, content_views, audio_plays, sub_category_views, searches, search_impressions, search_clicks, visitors, sessions from stats_daily order by day',
      )
    ).rows,
    visitorDays: (
      await database.pool.query(
        'select day::text, visitor_hash, first_seen_at, last_seen_at, sessions from visitor_day order by day, visitor_hash',
      )
    ).rows,
  });

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  beforeEach(async () => {
    await database.pool.query('truncate analytics_event, stats_daily, visitor_day, visitor_salt');
  });
  afterAll(async () => {
    for (const r of recorders) await r.close();
    await database?.close();
  });

  it('rebuilt from the events, are exactly what the recorder wrote batch by batch', async () => {
    const random = randomNumbers(42);
    const visitors = Array.from({ length: 6 }, (_, i) => ({ address: `198.51.100.${i + 1}`, userAgent: `Browser/${i % 2}` }));
    const kinds: AnalyticsEventKind[] = ['content_view', 'content_view', 'audio_play', 'subcategory_view', 'search', 'search_click'];
    // Two instances, each writing its visitors' events in time order, in batches of any size;
    // three days in Kolkata (crossing its midnights), gaps around the session gap.
    const instances = [recorder(), recorder()];
    let time = Date.parse('2025-03-01T00:00:00Z');
    let recorded = 0;
    while (time < Date.parse('2025-03-03T20:00:00Z')) {
      time +=
        random() < 0.2 ? VISITOR_SESSION_GAP_MS + Math.floor(random() * 3_600_000) : Math.floor(random() * VISITOR_SESSION_GAP_MS * 0.2);
      const who = Math.floor(random() * (visitors.length + 1));
      const kind = kinds[Math.floor(random() * kinds.length)]!;
      const event: VisitorEvent = { kind, contentId: 1 + Math.floor(random() * 9), at: new Date(time), visitor: visitors[who] ?? null };
      if (kind === 'search') Object.assign(event, { searchTerm: 'राम', resultCount: Math.floor(random() * 12) });
      instances[who % 2]!.record(event);
      recorded += 1;
      if (random() < 0.1) await Promise.all(instances.map((i) => i.flush()));
    }
    await Promise.all(instances.map((i) => i.flush()));
    const incremental = await rollups();
    // What the test means to cover is there.
    expect(recorded).toBeGreaterThan(200);
    expect(incremental.daily.map((d: { day: string }) => d.day)).toEqual(['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04']);
    expect(incremental.visitorDays.some((v: { sessions: number }) => v.sessions > 1)).toBe(true);
    const days = incremental.daily as { search_impressions: number; search_clicks: number }[];
    expect(days.filter((d) => d.search_impressions > 0 && d.search_clicks > 0).length).toBeGreaterThanOrEqual(3);

    expect(await rebuildStatsRollups(database.db, TIME_ZONE)).toEqual({ days: 4, visitorDays: incremental.visitorDays.length });
    expect(await rollups()).toEqual(incremental);
  });

  it('rebuilt for another time zone, count the same events on that zone’s days', async () => {
    const events = recorder();
    events.record({ kind: 'content_view', contentId: 1, at: new Date('2025-03-01T18:29:59Z') });
    events.record({ kind: 'content_view', contentId: 1, at: new Date('2025-03-01T18:30:00Z') });
    events.record({ kind: 'audio_play', contentId: 1, at: new Date('2025-03-02T00:30:00Z') });
    await events.flush();
    expect((await rollups()).daily.map((d: { day: string; content_views: number }) => [d.day, d.content_views])).toEqual([
      ['2025-03-01', 1],
      ['2025-03-02', 1],
    ]);
    await rebuildStatsRollups(database.db, 'UTC');
    expect((await rollups()).daily).toEqual([
      {
        day: '2025-03-01',
        content_views: 2,
        audio_plays: 0,
        sub_category_views: 0,
        searches: 0,
        search_impressions: 0,
        search_clicks: 0,
        visitors: 0,
        sessions: 0,
      },
      {
        day: '2025-03-02',
        content_views: 0,
        audio_plays: 1,
        sub_category_views: 0,
        searches: 0,
        search_impressions: 0,
        search_clicks: 0,
        visitors: 0,
        sessions: 0,
      },
    ]);
  });

  it('are rebuilt at start-up only when there are events but no rollups (events from before them)', async () => {
    expect(await rebuildStatsRollupsIfMissing(database.db, TIME_ZONE)).toBe(false);
    await database.pool.query(
      `insert into analytics_event (kind, content_id, visitor_hash, created_at) values
        ('content_view', 1, 'aaaa', '2025-03-01T10:00:00Z'), ('content_view', 2, 'aaaa', '2025-03-01T10:40:00Z'),
        ('search', null, 'bbbb', '2025-03-01T11:00:00Z'), ('audio_play', 1, null, '2025-03-01T12:00:00Z')`,
    );
    expect(await rebuildStatsRollupsIfMissing(database.db, TIME_ZONE)).toBe(true);
    const rebuilt = await rollups();
    expect(rebuilt.daily).toEqual([
      {
        day: '2025-03-01',
        content_views: 2,
        audio_plays: 1,
        sub_category_views: 0,
        searches: 1,
        search_impressions: 0,
        search_clicks: 0,
        visitors: 2,
        sessions: 3,
      },
    ]);
    expect(rebuilt.visitorDays.map((v: { visitor_hash: string; sessions: number }) => [v.visitor_hash, v.sessions])).toEqual([
      ['aaaa', 2],
      ['bbbb', 1],
    ]);
    // Once there are rollups, start-up leaves them alone.
    await database.pool.query('update stats_daily set content_views = 99');
    expect(await rebuildStatsRollupsIfMissing(database.db, TIME_ZONE)).toBe(false);
    expect((await rollups()).daily[0]).toMatchObject({ content_views: 99 });
  });
});

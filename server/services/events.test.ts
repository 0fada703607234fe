import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../src/model/api-paths';
import type { Database } from '../db/connect';
import { createDatabase } from '../db/connect';
import { seed } from '../db/seed';
import type { Log } from '../logger';
import { createTestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { fixtureLibrary } from '../test/fixtures';
import { createEventRecorder, EventsNotRecorded, type EventRecorder } from './events';
import type { Visitor } from './visitor-hash';

function collectingLog() {
  const lines: { level: string; msg: string }[] = [];
  const at = (level: string) => (msg: string) => void lines.push({ level, msg });
  const log: Log = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
}

/** The database, counting the transactions made through it (a batch is one). */
function countingTransactions(db: Database) {
  const counter = { transactions: 0 };
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'transaction') {
        return (...args: Parameters<Database['transaction']>) => {
          counter.transactions += 1;
          return target.transaction(...args);
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: counted, counter };
}

describe('the event recorder', () => {
  let database: TestDatabase;
  const recorders: EventRecorder[] = [];
  const recorder = (options: Parameters<typeof createEventRecorder>[1] = {}, db: Database = database.db) => {
    const created = createEventRecorder(db, { flushIntervalMs: 60_000, ...options });
    recorders.push(created);
    return created;
  };
  const rows = async () =>
    (
      await database.pool.query<{
        kind: string;
        content_id: number | null;
        search_term: string | null;
        result_count: number | null;
        visitor_hash: string | null;
        created_at: Date;
      }>('select kind, content_id, search_term, result_count, visitor_hash, created_at from analytics_event order by id')
    ).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  beforeEach(async () => {
    await database.pool.query('delete from analytics_event');
  });
  afterAll(async () => {
    for (const r of recorders) await r.close();
    await database?.close();
  });

  it('buffers without touching the database, then writes everything on flush with the time each was recorded', async () => {
    let clock = Date.parse('2025-03-01T10:00:00Z');
    const events = recorder({ now: () => new Date(clock) });
    expect(events.record({ kind: 'content_view', contentId: 7, subCategoryId: 2 })).toBe(true);
    clock += 5_000;
    expect(events.record({ kind: 'search', searchTerm: 'हनुमान', resultCount: 4 })).toBe(true);
    expect(events.stats()).toEqual({ pending: 2, written: 0, dropped: 0 });
    expect(await rows()).toEqual([]);

    await events.flush();
    expect(events.stats()).toEqual({ pending: 0, written: 2, dropped: 0 });
    expect(await rows()).toEqual([
      {
        kind: 'content_view',
        content_id: 7,
        search_term: null,
        result_count: null,
        visitor_hash: null,
        created_at: new Date('2025-03-01T10:00:00Z'),
      },
      {
        kind: 'search',
        content_id: null,
        search_term: 'हनुमान',
        result_count: 4,
        visitor_hash: null,
        created_at: new Date('2025-03-01T10:00:05Z'),
      },
    ]);
  });

  it('writes in batches (one transaction each) of at most batchSize events', async () => {
    const { db, counter } = countingTransactions(database.db);
    const events = recorder({ batchSize: 3 }, db);
    // Recorded in one go (no await between), so no batch is written before flush.
    for (let i = 1; i <= 2; i++) events.record({ kind: 'audio_play', contentId: i });
    await events.flush();
    expect(counter.transactions).toBe(1);
    counter.transactions = 0;
    const more = recorder({ batchSize: 3, flushIntervalMs: 60_000 }, db);
    for (let i = 1; i <= 7; i++) more.record({ kind: 'audio_play', contentId: i });
    await more.flush();
    expect(counter.transactions).toBe(3);
    expect((await rows()).map((r) => r.content_id)).toEqual([1, 2, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('writes a full batch at once, without waiting for the interval', async () => {
    const events = recorder({ batchSize: 4 });
    for (let i = 0; i < 4; i++) events.record({ kind: 'content_view', contentId: i + 1 });
    await vi.waitFor(async () => expect(await rows()).toHaveLength(4), { timeout: 5_000 });
  });

  it('writes on its interval', async () => {
    const events = recorder({ flushIntervalMs: 25 });
    events.record({ kind: 'subcategory_view', contentId: null });
    await vi.waitFor(async () => expect(await rows()).toHaveLength(1), { timeout: 5_000 });
    expect(events.stats().written).toBe(1);
  });

  it('keeps at most maxPending events and drops the rest, with a warning', async () => {
    const { log, lines } = collectingLog();
    const events = recorder({ maxPending: 3, batchSize: 100, log });
    const accepted = Array.from({ length: 5 }, (_, i) => events.record({ kind: 'audio_play', contentId: i }));
    expect(accepted).toEqual([true, true, true, false, false]);
    expect(events.stats()).toMatchObject({ pending: 3, dropped: 2 });
    // One warning, however many are dropped.
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(1);
    await events.flush();
    expect(await rows()).toHaveLength(3);
  });

  it('logs a failed write and keeps the batch for the next try; nothing throws', async () => {
    const { log, lines } = collectingLog();
    const events = recorder({ log, maxAttempts: 5 });
    events.record({ kind: 'content_view', contentId: 1 });
    await database.pool.query('alter table analytics_event rename to analytics_event_away');
    try {
      await expect(events.flush()).resolves.toBeUndefined();
      await expect(events.flush()).resolves.toBeUndefined();
      expect(events.stats()).toMatchObject({ pending: 1, written: 0, dropped: 0 });
      expect(lines.filter((l) => l.level === 'warn').map((l) => l.msg)).toEqual([
        expect.stringMatching(/^Could not write 1 visitor events \(attempt 1 of 5; retrying\): .*analytics_event/),
        expect.stringMatching(/attempt 2 of 5/),
      ]);
      // Recording goes on meanwhile.
      expect(events.record({ kind: 'content_view', contentId: 2 })).toBe(true);
    } finally {
      await database.pool.query('alter table analytics_event_away rename to analytics_event');
    }
    await events.flush();
    expect((await rows()).map((r) => r.content_id)).toEqual([1, 2]);
    expect(events.stats()).toMatchObject({ pending: 0, written: 2, dropped: 0 });
  });

  it('gives up on a batch after maxAttempts failures, logs it as an error, and carries on', async () => {
    const { log, lines } = collectingLog();
    const events = recorder({ log, maxAttempts: 2, batchSize: 2 });
    // The table goes first: a full batch is written as soon as it is recorded, and could otherwise
    // be written before the table is gone.
    await database.pool.query('alter table analytics_event rename to analytics_event_away');
    try {
      for (let i = 1; i <= 3; i++) events.record({ kind: 'audio_play', contentId: i });
      await events.flush();
      await events.flush();
    } finally {
      await database.pool.query('alter table analytics_event_away rename to analytics_event');
    }
    // The first batch (1, 2) was given up on the second failure; the next one was then written.
    expect(lines.filter((l) => l.level === 'error').map((l) => l.msg)).toEqual([
      expect.stringMatching(/^Gave up writing 2 visitor events after 2 attempts/),
    ]);
    await events.flush();
    expect((await rows()).map((r) => r.content_id)).toEqual([3]);
    expect(events.stats()).toMatchObject({ pending: 0, written: 1, dropped: 2 });
  });

  it('writes what is left when closed, and refuses events afterwards', async () => {
    const events = recorder();
    events.record({ kind: 'content_view', contentId: 5 });
    events.record({ kind: 'audio_play', contentId: 5 });
    await events.close();
    expect((await rows()).map((r) => r.kind)).toEqual(['content_view', 'audio_play']);
    expect(events.record({ kind: 'content_view', contentId: 6 })).toBe(false);
    await events.close();
    expect(await rows()).toHaveLength(2);
  });

  it('resolves a durable recording only once it is committed, sharing one transaction with the events of the same moment', async () => {
    const { db, counter } = countingTransactions(database.db);
    const events = recorder({}, db);
    events.record({ kind: 'subcategory_view', subCategoryId: 1 });
    const together = Array.from({ length: 20 }, (_, i) =>
      events.recordDurably([{ kind: 'content_view', contentId: i + 1 }]).then(async () => {
        // When it resolves, its row is there for anyone to read.
        const { rows: found } = await database.pool.query('select 1 from analytics_event where content_id = $1', [i + 1]);
        return found.length;
      }),
    );
    expect(await Promise.all(together)).toEqual(Array.from({ length: 20 }, () => 1));
    // One INSERT for the 20 calls of this moment, the buffered page view included: no interval waited for.
    expect(counter.transactions).toBe(1);
    expect(await rows()).toHaveLength(21);
  });

  it('keeps a durable recording waiting through failed writes, and refuses it when they go on (nothing written)', async () => {
    const events = recorder({ maxAttempts: 3 });
    await database.pool.query('alter table analytics_event rename to analytics_event_away');
    let renamed = true;
    try {
      // The database recovers while the caller waits: written once, resolved.
      const waiting = events.recordDurably([{ kind: 'audio_play', contentId: 7 }]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await database.pool.query('alter table analytics_event_away rename to analytics_event');
      renamed = false;
      await expect(waiting).resolves.toBeUndefined();
      expect((await rows()).map((r) => r.content_id)).toEqual([7]);

      // It does not: refused after maxAttempts, and nothing of it is written.
      await database.pool.query('alter table analytics_event rename to analytics_event_away');
      renamed = true;
      await expect(events.recordDurably([{ kind: 'audio_play', contentId: 8 }])).rejects.toThrow(EventsNotRecorded);
    } finally {
      if (renamed) await database.pool.query('alter table analytics_event_away rename to analytics_event');
    }
    await events.flush();
    expect((await rows()).map((r) => r.content_id)).toEqual([7]);
  });

  it('refuses durable recordings once closing, and when the buffer is full', async () => {
    const full = recorder({ maxPending: 1 });
    full.record({ kind: 'content_view', contentId: 1 });
    await expect(full.recordDurably([{ kind: 'content_view', contentId: 2 }])).rejects.toThrow(EventsNotRecorded);
    const closed = recorder();
    await closed.close();
    await expect(closed.recordDurably([{ kind: 'content_view', contentId: 3 }])).rejects.toThrow(/closing/);
  });

  it('does not hang on close when the database is gone, and says what was lost', async () => {
    const { log, lines } = collectingLog();
    const gone = createDatabase('postgres://nobody:x@127.0.0.1:1/none');
    try {
      const events = recorder({ log, closeTimeoutMs: 300 }, gone.db);
      events.record({ kind: 'content_view', contentId: 1 });
      const started = performance.now();
      await events.close();
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(events.stats()).toMatchObject({ pending: 0, dropped: 1 });
      expect(lines.at(-1)).toEqual({ level: 'error', msg: 'Lost 1 visitor events: the database could not be written while stopping' });
    } finally {
      await gone.close();
    }
  });
});

describe('the app’s own recorder', () => {
  it('is flushed when the app closes: a view answered with 204 is in the database afterwards', async () => {
    const database = await createTestDatabase();
    try {
      const test = await createTestApp(database.db);
      await seed(database.db, test.dataDir, { library: fixtureLibrary });
      const { rows } = await database.pool.query<{ id: number }>("select content_id as id from content where display_flag = 'Y' limit 1");
      const res = await test.app.inject({ method: 'POST', url: apiPaths.contentAnalytics(rows[0]!.id), payload: {} });
      expect(res.statusCode).toBe(204);
      await test.close();
      const written = await database.pool.query<{ n: number }>(
        "select count(*)::int as n from analytics_event where kind = 'content_view'",
      );
      expect(written.rows[0]!.n).toBe(1);
    } finally {
      await database.close();
    }
  });
});

describe('visitors, sessions and the daily rollups written with the events', () => {
  let database: TestDatabase;
  const recorders: EventRecorder[] = [];
  const alice: Visitor = { address: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };
  const aliceOnHerPhone: Visitor = { address: alice.address, userAgent: 'Mozilla/5.0 (Android 15; Mobile) Firefox/140.0' };
  const at = (iso: string) => new Date(iso);

  const recorder = (options: Parameters<typeof createEventRecorder>[1] = {}) => {
    const created = createEventRecorder(database.db, {
      flushIntervalMs: 60_000,
      timeZone: 'UTC',
      now: () => at('2025-03-01T12:00:00Z'),
      ...options,
    });
    recorders.push(created);
    return created;
  };
  const eventHashes = async () =>
    (
      await database.pool.query<{ visitor_hash: string | null }>('select visitor_hash from analytics_event order by created_at, id')
    ).rows.map((r) => r.visitor_hash);
  const daily = async () =>
    (
      await database.pool.query<Record<string, string | number>>(
        `select day::text, content_views, audio_plays, sub_category_views, searches, search_impressions, search_clicks
         from stats_daily order by day`,
      )
    ).rows;
  const visitorDays = async () =>
    (
      await database.pool.query<{ day: string; visitor_hash: string; first_seen_at: Date; last_seen_at: Date; sessions: number }>(
        'select day::text, visitor_hash, first_seen_at, last_seen_at, sessions from visitor_day order by day, first_seen_at',
      )
    ).rows;
  /**
   * What the dashboard shows per day: the day's visitors and sessions kept in stats_daily, which
   * must agree with the visitor-days they count.
   */
  const usersAndSessions = async () => {
    const { rows: shown } = await database.pool.query<{ day: string; users: number; sessions: number }>(
      'select day::text, visitors as users, sessions from stats_daily where visitors > 0 order by day',
    );
    const { rows: counted } = await database.pool.query<{ day: string; users: number; sessions: number }>(
      'select day::text, count(*)::int as users, sum(sessions)::int as sessions from visitor_day group by day order by day',
    );
    expect(shown).toEqual(counted);
    return shown;
  };

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

  it('counts one user for one address and user agent on a day, and two for two user agents', async () => {
    const events = recorder();
    events.record({ kind: 'content_view', contentId: 1, visitor: alice, at: at('2025-03-01T10:00:00Z') });
    events.record({ kind: 'audio_play', contentId: 1, visitor: alice, at: at('2025-03-01T10:05:00Z') });
    events.record({ kind: 'content_view', contentId: 2, visitor: aliceOnHerPhone, at: at('2025-03-01T10:06:00Z') });
    events.record({ kind: 'content_view', contentId: 3, at: at('2025-03-01T10:07:00Z') });
    await events.flush();

    const [first, second, phone, nobody] = await eventHashes();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
    expect(phone).toMatch(/^[0-9a-f]{32}$/);
    expect(phone).not.toBe(first);
    // An event without a visitor (a script's) counts in the totals, for no user.
    expect(nobody).toBeNull();
    expect(await usersAndSessions()).toEqual([{ day: '2025-03-01', users: 2, sessions: 2 }]);
    expect(await daily()).toEqual([
      { day: '2025-03-01', content_views: 3, audio_plays: 1, sub_category_views: 0, searches: 0, search_impressions: 0, search_clicks: 0 },
    ]);
  });

  it('gives the same visitor a different hash the next day', async () => {
    let clock = at('2025-03-01T23:59:00Z');
    const events = recorder({ now: () => clock });
    events.record({ kind: 'content_view', contentId: 1, visitor: alice });
    await events.flush();
    clock = at('2025-03-02T00:01:00Z');
    events.record({ kind: 'content_view', contentId: 1, visitor: alice });
    await events.flush();

    const [yesterday, today] = await eventHashes();
    expect(today).not.toBe(yesterday);
    // Two minutes apart, but two days: a user and a session on each.
    expect(await usersAndSessions()).toEqual([
      { day: '2025-03-01', users: 1, sessions: 1 },
      { day: '2025-03-02', users: 1, sessions: 1 },
    ]);
  });

  it('gives a visitor the same hash on every instance of the site', async () => {
    const one = recorder();
    const other = recorder();
    one.record({ kind: 'content_view', contentId: 1, visitor: alice, at: at('2025-03-01T10:00:00Z') });
    other.record({ kind: 'content_view', contentId: 2, visitor: alice, at: at('2025-03-01T10:10:00Z') });
    // Both instances need the day's salt at once.
    await Promise.all([one.flush(), other.flush()]);

    const [a, b] = await eventHashes();
    expect(b).toBe(a);
    expect(await usersAndSessions()).toEqual([{ day: '2025-03-01', users: 1, sessions: 1 }]);
    expect((await database.pool.query('select day::text from visitor_salt')).rows).toEqual([{ day: '2025-03-01' }]);
  });

  it('never writes the address or the user agent anywhere', async () => {
    const visitor: Visitor = { address: '198.51.100.23', userAgent: 'TellTaleAgent/9.9' };
    const events = recorder();
    events.record({ kind: 'search', searchTerm: 'राम', resultCount: 2, visitor, at: at('2025-03-01T10:00:00Z') });
    events.record({ kind: 'content_view', contentId: 1, visitor, at: at('2025-03-01T10:01:00Z') });
    await events.flush();

    const { rows: tables } = await database.pool.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public'",
    );
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['analytics_event', 'visitor_day', 'visitor_salt', 'stats_daily']));
    for (const { name } of tables) {
      const { rows } = await database.pool.query<{ n: number }>(
        `select count(*)::int as n from ${pg.escapeIdentifier(name)} t where t::text like '%198.51.100.23%' or t::text like '%TellTaleAgent%'`,
      );
      expect(rows[0]!.n, name).toBe(0);
    }
    expect(await eventHashes()).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), expect.stringMatching(/^[0-9a-f]{32}$/)]);
  });

  it('starts a new session after a gap of 30 minutes, not 29:59', async () => {
    const events = recorder();
    for (const time of ['10:00:00', '10:29:59', '10:59:59', '11:00:00']) {
      events.record({ kind: 'content_view', contentId: 1, visitor: alice, at: at(`2025-03-01T${time}Z`) });
    }
    await events.flush();
    expect(await visitorDays()).toEqual([
      {
        day: '2025-03-01',
        visitor_hash: expect.any(String),
        first_seen_at: at('2025-03-01T10:00:00Z'),
        last_seen_at: at('2025-03-01T11:00:00Z'),
        sessions: 2,
      },
    ]);
  });

  it('continues a session across batches', async () => {
    const events = recorder();
    const view = (time: string) => events.record({ kind: 'content_view', contentId: 1, visitor: alice, at: at(`2025-03-01T${time}Z`) });
    view('10:00:00');
    await events.flush();
    view('10:29:59');
    await events.flush();
    expect(await usersAndSessions()).toEqual([{ day: '2025-03-01', users: 1, sessions: 1 }]);
    view('10:59:59');
    await events.flush();
    expect(await usersAndSessions()).toEqual([{ day: '2025-03-01', users: 1, sessions: 2 }]);
    view('11:20:00');
    view('12:00:00');
    await events.flush();
    expect(await visitorDays()).toEqual([
      {
        day: '2025-03-01',
        visitor_hash: expect.any(String),
        first_seen_at: at('2025-03-01T10:00:00Z'),
        last_seen_at: at('2025-03-01T12:00:00Z'),
        sessions: 3,
      },
    ]);
  });

  it('merges batches written out of order (another instance wrote later events first)', async () => {
    const late = recorder();
    const early = recorder();
    late.record({ kind: 'content_view', contentId: 1, visitor: alice, at: at('2025-03-01T11:00:00Z') });
    await late.flush();
    // Seconds before what is stored: the same session.
    early.record({ kind: 'content_view', contentId: 2, visitor: alice, at: at('2025-03-01T10:59:50Z') });
    await early.flush();
    expect(await usersAndSessions()).toEqual([{ day: '2025-03-01', users: 1, sessions: 1 }]);
    // Exactly 30 minutes before the first seen: a session of its own.
    early.record({ kind: 'content_view', contentId: 3, visitor: alice, at: at('2025-03-01T10:29:50Z') });
    await early.flush();
    expect(await visitorDays()).toEqual([
      {
        day: '2025-03-01',
        visitor_hash: expect.any(String),
        first_seen_at: at('2025-03-01T10:29:50Z'),
        last_seen_at: at('2025-03-01T11:00:00Z'),
        sessions: 2,
      },
    ]);
  });

  it('counts each event on its day in TIME_ZONE: 18:29:59Z and 18:30:00Z are two days in Asia/Kolkata', async () => {
    const events = recorder({ timeZone: 'Asia/Kolkata', now: () => at('2025-03-01T18:30:00Z') });
    events.record({ kind: 'content_view', contentId: 1, visitor: alice, at: at('2025-03-01T18:29:59Z') });
    events.record({ kind: 'search', searchTerm: 'शिव', resultCount: 5, visitor: alice, at: at('2025-03-01T18:30:00Z') });
    await events.flush();
    expect(await daily()).toEqual([
      { day: '2025-03-01', content_views: 1, audio_plays: 0, sub_category_views: 0, searches: 0, search_impressions: 0, search_clicks: 0 },
      { day: '2025-03-02', content_views: 0, audio_plays: 0, sub_category_views: 0, searches: 1, search_impressions: 5, search_clicks: 0 },
    ]);
    const [before, after] = await visitorDays();
    expect(before).toEqual({
      day: '2025-03-01',
      visitor_hash: expect.any(String),
      first_seen_at: at('2025-03-01T18:29:59Z'),
      last_seen_at: at('2025-03-01T18:29:59Z'),
      sessions: 1,
    });
    expect(after).toEqual({
      day: '2025-03-02',
      visitor_hash: expect.any(String),
      first_seen_at: at('2025-03-01T18:30:00Z'),
      last_seen_at: at('2025-03-01T18:30:00Z'),
      sessions: 1,
    });
    expect(after!.visitor_hash).not.toBe(before!.visitor_hash);
  });

  it('adds every kind to its counter, and the searches’ result counts to the impressions', async () => {
    const events = recorder();
    const time = at('2025-03-01T10:00:00Z');
    events.record({ kind: 'content_view', contentId: 1, at: time });
    events.record({ kind: 'content_view', contentId: 2, at: time });
    events.record({ kind: 'audio_play', contentId: 2, at: time });
    events.record({ kind: 'subcategory_view', subCategoryId: 4, at: time });
    events.record({ kind: 'search', searchTerm: 'राम', resultCount: 7, at: time });
    events.record({ kind: 'search', searchTerm: 'zzz', resultCount: 0, at: time });
    events.record({ kind: 'search_click', contentId: 2, at: time });
    await events.flush();
    events.record({ kind: 'search', searchTerm: 'कृष्ण', resultCount: 3, at: time });
    await events.flush();
    expect(await daily()).toEqual([
      { day: '2025-03-01', content_views: 2, audio_plays: 1, sub_category_views: 1, searches: 3, search_impressions: 10, search_clicks: 1 },
    ]);
  });

  it('writes nothing of a batch whose transaction fails, and each event once when the retry succeeds', async () => {
    const { log, lines } = collectingLog();
    const events = recorder({ log });
    events.record({ kind: 'content_view', contentId: 1, visitor: alice, at: at('2025-03-01T10:00:00Z') });
    events.record({ kind: 'search', searchTerm: 'राम', resultCount: 2, visitor: alice, at: at('2025-03-01T10:01:00Z') });
    // The events and stats_daily go in first; the visitor_day write then fails.
    await database.pool.query('alter table visitor_day rename to visitor_day_away');
    try {
      await events.flush();
      expect(lines.map((l) => l.msg)).toEqual([
        expect.stringMatching(/^Could not write 2 visitor events \(attempt 1 of 5; retrying\): .*visitor_day/),
      ]);
      expect(await eventHashes()).toEqual([]);
      expect(await daily()).toEqual([]);
    } finally {
      await database.pool.query('alter table visitor_day_away rename to visitor_day');
    }
    await events.flush();
    expect(await eventHashes()).toHaveLength(2);
    expect(await daily()).toEqual([
      { day: '2025-03-01', content_views: 1, audio_plays: 0, sub_category_views: 0, searches: 1, search_impressions: 2, search_clicks: 0 },
    ]);
    expect(await usersAndSessions()).toEqual([{ day: '2025-03-01', users: 1, sessions: 1 }]);
    expect(events.stats()).toEqual({ pending: 0, written: 2, dropped: 0 });
  });
});

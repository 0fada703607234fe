import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../src/model/api-paths';
import type { Database } from '../db/connect';
import { createDatabase } from '../db/connect';
import { seed } from '../db/seed';
import type { Log } from '../logger';
import { createTestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { fixtureLibrary } from '../test/fixtures';
import { createEventRecorder, type EventRecorder } from './events';

function collectingLog() {
  const lines: { level: string; msg: string }[] = [];
  const at = (level: string) => (msg: string) => void lines.push({ level, msg });
  const log: Log = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
}

/** The database, counting the INSERT statements made through it. */
function countingInserts(db: Database) {
  const counter = { inserts: 0 };
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'insert') {
        return (...args: Parameters<Database['insert']>) => {
          counter.inserts += 1;
          return target.insert(...args);
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
      await database.pool.query<{ kind: string; content_id: number | null; search_term: string | null; result_count: number | null; visitor_hash: string | null; created_at: Date }>(
        'select kind, content_id, search_term, result_count, visitor_hash, created_at from analytics_event order by id',
      )
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
      { kind: 'content_view', content_id: 7, search_term: null, result_count: null, visitor_hash: null, created_at: new Date('2025-03-01T10:00:00Z') },
      { kind: 'search', content_id: null, search_term: 'हनुमान', result_count: 4, visitor_hash: null, created_at: new Date('2025-03-01T10:00:05Z') },
    ]);
  });

  it('writes in multi-row INSERTs of at most batchSize rows', async () => {
    const { db, counter } = countingInserts(database.db);
    const events = recorder({ batchSize: 3 }, db);
    // Recorded in one go (no await between), so no batch is written before flush.
    for (let i = 1; i <= 2; i++) events.record({ kind: 'audio_play', contentId: i });
    await events.flush();
    expect(counter.inserts).toBe(1);
    counter.inserts = 0;
    const more = recorder({ batchSize: 3, flushIntervalMs: 60_000 }, db);
    for (let i = 1; i <= 7; i++) more.record({ kind: 'audio_play', contentId: i });
    await more.flush();
    expect(counter.inserts).toBe(3);
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
    for (let i = 1; i <= 3; i++) events.record({ kind: 'audio_play', contentId: i });
    await database.pool.query('alter table analytics_event rename to analytics_event_away');
    try {
      await events.flush();
      await events.flush();
    } finally {
      await database.pool.query('alter table analytics_event_away rename to analytics_event');
    }
    // The first batch (1, 2) was given up on the second failure; the next one was then written.
    expect(lines.filter((l) => l.level === 'error').map((l) => l.msg)).toEqual([expect.stringMatching(/^Gave up writing 2 visitor events after 2 attempts/)]);
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
      const written = await database.pool.query<{ n: number }>("select count(*)::int as n from analytics_event where kind = 'content_view'");
      expect(written.rows[0]!.n).toBe(1);
    } finally {
      await database.close();
    }
  });
});

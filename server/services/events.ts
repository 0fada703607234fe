/**
 * Visitor events (content views, audio plays, sub-category views, searches, search clicks) for the
 * statistics. `record()` only appends to an in-memory buffer, written to `analytics_event` in batches
 * every `flushIntervalMs`, or at once when a batch is full, and once more when the app closes: for
 * events no one is told about (a page's own view). `recordDurably()` is for the counting calls, whose
 * 204 tells the app the count is kept: it resolves only once its event is committed. Such events are
 * written at once, together with whatever else arrived meanwhile (group commit: while one batch is
 * being written the next one gathers, so the database sees one INSERT per round, not per event).
 *
 * - A batch is one transaction: its events (one multi-row INSERT) and what they add to the daily
 *   rollups (services/stats-rollups.ts). A failed batch writes nothing, so a retry counts nothing twice.
 * - An event's visitor (address and user agent) stays in memory: what is written is the daily-salted
 *   hash of it (services/visitor-hash.ts) under the salt of the event's day in `timeZone`.
 *
 * - Bounded: at most `maxPending` events wait; beyond that new ones are dropped (and counted), so a
 *   database outage cannot exhaust memory.
 * - A failed write is logged and the same batch is tried again on the next round; after
 *   `maxAttempts` failures in a row that batch is dropped (logged as an error). Nothing here throws
 *   into the caller or crashes the process.
 * - `close()` stops the timer and writes what is left, retrying until `closeTimeoutMs`: on a clean
 *   stop every event that `record()` accepted is written (unless the database stays unreachable).
 * - Each event keeps the time it was recorded, not the time it was written.
 */
import type { Database } from '../db/connect';
import { rootCause } from '../db/errors';
import { analyticsEvent, type AnalyticsEventKind } from '../db/schema';
import { silentLog, type Log } from '../logger';
import { addToRollups } from './stats-rollups';
import { dayIn, systemTimeZone } from './time-zone';
import { createVisitorSalts, visitorHash, type Visitor, type VisitorSalts } from './visitor-hash';

export interface VisitorEvent {
  kind: AnalyticsEventKind;
  contentId?: number | null;
  subCategoryId?: number | null;
  /** For 'search': the term as the visitor typed it (trimmed), and how many results it found. */
  searchTerm?: string | null;
  resultCount?: number | null;
  /**
   * Who (routes/visits.ts): kept in memory only; what is written is its daily-salted hash. Without
   * one (scripts, tests) the event counts in the totals but for no user.
   */
  visitor?: Visitor | null;
  /** When it happened; default the recorder's clock now (tests record at known times). */
  at?: Date;
}

export interface EventRecorderStats {
  /** Recorded and not yet written. */
  pending: number;
  written: number;
  /** Refused (buffer full, or recorded after close) or given up on after repeated failures. */
  dropped: number;
}

export interface EventRecorder {
  /** Buffers one event; never waits for the database. False when it was dropped. */
  record(event: VisitorEvent): boolean;
  /**
   * Records events and resolves once they are committed (with the others of the same moment). Rejects
   * (an EventsNotRecorded) when they were not and will not be written: buffer full, the app closing,
   * or the database failing `maxAttempts` times in a row; a failed write meanwhile is retried.
   */
  recordDurably(events: readonly VisitorEvent[]): Promise<void>;
  /**
   * Writes everything buffered now (in batches). Resolves when done, or after the first failed
   * batch (logged; it stays buffered for a retry). Never rejects.
   */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left (see the top of this file). Safe to call twice. */
  close(): Promise<void>;
  stats(): EventRecorderStats;
}

export interface EventRecorderOptions {
  log?: Log;
  /** How often buffered events are written. Default 1 s. */
  flushIntervalMs?: number;
  /** Rows per INSERT; a full batch is written at once. Default 200. */
  batchSize?: number;
  /** Events that may wait in memory. Default 10 000. */
  maxPending?: number;
  /** Failed writes of one batch before it is dropped. Default 5. */
  maxAttempts?: number;
  /** How long close() keeps trying to write what is left. Default 5 s. */
  closeTimeoutMs?: number;
  /** The clock (tests). */
  now?: () => Date;
  /** Days (of the rollups and of the visitor salts) are days in this IANA zone. Default the process's. */
  timeZone?: string;
}

/** An event as written, less who: the visitor's hash is made when its batch is written. */
interface Row {
  kind: AnalyticsEventKind;
  contentId: number | null;
  subCategoryId: number | null;
  searchTerm: string | null;
  resultCount: number | null;
  createdAt: Date;
}

interface PendingEvent {
  row: Row;
  visitor: Visitor | null;
  /** For recordDurably: told when the event is committed, or will never be. */
  settle?: Settle;
}

interface Settle {
  written: () => void;
  dropped: (why: string) => void;
}

/** Why recordDurably's events were not written: the caller answers 503, and nothing was counted. */
export class EventsNotRecorded extends Error {
  override name = 'EventsNotRecorded';
}

/** Tells the durable events among `events` that they will not be written. */
function settleDropped(events: readonly PendingEvent[], why: string): void {
  for (const event of events) event.settle?.dropped(why);
}

const CLOSE_RETRY_DELAY_MS = 200;
/** A failed write of durable events is tried again this soon (they keep a request waiting). */
const DURABLE_RETRY_DELAY_MS = 200;
/** At most one "dropping events" warning per this period, however many are dropped. */
const DROP_WARNING_INTERVAL_MS = 60_000;

/** The buffered events and the counters stats() reports, shared by the recorder and drain(). */
interface EventBuffer {
  pending: PendingEvent[];
  written: number;
  dropped: number;
  /** Failed writes in a row of the batch at the head of `pending`. */
  failures: number;
}

/** What drain() needs besides the buffer: how to write a batch, and the limits it keeps to. */
interface DrainSettings {
  write: (batch: readonly PendingEvent[]) => Promise<void>;
  batchSize: number;
  maxAttempts: number;
  log: Log;
}

/** An event as buffered: its row as it will be written (at its own time, or now), and who, kept apart. */
function pendingEventOf(event: VisitorEvent, now: () => Date): PendingEvent {
  return {
    row: {
      kind: event.kind,
      contentId: event.contentId ?? null,
      subCategoryId: event.subCategoryId ?? null,
      searchTerm: event.searchTerm ?? null,
      resultCount: event.resultCount ?? null,
      createdAt: event.at ?? now(),
    },
    visitor: event.visitor ?? null,
  };
}

/** One batch, all or nothing. */
async function writeBatch(db: Database, salts: VisitorSalts, timeZone: string, batch: readonly PendingEvent[]): Promise<void> {
  const rows: (Row & { visitorHash: string | null })[] = [];
  for (const { row, visitor } of batch) {
    const hash = visitor ? visitorHash(await salts.saltFor(dayIn(row.createdAt, timeZone)), visitor) : null;
    rows.push({ ...row, visitorHash: hash });
  }
  await db.transaction(async (tx) => {
    await tx.insert(analyticsEvent).values(rows);
    await addToRollups(tx, rows, timeZone);
  });
}

/** Writes the buffer batch by batch until it is empty or a batch fails (see the top of this file for retries). */
async function drain(buffer: EventBuffer, { write, batchSize, maxAttempts, log }: DrainSettings): Promise<void> {
  const { pending } = buffer;
  while (pending.length > 0) {
    // record() only appends, so the head of the buffer is this batch until it is removed.
    const batch = pending.slice(0, batchSize);
    try {
      await write(batch);
    } catch (error) {
      buffer.failures += 1;
      if (buffer.failures >= maxAttempts) {
        pending.splice(0, batch.length);
        buffer.dropped += batch.length;
        buffer.failures = 0;
        log.error(`Gave up writing ${batch.length} visitor events after ${maxAttempts} attempts: ${rootCause(error)}`);
        settleDropped(batch, `the database failed ${maxAttempts} times`);
        continue;
      }
      log.warn(
        `Could not write ${batch.length} visitor events (attempt ${buffer.failures} of ${maxAttempts}; retrying): ${rootCause(error)}`,
      );
      return;
    }
    pending.splice(0, batch.length);
    buffer.written += batch.length;
    buffer.failures = 0;
    for (const event of batch) event.settle?.written();
  }
}

/** Counts dropped events, with at most one warning per DROP_WARNING_INTERVAL_MS however many are dropped. */
function dropper(buffer: EventBuffer, log: Log): (count: number, why: string) => void {
  let lastWarning = -Infinity;
  return (count, why) => {
    buffer.dropped += count;
    const at = performance.now();
    if (at - lastWarning >= DROP_WARNING_INTERVAL_MS) {
      lastWarning = at;
      log.warn(`Dropping visitor events (${why}); ${buffer.dropped} dropped so far`);
    }
  };
}

/** On close: writes the buffer, retrying until `timeoutMs`; what still cannot be written is counted as lost (and its waiters told). */
async function writeWhatIsLeft(buffer: EventBuffer, flush: () => Promise<void>, timeoutMs: number, log: Log): Promise<void> {
  const { pending } = buffer;
  const giveUpAt = performance.now() + timeoutMs;
  for (;;) {
    await flush();
    if (pending.length === 0) return;
    if (performance.now() >= giveUpAt) break;
    await new Promise((resolve) => setTimeout(resolve, CLOSE_RETRY_DELAY_MS));
  }
  buffer.dropped += pending.length;
  log.error(`Lost ${pending.length} visitor events: the database could not be written while stopping`);
  settleDropped(pending, 'the database could not be written while stopping');
  pending.length = 0;
}

/** Adds a durable event to the buffer; resolves when it is committed, rejects when it never will be. */
function waitForWrite(pending: PendingEvent[], event: PendingEvent): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    pending.push({ ...event, settle: { written: resolve, dropped: (why) => reject(new EventsNotRecorded(why)) } });
  });
}

/**
 * When durable events wait: `flush()` writes on the next turn of the event loop (with the others of
 * that moment), `retry()` after a failed write sooner than the interval would (it may be a second or
 * more), `cancel()` on close.
 */
function flushScheduler(write: () => void) {
  let scheduled = false;
  let retryTimer: NodeJS.Timeout | undefined;
  return {
    flush() {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        write();
      });
    },
    retry() {
      retryTimer ??= setTimeout(() => {
        retryTimer = undefined;
        write();
      }, DURABLE_RETRY_DELAY_MS);
    },
    cancel() {
      clearTimeout(retryTimer);
    },
  };
}

export function createEventRecorder(db: Database, options: EventRecorderOptions = {}): EventRecorder {
  const log = options.log ?? silentLog;
  const batchSize = options.batchSize ?? 200;
  const maxPending = options.maxPending ?? 10_000;
  const maxAttempts = options.maxAttempts ?? 5;
  const closeTimeoutMs = options.closeTimeoutMs ?? 5_000;
  const now = options.now ?? (() => new Date());
  const timeZone = options.timeZone ?? systemTimeZone();
  const salts = createVisitorSalts(db, { timeZone, now });
  const write = (batch: readonly PendingEvent[]) => writeBatch(db, salts, timeZone, batch);

  const buffer: EventBuffer = { pending: [], written: 0, dropped: 0, failures: 0 };
  const { pending } = buffer;
  const drop = dropper(buffer, log);
  let draining: Promise<void> | undefined;
  let closing: Promise<void> | undefined;

  const timer = setInterval(() => void flush(), options.flushIntervalMs ?? 1_000);
  // The timer alone never keeps the process alive; close() writes what is left.
  timer.unref();
  const soon = flushScheduler(() => void flush());

  function flush(): Promise<void> {
    draining ??= drain(buffer, { write, batchSize, maxAttempts, log })
      .catch((error: unknown) => log.error(`Writing visitor events failed: ${rootCause(error)}`))
      .finally(() => {
        draining = undefined;
        // Durable events that came after the last batch was taken (or whose batch failed) go at once.
        if (pending.some((event) => event.settle)) {
          if (buffer.failures === 0) soon.flush();
          else soon.retry();
        }
      });
    return draining;
  }

  function recordDurably(events: readonly VisitorEvent[]): Promise<void> {
    if (closing) return Promise.reject(new EventsNotRecorded('the app is closing'));
    if (pending.length + events.length > maxPending) {
      drop(events.length, `${maxPending} already waiting to be written`);
      return Promise.reject(new EventsNotRecorded(`${maxPending} events are already waiting to be written`));
    }
    const written = events.map((event) => waitForWrite(pending, pendingEventOf(event, now)));
    soon.flush();
    return Promise.all(written).then(() => undefined);
  }

  function record(event: VisitorEvent): boolean {
    if (closing) {
      drop(1, 'recorded after the app closed');
      return false;
    }
    if (pending.length >= maxPending) {
      drop(1, `${maxPending} already waiting to be written`);
      return false;
    }
    pending.push(pendingEventOf(event, now));
    if (pending.length >= batchSize && !draining) void flush();
    return true;
  }

  async function closeNow(): Promise<void> {
    clearInterval(timer);
    soon.cancel();
    await writeWhatIsLeft(buffer, flush, closeTimeoutMs, log);
  }

  return {
    record,
    recordDurably,
    flush,
    close: () => (closing ??= closeNow()),
    stats: () => ({ pending: pending.length, written: buffer.written, dropped: buffer.dropped }),
  };
}

/**
 * What the server keeps for a while only, and prunes by itself: the audit trail's entries
 * (AUDIT_RETENTION_DAYS) and the raw analytics events (ANALYTICS_EVENTS_RETENTION_DAYS). The daily
 * rollups the dashboard reads (stats_daily, visitor_day) are kept: a month or a year long gone
 * still has its figures. Pruned in small batches, so that no long lock holds up the writers. Each
 * instance prunes on its own clock; two at once delete the same rows once (one waits for the
 * other's batch, then finds them gone), so nothing needs to coordinate them.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect';
import { pruneRooms } from './together';

export interface RetentionDays {
  audit: number;
  analyticsEvents: number;
}

export interface Pruned {
  audit: number;
  analyticsEvents: number;
  /** Sing together's rooms ended more than a day ago. */
  rooms: number;
}

/** Rows deleted in one statement: a few hundred milliseconds of work at most. */
const PRUNE_BATCH = 5_000;
/** How often the server prunes: every few hours is plenty for retention counted in days. */
export const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
/** The first pruning, a little after the start (not while the server is busy getting ready). */
const FIRST_PRUNE_AFTER_MS = 2 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the rows of `table` older than `cutoff` by `column`, a batch at a time; how many. */
async function pruneTable(
  db: Database,
  table: 'audit_event' | 'analytics_event',
  column: 'at' | 'created_at',
  cutoff: Date,
  signal?: AbortSignal,
) {
  let total = 0;
  // A stopping server stops between batches.
  while (!signal?.aborted) {
    const result = await db.execute(
      sql`delete from ${sql.identifier(table)} where id in (
        select id from ${sql.identifier(table)} where ${sql.identifier(column)} < ${cutoff.toISOString()} limit ${PRUNE_BATCH}
      )`,
    );
    const deleted = result.rowCount ?? 0;
    total += deleted;
    if (deleted < PRUNE_BATCH) return total;
  }
  return total;
}

/**
 * Prunes what is older than its retention at `now`. Only raw events go: the rollups made from them
 * stay, and `analytics_pruned` says from when the events are whole (a rebuild of the rollups
 * recounts only the days after it).
 */
export async function pruneExpired(db: Database, days: RetentionDays, now = new Date(), signal?: AbortSignal): Promise<Pruned> {
  const audit = await pruneTable(db, 'audit_event', 'at', new Date(now.getTime() - days.audit * DAY_MS), signal);
  const eventsBefore = new Date(now.getTime() - days.analyticsEvents * DAY_MS);
  // Said before the events go: a rebuild running meanwhile keeps the days that are about to lose theirs.
  await db.execute(sql`
    insert into analytics_pruned (id, events_before) values (1, ${eventsBefore.toISOString()})
    on conflict (id) do update set events_before = greatest(analytics_pruned.events_before, excluded.events_before)`);
  const analyticsEvents = await pruneTable(db, 'analytics_event', 'created_at', eventsBefore, signal);
  return { audit, analyticsEvents, rooms: await pruneRooms(db, now) };
}

/** Prunes a little after the start, then every PRUNE_EVERY_MS, until stopped. A failure is logged and tried again next time. */
export function startPruning(db: Database, days: RetentionDays, log: FastifyBaseLogger): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const stopping = new AbortController();
  const prune = () => {
    running = pruneExpired(db, days, new Date(), stopping.signal)
      .then((pruned) => {
        if (pruned.audit + pruned.analyticsEvents + pruned.rooms > 0) {
          log.info(
            `Pruned ${pruned.audit} audit entries, ${pruned.analyticsEvents} analytics events and ${pruned.rooms} Sing together rooms past their time`,
          );
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'pruning what is past its retention failed'));
  };
  const first = setTimeout(prune, FIRST_PRUNE_AFTER_MS);
  const every = setInterval(prune, PRUNE_EVERY_MS);
  first.unref();
  every.unref();
  return {
    stop: async () => {
      stopping.abort();
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}

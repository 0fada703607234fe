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

export interface RetentionDays {
  audit: number;
  analyticsEvents: number;
}

export interface Pruned {
  audit: number;
  analyticsEvents: number;
}

/** Rows deleted in one statement: a few hundred milliseconds of work at most. */
const PRUNE_BATCH = 5_000;
/** How often the server prunes: every few hours is plenty for retention counted in days. */
export const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
/** The first pruning, a little after the start (not while the server is busy getting ready). */
const FIRST_PRUNE_AFTER_MS = 2 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the rows of `table` older than `cutoff` by `column`, a batch at a time; how many. */
async function pruneTable(db: Database, table: 'audit_event' | 'analytics_event', column: 'at' | 'created_at', cutoff: Date) {
  let total = 0;
  for (;;) {
    const result = await db.execute(
      sql`delete from ${sql.identifier(table)} where id in (
        select id from ${sql.identifier(table)} where ${sql.identifier(column)} < ${cutoff.toISOString()} limit ${PRUNE_BATCH}
      )`,
    );
    const deleted = result.rowCount ?? 0;
    total += deleted;
    if (deleted < PRUNE_BATCH) return total;
  }
}

/** Prunes what is older than its retention at `now`. Only raw events go: the rollups made from them stay. */
export async function pruneExpired(db: Database, days: RetentionDays, now = new Date()): Promise<Pruned> {
  return {
    audit: await pruneTable(db, 'audit_event', 'at', new Date(now.getTime() - days.audit * DAY_MS)),
    analyticsEvents: await pruneTable(db, 'analytics_event', 'created_at', new Date(now.getTime() - days.analyticsEvents * DAY_MS)),
  };
}

/** Prunes a little after the start, then every PRUNE_EVERY_MS, until stopped. A failure is logged and tried again next time. */
export function startPruning(db: Database, days: RetentionDays, log: FastifyBaseLogger): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const prune = () => {
    running = pruneExpired(db, days)
      .then((pruned) => {
        if (pruned.audit + pruned.analyticsEvents > 0) {
          log.info(`Pruned ${pruned.audit} audit entries and ${pruned.analyticsEvents} analytics events past their retention`);
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
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}

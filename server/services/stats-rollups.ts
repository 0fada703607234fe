/**
 * The statistics' rollups of `analytics_event`: `stats_daily` (one row per day: counters per kind of
 * event, and the day's visitors and sessions) and `visitor_day` (one row per visitor per day: first
 * and last seen, sessions). Days are the server's time zone (config TIME_ZONE).
 *
 * - `addToRollups` adds a batch of events to them, in the transaction that writes the events
 *   (services/events.ts), so the rollups always agree with the events.
 * - `rebuildStatsRollups` recomputes them from every event: after TIME_ZONE changed
 *   (`npm run stats:rebuild`), or on the first start of a version that has them
 *   (`rebuildStatsRollupsIfMissing`).
 *
 * A session is a run of one visitor's events with gaps under VISITOR_SESSION_GAP_MS. A batch's
 * events for a visitor are merged into what is stored: a batch wholly after the stored events
 * continues their last session when its first event is less than the gap after the last seen; one
 * wholly before (another instance wrote later events first) joins the first session when its last
 * event is less than the gap before the first seen; one that overlaps them is taken to continue.
 */
import { eq, sql } from 'drizzle-orm';
import { VISITOR_SESSION_GAP_MS } from '../../src/model/constants';
import type { Database } from '../db/connect';
import { statsDaily, visitorDay, type AnalyticsEventKind } from '../db/schema';
import { dayIn } from './time-zone';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What the rollups need of an event. */
export interface RollupEvent {
  kind: AnalyticsEventKind;
  /** For a search: the results shown. */
  resultCount: number | null;
  visitorHash: string | null;
  createdAt: Date;
}

type DailyCounters = Omit<typeof statsDaily.$inferInsert, 'day'>;
type DailyRow = Required<typeof statsDaily.$inferInsert>;

const counterOf: Record<AnalyticsEventKind, keyof DailyCounters> = {
  content_view: 'contentViews',
  audio_play: 'audioPlays',
  subcategory_view: 'subCategoryViews',
  search: 'searches',
  search_click: 'searchClicks',
};

/** The gap that starts a new session, as an SQL interval. */
const sessionGap = sql.raw(`interval '${VISITOR_SESSION_GAP_MS} milliseconds'`);

/** One visitor's events on one day, gathered from a batch. */
interface Visit {
  day: string;
  visitorHash: string;
  times: number[];
}

/** A visit as merged into visitor_day. */
interface VisitorDayRow {
  day: string;
  visitorHash: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
  sessions: number;
}

/** What merging one visit added: a new visitor of the day or not, and its sessions. */
interface VisitorDayAdded {
  day: string;
  isNew: boolean;
  sessionsAdded: number;
}

/** The batch, gathered per day (what it adds to stats_daily) and per visitor and day (for visitor_day). */
function gatherBatch(events: readonly RollupEvent[], timeZone: string): { days: Map<string, DailyRow>; visits: Map<string, Visit> } {
  const days = new Map<string, DailyRow>();
  const visits = new Map<string, Visit>();
  for (const event of events) {
    const day = dayIn(event.createdAt, timeZone);
    let daily = days.get(day);
    if (!daily) {
      daily = {
        day,
        contentViews: 0,
        audioPlays: 0,
        subCategoryViews: 0,
        searches: 0,
        searchImpressions: 0,
        searchClicks: 0,
        visitors: 0,
        sessions: 0,
      };
      days.set(day, daily);
    }
    daily[counterOf[event.kind]] += 1;
    if (event.kind === 'search') daily.searchImpressions += event.resultCount ?? 0;

    if (event.visitorHash !== null) {
      const key = `${day} ${event.visitorHash}`;
      let visit = visits.get(key);
      if (!visit) {
        visit = { day, visitorHash: event.visitorHash, times: [] };
        visits.set(key, visit);
      }
      visit.times.push(event.createdAt.getTime());
    }
  }
  return { days, visits };
}

/** Adds the batch's counters to stats_daily: one upsert for all its days. */
async function addToStatsDaily(tx: Transaction, days: Map<string, DailyRow>): Promise<void> {
  const added = (column: keyof DailyCounters) => {
    const name = sql.identifier(statsDaily[column].name);
    return sql`${statsDaily[column]} + excluded.${name}`;
  };
  await tx
    .insert(statsDaily)
    .values([...days.values()].sort((a, b) => a.day.localeCompare(b.day)))
    .onConflictDoUpdate({
      target: statsDaily.day,
      set: {
        contentViews: added('contentViews'),
        audioPlays: added('audioPlays'),
        subCategoryViews: added('subCategoryViews'),
        searches: added('searches'),
        searchImpressions: added('searchImpressions'),
        searchClicks: added('searchClicks'),
      },
    });
}

/** The batch's visitor_day rows: each visit's first and last seen and its sessions within the batch. */
function visitorDayRows(visits: Map<string, Visit>): VisitorDayRow[] {
  return (
    [...visits.values()]
      .map(({ day, visitorHash, times }) => {
        times.sort((a, b) => a - b);
        let sessions = 1;
        for (let i = 1; i < times.length; i++) if (times[i]! - times[i - 1]! >= VISITOR_SESSION_GAP_MS) sessions += 1;
        return { day, visitorHash, firstSeenAt: new Date(times[0]!), lastSeenAt: new Date(times.at(-1)!), sessions };
      })
      // One order for every instance: concurrent batches lock the same rows in the same order.
      .sort((a, b) => a.day.localeCompare(b.day) || a.visitorHash.localeCompare(b.visitorHash))
  );
}

/** Merges the batch's visits into visitor_day (see the top of this file); answers what each row added. */
async function addToVisitorDay(tx: Transaction, rows: readonly VisitorDayRow[]): Promise<VisitorDayAdded[]> {
  const stored = visitorDay;
  // The batch's sessions are added, less one when the batch joins a stored session.
  const sessionsAdded = sql`excluded.sessions - case
    when excluded.first_seen_at >= ${stored.lastSeenAt} then (excluded.first_seen_at < ${stored.lastSeenAt} + ${sessionGap})::int
    when excluded.last_seen_at <= ${stored.firstSeenAt} then (${stored.firstSeenAt} < excluded.last_seen_at + ${sessionGap})::int
    else 1 end`;
  return (
    tx
      .insert(visitorDay)
      .values(rows.map((row) => ({ ...row, sessionsAdded: row.sessions })))
      .onConflictDoUpdate({
        target: [visitorDay.day, visitorDay.visitorHash],
        set: {
          firstSeenAt: sql`least(${stored.firstSeenAt}, excluded.first_seen_at)`,
          lastSeenAt: sql`greatest(${stored.lastSeenAt}, excluded.last_seen_at)`,
          sessions: sql`${stored.sessions} + ${sessionsAdded}`,
          sessionsAdded,
        },
      })
      // xmax = 0: the row was inserted by this statement (a new visitor of the day), not updated.
      .returning({ day: visitorDay.day, isNew: sql<boolean>`(xmax = 0)`, sessionsAdded: visitorDay.sessionsAdded })
  );
}

/** Adds the new visitors and sessions that visitor_day answered to their days' stats_daily totals. */
async function addVisitorTotals(tx: Transaction, written: readonly VisitorDayAdded[]): Promise<void> {
  // The day's visitor and session totals, on the stats_daily rows this transaction already holds.
  const visitorTotals = new Map<string, { visitors: number; sessions: number }>();
  for (const row of written) {
    const totals = visitorTotals.get(row.day) ?? { visitors: 0, sessions: 0 };
    totals.visitors += row.isNew ? 1 : 0;
    totals.sessions += row.sessionsAdded;
    visitorTotals.set(row.day, totals);
  }
  for (const [day, totals] of [...visitorTotals].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(statsDaily)
      .set({ visitors: sql`${statsDaily.visitors} + ${totals.visitors}`, sessions: sql`${statsDaily.sessions} + ${totals.sessions}` })
      .where(eq(statsDaily.day, day));
  }
}

/**
 * Adds `events` to stats_daily and visitor_day. Call it inside the transaction that inserts the
 * events. Locks stats_daily before visitor_day (as the rebuild does).
 */
export async function addToRollups(tx: Transaction, events: readonly RollupEvent[], timeZone: string): Promise<void> {
  const { days, visits } = gatherBatch(events, timeZone);
  if (days.size === 0) return;
  await addToStatsDaily(tx, days);
  if (visits.size === 0) return;
  const written = await addToVisitorDay(tx, visitorDayRows(visits));
  await addVisitorTotals(tx, written);
}

/**
 * Recomputes stats_daily and visitor_day from the events, days in `timeZone`, in one transaction:
 * readers see the old rollups until it commits, and event batches written meanwhile wait for it
 * (then add to the new rollups), so nothing is lost or counted twice. Raw events are pruned after
 * their retention (services/retention.ts) while the rollups are kept: once some were, only the days
 * after the day pruning reached are recomputed, and the days before keep the rollups they have.
 */
export async function rebuildStatsRollups(db: Database, timeZone: string): Promise<{ days: number; visitorDays: number }> {
  return db.transaction(async (tx) => {
    // EXCLUSIVE: reads go on; the recorder's upserts wait until this commits.
    await tx.execute(sql`lock table ${statsDaily}, ${visitorDay} in exclusive mode`);
    const day = sql`(created_at at time zone ${timeZone})::date`;
    // Once events were pruned (services/retention.ts), the days before the first whole day kept
    // have their rollups only: those stay.
    const { rows } = await tx.execute<{ from: string | null }>(
      sql`select ((events_before at time zone ${timeZone})::date + 1)::text as from from analytics_pruned`,
    );
    // Every day, or those from the first whole day of the events kept.
    const from = rows[0]?.from ?? null;
    const kept = from === null ? sql`true` : sql`${day} >= ${from}::date`;
    await tx.delete(statsDaily).where(from === null ? undefined : sql`${statsDaily.day} >= ${from}::date`);
    await tx.delete(visitorDay).where(from === null ? undefined : sql`${visitorDay.day} >= ${from}::date`);
    const days = await tx.execute(sql`
      insert into ${statsDaily} (day, content_views, audio_plays, sub_category_views, searches, search_impressions, search_clicks)
      select ${day},
        count(*) filter (where kind = 'content_view'),
        count(*) filter (where kind = 'audio_play'),
        count(*) filter (where kind = 'subcategory_view'),
        count(*) filter (where kind = 'search'),
        coalesce(sum(result_count) filter (where kind = 'search'), 0),
        count(*) filter (where kind = 'search_click')
      from analytics_event
      where ${kept}
      group by 1`);
    const sessions = sql`count(*) filter (where previous is null or created_at >= previous + ${sessionGap})`;
    const visitorDays = await tx.execute(sql`
      insert into ${visitorDay} (day, visitor_hash, first_seen_at, last_seen_at, sessions, sessions_added)
      select day, visitor_hash, min(created_at), max(created_at), ${sessions}, ${sessions}
      from (
        select visitor_hash, created_at, ${day} as day,
          lag(created_at) over (partition by visitor_hash, ${day} order by created_at) as previous
        from analytics_event
        where visitor_hash is not null and ${kept}
      ) visits
      group by day, visitor_hash`);
    await tx.execute(sql`
      update ${statsDaily} set visitors = totals.visitors, sessions = totals.sessions
      from (select day, count(*)::int as visitors, sum(sessions)::int as sessions from ${visitorDay} group by day) totals
      where ${statsDaily.day} = totals.day and ${from === null ? sql`true` : sql`${statsDaily.day} >= ${from}::date`}`);
    return { days: days.rowCount ?? 0, visitorDays: visitorDays.rowCount ?? 0 };
  });
}

/**
 * Rebuilds the rollups when there are events but no rollups: events recorded by a version before
 * them. True when it rebuilt.
 */
export async function rebuildStatsRollupsIfMissing(db: Database, timeZone: string): Promise<boolean> {
  const { rows } = await db.execute<{ missing: boolean }>(
    sql`select (not exists (select 1 from ${statsDaily}) and exists (select 1 from analytics_event)) as missing`,
  );
  if (!rows[0]?.missing) return false;
  await rebuildStatsRollups(db, timeZone);
  return true;
}

/**
 * `npm run stats:rebuild`: recomputes the statistics' daily rollups (stats_daily, visitor_day) from
 * every recorded visitor event, with days in the configured TIME_ZONE. Run it after changing
 * TIME_ZONE, so past days are counted on the new zone's days too (events keep their exact times).
 * Safe while the site runs: it is one transaction, the dashboard reads the old figures until it
 * commits, and events written meanwhile wait for it and then add to the new figures.
 *
 * The database is the server's (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR), opened
 * and migrated the way the server does it. A stop signal (SIGINT/SIGTERM/SIGHUP) ends the run after
 * its current step (the rebuild is all or nothing); the exit code is then 1.
 */
import { migrateDatabase, withStartupLock } from '../server/db/migrate';
import { createLog } from '../server/logger';
import { configFromEnvironment, openDatabase, STOP_SIGNALS, type OpenDatabase } from '../server/main';
import { rebuildStatsRollups } from '../server/services/stats-rollups';

const config = configFromEnvironment();
const log = createLog(config.logLevel === 'info' ? 'warn' : config.logLevel);

const stopRequested = new AbortController();
const onSignal = (signal: NodeJS.Signals) => {
  if (stopRequested.signal.aborted) return;
  console.error(`${signal} received: stopping after the current step…`);
  stopRequested.abort(new Error(`${signal} received`));
};
for (const signal of STOP_SIGNALS) process.on(signal, onSignal);

let database: OpenDatabase | undefined;
try {
  database = await openDatabase(config, { log, poolSize: 2, signal: stopRequested.signal });
  await withStartupLock(database.pool, async (db) => {
    await migrateDatabase(db);
  });
  stopRequested.signal.throwIfAborted();
  const started = performance.now();
  const rebuilt = await rebuildStatsRollups(database.db, config.timeZone);
  console.log(
    `Rebuilt the statistics of ${rebuilt.days} ${rebuilt.days === 1 ? 'day' : 'days'} (${rebuilt.visitorDays} visitors by day), days in ${config.timeZone}, ` +
      `in ${Math.round(performance.now() - started)} ms.`,
  );
} catch (error) {
  console.error(
    stopRequested.signal.aborted
      ? 'The rebuild stopped before it finished; the statistics are as they were.'
      : `The rebuild failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await database?.close();
  for (const signal of STOP_SIGNALS) process.removeListener(signal, onSignal);
}

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
import { rebuildStatsRollups } from '../server/services/stats-rollups';
import { runDatabaseScript } from './database-script';

await runDatabaseScript(
  {
    stopped: 'The rebuild stopped before it finished; the statistics are as they were.',
    failed: (reason) => `The rebuild failed: ${reason}`,
  },
  async ({ db, config }) => {
    const started = performance.now();
    const rebuilt = await rebuildStatsRollups(db, config.timeZone);
    console.log(
      `Rebuilt the statistics of ${rebuilt.days} ${rebuilt.days === 1 ? 'day' : 'days'} (${rebuilt.visitorDays} visitors by day), days in ${config.timeZone}, ` +
        `in ${Math.round(performance.now() - started)} ms.`,
    );
  },
);

/**
 * `npm run db:seed [-- --force]`: migrate the database and load the starter library when it is
 * empty (an embedded PostgreSQL under DATA_DIR when DATABASE_URL is unset). `--force` first removes
 * the catalogue (content, sub-categories, categories, static pages, analytics events) and loads the
 * library again; feedback and admin users are kept.
 *
 * The database is opened and closed the way the server does it (openDatabase). A stop signal
 * (SIGINT/SIGTERM/SIGHUP) ends the run after its current step (seeding is one transaction: all or
 * nothing) and stops the embedded PostgreSQL; the exit code is then 1.
 */
import { configFromEnvironment, openDatabase, STOP_SIGNALS, type OpenDatabase } from '../server/main';
import { migrateDatabase, withStartupLock } from '../server/db/migrate';
import { isCatalogueEmpty, seed } from '../server/db/seed';
import { createLog } from '../server/logger';

const force = process.argv.includes('--force');
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
    stopRequested.signal.throwIfAborted();
    if (!force && !(await isCatalogueEmpty(db))) {
      console.log('The library is already seeded; nothing to do (use --force to wipe the catalogue and seed again).');
      return;
    }
    const s = await seed(db, config.dataDir, { replaceCatalogue: force });
    console.log(
      `${force ? 'Replaced the catalogue: s' : 'S'}eeded ${s.categories} categories, ${s.subCategories} sub-categories, ${s.contents} content rows and ` +
        `${s.staticPages} static pages; copied ${s.filesCopied} files into ${config.dataDir}.`,
    );
  });
} catch (error) {
  console.error(
    stopRequested.signal.aborted
      ? 'Seeding stopped before it finished.'
      : `Seeding failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await database?.close();
  for (const signal of STOP_SIGNALS) process.removeListener(signal, onSignal);
}

/**
 * `npm run db:seed [-- --force]`: migrate the database and load the starter library when it is
 * empty (an embedded PostgreSQL under DATA_DIR when DATABASE_URL is unset). `--force` first removes
 * the catalogue (content, sub-categories, categories, static pages, analytics events) and loads the
 * library again; feedback and admin users are kept.
 */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { createDatabase } from '../server/db/connect';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../server/db/embedded';
import { migrateDatabase, withStartupLock } from '../server/db/migrate';
import { isCatalogueEmpty, seed } from '../server/db/seed';
import { createLog } from '../server/logger';

const force = process.argv.includes('--force');
const config = loadConfig();
const log = createLog(config.logLevel === 'info' ? 'warn' : config.logLevel);

let embedded: EmbeddedPostgres | undefined;
let databaseUrl = config.databaseUrl;
if (!databaseUrl) {
  embedded = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), port: config.embeddedPgPort, log });
  databaseUrl = embedded.url;
}
const database = createDatabase(databaseUrl, { poolSize: 2, log });

try {
  await withStartupLock(database.pool, async (db) => {
    await migrateDatabase(db);
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
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
  await embedded?.stop();
}

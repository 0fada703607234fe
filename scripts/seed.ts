/**
 * `npm run db:seed [-- --force]`: migrate the database and load the starter library when it is
 * empty (an embedded PostgreSQL under DATA_DIR when DATABASE_URL is unset). `--force` first removes
 * the catalogue (content, sub-categories, categories, static pages, analytics events) and loads the
 * library again; feedback and admin users are kept. Before it does, it keeps a backup of everything
 * (server/db/backup.ts) in `${DATA_DIR}/backups/before-seed-<time>.ndjson.gz`, which
 * `npm run restore` loads into an empty site.
 *
 * The database is opened, migrated and closed as runDatabaseScript does it. A stop signal
 * (SIGINT/SIGTERM/SIGHUP) ends the run after its current step (seeding is one transaction: all or
 * nothing) and stops the embedded PostgreSQL; the exit code is then 1.
 */
import path from 'node:path';
import { BACKUP_FILE_EXTENSION, connectionOf, writeBackup } from '../server/db/backup';
import { isCatalogueEmpty, seed } from '../server/db/seed';
import { runDatabaseScript } from './database-script';

const force = process.argv.includes('--force');

await runDatabaseScript(
  { stopped: 'Seeding stopped before it finished.', failed: (reason) => `Seeding failed: ${reason}` },
  async ({ db, config }) => {
    if (!force && !(await isCatalogueEmpty(db))) {
      console.log('The library is already seeded; nothing to do (use --force to wipe the catalogue and seed again).');
      return;
    }
    let backup: string | undefined;
    if (force) {
      // What --force wipes (hymns editors wrote, the statistics' events) can be brought back.
      const stamp = new Date().toISOString().replace(/:/g, '-');
      const file = path.join(config.dataDir, 'backups', `before-seed-${stamp}${BACKUP_FILE_EXTENSION}`);
      backup = (await writeBackup({ connection: connectionOf(db), dataDir: config.dataDir, file })).file;
    }
    const s = await seed(db, config.dataDir, { replaceCatalogue: force });
    console.log(
      `${force ? `Replaced the catalogue (everything as it was before is backed up in ${backup}): s` : 'S'}eeded ` +
        `${s.categories} categories, ${s.subCategories} sub-categories, ${s.contents} content rows and ` +
        `${s.staticPages} static pages; copied ${s.filesCopied} files into ${config.dataDir}.`,
    );
  },
);

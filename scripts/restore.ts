/**
 * `npm run restore -- FILE`: loads a backup made by `npm run backup` into an empty site, with the
 * server stopped: an empty DATA_DIR (its embedded PostgreSQL is created) or a new DATABASE_URL.
 * The database is migrated first, then the backup goes in as one transaction (all or nothing);
 * a database that already holds rows, or a media file of the same name with other content, is
 * refused with nothing changed (exit code 1). See server/db/restore.ts.
 *
 * The database is opened, migrated and closed as runDatabaseScript does it; a stop signal ends the
 * restore with nothing restored.
 */
import { connectionOf, readBackupHeader, restoreBackup } from '../server/db/backup';
import { fileArgument, runDatabaseScript } from './database-script';

async function main(): Promise<void> {
  const file = fileArgument('Usage: npm run restore -- FILE   (a backup made by npm run backup)');
  if (!file) return;
  try {
    // Checked before any database is started or created for it.
    await readBackupHeader(file);
  } catch (error) {
    console.error(`Nothing was restored: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
    return;
  }

  await runDatabaseScript(
    {
      stopped: 'The restore stopped before it finished; nothing was restored.',
      failed: (reason) => `Nothing was restored: ${reason}`,
    },
    async ({ db, config, signal }) => {
      // The script's own connection (it holds the start-up lock, so a server starting meanwhile waits).
      const s = await restoreBackup({ connection: connectionOf(db), dataDir: config.dataDir, file, signal });
      const rows = Object.values(s.rows).reduce((sum, n) => sum + n, 0);
      console.log(
        `Restored ${rows} rows of ${Object.keys(s.rows).length} tables and ${s.files} media files from ${file} ` +
          `(the site as it was at ${s.header.createdAt}) into ${config.databaseUrl ? 'the database of DATABASE_URL' : config.dataDir}. ` +
          'Editors sign in again: sessions are not in a backup.',
      );
    },
  );
}

await main();

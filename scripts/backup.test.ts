/**
 * `npm run backup` and `npm run restore` as commands, on the embedded PostgreSQL: the backup uses
 * the one a running server started (a second PostgreSQL on the directory would be refused), or
 * starts and stops its own; the restore creates a new site from the file.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBackupHeader, restoreBackup } from '../server/db/backup';
import { createDatabase, type DatabaseHandle } from '../server/db/connect';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../server/db/embedded';
import { migrateDatabase } from '../server/db/migrate';
import { runningEmbeddedPostgresUrl } from '../server/db/running-embedded';
import { seed } from '../server/db/seed';
import { freePort } from '../server/net/free-port';
import { createTestDatabase, type TestDatabase } from '../server/test/db';
import { fixtureLibrary } from '../server/test/fixtures';
import { runScript } from '../server/test/run-script';

describe('npm run backup and npm run restore on the embedded PostgreSQL', () => {
  let workDir: string;
  let dataDir: string;
  let server: EmbeddedPostgres | undefined;
  let database: DatabaseHandle | undefined;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'bhajan-backup-script-'));
    // As root, PostgreSQL runs as the postgres user, which must be able to pass through to the data directories.
    await chmod(workDir, 0o711);
    dataDir = path.join(workDir, 'site');
    // What a running server holds: its embedded PostgreSQL (with the password file beside it), migrated and seeded.
    server = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), port: await freePort(), durability: 'none' });
    database = createDatabase(server.url, { poolSize: 2 });
    await migrateDatabase(database.db);
    await seed(database.db, dataDir, { library: fixtureLibrary });
  });
  afterAll(async () => {
    await database?.close();
    await server?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('finds the running PostgreSQL from its postmaster.pid and password file', async () => {
    expect(await runningEmbeddedPostgresUrl(path.join(dataDir, 'postgres'))).toBe(server!.url);
  });

  it("backs up from the running server's PostgreSQL, and leaves it running", { timeout: 60_000 }, async () => {
    const file = path.join(workDir, 'while-running.ndjson.gz');
    // Another port in the configuration: the one in postmaster.pid is what counts.
    const result = await runScript('backup', [file], { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Backed up \d+ rows of \d+ tables and \d+ media files into .*while-running\.ndjson\.gz/);
    expect(result.stdout).toContain("read from the running server's embedded PostgreSQL");
    expect((await readBackupHeader(file)).tables.length).toBeGreaterThan(5);
    expect((await database!.pool.query('select count(*)::int as n from content')).rows[0].n).toBe(fixtureLibrary.contents.length);
  });

  it('starts the embedded PostgreSQL when no server runs, and stops it again', { timeout: 90_000 }, async () => {
    await database!.close();
    await server!.stop();
    database = undefined;
    server = undefined;
    const file = path.join(workDir, 'stopped.ndjson.gz');
    const result = await runScript('backup', [file], { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('started for the backup');
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const restoredDir = path.join(workDir, 'restored');
    const restored = await runScript('restore', [file], { DATA_DIR: restoredDir, EMBEDDED_PG_PORT: String(await freePort()) });
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Restored \d+ rows of \d+ tables and \d+ media files from .*Editors sign in again/);

    const again = await runScript('restore', [file], { DATA_DIR: restoredDir, EMBEDDED_PG_PORT: String(await freePort()) });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Nothing was restored: The database is not empty/);
  });

  it('says what is wrong without a file, or with a file that is no backup', async () => {
    const missing = await runScript('backup', [], { DATA_DIR: dataDir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Usage: npm run backup -- FILE/);
    const notThere = await runScript('restore', [path.join(workDir, 'nothing.ndjson.gz')], { DATA_DIR: path.join(workDir, 'unused') });
    expect(notThere.code).toBe(1);
    expect(notThere.stderr).toMatch(/^Nothing was restored: There is no file/);
    expect(existsSync(path.join(workDir, 'unused'))).toBe(false);
  });
});

describe('npm run db:seed -- --force', () => {
  let workDir: string;
  let source: TestDatabase;
  let target: TestDatabase;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'bhajan-seed-force-'));
    [source, target] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([source?.close(), target?.close()]);
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('backs up what it replaces, into DATA_DIR/backups, and says where', { timeout: 90_000 }, async () => {
    const dataDir = path.join(workDir, 'site');
    await seed(source.db, dataDir, { library: fixtureLibrary });
    await source.pool.query("update content set title_primary = 'संपादक.एक संपादक का भजन' where content_id = 1");

    const result = await runScript('seed', ['--force'], { DATABASE_URL: source.url, DATA_DIR: dataDir });
    expect(result.code).toBe(0);
    const backups = await readdir(path.join(dataDir, 'backups'));
    expect(backups).toHaveLength(1);
    expect(backups[0]).toMatch(/^before-seed-.*\.ndjson\.gz$/);
    expect(result.stdout).toContain(`everything as it was before is backed up in ${path.join(dataDir, 'backups', backups[0]!)}`);
    // The editor's hymn is gone from the site, and comes back from the backup.
    expect((await source.pool.query("select 1 from content where title_primary = 'संपादक.एक संपादक का भजन'")).rowCount).toBe(0);
    await restoreBackup({
      connection: target.pool,
      dataDir: path.join(workDir, 'restored'),
      file: path.join(dataDir, 'backups', backups[0]!),
    });
    expect((await target.pool.query("select 1 from content where title_primary = 'संपादक.एक संपादक का भजन'")).rowCount).toBe(1);
  });
});

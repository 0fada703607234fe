/**
 * Backing up the whole site into one file while it runs (`npm run backup`), and restoring it
 * (`npm run restore`, restore.ts). The file's layout is in backup-format.ts.
 *
 * - Consistent: every table is read inside one REPEATABLE READ READ ONLY transaction, so the file
 *   holds the database as it was at one moment, whatever editors and visitors write meanwhile.
 * - Plain Node and `pg`, no pg_dump: the embedded PostgreSQL has no pg_dump, and an external one
 *   may be a different version than any pg_dump installed here.
 * - Bounded memory: rows are fetched through a cursor in batches, files read in chunks, and the
 *   gzip stream's back-pressure holds the database reads back when the disk is slower.
 * - Never a file that looks complete but is not: it is written as `FILE.partial` and renamed once
 *   whole (a crash leaves only the `.partial`); the last line says what came before it.
 * - The media files are read after the database (they are not in its snapshot): a file uploaded
 *   meanwhile may be in the backup without a row naming it, which is harmless.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BATCH_ROWS,
  backedUpTableNames,
  BackupRefused,
  describeTables,
  knownMigrations,
  TABLES_LEFT_OUT,
  type BackupHeader,
  type BackupLine,
  type MigrationStamp,
  type TableShape,
  onOneConnection,
  type BackupConnection,
} from './backup-format';
import { mediaLines } from './backup-media';

export {
  BACKUP_FILE_EXTENSION,
  BackupRefused,
  connectionOf,
  readBackupHeader,
  TABLES_LEFT_OUT,
  type BackupConnection,
  type BackupHeader,
} from './backup-format';
export { restoreBackup } from './restore';

export interface WriteBackupOptions {
  connection: BackupConnection;
  /** DATA_DIR: its media files go into the backup. */
  dataDir: string;
  /** Where the backup goes (by convention ending in BACKUP_FILE_EXTENSION); an older file of that name is replaced once the new one is whole. */
  file: string;
  /** Aborted: the backup stops, and leaves no file. */
  signal?: AbortSignal;
  /** Called once a table's rows are all read (progress; the tests write to the database meanwhile). */
  onTableRead?: (table: string, rows: number) => void | Promise<void>;
}

export interface BackupSummary {
  file: string;
  /** The file's size. */
  bytes: number;
  header: BackupHeader;
  /** Rows per table. */
  rows: Record<string, number>;
  files: number;
}

export async function writeBackup(options: WriteBackupOptions): Promise<BackupSummary> {
  const file = path.resolve(options.file);
  const partial = `${file}.partial`;
  const counts = { rows: {} as Record<string, number>, files: 0 };
  let header: BackupHeader | undefined;
  await mkdir(path.dirname(file), { recursive: true });
  try {
    await onOneConnection(options.connection, async (client) => {
      async function* lines(): AsyncGenerator<string> {
        yield* databaseLines(client, options, counts, (read) => (header = read));
        for await (const line of mediaLines(options.dataDir, () => (counts.files += 1), options.signal)) yield lineOf(line);
        yield lineOf({ end: counts });
      }
      // flush: the file is on disk before it is renamed, so the name never points at lost data.
      await pipeline(Readable.from(lines()), createGzip(), createWriteStream(partial, { flush: true, mode: 0o600 }));
    });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { file, bytes: (await stat(file)).size, header: header!, rows: counts.rows, files: counts.files };
}

const lineOf = (line: BackupHeader | BackupLine) => `${JSON.stringify(line)}\n`;

/** The lines of the header and of every backed-up table's rows, read in one snapshot. */
async function* databaseLines(
  client: pg.ClientBase,
  options: WriteBackupOptions,
  counts: { rows: Record<string, number> },
  onHeader: (header: BackupHeader) => void,
): AsyncGenerator<string> {
  await client.query('begin isolation level repeatable read read only');
  let open = true;
  try {
    // The backup may be slow to write (a slow disk holds the reads back): no timeout set for the
    // site's requests may end it.
    await client.query('set local statement_timeout = 0; set local idle_in_transaction_session_timeout = 0');
    const tables = await describeTables(client, backedUpTableNames());
    const header = await headerOf(client, tables);
    onHeader(header);
    yield lineOf(header);
    for (const table of tables) {
      options.signal?.throwIfAborted();
      counts.rows[table.name] = 0;
      for await (const rows of rowBatches(client, table)) {
        counts.rows[table.name]! += rows.length;
        // The rows are PostgreSQL's own JSON text, put into the line as they are (no parsing here).
        yield `{"table":${JSON.stringify(table.name)},"rows":[${rows.join(',')}]}\n`;
      }
      await options.onTableRead?.(table.name, counts.rows[table.name]!);
    }
    await client.query('commit');
    open = false;
  } finally {
    if (open) await client.query('rollback').catch(() => undefined);
  }
}

/** The first line: what the file is, the database's migration, its tables and how far their sequences had counted. */
async function headerOf(client: pg.ClientBase, tables: TableShape[]): Promise<BackupHeader> {
  const { rows } = await client.query<{ created_at: Date }>('select now() as created_at');
  const backupTables = [];
  for (const table of tables) {
    const sequences: Record<string, string> = {};
    for (const { column, sequence } of table.sequences) {
      // Sequences are outside the snapshot: this is at least the highest id the rows hold.
      const used = await client.query<{ used: string }>('select coalesce(pg_sequence_last_value($1::text::regclass), 0)::text as used', [
        sequence,
      ]);
      sequences[column] = used.rows[0]!.used;
    }
    backupTables.push({ name: table.name, columns: table.columns, sequences });
  }
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: rows[0]!.created_at.toISOString(),
    migration: await appliedMigration(client),
    tables: backupTables,
    leftOut: Object.keys(TABLES_LEFT_OUT),
  };
}

async function appliedMigration(client: pg.ClientBase): Promise<MigrationStamp> {
  const exists = await client.query<{ found: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as found");
  const applied = exists.rows[0]!.found
    ? await client.query<{ hash: string; created_at: string }>(
        'select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
      )
    : { rows: [] };
  const last = applied.rows[0];
  if (!last)
    throw new BackupRefused('This database has no migrations applied: it is not (yet) a Bhajan Sangrah database. Nothing to back up.');
  const createdAt = Number(last.created_at);
  return { tag: knownMigrations().find((m) => m.createdAt === createdAt)?.tag ?? null, hash: last.hash, createdAt };
}

/** A table's rows as JSON text, in primary-key order, BATCH_ROWS at a time through a cursor. */
async function* rowBatches(client: pg.ClientBase, table: TableShape): AsyncGenerator<string[]> {
  const id = (name: string) => pg.escapeIdentifier(name);
  const columns = table.columns.map((column) =>
    table.textColumns.includes(column) ? `t.${id(column)}::text as ${id(column)}` : `t.${id(column)}`,
  );
  const order = table.primaryKey.length > 0 ? ` order by ${table.primaryKey.map((column) => `t.${id(column)}`).join(', ')}` : '';
  await client.query(
    `declare backup_rows no scroll cursor for
       select row_to_json(r)::text as row from ${id(table.name)} t cross join lateral (select ${columns.join(', ')}) r${order}`,
  );
  try {
    for (;;) {
      const { rows } = await client.query<{ row: string }>(`fetch forward ${BATCH_ROWS} from backup_rows`);
      if (rows.length > 0) yield rows.map((r) => r.row);
      if (rows.length < BATCH_ROWS) return;
    }
  } finally {
    await client.query('close backup_rows').catch(() => undefined);
  }
}

/**
 * What a backup file is (written by backup.ts, read by restore.ts): one gzip-compressed file of
 * JSON lines (NDJSON), read and written a line at a time so that neither side ever holds a whole
 * table or a whole video in memory.
 *
 *   {"format":"bhajan-sangrah-backup","version":1,"createdAt":…,"migration":…,"tables":[…],"leftOut":[…]}
 *   {"table":"category","rows":[{…},{…}]}            the rows, in batches, tables in foreign-key order
 *   {"file":{"folder":"media","path":"aarti.mp4"}}   then each media file:
 *   {"data":"<base64>"}                              its bytes, at most CHUNK_BYTES a line
 *   {"fileEnd":{"size":123,"sha256":"…"}}
 *   {"end":{"rows":{"category":5,…},"files":12}}      last: what came before, so a cut file is noticed
 *
 * Which tables are in it is decided here, from server/db/schema.ts: every table except those in
 * TABLES_LEFT_OUT, so a table added later is backed up without anyone having to remember.
 */
import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { is } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './connect';
import { MIGRATIONS_FOLDER } from './migrate';
import * as schema from './schema';

export const BACKUP_FORMAT = 'bhajan-sangrah-backup';
export const BACKUP_VERSION = 1;
/** Every backup file is named so: `npm run backup -- site.ndjson.gz`, db:seed's `before-seed-….ndjson.gz`. */
export const BACKUP_FILE_EXTENSION = '.ndjson.gz';
/** Bytes of a media file per line: base64 makes it about 700 kB of text, well under 1 MB a line. */
export const CHUNK_BYTES = 512 * 1024;
/** Rows per line (and per fetch from the database): bounded memory even for millions of events. */
export const BATCH_ROWS = 500;

/**
 * The tables a backup leaves out, and why. Everything else in schema.ts is backed up.
 */
export const TABLES_LEFT_OUT: Readonly<Record<string, string>> = {
  admin_session:
    'sessions must not survive into a restored copy: whoever held a cookie of the old site would be signed in to the new one. Editors sign in again.',
  audit_event:
    'the audit trail records what was done on this site, from which addresses, and is pruned after its retention: a restored copy starts a trail of its own (the revisions, which are backed up, keep who changed each hymn).',
  together_room:
    "Sing together's rooms live twelve hours at most, led from a secret on one phone: a restored site has no satsang under way.",
  together_presence:
    'how many follow each room on each running instance: written again every few seconds by the instances that serve them.',
  rate_limit: 'throttling counters are transient (their windows last minutes) and say nothing about the site.',
  visitor_salt:
    "a day's secret salt is deleted after two days so that nobody can recompute a visitor's hash from an address; a backup kept for weeks would break that promise. A restored site makes a new salt.",
};

/**
 * Tables made wholly from others by triggers: not in a backup (they would only collide with what
 * the triggers make), made again as the tables they come from are restored.
 */
export const DERIVED_TABLES: Readonly<Record<string, string>> = {
  content_search: "search's narrow copy of content's search columns and flags, made by content's triggers (migration 0007).",
};

/**
 * Writes that a table's triggers make into other tables: those other tables are restored first, so
 * the trigger finds their rows already there (content's insert trigger adds every word of the new
 * rows to search_word, ignoring words it has; search_word's own rows going in later would collide).
 * The catalogue's insert triggers keep a revision of each new row, unless the backup's is there.
 */
const FILLED_BY_TRIGGERS_OF: Readonly<Record<string, readonly string[]>> = {
  content: ['search_word', 'revision'],
  sub_category: ['revision'],
  category: ['revision'],
  static_page: ['revision'],
};

/** The names of the tables a backup holds, each after the tables it refers to (the order rows are restored in). */
export function backedUpTableNames(): string[] {
  const tables = (Object.values(schema) as unknown[])
    .filter((value) => is(value, PgTable))
    .map((table) => getTableConfig(table as PgTable));
  const refersTo = new Map(
    tables.map((table) => [
      table.name,
      [...table.foreignKeys.map((key) => getTableConfig(key.reference().foreignTable).name), ...(FILLED_BY_TRIGGERS_OF[table.name] ?? [])],
    ]),
  );
  const ordered: string[] = [];
  const visit = (name: string, via: string[]) => {
    if (ordered.includes(name)) return;
    if (via.includes(name)) throw new Error(`The tables refer to each other in a circle: ${[...via, name].join(' → ')}`);
    for (const other of refersTo.get(name) ?? []) visit(other, [...via, name]);
    ordered.push(name);
  };
  for (const { name } of tables) visit(name, []);
  return ordered.filter((name) => !(name in TABLES_LEFT_OUT) && !(name in DERIVED_TABLES));
}

/** A table as the database has it: what a backup reads and a restore writes. */
export interface TableShape {
  name: string;
  /** The columns a backup holds, in the table's order; generated columns (none today) would be left out: PostgreSQL computes them again. */
  columns: string[];
  /** bigint and numeric columns: written as strings, because JavaScript's numbers would round them. */
  textColumns: string[];
  /** The rows' order in the file. */
  primaryKey: string[];
  /** Columns filled from a sequence (serial), with the sequence's name. */
  sequences: { column: string; sequence: string }[];
}

/** The shapes of `names`, read from PostgreSQL's catalogue. */
export async function describeTables(client: pg.ClientBase, names: readonly string[]): Promise<TableShape[]> {
  const shapes: TableShape[] = [];
  for (const name of names) {
    const { rows } = await client.query<{
      column: string;
      generated: boolean;
      as_text: boolean;
      key: number | null;
      sequence: string | null;
    }>(
      `select a.attname as column,
              a.attgenerated <> '' as generated,
              a.atttypid in ('int8'::regtype, 'numeric'::regtype) as as_text,
              array_position(i.indkey::int2[], a.attnum) as key,
              pg_get_serial_sequence($1::text, a.attname) as sequence
         from pg_attribute a
         left join pg_index i on i.indrelid = a.attrelid and i.indisprimary
        where a.attrelid = $1::text::regclass and a.attnum > 0 and not a.attisdropped
        order by a.attnum`,
      [pg.escapeIdentifier(name)],
    );
    const stored = rows.filter((row) => !row.generated);
    shapes.push({
      name,
      columns: stored.map((row) => row.column),
      textColumns: stored.filter((row) => row.as_text).map((row) => row.column),
      primaryKey: rows
        .filter((row) => row.key !== null)
        .sort((a, b) => a.key! - b.key!)
        .map((row) => row.column),
      sequences: rows.filter((row) => row.sequence !== null).map((row) => ({ column: row.column, sequence: row.sequence! })),
    });
  }
  return shapes;
}

/** A migration, as drizzle records it in `drizzle.__drizzle_migrations` (`createdAt` is its folder's time stamp). */
export interface MigrationStamp {
  /** Its file's name without `.sql` (e.g. `0005_catalogue_changes`); null when this code does not know it. */
  tag: string | null;
  hash: string;
  createdAt: number;
}

/** The migrations this code has, oldest first. */
export function knownMigrations(): MigrationStamp[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => ({
    tag: journal.entries.find((entry) => entry.when === migration.folderMillis)?.tag ?? null,
    hash: migration.hash,
    createdAt: migration.folderMillis,
  }));
}

/** A backed-up table in the header: its columns, and how far each of its sequences had counted. */
export interface BackupTable {
  name: string;
  columns: string[];
  /** Column → the last number its sequence gave out (a string: it is a bigint). */
  sequences: Record<string, string>;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** When the database was read (the snapshot's time), ISO 8601. */
  createdAt: string;
  /** The last migration applied to the database backed up. */
  migration: MigrationStamp;
  tables: BackupTable[];
  /** TABLES_LEFT_OUT's names, so the file says itself what it lacks. */
  leftOut: string[];
}

export type BackupLine =
  | { table: string; rows: Record<string, unknown>[] }
  | { file: { folder: MediaFolder; path: string } }
  | { data: string }
  | { fileEnd: { size: number; sha256: string } }
  | { end: { rows: Record<string, number>; files: number } };

/** The folders of DATA_DIR a backup holds (keys of dataPaths): sub-category images and content media. */
export const MEDIA_FOLDERS = ['subCategoryImages', 'media'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

/** A pool (a connection is borrowed for the backup) or one connection (a script's, already in use). */
export type BackupConnection = pg.Pool | pg.ClientBase;

/** The connection under a Drizzle instance (a pool, or the one client a script holds). */
export function connectionOf(db: Database): BackupConnection {
  const client = (db as Database & { $client?: BackupConnection }).$client;
  if (!client) throw new Error('This Drizzle instance has no PostgreSQL connection under it.');
  return client;
}

/** Runs `work` on one connection of `connection`: borrowed from a pool and given back, or the client itself. */
export async function onOneConnection<T>(connection: BackupConnection, work: (client: pg.ClientBase) => Promise<T>): Promise<T> {
  if (!(connection instanceof pg.Pool)) return work(connection);
  const client = await connection.connect();
  let broken: Error | undefined;
  try {
    return await work(client);
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A connection that failed half-way (perhaps inside a transaction) is not given back for reuse.
    client.release(broken);
  }
}

/** A backup that cannot or must not be restored (or made): its message says why, for the person running the command. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/**
 * The file's lines, parsed, one at a time. A file that is not gzip, is cut short or was changed
 * fails here (gzip checks its length and a checksum of everything at the end).
 */
export async function* readBackupLines(file: string): AsyncGenerator<unknown, void, undefined> {
  const gunzip = createGunzip({ chunkSize: 256 * 1024 });
  // pipeline: a read error ends the gunzip stream with it, and stopping early closes the file.
  pipeline(createReadStream(file), gunzip, () => undefined);
  const decoder = new StringDecoder('utf8');
  let pending: string[] = [];
  let lineNumber = 0;
  const parse = (text: string) => {
    lineNumber += 1;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new BackupRefused(`${file} is damaged: line ${lineNumber} is not JSON.`);
    }
  };
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      const text = decoder.write(chunk);
      let start = 0;
      for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', start)) {
        pending.push(text.slice(start, newline));
        yield parse(pending.join(''));
        pending = [];
        start = newline + 1;
      }
      if (start < text.length) pending.push(text.slice(start));
    }
  } catch (error) {
    throw readError(file, error);
  }
  const last = pending.join('') + decoder.end();
  if (last.trim() !== '') yield parse(last);
}

function readError(file: string, error: unknown): Error {
  if (error instanceof BackupRefused) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new BackupRefused(`There is no file ${file}.`);
  if (code === 'Z_DATA_ERROR')
    return new BackupRefused(`${file} is not a Bhajan Sangrah backup, or it is damaged (${(error as Error).message}).`);
  if (code === 'Z_BUF_ERROR') return new BackupRefused(`${file} is cut short: the backup was not copied whole.`);
  return error as Error;
}

/**
 * The header, checked: a backup of this format and version, from a database whose schema this
 * code knows (a backup from a newer version could hold columns and tables this one would lose).
 */
export function checkHeader(file: string, line: unknown): BackupHeader {
  const header = line as Partial<BackupHeader> | undefined;
  if (header?.format !== BACKUP_FORMAT) throw new BackupRefused(`${file} is not a Bhajan Sangrah backup.`);
  if (header.version !== BACKUP_VERSION) {
    throw new BackupRefused(
      `${file} is a backup of format version ${header.version}; this version of the site reads version ${BACKUP_VERSION}.`,
    );
  }
  if (!header.migration || !Array.isArray(header.tables)) throw new BackupRefused(`${file} is damaged: its first line lacks the tables.`);
  const latest = knownMigrations().at(-1)!;
  if (header.migration.createdAt > latest.createdAt) {
    throw new BackupRefused(
      `${file} was made by a newer version of the site: its database is at migration ${header.migration.tag ?? header.migration.hash}, ` +
        `this version knows migrations up to ${latest.tag}. Restore it with the version that made it (or a later one).`,
    );
  }
  return header as BackupHeader;
}

/** The header of `file` alone (to check a file before a database is opened for it). */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const lines = readBackupLines(file);
  try {
    const first = await lines.next();
    return checkHeader(file, first.done ? undefined : first.value);
  } finally {
    await lines.return();
  }
}

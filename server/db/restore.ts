/**
 * Loading a backup (backup.ts) into an empty, migrated database and its media files into DATA_DIR.
 *
 * - Only into an empty database: when any backed-up table has rows, nothing is done. A backup is
 *   never merged into a live catalogue (ids would collide, or worse, silently mix two sites).
 * - All or nothing: every row goes in inside one transaction, committed only after the file's last
 *   line has been read and checked; media files are written under `.partial` names and renamed only
 *   after that commit. A damaged or cut file leaves the database empty and no file behind.
 * - Exact: rows go through `json_populate_recordset` of the table's own row type, so PostgreSQL reads
 *   each value with the column's type (timestamps to the microsecond, numerics as written).
 * - Sequences are set past the highest id restored (and past what they had counted at the backup),
 *   so the next hymn or feedback gets a fresh id, never a deleted one's.
 */
import pg from 'pg';
import {
  backedUpTableNames,
  BackupRefused,
  checkHeader,
  describeTables,
  readBackupLines,
  type BackupHeader,
  type BackupLine,
  type TableShape,
  onOneConnection,
  type BackupConnection,
} from './backup-format';
import { restoreMedia, type MediaRestore } from './backup-media';
import { REVISION_AUTHORS } from '../../src/model/revisions';
import { writeAsOn } from './revision-author';

export interface RestoreOptions {
  /** The database, migrated (migrateDatabase) and empty. */
  connection: BackupConnection;
  /** DATA_DIR: the media files go here. */
  dataDir: string;
  file: string;
  /** Aborted: the restore stops, and leaves nothing. */
  signal?: AbortSignal;
}

export interface RestoreSummary {
  header: BackupHeader;
  rows: Record<string, number>;
  files: number;
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const media = restoreMedia(options.dataDir);
  let summary: RestoreSummary;
  try {
    summary = await onOneConnection(options.connection, async (client) => {
      await client.query('begin');
      try {
        await client.query('set local statement_timeout = 0');
        // The backup's revisions come back as they were; a row without one (a backup from before
        // revisions were kept) gets its first, naming the restore.
        await writeAsOn(client, { author: REVISION_AUTHORS.restore });
        const loaded = await loadBackup(client, options, media);
        await client.query('commit');
        return loaded;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
    });
  } catch (error) {
    await media.discard();
    throw error;
  }
  try {
    await media.putInPlace();
  } catch (error) {
    throw new Error(
      `The database is restored, but moving the media files into place failed (${(error as Error).message}); ` +
        'the files not moved are still there under hidden .partial names.',
    );
  }
  return summary;
}

/** Reads the whole file inside the caller's transaction: checks, rows, media, and the last line's counts. */
async function loadBackup(client: pg.ClientBase, options: RestoreOptions, media: MediaRestore): Promise<RestoreSummary> {
  const { file, signal } = options;
  let header: BackupHeader | undefined;
  let tables: Map<string, RestoredTable> | undefined;
  let end: Extract<BackupLine, { end: unknown }>['end'] | undefined;
  const damaged = (what: string) => new BackupRefused(`${file} is damaged: ${what}.`);

  for await (const line of readBackupLines(file)) {
    signal?.throwIfAborted();
    if (!header) {
      header = checkHeader(file, line);
      tables = await prepareTables(client, header);
      continue;
    }
    if (end) throw damaged('there is more after its last line');
    if (typeof line !== 'object' || line === null) throw damaged('a line is not an object');
    const entry = line as Partial<Record<string, unknown>>;
    if ('table' in entry) {
      const { table, rows } = line as Extract<BackupLine, { table: unknown }>;
      const target = tables!.get(table);
      if (!target || !Array.isArray(rows)) throw damaged(`rows of an unknown table ${JSON.stringify(table)}`);
      await client.query(target.insert, [JSON.stringify(rows)]);
      target.rows += rows.length;
    } else if ('file' in entry) await media.begin((line as Extract<BackupLine, { file: unknown }>).file);
    else if ('data' in entry) await media.write(String(entry.data));
    else if ('fileEnd' in entry) await media.end((line as Extract<BackupLine, { fileEnd: unknown }>).fileEnd);
    else if ('end' in entry) end = (line as Extract<BackupLine, { end: unknown }>).end;
    else throw damaged(`a line of an unknown kind (${Object.keys(entry).join(', ')})`);
  }
  if (!header) throw damaged('it is empty');
  if (!end) throw new BackupRefused(`${file} is cut short (its last line is missing): the backup was not copied whole, or not finished.`);

  const rows = Object.fromEntries([...tables!.values()].map((table) => [table.shape.name, table.rows]));
  for (const name of new Set([...Object.keys(rows), ...Object.keys(end.rows ?? {})])) {
    const expected = end.rows?.[name] ?? 0;
    if ((rows[name] ?? 0) !== expected) throw damaged(`it should hold ${expected} rows of ${name} but holds ${rows[name] ?? 0}`);
  }
  if (media.count() !== end.files) throw damaged(`it should hold ${end.files} media files but holds ${media.count()}`);
  await advanceSequences(client, header, [...tables!.values()]);
  return { header, rows, files: media.count() };
}

interface RestoredTable {
  shape: TableShape;
  /** The INSERT of one line's rows ($1: the rows as a JSON array). */
  insert: string;
  rows: number;
}

/**
 * The backup's tables in this database: each must exist here with every column the backup has
 * (a backup from an older version may lack newer columns: they get their defaults). Locks them
 * against writes and refuses a database that holds rows in any of them.
 */
async function prepareTables(client: pg.ClientBase, header: BackupHeader): Promise<Map<string, RestoredTable>> {
  const known = backedUpTableNames();
  const unknown = header.tables.filter((table) => !known.includes(table.name)).map((table) => table.name);
  if (unknown.length > 0) throw new BackupRefused(`The backup holds tables this version of the site does not have: ${unknown.join(', ')}.`);
  const shapes = await describeTables(
    client,
    header.tables.map((table) => table.name),
  );
  const id = (name: string) => pg.escapeIdentifier(name);
  const tables = new Map<string, RestoredTable>();
  for (const [index, shape] of shapes.entries()) {
    const columns = header.tables[index]!.columns;
    const missing = columns.filter((column) => !shape.columns.includes(column));
    if (missing.length > 0)
      throw new BackupRefused(`The backup's table ${shape.name} has columns this version lacks: ${missing.join(', ')}.`);
    const list = columns.map(id).join(', ');
    // OVERRIDING SYSTEM VALUE: ids are restored as they were, even for identity columns.
    const insert = `insert into ${id(shape.name)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${id(shape.name)}, $1::json)`;
    tables.set(shape.name, { shape, insert, rows: 0 });
  }

  // No one writes to these tables until this transaction ends; reads go on.
  await client.query(`lock table ${shapes.map((shape) => id(shape.name)).join(', ')} in exclusive mode`);
  const filled = await client.query<{ name: string }>(
    shapes
      .map((shape) => `select ${pg.escapeLiteral(shape.name)} as name where exists (select 1 from ${id(shape.name)})`)
      .join(' union all '),
  );
  if (filled.rows.length > 0) {
    throw new BackupRefused(
      `The database is not empty (${filled.rows.map((row) => row.name).join(', ')} hold rows): a backup is restored only into an empty one. ` +
        'Stop the server and restore into an empty DATA_DIR or a new DATABASE_URL.',
    );
  }
  return tables;
}

/** Sets every sequence past the highest id restored and past what it had counted when backed up. */
async function advanceSequences(client: pg.ClientBase, header: BackupHeader, tables: RestoredTable[]): Promise<void> {
  for (const { shape } of tables) {
    const counted = header.tables.find((table) => table.name === shape.name)?.sequences ?? {};
    for (const { column, sequence } of shape.sequences) {
      await client.query(
        `select setval($1::text::regclass, greatest(used, 1), used >= 1)
           from (select greatest(coalesce(max(${pg.escapeIdentifier(column)}), 0), $2::bigint) as used from ${pg.escapeIdentifier(shape.name)}) s`,
        [sequence, counted[column] ?? '0'],
      );
    }
  }
}

/**
 * Backup and restore against real PostgreSQL databases: a source filled in every backed-up table
 * (and in the tables left out), with media files under a temporary DATA_DIR; each restore goes
 * into a fresh, migrated, empty database and a fresh data directory.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dataPaths } from '../fs';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { fixtureLibrary } from '../test/fixtures';
import { BACKUP_FILE_EXTENSION, BackupRefused, readBackupHeader, restoreBackup, TABLES_LEFT_OUT, writeBackup } from './backup';
import { backedUpTableNames, CHUNK_BYTES, DERIVED_TABLES, describeTables } from './backup-format';
import { seed } from './seed';
import { MIGRATIONS_FOLDER } from './migrate';

/** Beyond JavaScript's exact integers: a bigint id must come back as it was, not rounded. */
const HUGE_EVENT_ID = '9007199254740993';
const EVERY_BYTE = Buffer.from(Array.from({ length: 1024 }, (_, i) => i % 256));
/** Larger than a line's chunk, so it spans several lines. */
const LARGE_VIDEO = randomBytes(Math.round(CHUNK_BYTES * 2.5));

/** A row in every table the app has, with values that are easy to get wrong (time zones, microseconds, bigints, odd text). */
async function fillEveryTable(pool: pg.Pool): Promise<void> {
  await pool.query(`
    insert into feedback (name, email, feedback_text, rating, device_info, created_at) values
      ('राम', 'ram@example.org', E'पहली पंक्ति\\nदूसरी "quoted" \\\\ back\\\\slash \\u2028 🙏', 5, 'Android 14', '2024-03-05 10:11:12.123456+05:30'),
      ('Sita', 'sita@example.org', 'short', 1, '', '2024-03-06 00:00:00+00');
    -- A feedback deleted before the backup: its id must not be given out again after a restore.
    insert into feedback (name, email, feedback_text) values ('gone', 'gone@example.org', 'deleted');
    delete from feedback where name = 'gone';
    insert into analytics_event (kind, content_id, created_at) values ('content_view', 1, '2024-03-05 10:00:00.000001+00');
    insert into analytics_event (id, kind, search_term, result_count, visitor_hash) values (${HUGE_EVENT_ID}, 'search', 'हनुमान', 3, 'abc');
    insert into stats_daily (day, content_views, searches) values ('2024-03-05', 1, 1);
    insert into visitor_day (day, visitor_hash, first_seen_at, last_seen_at, sessions, sessions_added)
      values ('2024-03-05', 'abc', '2024-03-05 10:00:00+00', '2024-03-05 11:00:00+00', 2, 1);
    insert into ad_revenue (day, revenue) values ('2024-03-05', 12345678.91), ('2024-03-06', 0.10);
    insert into admin_user (email, password_hash) values ('Editor@Example.org', '$scrypt$ln=15,r=8,p=3$c2FsdA$aGFzaA');
    insert into admin_session (token_hash, user_id, expires_at) values ('f00d', (select id from admin_user), now() + interval '1 hour');
    insert into rate_limit (bucket, key_hash, window_start, hits) values ('feedback', 'beef', now(), 3);
    insert into audit_event (actor, kind, address) values ('Editor@Example.org', 'signIn', '203.0.113.9');
    insert into analytics_pruned (id, events_before) values (1, '2024-01-01 00:00:00+00');
    insert into together_room (code, leader_secret_hash, hymns, expires_at) values ('ABCDEF', 'hash', '{1}', now() + interval '1 hour');
    insert into together_presence (code, instance, followers) values ('ABCDEF', 'an instance', 3);
    insert into visitor_salt (day, salt) values (current_date, 'secret');
    insert into correction (content_id, revision, field, line, original, suggested, email)
      values ((select min(content_id) from content), 1, 'contentPrimary', 0, 'जय हनुमान', 'जय जय हनुमान', 'reader@example.org');
    -- A hymn saved again: it has a second revision, with a note.
    select set_config('revision.author', 'editor@example.org', false), set_config('revision.note', 'एक सुधार', false);
    update content set title_secondary = 'Restored as saved' where content_id = (select min(content_id) from content);
  `);
}

async function fillMedia(dataDir: string): Promise<void> {
  const dirs = dataPaths(dataDir);
  await mkdir(path.join(dirs.media, 'recordings'), { recursive: true });
  await writeFile(path.join(dirs.media, 'every-byte.bin'), EVERY_BYTE);
  await writeFile(path.join(dirs.media, 'large-video.mp4'), LARGE_VIDEO);
  await writeFile(path.join(dirs.media, 'recordings', 'aarti.mp3'), 'ID3 not really');
  await writeFile(path.join(dirs.media, 'empty.txt'), '');
  // An upload still being written (local-media-storage.ts): never served, so not backed up.
  await writeFile(path.join(dirs.media, '.upload.mp4.1234.part'), 'half');
}

/** Every backed-up table's rows as PostgreSQL's JSON, in primary-key order (generated columns included). */
async function tableContents(pool: pg.Pool): Promise<Record<string, unknown[]>> {
  const client = await pool.connect();
  try {
    const contents: Record<string, unknown[]> = {};
    for (const table of await describeTables(client, backedUpTableNames())) {
      const order = table.primaryKey.map((column) => `"${column}"`).join(', ');
      const { rows } = await client.query<{ rows: string }>(
        `select coalesce(json_agg(t order by ${order}), '[]')::text as rows from "${table.name}" t`,
      );
      contents[table.name] = JSON.parse(rows[0]!.rows) as unknown[];
    }
    return contents;
  } finally {
    client.release();
  }
}

const rowCount = async (pool: pg.Pool, table: string) => Number((await pool.query(`select count(*) from "${table}"`)).rows[0].count);

/** Every file under `dataDir`'s media folders: relative path → SHA-256. */
async function mediaFiles(dataDir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const dir of Object.values(dataPaths(dataDir))) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      files[path.relative(dataDir, full)] = createHash('sha256')
        .update(await readFile(full))
        .digest('hex');
    }
  }
  return files;
}

describe('backup and restore', () => {
  let source: TestDatabase;
  let sourceDir: string;
  let workDir: string;
  let backupFile: string;
  const cleanups: (() => Promise<void>)[] = [];

  /** A migrated, empty database and an empty data directory to restore into. */
  async function emptyTarget() {
    const target = await createTestDatabase();
    cleanups.push(target.close);
    return { pool: target.pool, dataDir: await mkdtemp(path.join(workDir, 'target-')) };
  }

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'bhajan-backup-test-'));
    sourceDir = path.join(workDir, 'source');
    source = await createTestDatabase();
    // The fixture library fills the catalogue (and search_word, through content's trigger) and
    // copies the starter images and media into the data directory.
    await seed(source.db, sourceDir, { library: fixtureLibrary });
    await fillEveryTable(source.pool);
    await fillMedia(sourceDir);
    backupFile = path.join(workDir, `site${BACKUP_FILE_EXTENSION}`);
    await writeBackup({ connection: source.pool, dataDir: sourceDir, file: backupFile });
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  afterAll(async () => {
    await source?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('decides about every table of the database, and the source has rows in each', async () => {
    const { rows } = await source.pool.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public'");
    const decided = [...backedUpTableNames(), ...Object.keys(TABLES_LEFT_OUT), ...Object.keys(DERIVED_TABLES)].sort();
    expect(rows.map((row) => row.name).sort()).toEqual(decided);
    for (const table of decided) expect(await rowCount(source.pool, table), table).toBeGreaterThan(0);
  });

  it('brings back every table and media file exactly, and no session, throttling counter, salt, audit entry or satsang', async () => {
    const target = await emptyTarget();
    const summary = await restoreBackup({ connection: target.pool, dataDir: target.dataDir, file: backupFile });

    expect(await tableContents(target.pool)).toEqual(await tableContents(source.pool));
    for (const table of Object.keys(TABLES_LEFT_OUT)) expect(await rowCount(target.pool, table), table).toBe(0);
    // Made again by the triggers of the tables restored.
    const searchRows = 'select content_id, visible, title_vector::text, all_vector::text from content_search order by content_id';
    expect((await target.pool.query(searchRows)).rows).toEqual((await source.pool.query(searchRows)).rows);
    const restored = await mediaFiles(target.dataDir);
    const expected = await mediaFiles(sourceDir);
    delete expected[path.join('media', '.upload.mp4.1234.part')];
    expect(restored).toEqual(expected);
    const media = dataPaths(target.dataDir).media;
    expect((await readFile(path.join(media, 'every-byte.bin'))).equals(EVERY_BYTE)).toBe(true);
    expect((await readFile(path.join(media, 'large-video.mp4'))).equals(LARGE_VIDEO)).toBe(true);
    expect(summary.files).toBe(Object.keys(expected).length);
    expect(summary.rows.feedback).toBe(2);

    const event = await target.pool.query('select id::text as id from analytics_event order by id desc limit 1');
    expect(event.rows[0].id).toBe(HUGE_EVENT_ID);
  });

  it('gives the next row of each table a fresh id after a restore', async () => {
    const target = await emptyTarget();
    await restoreBackup({ connection: target.pool, dataDir: target.dataDir, file: backupFile });
    const next = async (insert: string) => Number((await target.pool.query(insert)).rows[0].id);
    const highest = async (table: string, column: string) =>
      Number((await source.pool.query(`select max(${column}) from ${table}`)).rows[0].max);

    // The feedback deleted before the backup had id 3: the next one is 4, not 3 again.
    expect(await next("insert into feedback (name, email, feedback_text) values ('n', 'n@example.org', 't') returning id")).toBe(4);
    expect(await next("insert into category (title_primary) values ('नई') returning category_id as id")).toBe(
      (await highest('category', 'category_id')) + 1,
    );
    expect(
      await next(
        `insert into content (sub_category_id, title_primary) values ((select min(sub_category_id) from sub_category), 'नया') returning content_id as id`,
      ),
    ).toBe((await highest('content', 'content_id')) + 1);
    expect(await next("insert into admin_user (email, password_hash) values ('second@example.org', 'x') returning id")).toBe(2);
    const event = await target.pool.query("insert into analytics_event (kind) values ('audio_play') returning id::text as id");
    expect(BigInt(event.rows[0].id)).toBe(BigInt(HUGE_EVENT_ID) + 1n);
  });

  it('refuses a database that holds rows, and changes nothing', async () => {
    const before = await tableContents(source.pool);
    const dataDir = await mkdtemp(path.join(workDir, 'refused-'));
    const restoring = restoreBackup({ connection: source.pool, dataDir, file: backupFile });
    await expect(restoring).rejects.toThrow(BackupRefused);
    await expect(restoring).rejects.toThrow(
      /not empty \(revision, category, sub_category, search_word, content, .*\).*empty DATA_DIR or a new DATABASE_URL/,
    );
    expect(await tableContents(source.pool)).toEqual(before);
    expect(await readdir(dataDir, { recursive: true })).toEqual([]);
  });

  it('refuses a media file of the same name with other bytes, and restores nothing', async () => {
    const target = await emptyTarget();
    const media = dataPaths(target.dataDir).media;
    await mkdir(media, { recursive: true });
    await writeFile(path.join(media, 'every-byte.bin'), 'another file');
    await expect(restoreBackup({ connection: target.pool, dataDir: target.dataDir, file: backupFile })).rejects.toThrow(
      /every-byte\.bin exists already, with other content/,
    );
    for (const table of backedUpTableNames()) expect(await rowCount(target.pool, table), table).toBe(0);
    expect(await mediaFiles(target.dataDir)).toEqual({
      [path.join('media', 'every-byte.bin')]: createHash('sha256').update('another file').digest('hex'),
    });
  });

  it('keeps a media file already there with the same bytes', async () => {
    const target = await emptyTarget();
    const media = dataPaths(target.dataDir).media;
    await mkdir(media, { recursive: true });
    await writeFile(path.join(media, 'every-byte.bin'), EVERY_BYTE);
    await restoreBackup({ connection: target.pool, dataDir: target.dataDir, file: backupFile });
    expect(await rowCount(target.pool, 'content')).toBe(fixtureLibrary.contents.length);
    expect((await readFile(path.join(media, 'every-byte.bin'))).equals(EVERY_BYTE)).toBe(true);
  });

  it.each([
    ['cut short', async (file: string) => truncate(file, Math.floor((await stat(file)).size / 2))],
    [
      'changed in the middle',
      async (file: string) => {
        const bytes = await readFile(file);
        bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
        await writeFile(file, bytes);
      },
    ],
    [
      'without its last line',
      async (file: string) => {
        const lines = gunzipSync(await readFile(file))
          .toString('utf8')
          .trimEnd()
          .split('\n');
        await writeFile(file, gzipSync(`${lines.slice(0, -1).join('\n')}\n`));
      },
    ],
  ])('refuses a backup %s, leaving the database empty and no file behind', async (_, damage) => {
    const damaged = path.join(workDir, `damaged${BACKUP_FILE_EXTENSION}`);
    await writeFile(damaged, await readFile(backupFile));
    await damage(damaged);
    const target = await emptyTarget();
    await expect(restoreBackup({ connection: target.pool, dataDir: target.dataDir, file: damaged })).rejects.toThrow(BackupRefused);
    for (const table of backedUpTableNames()) expect(await rowCount(target.pool, table), table).toBe(0);
    expect(await readdir(target.dataDir, { recursive: true }).then((entries) => entries.filter((e) => e.includes('.')))).toEqual([]);
  });

  it('refuses a file that is not a backup, and a backup from a newer version of the site', async () => {
    const notABackup = path.join(workDir, 'notes.txt');
    await writeFile(notABackup, 'hello');
    await expect(readBackupHeader(notABackup)).rejects.toThrow(/not a Bhajan Sangrah backup/);

    const lines = gunzipSync(await readFile(backupFile))
      .toString('utf8')
      .split('\n');
    const header = JSON.parse(lines[0]!) as { migration: { createdAt: number; tag: string } };
    header.migration = { ...header.migration, createdAt: header.migration.createdAt + 1e12, tag: '0099_from_the_future' };
    const newer = path.join(workDir, `newer${BACKUP_FILE_EXTENSION}`);
    await writeFile(newer, gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')));
    const target = await emptyTarget();
    await expect(restoreBackup({ connection: target.pool, dataDir: target.dataDir, file: newer })).rejects.toThrow(
      /made by a newer version of the site: its database is at migration 0099_from_the_future, this version knows migrations up to \d{4}_/,
    );
    expect(await rowCount(target.pool, 'category')).toBe(0);
  });

  it('writes FILE.partial and renames it only once whole; a failed backup leaves no file', async () => {
    const header = await readBackupHeader(backupFile);
    expect(header).toMatchObject({ format: 'bhajan-sangrah-backup', version: 1, leftOut: Object.keys(TABLES_LEFT_OUT) });
    // The newest migration this version has.
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    expect(header.migration.tag).toBe(journal.entries.at(-1)!.tag);
    expect(header.tables.map((table) => table.name)).toEqual(backedUpTableNames());
    const lines = gunzipSync(await readFile(backupFile))
      .toString('utf8')
      .split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(1_000_000);

    const stopped = new AbortController();
    stopped.abort(new Error('stop'));
    const file = path.join(workDir, `stopped${BACKUP_FILE_EXTENSION}`);
    await expect(writeBackup({ connection: source.pool, dataDir: sourceDir, file, signal: stopped.signal })).rejects.toThrow('stop');
    expect((await readdir(workDir)).filter((name) => name.startsWith('stopped'))).toEqual([]);
  });

  // Last: it adds rows to the source.
  it('reads every table in one snapshot: rows written during the backup are all out of it', async () => {
    const before = await tableContents(source.pool);
    const file = path.join(workDir, `during-writes${BACKUP_FILE_EXTENSION}`);
    let wrote = false;
    await writeBackup({
      connection: source.pool,
      dataDir: sourceDir,
      file,
      // Between reading feedback and reading the tables after it, a visitor's feedback and events
      // arrive, and an editor adds a category (read long before): none may be in the backup.
      onTableRead: async (table) => {
        if (table !== 'feedback') return;
        await source.pool.query(`
          insert into feedback (name, email, feedback_text) values ('later', 'later@example.org', 'during the backup');
          insert into analytics_event (kind, content_id) values ('content_view', 1);
          insert into stats_daily (day, content_views) values ('2030-01-01', 1);
          insert into category (title_primary) values ('बाद में');`);
        wrote = true;
      },
    });
    expect(wrote).toBe(true);
    const target = await emptyTarget();
    await restoreBackup({ connection: target.pool, dataDir: target.dataDir, file });
    expect(await tableContents(target.pool)).toEqual(before);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../test/db';
import { createDatabase, type DatabaseHandle } from './connect';
import { MIGRATIONS_FOLDER, migrateDatabase, withStartupLock } from './migrate';

const TABLES = [
  'ad_revenue',
  'admin_session',
  'admin_user',
  'analytics_event',
  'analytics_pruned',
  'audit_event',
  'category',
  'content',
  'content_search',
  'correction',
  'feedback',
  'rate_limit',
  'revision',
  'search_word',
  'static_page',
  'stats_daily',
  'sub_category',
  'together_presence',
  'together_room',
  'visitor_day',
  'visitor_salt',
];

describe('migrations', () => {
  let empty: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    empty = await createEmptyDatabase();
    handle = createDatabase(empty.url, { poolSize: 4 });
  });
  afterAll(async () => {
    await handle?.close();
    await empty?.drop();
  });

  it('create every table and the pg_trgm extension on an empty database', async () => {
    await migrateDatabase(handle.db);
    const tables = await handle.pool.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(TABLES);
    const extensions = await handle.pool.query("select extname from pg_extension where extname = 'pg_trgm'");
    expect(extensions.rowCount).toBe(1);
    // The extension works on Devanagari only with a UTF-8 LC_CTYPE (checked for the embedded server).
    const trigrams = await handle.pool.query<{ n: number }>("select array_length(show_trgm('हनुमान'), 1) as n");
    expect(trigrams.rows[0]!.n).toBeGreaterThan(0);
  });

  it('do nothing when run again', async () => {
    const before = await handle.pool.query('select id, hash from drizzle.__drizzle_migrations order by id');
    await migrateDatabase(handle.db);
    await withStartupLock(handle.pool, migrateDatabase);
    const after = await handle.pool.query('select id, hash from drizzle.__drizzle_migrations order by id');
    expect(after.rows).toEqual(before.rows);
    expect(after.rowCount).toBeGreaterThanOrEqual(2);
  });

  it('enforce the flag values Y, N and R (and empty for categories)', async () => {
    const db = handle.db;
    await db.execute(sql`insert into category (title_primary) values ('default flags')`);
    await expect(db.execute(sql`insert into category (title_primary, display_flag) values ('x', 'X')`)).rejects.toThrow();
    const [cat] = (await db.execute<{ category_id: number }>(sql`select category_id from category limit 1`)).rows;
    const inserted = await db.execute<{ display_flag: string; show_secondary: string; display_order: number }>(
      sql`insert into sub_category (category_id, title_primary) values (${cat!.category_id}, 'defaults') returning display_flag, show_secondary, display_order`,
    );
    expect(inserted.rows[0]).toEqual({ display_flag: 'Y', show_secondary: 'N', display_order: 0 });
    await expect(db.execute(sql`insert into sub_category (title_primary, display_flag) values ('x', '')`)).rejects.toThrow();
    await expect(db.execute(sql`insert into feedback (name, email, feedback_text, rating) values ('a', 'b', 'c', 6)`)).rejects.toThrow();
    await expect(db.execute(sql`insert into analytics_event (kind) values ('page_view')`)).rejects.toThrow();
  });

  it('keep admin e-mails unique regardless of case, as entered', async () => {
    const db = handle.db;
    await db.execute(sql`insert into admin_user (email, password_hash) values ('Seva@Example.org', 'x')`);
    await expect(db.execute(sql`insert into admin_user (email, password_hash) values ('seva@example.ORG', 'y')`)).rejects.toMatchObject({
      cause: { code: '23505', constraint: 'admin_user_email_lower_idx' },
    });
    const { rows } = await db.execute<{ email: string }>(sql`select email from admin_user where lower(email) = 'seva@example.org'`);
    expect(rows).toEqual([{ email: 'Seva@Example.org' }]);
  });

  it('key admin sessions by the hash of their token (no raw token column)', async () => {
    const { rows } = await handle.pool.query<{ column_name: string }>(
      `select a.attname as column_name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
       where i.indrelid = 'admin_session'::regclass and i.indisprimary`,
    );
    expect(rows).toEqual([{ column_name: 'token_hash' }]);
    const columns = await handle.pool.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'admin_session' order by ordinal_position",
    );
    expect(columns.rows.map((r) => r.column_name)).toEqual(['token_hash', 'user_id', 'created_at', 'last_seen_at', 'expires_at']);
  });
});

describe('the migration journal', () => {
  // Drizzle's migrator applies only migrations newer ("when") than the last one applied, so a
  // migration generated on a machine with an earlier clock would be skipped without a word.
  it('has timestamps that increase with the migrations', () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { idx: number; when: number; tag: string }[];
    };
    const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
    expect(entries[0]?.tag).toBe('0000_enable_pg_trgm');
    for (let i = 1; i < entries.length; i++) expect(entries[i]!.when, entries[i]!.tag).toBeGreaterThan(entries[i - 1]!.when);
  });
});

describe('startup lock', () => {
  it('lets instances that start together migrate one after the other', async () => {
    const empty = await createEmptyDatabase();
    const a = createDatabase(empty.url, { poolSize: 2 });
    const b = createDatabase(empty.url, { poolSize: 2 });
    try {
      await Promise.all([withStartupLock(a.pool, migrateDatabase), withStartupLock(b.pool, migrateDatabase)]);
      const applied = await a.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const files = await a.pool.query('select count(distinct hash)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(files.rows[0].n);
    } finally {
      await a.close();
      await b.close();
      await empty.drop();
    }
  });
});

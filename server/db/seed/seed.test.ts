import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_PATH_PREFIX } from '../../../src/model/constants';
import { createEventRecorder } from '../../services/events';
import { createTestConfig } from '../../test/config';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { fixtureLibrary } from '../../test/fixtures';
import { dataPaths } from '../../fs';
import { checkSeedLibrary, isCatalogueEmpty, seed, seedIfEmpty } from './index';
import { library } from './library';
import type { SeedLibrary } from './types';

const ASSETS = fileURLToPath(new URL('./assets/', import.meta.url));

async function counts(database: TestDatabase) {
  const { rows } = await database.pool.query<{ categories: number; sub_categories: number; contents: number; static_pages: number }>(`
    select (select count(*) from category)::int as categories,
           (select count(*) from sub_category)::int as sub_categories,
           (select count(*) from content)::int as contents,
           (select count(*) from static_page)::int as static_pages`);
  return rows[0]!;
}

describe('the starter library', () => {
  it('is big enough to show every screen', () => {
    expect(library.categories.length).toBeGreaterThanOrEqual(2);
    expect(library.subCategories.length).toBeGreaterThanOrEqual(6);
    expect(library.contents.length).toBeGreaterThanOrEqual(40);
    expect(() => checkSeedLibrary(library)).not.toThrow();
  });

  it('refers only to files that exist in server/db/seed/assets', () => {
    const missing: string[] = [];
    for (const s of library.subCategories) {
      if (s.subCategoryImage && !existsSync(path.join(ASSETS, 'subcategoryimg', s.subCategoryImage))) missing.push(s.subCategoryImage);
    }
    for (const c of library.contents) {
      for (const file of [c.imagePath, c.audioPath, c.videoPath]) {
        if (file?.startsWith(MEDIA_PATH_PREFIX) && !existsSync(path.join(ASSETS, 'media', file.slice(MEDIA_PATH_PREFIX.length))))
          missing.push(file);
      }
    }
    expect(missing).toEqual([]);
  });
});

/** A throw-away database and data directory for the tests of one describe block. */
function freshDatabaseAndDataDir() {
  const fresh = {} as { database: TestDatabase; dataDir: string; cleanup: () => Promise<void> };
  beforeAll(async () => {
    fresh.database = await createTestDatabase();
    const test = await createTestConfig();
    fresh.cleanup = test.cleanup;
    fresh.dataDir = test.config.dataDir;
  });
  afterAll(async () => {
    await fresh.database?.close();
    await fresh.cleanup?.();
  });
  return fresh;
}

describe('seeding', () => {
  const fresh = freshDatabaseAndDataDir();
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(() => {
    ({ database, dataDir } = fresh);
  });

  it('puts nothing in the database when any row fails (one transaction)', async () => {
    const broken: SeedLibrary = {
      ...fixtureLibrary,
      contents: [...fixtureLibrary.contents, { ...fixtureLibrary.contents[0]!, displayFlag: 'X' as 'Y' }],
    };
    await expect(seed(database.db, dataDir, { library: broken })).rejects.toThrow();
    expect(await counts(database)).toEqual({ categories: 0, sub_categories: 0, contents: 0, static_pages: 0 });
  });

  it('refuses a library whose keys do not match, before touching the database', () => {
    const orphan: SeedLibrary = { ...fixtureLibrary, contents: [{ ...fixtureLibrary.contents[0]!, subCategoryKey: 'nowhere' }] };
    expect(() => checkSeedLibrary(orphan)).toThrow(/unknown sub-category "nowhere"/);
  });

  it('inserts the whole library into an empty database, ids mapped from keys', async () => {
    const outcome = await seedIfEmpty(database.db, dataDir);
    expect(outcome.seeded).toBe(true);
    expect(await counts(database)).toEqual({
      categories: library.categories.length,
      sub_categories: library.subCategories.length,
      contents: library.contents.length,
      static_pages: library.staticPages.length,
    });
    // Every content row sits under the sub-category its key named.
    const { rows } = await database.pool.query<{ title: string; sub_title: string; category_title: string | null }>(`
      select c.title_primary as title, s.title_primary as sub_title, k.title_primary as category_title
      from content c join sub_category s using (sub_category_id) left join category k using (category_id)`);
    const subTitleByKey = new Map(library.subCategories.map((s) => [s.key, s.titlePrimary]));
    const expected = library.contents.map((c) => `${c.titlePrimary} → ${subTitleByKey.get(c.subCategoryKey)}`).sort();
    expect(rows.map((r) => `${r.title} → ${r.sub_title}`).sort()).toEqual(expected);
    expect(rows.every((r) => r.category_title !== null)).toBe(true);
  });

  it('copies the seed images and media into DATA_DIR', async () => {
    const dirs = dataPaths(dataDir);
    const sourceImages = (await readdir(path.join(ASSETS, 'subcategoryimg'))).filter((f) => !f.startsWith('.'));
    const sourceMedia = (await readdir(path.join(ASSETS, 'media'))).filter((f) => !f.startsWith('.'));
    expect((await readdir(dirs.subCategoryImages)).sort()).toEqual(expect.arrayContaining(sourceImages));
    expect((await readdir(dirs.media)).sort()).toEqual(expect.arrayContaining(sourceMedia));
  });

  it('does nothing the second time', async () => {
    const before = await counts(database);
    const outcome = await seedIfEmpty(database.db, dataDir);
    expect(outcome).toEqual({ seeded: false, filesCopied: 0 });
    expect(await counts(database)).toEqual(before);
  });

  it('replaces the catalogue when asked (db:seed --force), restarting ids, and the statistics of the old one go with it', async () => {
    const events = createEventRecorder(database.db);
    events.record({ kind: 'content_view', contentId: 1, visitor: { address: '203.0.113.7', userAgent: 'test' } });
    await events.close();
    const statistics = async () =>
      (
        await database.pool.query<{ n: number }>(
          'select (select count(*) from analytics_event) + (select count(*) from stats_daily) + (select count(*) from visitor_day) as n',
        )
      ).rows[0]!.n;
    expect(Number(await statistics())).toBe(3);

    await seed(database.db, dataDir, { replaceCatalogue: true });
    expect((await counts(database)).contents).toBe(library.contents.length);
    expect(Number(await statistics())).toBe(0);
    const { rows } = await database.pool.query<{ min: number }>('select min(category_id)::int as min from category');
    expect(rows[0]!.min).toBe(1);
  });
});

describe('an emptied catalogue', () => {
  const fresh = freshDatabaseAndDataDir();
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(() => {
    ({ database, dataDir } = fresh);
  });

  it('is seeded again only when categories, sub-categories and content are all gone', async () => {
    const library = fixtureLibrary;
    expect(await isCatalogueEmpty(database.db)).toBe(true);
    expect((await seedIfEmpty(database.db, dataDir, { library })).seeded).toBe(true);

    // Editors delete every category: sub-categories lose their parent, content stays.
    await database.pool.query('delete from category');
    expect(await isCatalogueEmpty(database.db)).toBe(false);
    expect((await seedIfEmpty(database.db, dataDir, { library })).seeded).toBe(false);
    expect(await counts(database)).toMatchObject({ categories: 0, sub_categories: 5, contents: 3 });

    // …then every piece of content: the sub-categories still count.
    await database.pool.query('delete from content');
    expect(await isCatalogueEmpty(database.db)).toBe(false);
    expect((await seedIfEmpty(database.db, dataDir, { library })).seeded).toBe(false);

    // Categories alone count too.
    await database.pool.query('delete from sub_category');
    await database.pool.query("insert into category (title_primary) values ('by hand')");
    expect(await isCatalogueEmpty(database.db)).toBe(false);

    // Everything gone (static pages do not count, and an edited one is kept): seeded again.
    await database.pool.query('delete from category');
    await database.pool.query("update static_page set title_primary = 'Edited'");
    expect(await isCatalogueEmpty(database.db)).toBe(true);
    expect((await seedIfEmpty(database.db, dataDir, { library })).seeded).toBe(true);
    expect(await counts(database)).toEqual({ categories: 2, sub_categories: 5, contents: 3, static_pages: 1 });
    const { rows } = await database.pool.query('select title_primary from static_page');
    expect(rows).toEqual([{ title_primary: 'Edited' }]);
  });
});

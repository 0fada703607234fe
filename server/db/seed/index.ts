/**
 * The starter library: categories, sub-categories, content and static pages from ./library.ts,
 * inserted in one transaction (keys mapped to the ids the database assigns), and the image, audio
 * and video files from ./assets copied into DATA_DIR where the server serves them.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { createLocalMediaStorage } from '../../services/local-media-storage';
import type { MediaStorage, StoredPlace } from '../../services/media-storage';
import { contentSearchColumns } from '../../services/search-text';
import type { Database } from '../connect';
import {
  analyticsEvent,
  category,
  content,
  contentSearch,
  correction,
  revision,
  staticPage,
  statsDaily,
  subCategory,
  visitorDay,
} from '../schema';
import { REVISION_AUTHORS } from '../../../src/model/revisions';
import { writeAs } from '../revision-author';
import type { SeedLibrary } from './types';

export type { SeedLibrary } from './types';

const ASSETS_DIR = fileURLToPath(new URL('./assets/', import.meta.url));

export interface SeedSummary {
  categories: number;
  subCategories: number;
  contents: number;
  /** Static pages inserted (a page that already exists is kept as it is). */
  staticPages: number;
  /** Files copied into DATA_DIR by this call (existing files are left alone). */
  filesCopied: number;
}

export async function loadSeedLibrary(): Promise<SeedLibrary> {
  const { library } = await import('./library');
  return library;
}

/** Every key a row refers to must exist, and keys must be unique; checked before any insert. */
export function checkSeedLibrary(library: SeedLibrary): void {
  const problems: string[] = [];
  const unique = (kind: string, keys: string[]) => {
    const seen = new Set<string>();
    for (const key of keys) {
      if (seen.has(key)) problems.push(`${kind} key "${key}" is used twice`);
      seen.add(key);
    }
    return seen;
  };
  const categoryKeys = unique(
    'category',
    library.categories.map((c) => c.key),
  );
  const subCategoryKeys = unique(
    'sub-category',
    library.subCategories.map((s) => s.key),
  );
  unique(
    'static page',
    library.staticPages.map((p) => p.pageName),
  );
  for (const s of library.subCategories) {
    if (!categoryKeys.has(s.categoryKey)) problems.push(`sub-category "${s.key}" refers to unknown category "${s.categoryKey}"`);
  }
  for (const c of library.contents) {
    if (!subCategoryKeys.has(c.subCategoryKey)) {
      problems.push(`content "${c.titlePrimary}" refers to unknown sub-category "${c.subCategoryKey}"`);
    }
  }
  if (problems.length > 0) throw new Error(`The seed library is inconsistent:\n  ${problems.join('\n  ')}`);
}

/** Stores the files of `from` (not hidden ones) under their names in `place`, skipping names already there. */
async function putMissingFiles(storage: MediaStorage, from: string, place: StoredPlace): Promise<number> {
  let entries;
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let copied = 0;
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    if (await storage.putIfMissing(place, entry.name, path.join(from, entry.name))) copied += 1;
  }
  return copied;
}

/**
 * Stores the seed's sub-category images and media where uploads go (DATA_DIR, given as a path, or
 * the object store), skipping files already there. Cheap, so every start calls it: an instance
 * whose DATA_DIR is new still serves the seed's files when another instance seeded the shared
 * database.
 */
export async function installSeedAssets(target: string | MediaStorage): Promise<number> {
  const storage = typeof target === 'string' ? createLocalMediaStorage(target) : target;
  const images = await putMissingFiles(storage, path.join(ASSETS_DIR, 'subcategoryimg'), 'subCategoryImages');
  const media = await putMissingFiles(storage, path.join(ASSETS_DIR, 'media'), 'media');
  return images + media;
}

export interface SeedOptions {
  /** Default: the library in ./library.ts. */
  library?: SeedLibrary;
  /**
   * Remove the catalogue first (content, sub-categories, categories, static pages, their revisions
   * and readers' corrections, and the analytics events that refer to them with the statistics
   * rolled up from them; ids restart), in the same transaction. Feedback, ad revenue and admin
   * users stay.
   */
  replaceCatalogue?: boolean;
  /** Where the seed's files go; default DATA_DIR's folders. */
  storage?: MediaStorage;
}

/** Inserts the whole library in one transaction: either all of it is there afterwards, or none. */
export async function seed(db: Database, dataDir: string, options: SeedOptions = {}): Promise<SeedSummary> {
  const lib = options.library ?? (await loadSeedLibrary());
  checkSeedLibrary(lib);
  const filesCopied = await installSeedAssets(options.storage ?? dataDir);
  let staticPages = 0;

  await db.transaction(async (tx) => {
    await writeAs(tx, { author: REVISION_AUTHORS.seed });
    if (options.replaceCatalogue) {
      await tx.execute(
        sql`truncate table ${correction}, ${contentSearch}, ${content}, ${subCategory}, ${category}, ${staticPage}, ${revision}, ${analyticsEvent}, ${statsDaily}, ${visitorDay} restart identity`,
      );
    }

    // Seed rows carry the columns' own names; only their keys are mapped to the ids assigned here.
    const categoryIds = new Map<string, number>();
    for (const { key, ...row } of lib.categories) {
      const [inserted] = await tx.insert(category).values(row).returning({ id: category.categoryId });
      categoryIds.set(key, inserted!.id);
    }

    const subCategoryIds = new Map<string, number>();
    for (const { key, categoryKey, ...row } of lib.subCategories) {
      const [inserted] = await tx
        .insert(subCategory)
        .values({ ...row, categoryId: categoryIds.get(categoryKey)! })
        .returning({ id: subCategory.subCategoryId });
      subCategoryIds.set(key, inserted!.id);
    }

    const contentRows = lib.contents.map(({ subCategoryKey, ...row }) => ({
      ...row,
      subCategoryId: subCategoryIds.get(subCategoryKey)!,
      // What search reads, stored with the texts it is made from.
      ...contentSearchColumns(row),
    }));
    // Batches keep each statement well under PostgreSQL's 65 535 bind parameters.
    for (let i = 0; i < contentRows.length; i += 500) {
      await tx.insert(content).values(contentRows.slice(i, i + 500));
    }

    // Static pages are not part of "empty" (isCatalogueEmpty): pages an editor kept are left as they are.
    if (lib.staticPages.length > 0) {
      const inserted = await tx
        .insert(staticPage)
        .values(lib.staticPages.map((p) => ({ pageName: p.pageName, titlePrimary: p.titlePrimary, contentPrimary: p.contentPrimary })))
        .onConflictDoNothing({ target: staticPage.pageName })
        .returning({ pageName: staticPage.pageName });
      staticPages = inserted.length;
    }
  });

  return {
    categories: lib.categories.length,
    subCategories: lib.subCategories.length,
    contents: lib.contents.length,
    staticPages,
    filesCopied,
  };
}

/**
 * "Empty" means no categories, no sub-categories and no content: a library that has been seeded or
 * entered by hand is left alone, even after editors delete every category (sub-categories then
 * merely lose their parent) or every sub-category's content.
 */
export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(sql`
    select not exists (select 1 from ${category})
       and not exists (select 1 from ${subCategory})
       and not exists (select 1 from ${content}) as empty`);
  return result.rows[0]?.empty === true;
}

export type SeedOutcome = { seeded: true; summary: SeedSummary } | { seeded: false; filesCopied: number };

/**
 * Seeds an empty catalogue; on a seeded one only makes sure the seed's files are in DATA_DIR.
 * Run it under the startup lock (see withStartupLock) when several instances may start at once.
 */
export async function seedIfEmpty(
  db: Database,
  dataDir: string,
  options: Pick<SeedOptions, 'library' | 'storage'> = {},
): Promise<SeedOutcome> {
  if (await isCatalogueEmpty(db)) return { seeded: true, summary: await seed(db, dataDir, options) };
  return { seeded: false, filesCopied: await installSeedAssets(options.storage ?? dataDir) };
}

/**
 * Bringing a catalogue file (src/model/catalogue-file.ts) in, and taking one out.
 *
 * An import reads the file twice. The first reading checks every line (its JSON, its fields, its
 * key not repeated, its sub-category known or to be created) and keeps only what the second one
 * needs; with any problem, it answers the problems by line and writes nothing. The second reading
 * writes: the categories and sub-categories to create first, in one transaction, then the hymns in
 * batches, each batch one statement that inserts the new keys and updates the known ones whose
 * fields differ (an unchanged hymn is not touched: its updated_at, the sitemap's lastmod, stays).
 * A batch that fails ends the import with the earlier batches written: running the same file
 * again finishes it, since the keys say which hymns are there.
 *
 * The pages and answers the servers keep are dropped by the database's own notifications
 * (migration 0005), whoever imports.
 */
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { contentFields, FIELD_REASONS } from '../../src/model/admin';
import {
  CATALOGUE_IMPORT_MAX_LINES,
  CATALOGUE_KEPT_KEYS_SHOWN,
  CATALOGUE_REASONS,
  catalogueLineSchema,
  isSubCategoryById,
  type CatalogueImportSummary,
  type CatalogueLine,
  type CatalogueLineProblem,
  type CatalogueLineValues,
  type SubCategoryByTitle,
} from '../../src/model/catalogue-file';
import { poolOf, type Database } from '../db/connect';
import { unlessAnotherImportIs } from '../db/migrate';
import { category, content, revision, subCategory } from '../db/schema';
import { REVISION_AUTHORS } from '../../src/model/revisions';
import { writeAs, type RevisionAuthor } from '../db/revision-author';
import { contentSearchColumns } from './search-text';

/** The file's lines, read anew each time it is called (an import reads them twice). */
export type LineSource = () => AsyncIterable<string>;

export interface ImportProgress {
  phase: 'checking' | 'writing';
  /** Lines read so far (checking), hymns written so far (writing). */
  done: number;
  /** Hymns to write (writing). */
  total?: number;
}

export type ImportSummary = CatalogueImportSummary;

export type ImportOutcome =
  { status: 'refused'; problems: CatalogueLineProblem[]; problemCount: number } | { status: 'imported'; summary: ImportSummary };

export interface ImportOptions {
  /** Who the revisions of the hymns it changes name: default `import <IMPORT_DEFAULT_FILE_NAME>`. */
  by?: RevisionAuthor;
  /** Hymns per statement; default 500. */
  batchSize?: number;
  /**
   * Where every other batch is written, at the same time as the one before it (a pool: its own
   * connection). The database does an import's work on one core per connection; two halve the
   * time on a machine with cores to spare. Default: every batch through `db`, one at a time.
   */
  alsoWriteThrough?: Database;
  onProgress?: (progress: ImportProgress) => void;
  /** Aborted: the import stops after its current batch. */
  signal?: AbortSignal;
}

/** Problems kept to report (the count goes on): a file with a wrong field on every line says so in the first ones. */
export const REPORTED_PROBLEMS_MAX = 1_000;
const DEFAULT_BATCH_SIZE = 500;
/** What an import's revisions name as its file when it was not told. */
export const IMPORT_DEFAULT_FILE_NAME = 'catalogue.jsonl';
const importAuthor = (options: ImportOptions): RevisionAuthor =>
  options.by ?? { author: REVISION_AUTHORS.import(IMPORT_DEFAULT_FILE_NAME) };
const PROGRESS_EVERY_LINES = 1_000;

/** The content form's fields, which a line sets (its key and sub-category aside). */
const LINE_FIELDS = Object.keys(contentFields) as (keyof typeof contentFields)[];
/** The columns a line sets; an existing hymn is written only when one of them differs. */
const IMPORTED_COLUMNS = ['subCategoryId', ...LINE_FIELDS] as const;
const WRITTEN_COLUMNS = [...IMPORTED_COLUMNS, 'searchTitle', 'searchBody', 'searchInitials', 'searchFirstLine'] as const;

/** One line's values, or its problems by dotted field name (the first reason of each). */
export function parseCatalogueLine(text: string): { values: CatalogueLineValues } | { fields: Record<string, string> } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { fields: { line: CATALOGUE_REASONS.json } };
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return { fields: { line: CATALOGUE_REASONS.json } };
  const parsed = catalogueLineSchema.safeParse(json);
  if (parsed.success) return { values: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'line'] ??= issue.message;
  return { fields };
}

async function* numberedLines(source: LineSource): AsyncGenerator<{ line: number; text: string }> {
  let line = 0;
  for await (const text of source()) {
    line += 1;
    if (text.trim() !== '') yield { line, text };
  }
}

/** What the first reading keeps: the keys, and every sub-category named with the lines naming it. */
interface Checked {
  hymns: number;
  problems: CatalogueLineProblem[];
  problemCount: number;
  byId: Map<number, number[]>;
  byTitle: Map<string, { lines: number[]; create: SubCategoryByTitle | undefined }>;
}

function addProblem(checked: Checked, line: number, fields: Record<string, string>): void {
  checked.problemCount += 1;
  if (checked.problems.length < REPORTED_PROBLEMS_MAX) checked.problems.push({ line, fields });
}

/** Keeps a few line numbers per sub-category named (enough to report; not one per hymn of 100,000). */
const LINES_KEPT_PER_REFERENCE = 20;
const remember = (lines: number[], line: number) => void (lines.length < LINES_KEPT_PER_REFERENCE && lines.push(line));

async function checkLines(source: LineSource, options: ImportOptions): Promise<Checked> {
  const checked: Checked = { hymns: 0, problems: [], problemCount: 0, byId: new Map(), byTitle: new Map() };
  const keys = new Map<string, number>();
  for await (const { line, text } of numberedLines(source)) {
    if (line % PROGRESS_EVERY_LINES === 0) {
      options.signal?.throwIfAborted();
      options.onProgress?.({ phase: 'checking', done: line });
    }
    checked.hymns += 1;
    if (checked.hymns > CATALOGUE_IMPORT_MAX_LINES) {
      // Said however many problems came before: the file is refused for this alone.
      checked.problemCount += 1;
      checked.problems.push({ line, fields: { line: CATALOGUE_REASONS.tooManyLines } });
      break;
    }
    const parsed = parseCatalogueLine(text);
    if ('fields' in parsed) {
      addProblem(checked, line, parsed.fields);
      continue;
    }
    const { key, subCategory: reference } = parsed.values;
    const earlier = keys.get(key);
    if (earlier !== undefined) addProblem(checked, line, { key: CATALOGUE_REASONS.duplicateKey(earlier) });
    else keys.set(key, line);
    if (isSubCategoryById(reference)) {
      const lines = checked.byId.get(reference.subCategoryId) ?? [];
      checked.byId.set(reference.subCategoryId, lines);
      remember(lines, line);
    } else {
      const named = checked.byTitle.get(reference.titlePrimary) ?? { lines: [], create: undefined };
      checked.byTitle.set(reference.titlePrimary, named);
      remember(named.lines, line);
      // The first line asking to create it says what it is.
      if (reference.create) named.create ??= reference;
    }
  }
  return checked;
}

/** The id of the first sub-category of each title (by id), for the titles asked. */
async function subCategoriesByTitle(db: Pick<Database, 'select'>, titles: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (titles.length === 0) return found;
  const rows = await db
    .select({ id: subCategory.subCategoryId, title: subCategory.titlePrimary })
    .from(subCategory)
    .where(inArray(subCategory.titlePrimary, titles))
    .orderBy(asc(subCategory.subCategoryId));
  for (const row of rows) if (!found.has(row.title)) found.set(row.title, row.id);
  return found;
}

/** Problems only the database can tell: sub-categories named that are not there (and not to be created). */
async function checkReferences(db: Database, checked: Checked): Promise<void> {
  const ids = [...checked.byId.keys()];
  const known = new Set<number>();
  for (let i = 0; i < ids.length; i += 1_000) {
    const rows = await db
      .select({ id: subCategory.subCategoryId })
      .from(subCategory)
      .where(inArray(subCategory.subCategoryId, ids.slice(i, i + 1_000)));
    for (const row of rows) known.add(row.id);
  }
  for (const [id, lines] of checked.byId) {
    if (!known.has(id))
      for (const line of lines) addProblem(checked, line, { 'subCategory.subCategoryId': FIELD_REASONS.unknownSubCategory });
  }
  const titled = await subCategoriesByTitle(db, [...checked.byTitle.keys()]);
  for (const [title, { lines, create }] of checked.byTitle) {
    if (!titled.has(title) && !create) {
      for (const line of lines) addProblem(checked, line, { 'subCategory.titlePrimary': CATALOGUE_REASONS.unknownSubCategory });
    }
  }
  // One problem per line, its fields together (a line may be wrong in itself and in what it names).
  checked.problems.sort((a, b) => a.line - b.line);
  checked.problems = checked.problems.filter((problem, i, all) => {
    const previous = all[i - 1];
    if (previous?.line !== problem.line) return true;
    Object.assign(previous.fields, problem.fields);
    checked.problemCount -= 1;
    return false;
  });
}

/**
 * Creates the sub-categories to create (and their categories, by title, when missing), in one
 * transaction; answers every title's sub-category id.
 */
async function createSubCategories(
  db: Database,
  checked: Checked,
  by: RevisionAuthor,
): Promise<{ ids: Map<string, number>; subCategories: number; categories: number }> {
  return db.transaction(async (tx) => {
    await writeAs(tx, by);
    const ids = await subCategoriesByTitle(tx, [...checked.byTitle.keys()]);
    let subCategories = 0;
    let categories = 0;
    const categoryIds = new Map<string, number>();
    for (const [title, { create }] of checked.byTitle) {
      if (ids.has(title) || !create) continue;
      const { create: _create, category: parent, ...fields } = create;
      let categoryId: number | null = null;
      if (parent) {
        categoryId = categoryIds.get(parent.titlePrimary) ?? null;
        if (categoryId === null) {
          const [existing] = await tx
            .select({ id: category.categoryId })
            .from(category)
            .where(eq(category.titlePrimary, parent.titlePrimary))
            .orderBy(asc(category.categoryId))
            .limit(1);
          if (existing) categoryId = existing.id;
          else {
            const [created] = await tx
              .insert(category)
              .values({ titlePrimary: parent.titlePrimary })
              .returning({ id: category.categoryId });
            categoryId = created!.id;
            categories += 1;
          }
          categoryIds.set(parent.titlePrimary, categoryId);
        }
      }
      const [created] = await tx
        .insert(subCategory)
        .values({ ...fields, categoryId })
        .returning({ id: subCategory.subCategoryId });
      ids.set(title, created!.id);
      subCategories += 1;
    }
    return { ids, subCategories, categories };
  });
}

const columnName = (name: (typeof WRITTEN_COLUMNS)[number]) => content[name].name;

/** A hymn to write, and the revision of it its line was made from (undefined: none named). */
interface BatchEntry {
  row: typeof content.$inferInsert;
  basedOn: number | undefined;
}

/**
 * Inserts the batch's new keys, updates the known ones that differ; answers how many of each, and
 * the keys of the lines not written because their hymn was saved on the site after the revision
 * they name (checked and written in one transaction, the hymns locked: no save slips in between).
 * The database keeps a revision of each hymn it writes, naming `by`.
 */
async function writeBatch(
  db: Database,
  entries: readonly BatchEntry[],
  by: RevisionAuthor,
): Promise<{ created: number; updated: number; keptOnSite: string[] }> {
  const excluded = (name: (typeof WRITTEN_COLUMNS)[number]) => sql.raw(`excluded.${columnName(name)}`);
  return db.transaction(async (tx) => {
    // A batch may come through the visitors' pool, whose statements are cut short: a large batch on a
    // busy server takes its time (the import's own connection has no limit either).
    await tx.execute(sql`set local statement_timeout = 0`);
    await writeAs(tx, by);
    // The hymns an editor saved after the revision their line names (a revision since then by
    // anyone but an import: a first run of this same file, stopped half way, does not count), with
    // what they hold now; locked until the batch is written.
    const named = entries.filter((entry) => entry.basedOn !== undefined);
    const edited = new Map<string, Record<string, unknown>>();
    if (named.length > 0) {
      const keys = sql.join(
        named.map((entry) => sql`${entry.row.externalKey!}`),
        sql`, `,
      );
      const basedOn = sql.join(
        named.map((entry) => sql`${entry.basedOn!}::int`),
        sql`, `,
      );
      const found = await tx.execute<Record<string, unknown> & { key: string }>(sql`
        select c.external_key as key, ${sql.join(
          IMPORTED_COLUMNS.map((name) => sql`c.${sql.identifier(columnName(name))} as ${sql.identifier(name)}`),
          sql`, `,
        )}
        from unnest(array[${keys}]::text[], array[${basedOn}]::int[]) as line(key, based_on)
        join ${content} c on c.external_key = line.key
        where exists (
          select 1 from ${revision} r
          where r.kind = 'content' and r.record_key = c.content_id::text and r.number > line.based_on and r.author not like 'import %'
        )
        for update of c`);
      for (const row of found.rows) edited.set(row.key, row);
    }
    const keptOnSite: string[] = [];
    // A line the site already matches is unchanged, whoever saved it.
    const matches = (row: BatchEntry['row'], now: Record<string, unknown>) =>
      IMPORTED_COLUMNS.every((name) => (row[name] ?? null) === (now[name] ?? null));
    const rows = entries.flatMap(({ row }) => {
      const now = edited.get(row.externalKey!);
      if (now && !matches(row, now)) {
        keptOnSite.push(row.externalKey!);
        return [];
      }
      return [row];
    });
    if (rows.length === 0) return { created: 0, updated: 0, keptOnSite };
    const written = await tx
      .insert(content)
      .values(rows)
      .onConflictDoUpdate({
        target: content.externalKey,
        set: Object.fromEntries(WRITTEN_COLUMNS.map((name) => [name, excluded(name)])),
        where: sql`(${sql.join(
          IMPORTED_COLUMNS.map((name) => content[name]),
          sql`, `,
        )}) is distinct from (${sql.join(
          IMPORTED_COLUMNS.map((name) => excluded(name)),
          sql`, `,
        )})`,
      })
      // A row PostgreSQL inserted has no xmax; one it updated has.
      .returning({ created: sql<boolean>`(xmax = 0)` });
    const created = written.filter((row) => row.created).length;
    return { created, updated: written.length - created, keptOnSite };
  });
}

async function writeHymns(
  db: Database,
  source: LineSource,
  subCategoryIds: Map<string, number>,
  total: number,
  options: ImportOptions,
): Promise<Pick<ImportSummary, 'created' | 'updated' | 'unchanged' | 'keptOnSite' | 'keptOnSiteKeys'>> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const counts = { created: 0, updated: 0, unchanged: 0, keptOnSite: 0, keptOnSiteKeys: [] as string[] };
  let batch: BatchEntry[] = [];
  let done = 0;
  // Each writer writes one batch at a time, while this process reads the next batches and makes
  // their search columns: the database's connections and this process work at the same time.
  const { alsoWriteThrough } = options;
  // Two transactions at once on one client would mix their statements: only a pool may write alongside.
  if (alsoWriteThrough && !poolOf(alsoWriteThrough)) throw new Error('alsoWriteThrough must be a pool');
  const writers = [db, ...(alsoWriteThrough ? [alsoWriteThrough] : [])];
  const writing: Promise<void>[] = writers.map(() => Promise.resolve());
  let next = 0;
  const write = async (writer: Database, entries: BatchEntry[]) => {
    const { created, updated, keptOnSite } = await writeBatch(writer, entries, importAuthor(options));
    counts.created += created;
    counts.updated += updated;
    counts.unchanged += entries.length - created - updated - keptOnSite.length;
    counts.keptOnSite += keptOnSite.length;
    counts.keptOnSiteKeys.push(...keptOnSite.slice(0, CATALOGUE_KEPT_KEYS_SHOWN - counts.keptOnSiteKeys.length));
    done += entries.length;
    options.onProgress?.({ phase: 'writing', done, total });
  };
  const flush = async () => {
    const slot = next;
    next = (next + 1) % writers.length;
    // The writer's last batch first: a failed one ends the import before this one starts.
    await writing[slot];
    if (batch.length === 0) return;
    options.signal?.throwIfAborted();
    const written = write(writers[slot]!, batch);
    // Its failure is met by that writer's next await; until then it must not count as unhandled.
    written.catch(() => undefined);
    writing[slot] = written;
    batch = [];
  };
  for await (const { line, text } of numberedLines(source)) {
    const parsed = parseCatalogueLine(text);
    // Checked in the first reading: a line refused now means the file changed in between.
    if ('fields' in parsed) throw new Error(`line ${line} changed while it was imported`);
    const { key, subCategory: reference, revision, ...fields } = parsed.values;
    const subCategoryId = isSubCategoryById(reference) ? reference.subCategoryId : subCategoryIds.get(reference.titlePrimary);
    if (subCategoryId === undefined) throw new Error(`line ${line} changed while it was imported`);
    batch.push({ row: { ...fields, externalKey: key, subCategoryId, ...contentSearchColumns(fields) }, basedOn: revision ?? undefined });
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  await Promise.all(writing);
  return counts;
}

/** A file whose every line is right, ready to be written (opaque: what checkCatalogue found). */
export interface CheckedCatalogue {
  readonly checked: Checked;
}

/**
 * The first reading: every line checked, the database's sub-categories too. Answers the problems
 * (nothing written), or the file ready for writeCatalogue.
 */
export async function checkCatalogue(
  db: Database,
  source: LineSource,
  options: ImportOptions = {},
): Promise<Extract<ImportOutcome, { status: 'refused' }> | { status: 'checked'; hymns: number; catalogue: CheckedCatalogue }> {
  const checked = await checkLines(source, options);
  // Every problem at once, the database's too: an editor fixes the file in one go.
  await checkReferences(db, checked);
  if (checked.problemCount > 0) return { status: 'refused', problems: checked.problems, problemCount: checked.problemCount };
  return { status: 'checked', hymns: checked.hymns, catalogue: { checked } };
}

/** The second reading: writes a file checkCatalogue found right. */
export async function writeCatalogue(
  db: Database,
  source: LineSource,
  { checked }: CheckedCatalogue,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  options.signal?.throwIfAborted();
  const created = await createSubCategories(db, checked, importAuthor(options));
  const written = await writeHymns(db, source, created.ids, checked.hymns, options);
  const { keptOnSite, keptOnSiteKeys, ...counts } = written;
  return {
    hymns: checked.hymns,
    ...counts,
    subCategoriesCreated: created.subCategories,
    categoriesCreated: created.categories,
    keptOnSite,
    keptOnSiteKeys,
  };
}

/**
 * Runs `work` (an import) on a connection of its own that holds the import lock, unless an import
 * is under way on any instance: then answers undefined at once.
 */
export async function unlessAnotherImportRuns<T>(db: Database, work: (db: Database) => Promise<T>): Promise<T | undefined> {
  const pool = poolOf(db);
  if (!pool) throw new Error('A catalogue import needs the database as a pool.');
  return unlessAnotherImportIs(pool, work);
}

/** Checks every line of the file, then (when all are right) writes them; see the top of this file. */
export async function importCatalogue(db: Database, source: LineSource, options: ImportOptions = {}): Promise<ImportOutcome> {
  const checked = await checkCatalogue(db, source, options);
  if (checked.status === 'refused') return checked;
  return { status: 'imported', summary: await writeCatalogue(db, source, checked.catalogue, options) };
}

/**
 * Every hymn of the catalogue (hidden ones too), as catalogue lines in id order, read in pages of
 * `pageSize`: with its key, its sub-category by title with what creating it takes, so the file
 * brings the same catalogue into an empty site, and its revision, so that the file imported back
 * leaves alone a hymn an editor saved after the export.
 */
export async function* exportCatalogue(db: Database, pageSize = 1_000): AsyncGenerator<CatalogueLine> {
  const subCategories = new Map<number, CatalogueLine['subCategory']>();
  const rows = await db
    .select({ sub: subCategory, categoryTitle: category.titlePrimary })
    .from(subCategory)
    .leftJoin(category, eq(category.categoryId, subCategory.categoryId));
  for (const { sub, categoryTitle } of rows) {
    subCategories.set(sub.subCategoryId, {
      titlePrimary: sub.titlePrimary,
      titleSecondary: sub.titleSecondary,
      contentPrimary: sub.contentPrimary,
      contentSecondary: sub.contentSecondary,
      displayFlag: sub.displayFlag,
      showSecondary: sub.showSecondary,
      subCategoryImage: sub.subCategoryImage,
      displayOrder: sub.displayOrder,
      category: categoryTitle ? { titlePrimary: categoryTitle } : null,
      create: true,
    });
  }
  const columns = Object.fromEntries(LINE_FIELDS.map((name) => [name, content[name]])) as {
    [K in (typeof LINE_FIELDS)[number]]: (typeof content)[K];
  };
  for (let afterId = 0; ;) {
    const page = await db
      .select({
        contentId: content.contentId,
        subCategoryId: content.subCategoryId,
        key: content.externalKey,
        ...columns,
        revision: content.revision,
      })
      .from(content)
      .where(gt(content.contentId, afterId))
      .orderBy(asc(content.contentId))
      .limit(pageSize);
    if (page.length === 0) return;
    for (const { contentId: _id, subCategoryId, ...line } of page) yield { ...line, subCategory: subCategories.get(subCategoryId)! };
    afterId = page.at(-1)!.contentId;
  }
}

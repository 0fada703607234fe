/**
 * A catalogue file in and out, on a real database: every line checked before anything is written,
 * the same file twice changes nothing, and export → import into an empty site gives the same
 * catalogue.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_REASONS } from '../../src/model/admin';
import { CATALOGUE_IMPORT_MAX_LINES, CATALOGUE_REASONS, type CatalogueLine } from '../../src/model/catalogue-file';
import type { Database } from '../db/connect';
import { category, content, revision, subCategory } from '../db/schema';
import { REVISION_AUTHORS } from '../../src/model/revisions';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { exportCatalogue, importCatalogue, REPORTED_PROBLEMS_MAX, type ImportOutcome, type LineSource } from './catalogue-import';
import { searchContent } from './search';

/** A file of these lines (objects as JSON, strings as they are). */
const fileOf = (lines: (CatalogueLine | string)[]): LineSource =>
  async function* () {
    for (const line of lines) yield typeof line === 'string' ? line : JSON.stringify(line);
  };

const hymnCount = async (db: Database) => (await db.select({ n: count() }).from(content))[0]!.n;

function summaryOf(outcome: ImportOutcome) {
  if (outcome.status !== 'imported') throw new Error(`refused: ${JSON.stringify(outcome.problems)}`);
  return outcome.summary;
}

const kabir: CatalogueLine = {
  key: 'archive/kabir-12',
  titlePrimary: 'कबीर.मन लागो मेरो यार फकीरी में',
  titleSecondary: 'Man lago mero yaar fakiri mein',
  contentPrimary: 'मन लागो मेरो यार फकीरी में\nजो सुख पावो राम भजन में',
  subCategory: { titlePrimary: 'कबीर के भजन', create: true, displayOrder: 3, category: { titlePrimary: 'संत वाणी' } },
};
const meera: CatalogueLine = {
  key: 'archive/meera-4',
  titlePrimary: 'मीरा.पायो जी मैंने राम रतन धन पायो',
  contentPrimary: 'पायो जी मैंने राम रतन धन पायो',
  displayFlag: 'N',
  subCategory: { titlePrimary: 'कबीर के भजन' },
};

describe('importing a catalogue file', () => {
  let database: TestDatabase;
  let db: Database;
  let existingSubCategory: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    const [sub] = await db.insert(subCategory).values({ titlePrimary: 'आरती' }).returning();
    existingSubCategory = sub!.subCategoryId;
  });
  afterAll(() => database?.close());

  it('creates the hymns, the sub-category and category it is asked to, and search finds them', async () => {
    const aarti: CatalogueLine = {
      key: 'aarti-1',
      titlePrimary: 'आरती.ॐ जय जगदीश हरे',
      contentPrimary: 'ॐ जय जगदीश हरे',
      subCategory: { subCategoryId: existingSubCategory },
    };
    const progress: string[] = [];
    const outcome = await importCatalogue(db, fileOf([kabir, '', meera, aarti]), {
      batchSize: 2,
      onProgress: ({ phase, done, total }) => progress.push(`${phase} ${done}/${total}`),
    });
    expect(summaryOf(outcome)).toEqual({
      hymns: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      subCategoriesCreated: 1,
      categoriesCreated: 1,
      keptOnSite: 0,
      keptOnSiteKeys: [],
    });
    expect(progress).toEqual(['writing 2/3', 'writing 3/3']);

    const [created] = await db
      .select({ id: subCategory.subCategoryId, order: subCategory.displayOrder, category: category.titlePrimary })
      .from(subCategory)
      .leftJoin(category, eq(category.categoryId, subCategory.categoryId))
      .where(eq(subCategory.titlePrimary, 'कबीर के भजन'));
    expect(created).toMatchObject({ order: 3, category: 'संत वाणी' });
    const hymns = await db
      .select({ key: content.externalKey, sub: content.subCategoryId, flag: content.displayFlag })
      .from(content)
      .orderBy(asc(content.externalKey));
    expect(hymns).toEqual([
      { key: 'aarti-1', sub: existingSubCategory, flag: 'Y' },
      { key: 'archive/kabir-12', sub: created!.id, flag: 'Y' },
      { key: 'archive/meera-4', sub: created!.id, flag: 'N' },
    ]);
    // Written with their search columns: found by a Latin spelling of a Devanagari word.
    expect((await searchContent(db, 'fakiri')).docs.map((doc) => doc.titlePrimary)).toEqual([kabir.titlePrimary]);
  });

  it('changes nothing when the same file comes again, and updates only the hymns that differ', async () => {
    const [before] = await db.select({ updatedAt: content.updatedAt }).from(content).where(eq(content.externalKey, kabir.key));
    expect(summaryOf(await importCatalogue(db, fileOf([kabir, meera])))).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const [after] = await db.select({ updatedAt: content.updatedAt }).from(content).where(eq(content.externalKey, kabir.key));
    expect(after!.updatedAt).toEqual(before!.updatedAt);

    const corrected = { ...meera, contentPrimary: 'पायो जी मैंने राम रतन धन पायो\nवस्तु अमोलक दी मेरे सतगुरु' };
    expect(summaryOf(await importCatalogue(db, fileOf([kabir, corrected])))).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    const [meeraNow] = await db.select({ text: content.contentPrimary }).from(content).where(eq(content.externalKey, meera.key));
    expect(meeraNow!.text).toBe(corrected.contentPrimary);
    expect(await hymnCount(db)).toBe(3);
  });

  it('keeps a revision of each hymn it creates or changes, naming its file, and none of those it leaves as they are', async () => {
    const revisionsOf = async (key: string) =>
      db
        .select({ number: revision.number, author: revision.author, record: revision.record })
        .from(revision)
        .innerJoin(content, eq(revision.recordKey, sql`${content.contentId}::text`))
        .where(and(eq(revision.kind, 'content'), eq(content.externalKey, key)))
        .orderBy(asc(revision.number));
    const kabirBefore = await revisionsOf(kabir.key);
    const meeraBefore = await revisionsOf(meera.key);
    const by = { author: REVISION_AUTHORS.import('sant-vani.jsonl') };
    const changed = { ...meera, titleSecondary: 'Payo ji maine' };
    expect(summaryOf(await importCatalogue(db, fileOf([kabir, changed]), { by }))).toMatchObject({ updated: 1, unchanged: 1 });
    expect(await revisionsOf(kabir.key)).toEqual(kabirBefore);
    const meeraNow = await revisionsOf(meera.key);
    expect(meeraNow).toHaveLength(meeraBefore.length + 1);
    expect(meeraNow.at(-1)).toMatchObject({
      number: meeraBefore.length + 1,
      author: 'import sant-vani.jsonl',
      record: { titleSecondary: 'Payo ji maine' },
    });
  });

  it('writes through two connections at once: every hymn, its search row and its one revision, whatever order the batches end in', async () => {
    const lines: CatalogueLine[] = Array.from({ length: 1_000 }, (_, n) => ({
      key: `two-writers-${n}`,
      titlePrimary: `दो लेखक.भजन ${n}`,
      contentPrimary: `पंक्ति ${n} जय जय\nदूसरी पंक्ति ${n % 37}`,
      subCategory: { subCategoryId: existingSubCategory },
    }));
    const progress: number[] = [];
    const summary = summaryOf(
      await importCatalogue(db, fileOf(lines), {
        batchSize: 100,
        alsoWriteThrough: db,
        onProgress: ({ phase, done }) => phase === 'writing' && progress.push(done),
      }),
    );
    expect(summary).toMatchObject({ created: 1_000, updated: 0, unchanged: 0 });
    expect(progress.at(-1)).toBe(1_000);
    const [counts] = (
      await database.pool.query<{ hymns: number; search_rows: number; revisions: number }>(`select
        (select count(*)::int from content where external_key like 'two-writers-%') as hymns,
        (select count(*)::int from content_search s join content c using (content_id) where c.external_key like 'two-writers-%') as search_rows,
        (select count(*)::int from revision r join content c on r.kind = 'content' and r.record_key = c.content_id::text
          where c.external_key like 'two-writers-%') as revisions`)
    ).rows;
    expect(counts).toEqual({ hymns: 1_000, search_rows: 1_000, revisions: 1_000 });
    expect((await searchContent(db, 'dusri')).numFound).toBeGreaterThan(0);
    await database.pool.query("delete from content where external_key like 'two-writers-%'");
  });

  it('lists every bad line by number and field, and writes nothing', async () => {
    const before = await hymnCount(db);
    const subCategoriesBefore = (await db.select({ n: count() }).from(subCategory))[0]!.n;
    const outcome = await importCatalogue(
      db,
      fileOf([
        { ...kabir, key: 'new-1', subCategory: { titlePrimary: 'नया', create: true } },
        '{"key": "broken"',
        { ...kabir, key: 'new-2', titlePrimary: '   ' },
        { ...kabir, key: 'new-3', subCategory: { subCategoryId: 987_654 } },
        { ...kabir, key: 'new-4', subCategory: { titlePrimary: 'कोई नहीं' } },
        { ...kabir, key: 'new-1' },
        { ...kabir, key: 'new-6', displayFlag: 'maybe', displayOrder: -1 },
        '[1, 2]',
        { ...kabir, key: '' },
        { ...kabir, key: 'new-9', subCategory: 'आरती' as unknown as CatalogueLine['subCategory'] },
      ]),
    );
    expect(outcome).toEqual({
      status: 'refused',
      problemCount: 9,
      problems: [
        { line: 2, fields: { line: CATALOGUE_REASONS.json } },
        { line: 3, fields: { titlePrimary: FIELD_REASONS.required } },
        { line: 4, fields: { 'subCategory.subCategoryId': FIELD_REASONS.unknownSubCategory } },
        { line: 5, fields: { 'subCategory.titlePrimary': CATALOGUE_REASONS.unknownSubCategory } },
        { line: 6, fields: { key: CATALOGUE_REASONS.duplicateKey(1) } },
        { line: 7, fields: { displayFlag: FIELD_REASONS.flag, displayOrder: FIELD_REASONS.wholeNumber } },
        { line: 8, fields: { line: CATALOGUE_REASONS.json } },
        { line: 9, fields: { key: FIELD_REASONS.required } },
        { line: 10, fields: { subCategory: FIELD_REASONS.object } },
      ],
    });
    expect(await hymnCount(db)).toBe(before);
    // Not even the sub-category line 1 asked for.
    expect((await db.select({ n: count() }).from(subCategory))[0]!.n).toBe(subCategoriesBefore);
  });

  it('reports the first problems of a file wrong on every line, with their count, and refuses a file over the size limit', async () => {
    const broken = (count: number): LineSource =>
      async function* () {
        for (let n = 0; n < count; n++) yield 'not json';
      };
    const many = await importCatalogue(db, broken(REPORTED_PROBLEMS_MAX + 5));
    expect(many).toMatchObject({ status: 'refused', problemCount: REPORTED_PROBLEMS_MAX + 5 });
    expect(many.status === 'refused' && many.problems).toHaveLength(REPORTED_PROBLEMS_MAX);

    const tooLong = await importCatalogue(db, broken(CATALOGUE_IMPORT_MAX_LINES + 1));
    expect(tooLong.status === 'refused' && tooLong.problems.at(-1)).toEqual({
      line: CATALOGUE_IMPORT_MAX_LINES + 1,
      fields: { line: CATALOGUE_REASONS.tooManyLines },
    });
  });

  it('exports a catalogue that, imported into an empty site, is the same catalogue', async () => {
    const exported: CatalogueLine[] = [];
    for await (const line of exportCatalogue(db, 2)) exported.push(line);
    // In the order they came in (by id).
    expect(exported.map((line) => line.key)).toEqual(['archive/kabir-12', 'archive/meera-4', 'aarti-1']);

    const empty = await createTestDatabase();
    try {
      const summary = summaryOf(await importCatalogue(empty.db, fileOf(exported)));
      expect(summary).toMatchObject({ hymns: 3, created: 3, subCategoriesCreated: 2, categoriesCreated: 1 });
      const again: CatalogueLine[] = [];
      for await (const line of exportCatalogue(empty.db)) again.push(line);
      // The same hymns; each begins its history on the new site.
      const withoutRevision = (lines: CatalogueLine[]) => lines.map(({ revision: _revision, ...line }) => line);
      expect(withoutRevision(again)).toEqual(withoutRevision(exported));
      expect(again.map((line) => line.revision)).toEqual([1, 1, 1]);
    } finally {
      await empty.close();
    }
  });

  it('leaves alone a hymn saved on the site after the revision its line names, and says which; a line naming none writes over', async () => {
    const exported: CatalogueLine[] = [];
    for await (const line of exportCatalogue(db)) exported.push(line);
    const fromFile = (key: string) => exported.find((line) => line.key === key)!;
    // An editor corrects Meera's bhajan on the site after the export...
    await db.execute(sql`update content set title_secondary = 'Saved by an editor' where external_key = ${meera.key}`);
    // ... and the file, edited elsewhere, comes back with both hymns changed.
    const meeraInFile = { ...fromFile(meera.key), titleSecondary: 'From the file' };
    const kabirInFile = { ...fromFile(kabir.key), titleSecondary: 'Kabir, from the file' };
    const summary = summaryOf(await importCatalogue(db, fileOf([kabirInFile, meeraInFile])));
    expect(summary).toMatchObject({ updated: 1, unchanged: 0, keptOnSite: 1, keptOnSiteKeys: [meera.key] });
    const titleOf = async (key: string) =>
      (await db.select({ title: content.titleSecondary }).from(content).where(eq(content.externalKey, key)))[0]!.title;
    expect(await titleOf(meera.key)).toBe('Saved by an editor');
    expect(await titleOf(kabir.key)).toBe('Kabir, from the file');

    // The same file again, its Kabir line corrected (as after an import stopped half way): the
    // import's own revisions are no editor's save, so Kabir is written; Meera stays the editor's.
    const kabirFixed = { ...kabirInFile, titleSecondary: 'Kabir, corrected in the file' };
    expect(summaryOf(await importCatalogue(db, fileOf([kabirFixed, meeraInFile])))).toMatchObject({ updated: 1, keptOnSite: 1 });
    expect(await titleOf(kabir.key)).toBe('Kabir, corrected in the file');
    // A line the site already matches is unchanged, whoever saved it.
    const meeraAsSaved = { ...meeraInFile, titleSecondary: 'Saved by an editor' };
    expect(summaryOf(await importCatalogue(db, fileOf([meeraAsSaved])))).toMatchObject({ unchanged: 1, keptOnSite: 0 });

    // A line that names no revision is the file's word: written, kept as a revision to undo.
    const { revision: _revision, ...unnamed } = meeraInFile;
    expect(summaryOf(await importCatalogue(db, fileOf([unnamed])))).toMatchObject({ updated: 1, keptOnSite: 0 });
    expect(await titleOf(meera.key)).toBe('From the file');
  });
});

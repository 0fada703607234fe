/**
 * The catalogue as the admin sees and changes it: every row whatever its flags, and the saves of
 * the category, sub-category and content forms. Each save is one transaction: the parent it names
 * is checked (and locked against deletion until the save commits) and the row written in it, so a
 * save either happens entirely or not at all. Input comes already validated and normalised by the
 * schemas of src/model/admin.ts; what only the database can tell (an unknown parent, an unknown
 * content) comes back as an outcome the route turns into 400 or 404.
 */
import { asc, count, eq } from 'drizzle-orm';
import type {
  CategoryChoice,
  CategorySaveValues,
  ContentSaveValues,
  EditableContent,
  PagedContent,
  SubCategorySaveValues,
} from '../../src/model/admin';
import { FIELD_REASONS } from '../../src/model/admin';
import type { Category, SubCategory } from '../../src/model/entities';
import { REVISION_TEXTS, type ContentConflict, type ContentRecord } from '../../src/model/revisions';
import type { Database } from '../db/connect';
import { category, content, subCategory } from '../db/schema';
import { contentColumns, contentListPage, subCategoryColumns, toContent, toSubCategory, type ContentListPage } from './catalogue';
import { writeAs, type RevisionAuthor } from '../db/revision-author';
import { conflictSince, contentRevision } from './revisions';
import { contentSearchColumns } from './search-text';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

/**
 * What a save did: created or updated the row, or refused it (fields and reasons; or the row has a
 * later revision than the one the save started from), or found no row to update.
 */
export type SaveOutcome<T> =
  | { status: 'created' | 'updated'; saved: T }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'conflict'; conflict: ContentConflict }
  | { status: 'notFound' };

const categoryOrder = [asc(category.displayOrder), asc(category.categoryId)];
const subCategoryOrder = [asc(subCategory.displayOrder), asc(subCategory.subCategoryId)];

/** The sub-category form's parent chooser: every category, in display order then id. */
export async function listCategoryChoices(db: Database): Promise<CategoryChoice[]> {
  return db
    .select({ categoryId: category.categoryId, titlePrimary: category.titlePrimary })
    .from(category)
    .orderBy(...categoryOrder);
}

/** Every sub-category (Y, N and R) with its category, in display order then id: the admin list and choosers. */
export async function listAllSubCategories(db: Database): Promise<SubCategory[]> {
  const rows = await db
    .select(subCategoryColumns)
    .from(subCategory)
    .leftJoin(category, eq(category.categoryId, subCategory.categoryId))
    .orderBy(...subCategoryOrder);
  return rows.map(toSubCategory);
}

function anyContent(db: Executor) {
  return db.select(contentColumns).from(content).innerJoin(subCategory, eq(subCategory.subCategoryId, content.subCategoryId));
}

/** A hymn's display flag now (undefined for none such): the audit trail tells a save that hides it. */
export async function contentDisplayFlag(db: Executor, contentId: number): Promise<string | undefined> {
  const [row] = await db.select({ flag: content.displayFlag }).from(content).where(eq(content.contentId, contentId));
  return row?.flag;
}

/** One content whatever its flags or its sub-category's, with its revision: the edit form's data. */
export async function getEditableContent(db: Executor, contentId: number): Promise<EditableContent | undefined> {
  const [row] = await anyContent(db).where(eq(content.contentId, contentId));
  return row && toContent(row);
}

async function subCategoryExists(db: Executor, subCategoryId: number): Promise<boolean> {
  const [row] = await db.select({ id: subCategory.subCategoryId }).from(subCategory).where(eq(subCategory.subCategoryId, subCategoryId));
  return row !== undefined;
}

/**
 * One page (from 0, SUBCATEGORY_PAGE_SIZE long) of a sub-category's list as an editor sees it on
 * the public page: every content, any flag, the sub-category hidden or not, without the lyrics, in
 * display order then id, and how many in all; undefined for an unknown sub-category.
 */
export async function listAllSubCategoryContent(db: Database, subCategoryId: number, page = 0): Promise<ContentListPage | undefined> {
  const [exists, list] = await Promise.all([
    subCategoryExists(db, subCategoryId),
    contentListPage(db, eq(content.subCategoryId, subCategoryId), eq(subCategory.subCategoryId, content.subCategoryId), page),
  ]);
  return exists ? list : undefined;
}

/**
 * One page (from 0) of a sub-category's content, any flag, in display order then id, with the
 * number of all of them; a page past the end is empty. Undefined for an unknown sub-category.
 */
export async function pageSubCategoryContent(
  db: Database,
  subCategoryId: number,
  page: number,
  size: number,
): Promise<PagedContent | undefined> {
  // The page's ids first, from the index alone, then their rows: skipping to a deep page then
  // reads index entries, not every wide row before it (an offset of 99,990 in 100,000 hymns: 260 → 19 ms).
  const ids = db
    .select({ id: content.contentId })
    .from(content)
    .where(eq(content.subCategoryId, subCategoryId))
    .orderBy(asc(content.displayOrder), asc(content.contentId))
    .limit(size)
    .offset(page * size)
    .as('page_ids');
  const [exists, [total], rows] = await Promise.all([
    subCategoryExists(db, subCategoryId),
    db.select({ n: count() }).from(content).where(eq(content.subCategoryId, subCategoryId)),
    anyContent(db).innerJoin(ids, eq(ids.id, content.contentId)).orderBy(asc(content.displayOrder), asc(content.contentId)),
  ]);
  if (!exists) return undefined;
  return { content: rows.map(toContent), totalElements: total?.n ?? 0 };
}

/** Creates a category. */
export async function createCategory(db: Database, values: CategorySaveValues, by: RevisionAuthor): Promise<Category> {
  return db.transaction(async (tx) => {
    await writeAs(tx, by);
    const [row] = await tx.insert(category).values(values).returning({
      categoryId: category.categoryId,
      titlePrimary: category.titlePrimary,
      titleSecondary: category.titleSecondary,
      contentPrimary: category.contentPrimary,
      contentSecondary: category.contentSecondary,
      displayFlag: category.displayFlag,
      showSecondary: category.showSecondary,
      categoryImage: category.categoryImage,
    });
    return row!;
  });
}

/** Locks a row's parent against deletion until the transaction ends; false when there is none. */
async function lockCategory(tx: Transaction, categoryId: number): Promise<boolean> {
  const rows = await tx.select({ id: category.categoryId }).from(category).where(eq(category.categoryId, categoryId)).for('key share');
  return rows.length > 0;
}

async function lockSubCategory(tx: Transaction, subCategoryId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: subCategory.subCategoryId })
    .from(subCategory)
    .where(eq(subCategory.subCategoryId, subCategoryId))
    .for('key share');
  return rows.length > 0;
}

/** Creates a sub-category under the category it names (or none). */
export async function createSubCategory(
  db: Database,
  values: SubCategorySaveValues,
  by: RevisionAuthor,
): Promise<SaveOutcome<SubCategory>> {
  const { category: parent, ...columns } = values;
  return db.transaction(async (tx) => {
    await writeAs(tx, by);
    if (parent.categoryId !== null && !(await lockCategory(tx, parent.categoryId))) {
      return { status: 'invalid', fields: { 'category.categoryId': FIELD_REASONS.unknownCategory } };
    }
    const [inserted] = await tx
      .insert(subCategory)
      .values({ ...columns, categoryId: parent.categoryId })
      .returning({ id: subCategory.subCategoryId });
    const [row] = await tx
      .select(subCategoryColumns)
      .from(subCategory)
      .leftJoin(category, eq(category.categoryId, subCategory.categoryId))
      .where(eq(subCategory.subCategoryId, inserted!.id));
    return { status: 'created', saved: toSubCategory(row!) };
  });
}

/**
 * Creates content, or updates the one `contentId` names (every field is replaced by the form's),
 * with the search columns made from its texts; the database keeps the revision (services/revisions.ts).
 * An update that names the revision it started from is refused, writing nothing, when the hymn has
 * another one now: the outcome says what changed since.
 */
export async function saveContent(db: Database, values: ContentSaveValues, by: RevisionAuthor): Promise<SaveOutcome<EditableContent>> {
  const { contentId, revision: base, note, subCategory: parent, ...fields } = values;
  return db.transaction(async (tx) => {
    await writeAs(tx, { ...by, note });
    return writeContent(tx, contentId, base, { ...fields, subCategoryId: parent.subCategoryId });
  });
}

/**
 * Saves an earlier revision of a hymn as its newest, with a note saying which; refused like a save
 * when `base` is not the hymn's revision now. Undefined when the hymn has no such revision.
 */
export async function restoreContentRevision(
  db: Database,
  contentId: number,
  number: number,
  base: number,
  by: RevisionAuthor,
): Promise<SaveOutcome<EditableContent> | undefined> {
  return db.transaction(async (tx) => {
    const earlier = await contentRevision(tx, contentId, number);
    if (!earlier) return undefined;
    await writeAs(tx, { ...by, note: REVISION_TEXTS.restoredNote(number) });
    return writeContent(tx, contentId, base, earlier.record);
  });
}

/**
 * Changes some fields of a hymn within the caller's transaction (the others as they are now), as
 * a save from revision `base` would: refused the same way when the hymn has moved on.
 */
export async function changeContentFields(
  tx: Transaction,
  contentId: number,
  base: number,
  changes: Partial<ContentRecord>,
): Promise<SaveOutcome<EditableContent>> {
  const [now] = await tx
    .select({
      titlePrimary: content.titlePrimary,
      titleSecondary: content.titleSecondary,
      contentPrimary: content.contentPrimary,
      contentSecondary: content.contentSecondary,
      displayFlag: content.displayFlag,
      showSecondary: content.showSecondary,
      imagePath: content.imagePath,
      audioPath: content.audioPath,
      videoPath: content.videoPath,
      displayOrder: content.displayOrder,
      bookPgNo: content.bookPgNo,
      subCategoryId: content.subCategoryId,
    })
    .from(content)
    .where(eq(content.contentId, contentId))
    .for('update');
  if (!now) return { status: 'notFound' };
  return writeContent(tx, contentId, base, { ...now, ...changes });
}

async function writeContent(
  tx: Transaction,
  contentId: number | null,
  base: number | null,
  { subCategoryId, ...fields }: ContentRecord,
): Promise<SaveOutcome<EditableContent>> {
  if (contentId !== null) {
    const [existing] = await tx.select({ revision: content.revision }).from(content).where(eq(content.contentId, contentId)).for('update');
    if (!existing) return { status: 'notFound' };
    if (base !== null && base !== existing.revision) {
      return { status: 'conflict', conflict: await conflictSince(tx, contentId, base, existing.revision) };
    }
  }
  if (!(await lockSubCategory(tx, subCategoryId))) {
    return { status: 'invalid', fields: { 'subCategory.subCategoryId': FIELD_REASONS.unknownSubCategory } };
  }
  const row = { ...fields, subCategoryId, ...contentSearchColumns(fields) };
  let id: number;
  if (contentId === null) {
    const [inserted] = await tx.insert(content).values(row).returning({ id: content.contentId });
    id = inserted!.id;
  } else {
    await tx.update(content).set(row).where(eq(content.contentId, contentId));
    id = contentId;
  }
  const saved = await getEditableContent(tx, id);
  return { status: contentId === null ? 'created' : 'updated', saved: saved! };
}

/**
 * The catalogue as visitors see it: only rows whose display flag is 'Y' (content also only in a
 * sub-category that is 'Y'), in display order. Anything else is "not there" (undefined), which
 * routes answer with 404.
 */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Content, ContentListEntry, ContentTitle, NavItem, StaticPage, SubCategory } from '../../src/model/entities';
import { SUBCATEGORY_PAGE_SIZE, VISIBLE_FLAG } from '../../src/model/constants';
import type { Database } from '../db/connect';
import { category, content, staticPage, subCategory } from '../db/schema';

/** What visitors may see: rows whose display flag is 'Y'. */
const subCategoryIsVisible = eq(subCategory.displayFlag, VISIBLE_FLAG);
const contentIsVisible = eq(content.displayFlag, VISIBLE_FLAG);
/** Joins content to its sub-category only when that one is visible too. */
const inVisibleSubCategory = and(eq(subCategory.subCategoryId, content.subCategoryId), subCategoryIsVisible);

/** The texts and flags sub-categories and content both show visitors (the schema's shownToVisitors). */
function shownToVisitorsColumns<T extends typeof subCategory | typeof content>(table: T) {
  return {
    titlePrimary: table.titlePrimary,
    titleSecondary: table.titleSecondary,
    contentPrimary: table.contentPrimary,
    contentSecondary: table.contentSecondary,
    displayFlag: table.displayFlag,
    showSecondary: table.showSecondary,
  };
}

/** A sub-category's columns with its category's id and title (shared with services/admin-catalogue.ts). */
export const subCategoryColumns = {
  subCategoryId: subCategory.subCategoryId,
  ...shownToVisitorsColumns(subCategory),
  subCategoryImage: subCategory.subCategoryImage,
  displayOrder: subCategory.displayOrder,
  categoryId: category.categoryId,
  categoryTitlePrimary: category.titlePrimary,
};

/** Visible sub-categories with their category; `where` narrows them further. */
function visibleSubCategories(db: Database, where?: SQL) {
  return db
    .select(subCategoryColumns)
    .from(subCategory)
    .leftJoin(category, eq(category.categoryId, subCategory.categoryId))
    .where(and(subCategoryIsVisible, where));
}

type SubCategoryRow = Awaited<ReturnType<ReturnType<typeof visibleSubCategories>['execute']>>[number];

export function toSubCategory({ categoryId, categoryTitlePrimary, ...row }: SubCategoryRow): SubCategory {
  return {
    ...row,
    category: categoryId === null || categoryTitlePrimary === null ? null : { categoryId, titlePrimary: categoryTitlePrimary },
  };
}

/** Every visible sub-category with its category, for the home page cards. */
export async function listSubCategories(db: Database): Promise<SubCategory[]> {
  const rows = await visibleSubCategories(db).orderBy(asc(subCategory.displayOrder), asc(subCategory.subCategoryId));
  return rows.map(toSubCategory);
}

/** One visible sub-category, in the same shape as the home page's list. */
export async function getSubCategory(db: Database, subCategoryId: number): Promise<SubCategory | undefined> {
  const [row] = await visibleSubCategories(db, eq(subCategory.subCategoryId, subCategoryId));
  return row && toSubCategory(row);
}

/** The navigation's 'Bhajans' dropdown: the same sub-categories, id and primary title only. */
export async function listNavItems(db: Database): Promise<NavItem[]> {
  return db
    .select({ subCategoryId: subCategory.subCategoryId, titlePrimary: subCategory.titlePrimary })
    .from(subCategory)
    .where(subCategoryIsVisible)
    .orderBy(asc(subCategory.displayOrder), asc(subCategory.subCategoryId));
}

/** A content's columns with its sub-category's id and title (shared with services/admin-catalogue.ts). */
export const contentColumns = {
  contentId: content.contentId,
  ...shownToVisitorsColumns(content),
  imagePath: content.imagePath,
  audioPath: content.audioPath,
  videoPath: content.videoPath,
  displayOrder: content.displayOrder,
  bookPgNo: content.bookPgNo,
  revision: content.revision,
  subCategoryId: subCategory.subCategoryId,
  subCategoryTitlePrimary: subCategory.titlePrimary,
};

/** Visible content of a visible sub-category, with that sub-category's id and title; `where` narrows it further. */
function visibleContent(db: Database, where?: SQL) {
  return db.select(contentColumns).from(content).innerJoin(subCategory, inVisibleSubCategory).where(and(contentIsVisible, where));
}

type ContentRow = Awaited<ReturnType<ReturnType<typeof visibleContent>['execute']>>[number];

export function toContent({ subCategoryId, subCategoryTitlePrimary, ...row }: ContentRow): Content {
  // subCategoryImage and file are always null in the content entity (the spec's entities).
  return { ...row, subCategoryImage: null, subCategory: { subCategoryId, titlePrimary: subCategoryTitlePrimary }, file: null };
}

/** A content's columns but its lyrics and revision: what a sub-category's list shows. */
const contentListColumns = (({ contentPrimary: _primary, contentSecondary: _secondary, revision: _revision, ...rest }) => rest)(
  contentColumns,
);

type ContentListRow = { [K in keyof typeof contentListColumns]: ContentRow[K] };

function toContentListEntry({ subCategoryId, subCategoryTitlePrimary, ...row }: ContentListRow): ContentListEntry {
  return { ...row, subCategoryImage: null, subCategory: { subCategoryId, titlePrimary: subCategoryTitlePrimary }, file: null };
}

/** One page of a sub-category's list, and how many entries the whole list has. */
export interface ContentListPage {
  hymns: ContentListEntry[];
  total: number;
}

/**
 * One page (from 0, SUBCATEGORY_PAGE_SIZE long) of the visible content of a visible sub-category,
 * in display order (then id), without the lyrics, and how many there are in all; undefined when
 * the sub-category is unknown or hidden (an empty list means it has none yet, or the page is past
 * the end).
 */
export async function listSubCategoryContent(db: Database, subCategoryId: number, page = 0): Promise<ContentListPage | undefined> {
  const [parent, list] = await Promise.all([
    db
      .select({ subCategoryId: subCategory.subCategoryId })
      .from(subCategory)
      .where(and(eq(subCategory.subCategoryId, subCategoryId), subCategoryIsVisible)),
    contentListPage(db, and(eq(content.subCategoryId, subCategoryId), contentIsVisible)!, inVisibleSubCategory!, page),
  ]);
  return parent.length === 0 ? undefined : list;
}

/**
 * One page (from 0, SUBCATEGORY_PAGE_SIZE long) of the content `where` selects, joined to its
 * sub-category `on`, in display order then id, without the lyrics, and how many there are in all
 * (shared with services/admin-catalogue.ts, whose list has every flag).
 */
export async function contentListPage(db: Database, where: SQL, on: SQL, page: number): Promise<ContentListPage> {
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(content).where(where),
    db
      .select(contentListColumns)
      .from(content)
      .innerJoin(subCategory, on)
      .where(where)
      .orderBy(asc(content.displayOrder), asc(content.contentId))
      .limit(SUBCATEGORY_PAGE_SIZE)
      .offset(page * SUBCATEGORY_PAGE_SIZE),
  ]);
  return { hymns: rows.map(toContentListEntry), total: total?.n ?? 0 };
}

/** One visible content (in a visible sub-category) with its sub-category's id and title. */
export async function getContent(db: Database, contentId: number): Promise<Content | undefined> {
  const [row] = await visibleContent(db, eq(content.contentId, contentId));
  return row && toContent(row);
}

/**
 * The titles of the visible content among `contentIds` (a shared list's hymns), in one query, in the
 * order asked, each once; an id that is not there or not visible is left out.
 */
export async function listContentTitles(db: Database, contentIds: readonly number[]): Promise<ContentTitle[]> {
  const asked = [...new Set(contentIds)];
  if (asked.length === 0) return [];
  const rows = await db
    .select({ contentId: content.contentId, titlePrimary: content.titlePrimary })
    .from(content)
    .innerJoin(subCategory, inVisibleSubCategory)
    .where(and(contentIsVisible, inArray(content.contentId, asked)));
  const titles = new Map(rows.map((row) => [row.contentId, row]));
  return asked.flatMap((id) => titles.get(id) ?? []);
}

/** Which visible content an id is, for counting views and plays; undefined when it is not visible. */
export async function findVisibleContent(
  db: Database,
  contentId: number,
): Promise<{ contentId: number; subCategoryId: number } | undefined> {
  const [row] = await db
    .select({ contentId: content.contentId, subCategoryId: content.subCategoryId })
    .from(content)
    .innerJoin(subCategory, inVisibleSubCategory)
    .where(and(eq(content.contentId, contentId), contentIsVisible));
  return row;
}

/** A static page by name (`about-us`, `privacy`, …). */
export async function getStaticPage(db: Database, pageName: string): Promise<StaticPage | undefined> {
  const [row] = await db
    .select({ titlePrimary: staticPage.titlePrimary, contentPrimary: staticPage.contentPrimary })
    .from(staticPage)
    .where(eq(staticPage.pageName, pageName));
  return row;
}

/**
 * The catalogue as visitors see it: only rows whose display flag is 'Y' (content also only in a
 * sub-category that is 'Y'), in display order. Anything else is "not there" (undefined), which
 * routes answer with 404.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Content, NavItem, StaticPage, SubCategory } from '../../src/model/entities';
import { VISIBLE_FLAG } from '../../src/model/constants';
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

/**
 * The visible content of a visible sub-category in display order (then id), for the sub-category
 * page; undefined when the sub-category is unknown or hidden (an empty list means it has none yet).
 */
export async function listSubCategoryContent(db: Database, subCategoryId: number): Promise<Content[] | undefined> {
  const [parent, rows] = await Promise.all([
    db
      .select({ subCategoryId: subCategory.subCategoryId })
      .from(subCategory)
      .where(and(eq(subCategory.subCategoryId, subCategoryId), subCategoryIsVisible)),
    visibleContent(db, eq(content.subCategoryId, subCategoryId)).orderBy(asc(content.displayOrder), asc(content.contentId)),
  ]);
  return parent.length === 0 ? undefined : rows.map(toContent);
}

/** One visible content (in a visible sub-category) with its sub-category's id and title. */
export async function getContent(db: Database, contentId: number): Promise<Content | undefined> {
  const [row] = await visibleContent(db, eq(content.contentId, contentId));
  return row && toContent(row);
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

/**
 * The catalogue as visitors see it: only rows whose display flag is 'Y', in display order.
 */
import { asc, eq } from 'drizzle-orm';
import type { NavItem, SubCategory } from '../../src/model/entities';
import { VISIBLE_FLAG } from '../../src/model/constants';
import type { Database } from '../db/connect';
import { category, subCategory } from '../db/schema';

/** Every visible sub-category with its category, for the home page cards. */
export async function listSubCategories(db: Database): Promise<SubCategory[]> {
  const rows = await db
    .select({
      subCategoryId: subCategory.subCategoryId,
      titlePrimary: subCategory.titlePrimary,
      titleSecondary: subCategory.titleSecondary,
      contentPrimary: subCategory.contentPrimary,
      contentSecondary: subCategory.contentSecondary,
      displayFlag: subCategory.displayFlag,
      showSecondary: subCategory.showSecondary,
      subCategoryImage: subCategory.subCategoryImage,
      displayOrder: subCategory.displayOrder,
      categoryId: category.categoryId,
      categoryTitlePrimary: category.titlePrimary,
    })
    .from(subCategory)
    .leftJoin(category, eq(category.categoryId, subCategory.categoryId))
    .where(eq(subCategory.displayFlag, VISIBLE_FLAG))
    .orderBy(asc(subCategory.displayOrder), asc(subCategory.subCategoryId));

  return rows.map(({ categoryId, categoryTitlePrimary, ...row }) => ({
    ...row,
    category: categoryId === null || categoryTitlePrimary === null ? null : { categoryId, titlePrimary: categoryTitlePrimary },
  }));
}

/** The navigation's 'Bhajans' dropdown: the same sub-categories, id and primary title only. */
export async function listNavItems(db: Database): Promise<NavItem[]> {
  return db
    .select({ subCategoryId: subCategory.subCategoryId, titlePrimary: subCategory.titlePrimary })
    .from(subCategory)
    .where(eq(subCategory.displayFlag, VISIBLE_FLAG))
    .orderBy(asc(subCategory.displayOrder), asc(subCategory.subCategoryId));
}

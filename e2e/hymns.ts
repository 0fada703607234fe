/**
 * The seeded library's visible hymns as the sub-categories' lists give them (no lyrics), for tests
 * that pick a hymn by what it has (audio, a video file, a YouTube video).
 */
import type { Page } from '@playwright/test';
import { apiPaths, type ContentListEntry, type SubCategory } from '../src/model';

export async function visibleHymns(page: Page): Promise<ContentListEntry[]> {
  const subCategories: SubCategory[] = await (await page.request.get(apiPaths.subCategoryAll)).json();
  const hymns: ContentListEntry[] = [];
  for (const subCategory of subCategories) {
    hymns.push(...(await (await page.request.get(apiPaths.contentBySubCategory(subCategory.subCategoryId))).json()));
  }
  return hymns;
}

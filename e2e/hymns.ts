/**
 * The seeded library's visible hymns as the API gives them, for tests that pick a hymn by what it
 * has (audio, a video file, a YouTube video).
 */
import type { Page } from '@playwright/test';
import { apiPaths, type Content, type SubCategory } from '../src/model';

export async function visibleHymns(page: Page): Promise<Content[]> {
  const subCategories: SubCategory[] = await (await page.request.get(apiPaths.subCategoryAll)).json();
  const hymns: Content[] = [];
  for (const subCategory of subCategories) {
    hymns.push(...(await (await page.request.get(apiPaths.contentBySubCategory(subCategory.subCategoryId))).json()));
  }
  return hymns;
}

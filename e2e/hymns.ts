/**
 * The seeded library's visible hymns as the sub-categories' lists give them (no lyrics), for tests
 * that pick a hymn by what it has (audio, a video file, a YouTube video).
 */
import type { Page } from '@playwright/test';
import { apiPaths, type Content, type ContentListEntry, type SubCategory } from '../src/model';

export async function visibleHymns(page: Page): Promise<ContentListEntry[]> {
  const subCategories: SubCategory[] = await (await page.request.get(apiPaths.subCategoryAll)).json();
  const hymns: ContentListEntry[] = [];
  for (const subCategory of subCategories) {
    hymns.push(...(await (await page.request.get(apiPaths.contentBySubCategory(subCategory.subCategoryId))).json()));
  }
  return hymns;
}

/**
 * The visible hymn with audio whose lyrics are longest, whole: its player, after the lyrics, is
 * well below the first screen of any phone (the compact player's tests need that).
 */
export async function longestHymnWithAudio(page: Page): Promise<Content> {
  let longest: Content | undefined;
  for (const entry of await visibleHymns(page)) {
    if (!entry.audioPath) continue;
    const hymn: Content = await (await page.request.get(apiPaths.contentDetail(entry.contentId))).json();
    if (!longest || hymn.contentPrimary.length > longest.contentPrimary.length) longest = hymn;
  }
  if (!longest) throw new Error('the seeded library has no visible hymn with audio');
  return longest;
}

import { expect, test, type Page } from '@playwright/test';
import {
  apiPaths,
  displayTitle,
  paths,
  SITE_TEXTS,
  WEB_MANIFEST_URL,
  type Content,
  type ContentListEntry,
  type SubCategory,
} from '../src/model';
import { controlledByServiceWorker } from './app-ready';

/**
 * The installable, offline-capable site in Chromium against the real server: the manifest and the
 * service worker are there; a hymn opened once is read again with no network; a hymn never opened
 * says that it has not been saved for offline reading.
 */
test.use({ serviceWorkers: 'allow' });

/** Two visible hymns of one sub-category, as the API gives them. */
async function twoHymns(page: Page): Promise<{ subCategory: SubCategory; read: Content; unread: Content }> {
  const subCategories: SubCategory[] = await (await page.request.get(apiPaths.subCategoryAll)).json();
  for (const subCategory of subCategories) {
    const list: ContentListEntry[] = await (await page.request.get(apiPaths.contentBySubCategory(subCategory.subCategoryId))).json();
    if (list.length < 2) continue;
    // The list has no lyrics: each hymn whole, from its own call.
    const [read, unread] = await Promise.all(
      list.slice(0, 2).map(async (entry): Promise<Content> => (await page.request.get(apiPaths.contentDetail(entry.contentId))).json()),
    );
    return { subCategory, read: read!, unread: unread! };
  }
  throw new Error('the seeded library has no sub-category with two visible hymns');
}

test.describe('The installable site', () => {
  test('has a web app manifest for installing it', async ({ page }) => {
    await page.goto(paths.home);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', WEB_MANIFEST_URL);
    const manifest = await (await page.request.get(WEB_MANIFEST_URL)).json();
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    const sizes = (manifest.icons as { sizes: string; src: string }[]).map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const answer = await page.request.get(icon.src);
      expect(answer.status(), icon.src).toBe(200);
      expect(answer.headers()['content-type']).toBe(icon.type);
    }
    await controlledByServiceWorker(page);
  });

  test('reads a hymn opened once with no network, and says so for a hymn never opened', async ({ page, context }) => {
    test.setTimeout(60_000);
    const { read, unread } = await twoHymns(page);
    const readTitle = displayTitle(read.titlePrimary);
    const firstLine = read.contentPrimary
      .split('\n')
      .find((line) => line.trim())!
      .trim();

    await page.goto(paths.home);
    await controlledByServiceWorker(page);
    await page.goto(paths.content(read.contentId));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(readTitle);
    await expect(page.getByText(firstLine, { exact: false }).first()).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(readTitle);
    await expect(page.getByText(firstLine, { exact: false }).first()).toBeVisible();
    await expect(page.getByText(SITE_TEXTS.offline.offlineBanner)).toBeVisible();

    await page.goto(paths.content(unread.contentId));
    await expect(page.getByText(SITE_TEXTS.offline.notSaved)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: displayTitle(unread.titlePrimary) })).toHaveCount(0);

    // Back online, the same page opens.
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(displayTitle(unread.titlePrimary));
  });

  test('opens pages read before when the connection drops in the middle of a visit', async ({ page, context }) => {
    test.setTimeout(60_000);
    const { subCategory, read } = await twoHymns(page);
    const readTitle = displayTitle(read.titlePrimary);

    await page.goto(paths.home);
    await controlledByServiceWorker(page);
    await page.goto(paths.subCategory(subCategory.subCategoryId));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subCategory.titlePrimary);
    await page.goto(paths.content(read.contentId));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(readTitle);
    await page.goto(paths.home);
    await expect(page.getByRole('main').locator(`a[href="${paths.subCategory(subCategory.subCategoryId)}"]`)).toBeVisible();

    // No reload from here on: the app itself asks for the pages, and the saved answers come back.
    await context.setOffline(true);
    await expect(page.getByText(SITE_TEXTS.offline.offlineBanner)).toBeVisible();
    await page
      .getByRole('main')
      .locator(`a[href="${paths.subCategory(subCategory.subCategoryId)}"]`)
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subCategory.titlePrimary);
    await page.getByRole('main').getByRole('link', { name: readTitle, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(readTitle);
    await expect(page.getByText(SITE_TEXTS.offline.notSaved)).toHaveCount(0);
  });
});

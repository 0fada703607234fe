import { expect, test, type Page } from '@playwright/test';
import { library } from '../server/db/seed/library';
import { appReady } from './app-ready';
import {
  apiPaths,
  CHROME_LABELS,
  DEFAULT_APP_CONFIG,
  DEFAULT_SUBCATEGORY_IMAGE_URL,
  MESSAGES,
  pageTitle,
  paths,
  subCategoryImageUrl,
  VISIBLE_FLAG,
  type NavItem,
  type SubCategory,
} from '../src/model';

/** The site name the server under test was started with (e2e/serve.ts passes the environment on). */
const siteName = process.env.SITE_NAME ?? DEFAULT_APP_CONFIG.siteName;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches a URL or path that ends with `suffix`. */
const endingWith = (suffix: string) => new RegExp(`${escapeRegExp(suffix)}$`);

const hasOwnImage = (subCategory: SubCategory) => Boolean(subCategory.subCategoryImage?.trim());

/** A sub-category's card on the home page: the list item holding the link to it. */
const cardOf = (page: Page, subCategory: SubCategory) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="${paths.subCategory(subCategory.subCategoryId)}"]`) });

test.describe('Home', () => {
  test('shows every visible sub-category of the seeded library as a card', async ({ page, request }) => {
    const subCategories: SubCategory[] = await (await request.get(apiPaths.subCategoryAll)).json();
    expect(subCategories.length).toBeGreaterThanOrEqual(5);

    await page.goto(paths.home);
    await expect(page).toHaveTitle(pageTitle.home(siteName));

    // A card: a list item with a picture, named by its title's link.
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.locator('img') });
    await expect(cards).toHaveCount(subCategories.length);
    for (const subCategory of subCategories) {
      const card = cardOf(page, subCategory);
      await expect(card.getByRole('link')).toHaveAccessibleName(subCategory.titlePrimary);
      await expect(card.locator('img')).toBeVisible();
    }
  });

  test('sub-categories the editors hid never reach the page', async ({ page }) => {
    const hidden = library.subCategories.filter((subCategory) => subCategory.displayFlag !== VISIBLE_FLAG);
    expect(hidden.length).toBeGreaterThan(0);
    await page.goto(paths.home);
    await expect(page.getByRole('main').locator('a[href^="/subcategory/"]').first()).toBeVisible();
    for (const subCategory of hidden) {
      await expect(page.getByText(subCategory.titlePrimary, { exact: true })).toHaveCount(0);
    }
  });

  test('a card opens its sub-category', async ({ page, request }) => {
    const [first]: SubCategory[] = await (await request.get(apiPaths.subCategoryAll)).json();
    await page.goto(paths.home);
    await page
      .getByRole('main')
      .locator(`a[href="${paths.subCategory(first!.subCategoryId)}"]`)
      .click();
    await expect(page).toHaveURL(endingWith(paths.subCategory(first!.subCategoryId)));
  });

  test('every card shows its own image, or the default image where the sub-category has none', async ({ page, request }) => {
    const subCategories: SubCategory[] = await (await request.get(apiPaths.subCategoryAll)).json();
    // Both cases are in the seeded library, so neither goes unchecked.
    expect(subCategories.filter(hasOwnImage).length).toBeGreaterThan(0);
    expect(subCategories.filter((subCategory) => !hasOwnImage(subCategory)).length).toBeGreaterThan(0);

    await page.goto(paths.home);
    for (const subCategory of subCategories) {
      const image = cardOf(page, subCategory).locator('img');
      await image.scrollIntoViewIfNeeded();
      // Its own file, not the fallback (a missing file would fall back to the default image).
      const expected = hasOwnImage(subCategory) ? subCategoryImageUrl(subCategory.subCategoryImage) : DEFAULT_SUBCATEGORY_IMAGE_URL;
      await expect(image, `image of sub-category ${subCategory.subCategoryId}`).toHaveAttribute('src', endingWith(expected));
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });
});

test.describe('Navigation bar', () => {
  test("the 'Bhajans' menu lists every visible sub-category and opens one", async ({ page, request }) => {
    const navItems: NavItem[] = await (await request.get(apiPaths.subCategoryNav)).json();
    await page.goto(paths.home);
    await appReady(page);
    await page.getByRole('button', { name: CHROME_LABELS.bhajans }).click();
    const menu = page.getByRole('navigation').locator('a[href^="/subcategory/"]');
    await expect(menu).toHaveText(navItems.map((item) => item.titlePrimary));
    const last = navItems.at(-1)!;
    await page.getByRole('navigation').getByRole('link', { name: last.titlePrimary }).click();
    await expect(page).toHaveURL(endingWith(paths.subCategory(last.subCategoryId)));
  });
});

test.describe('Unknown pages', () => {
  test("a path without a page answers 404 and shows 'Page not found'", async ({ page }) => {
    const path = '/no-such-page';
    const response = await page.goto(path);
    // Soft: the page's own checks below still run (and report) when only the status is wrong.
    expect.soft(response?.status(), 'HTTP status of a path outside ROUTE_PATTERNS').toBe(404);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.pageNotFound);
    await expect(main.getByText(MESSAGES.notFound404, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(path)));
  });
});

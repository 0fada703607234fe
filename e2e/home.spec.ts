import { expect, test } from '@playwright/test';
import { library } from '../server/db/seed/library';
import { VISIBLE_FLAG, type SubCategory } from '../src/model';

test.describe('Home', () => {
  test('shows every visible sub-category of the seeded library as a card', async ({ page, request }) => {
    const subCategories: SubCategory[] = await (await request.get('/api/subcategory/getAll')).json();
    expect(subCategories.length).toBeGreaterThanOrEqual(5);

    await page.goto('/');
    await expect(page).toHaveTitle('Home | Bhajan Sangrah');

    const cards = page.getByRole('main').getByRole('link', { name: /./ }).filter({ has: page.locator('img') });
    await expect(cards).toHaveCount(subCategories.length);
    for (const subCategory of subCategories) {
      const card = page.getByRole('main').locator(`a[href="/subcategory/${subCategory.subCategoryId}"]`);
      await expect(card).toContainText(subCategory.titlePrimary);
      await expect(card.locator('img')).toBeVisible();
    }
  });

  test('sub-categories the editors hid never reach the page', async ({ page }) => {
    const hidden = library.subCategories.filter((subCategory) => subCategory.displayFlag !== VISIBLE_FLAG);
    expect(hidden.length).toBeGreaterThan(0);
    await page.goto('/');
    await expect(page.getByRole('main').locator('a[href^="/subcategory/"]').first()).toBeVisible();
    for (const subCategory of hidden) {
      await expect(page.getByText(subCategory.titlePrimary, { exact: true })).toHaveCount(0);
    }
  });

  test('a card opens its sub-category', async ({ page, request }) => {
    const [first]: SubCategory[] = await (await request.get('/api/subcategory/getAll')).json();
    await page.goto('/');
    await page.getByRole('main').locator(`a[href="/subcategory/${first!.subCategoryId}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/subcategory/${first!.subCategoryId}$`));
  });

  test('every sub-category image loads, with the default image where there is none', async ({ page }) => {
    await page.goto('/');
    const images = page.getByRole('main').locator('a[href^="/subcategory/"] img');
    await expect(images.first()).toBeVisible();
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });
});

test.describe('Navigation bar', () => {
  test("the 'Bhajans' menu lists every visible sub-category and opens one", async ({ page, request }) => {
    const navItems: { subCategoryId: number; titlePrimary: string }[] = await (await request.get('/api/subcategory/getNav')).json();
    await page.goto('/');
    await page.getByRole('button', { name: /Bhajans/ }).click();
    const menu = page.getByRole('navigation').locator('a[href^="/subcategory/"]');
    await expect(menu).toHaveText(navItems.map((item) => item.titlePrimary));
    const last = navItems.at(-1)!;
    await page.getByRole('navigation').getByRole('link', { name: last.titlePrimary }).click();
    await expect(page).toHaveURL(new RegExp(`/subcategory/${last.subCategoryId}$`));
  });
});

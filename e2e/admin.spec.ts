import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiPaths, adminPaths, displayTitle, MESSAGES, paths, type Content, type SubCategory, ADMIN_TEXTS } from '../src/model';
import { E2E_ADMIN } from './admin-account';
import { closeDatabase, database } from './database';

/**
 * An editor runs the catalogue from the browser, against the real server: sign in, create a
 * category, a sub-category under it and a hymn with an uploaded audio file; the hymn is on the
 * public site and its audio plays; edit it; page through a long list; sign out, and the admin calls
 * are refused.
 */
const TEXTS = ADMIN_TEXTS.adminForms;
const AUDIO_FILE = path.resolve('server/db/seed/assets/media/tanpura-drone-c.mp3');
const stamp = Date.now().toString(36);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const endingWith = (suffix: string) => new RegExp(`${escapeRegExp(suffix)}$`);

test.afterAll(closeDatabase);

async function signIn(page: Page) {
  await page.getByLabel(ADMIN_TEXTS.admin.login.email).fill(E2E_ADMIN.email);
  await page.getByLabel(ADMIN_TEXTS.admin.login.password).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: ADMIN_TEXTS.admin.login.submit }).click();
}

test.describe('An editor', () => {
  test('signs in, builds a sub-category with a hymn and its audio, edits it, pages a list, signs out', async ({ page }) => {
    test.setTimeout(90_000);
    const categoryTitle = `ई2ई श्रेणी ${stamp}`;
    const subCategoryTitle = `ई2ई भजन संग्रह ${stamp}`;
    const hymnTitle = `परीक्षा भजन ${stamp}`;

    // Signed out, /admin leads to the sign-in screen, and back after signing in.
    await page.goto(adminPaths.contentNew);
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
    await signIn(page);
    await expect(page).toHaveURL(endingWith(adminPaths.contentNew));

    // A category.
    await page.goto(adminPaths.insertCategory);
    await page.getByLabel(TEXTS.titlePrimary, { exact: true }).fill(categoryTitle);
    await page.getByRole('button', { name: MESSAGES.submitForm }).click();
    await expect(page.getByText(MESSAGES.categoryAdded)).toBeVisible();
    await expect(page.getByLabel(TEXTS.titlePrimary, { exact: true })).toHaveValue('');

    // A sub-category under it.
    await page.goto(adminPaths.insertSubCategory);
    await page.getByLabel(TEXTS.category, { exact: true }).selectOption({ label: categoryTitle });
    await page.getByLabel(TEXTS.titlePrimary, { exact: true }).fill(subCategoryTitle);
    await page.getByLabel(TEXTS.contentPrimary, { exact: true }).fill('परीक्षा के लिए बनाया गया संग्रह।');
    await page.getByRole('button', { name: MESSAGES.submitForm }).click();
    await expect(page.getByText(MESSAGES.subCategoryAdded)).toBeVisible();

    // A hymn in it, with an uploaded audio file.
    await page.goto(adminPaths.contentNew);
    await page.getByLabel(TEXTS.subCategory, { exact: true }).selectOption({ label: subCategoryTitle });
    await page.getByLabel(TEXTS.titlePrimary, { exact: true }).fill(`ई2ई.${hymnTitle}`);
    await page.getByLabel(TEXTS.contentPrimary, { exact: true }).fill('पहली पंक्ति\nदूसरी पंक्ति');
    await page.getByLabel(/upload.*audio/i).setInputFiles(AUDIO_FILE);
    await expect(page.getByLabel(TEXTS.audioPath, { exact: true })).toHaveValue(/^\/media\/.+\.mp3$/);
    await page.getByRole('button', { name: MESSAGES.submitForm }).click();
    await expect(page.getByText(MESSAGES.contentSaved)).toBeVisible();

    // On the public site: the sub-category, the hymn, and its audio plays.
    const subCategories: SubCategory[] = await (await page.request.get(apiPaths.subCategoryAll)).json();
    const created = subCategories.find((subCategory) => subCategory.titlePrimary === subCategoryTitle)!;
    expect(created).toBeDefined();
    await page.goto(paths.subCategory(created.subCategoryId));
    await page.getByRole('main').getByRole('link', { name: hymnTitle }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hymnTitle);
    await page.getByRole('button', { name: /^play/i }).click();
    await expect.poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);
    const contentId = Number(new URL(page.url()).pathname.split('/').pop());

    // Edit it: the box shows the title after the last dot; the dotted prefix is kept.
    await page.goto(adminPaths.contentEdit(contentId));
    const title = page.getByLabel(TEXTS.titlePrimary, { exact: true });
    await expect(title).toHaveValue(hymnTitle);
    await title.fill(`${hymnTitle} (संशोधित)`);
    await page.getByRole('button', { name: MESSAGES.submitForm }).click();
    await expect(page.getByText(MESSAGES.contentSaved)).toBeVisible();
    const edited: Content = await (await page.request.get(apiPaths.contentForEdit(contentId))).json();
    expect(edited.titlePrimary).toBe(`ई2ई.${hymnTitle} (संशोधित)`);
    expect(displayTitle(edited.titlePrimary)).toBe(`${hymnTitle} (संशोधित)`);

    // Eleven more hymns (through the same call the form uses): the list has two pages of 10.
    for (let index = 1; index <= 11; index += 1) {
      const response = await page.request.post(apiPaths.contentSave, {
        data: { titlePrimary: `ई2ई.सूची ${index}`, contentPrimary: 'पंक्ति', subCategory: { subCategoryId: created.subCategoryId } },
      });
      expect(response.ok(), await response.text()).toBe(true);
    }
    await page.goto(adminPaths.contentList(created.subCategoryId));
    await expect(page.getByText(ADMIN_TEXTS.admin.pagination.pageOf(1, 2))).toBeVisible();
    await expect(page.getByRole('button', { name: ADMIN_TEXTS.admin.pagination.previousLabel })).toBeDisabled();
    await page.getByRole('button', { name: ADMIN_TEXTS.admin.pagination.nextLabel }).click();
    await expect(page.getByText(ADMIN_TEXTS.admin.pagination.pageOf(2, 2))).toBeVisible();
    await expect(page.getByRole('button', { name: ADMIN_TEXTS.admin.pagination.nextLabel })).toBeDisabled();

    // Sign out: every admin call is refused from then on.
    await page.getByRole('button', { name: ADMIN_TEXTS.admin.signOut }).click();
    await expect(page).toHaveURL(endingWith(adminPaths.login));
    for (const call of [apiPaths.categoryAll, apiPaths.contentForEdit(contentId), apiPaths.authMe]) {
      expect((await page.request.get(call)).status(), call).toBe(401);
    }
    expect((await page.request.post(apiPaths.category, { data: { titlePrimary: 'x' } })).status()).toBe(401);
    const { rows } = await database().query('select count(*)::int as n from admin_session');
    expect(rows[0]).toEqual({ n: 0 });
  });
});

/**
 * The admin area as an editor reaches it in an e2e test: signed in, in a browser context of their
 * own, and a hymn made for the test through the save call.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { ADMIN_TEXTS, adminPaths, apiPaths, type Content, type SubCategory } from '../src/model';
import { VISIBLE_FLAG } from '../src/model/constants';
import { E2E_ADMIN } from './admin-account';

/** A new browser context, signed in as the e2e editor. */
export async function signedInPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(adminPaths.login);
  await page.getByLabel(ADMIN_TEXTS.admin.login.email).fill(E2E_ADMIN.email);
  await page.getByLabel(ADMIN_TEXTS.admin.login.password).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: ADMIN_TEXTS.admin.login.submit }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/**
 * A hymn made for the test (through the save call, as the editor's session), in the first
 * sub-category visitors see (other specs add hidden ones).
 */
export async function newHymn(page: Page, title: string, lyrics: string): Promise<number> {
  const all = (await (await page.request.get(apiPaths.subCategoryAll)).json()) as SubCategory[];
  const parent = all.find((subCategory) => subCategory.displayFlag === VISIBLE_FLAG);
  const saved = await page.request.post(apiPaths.contentSave, {
    data: { titlePrimary: `ई2ई.${title}`, contentPrimary: lyrics, subCategory: { subCategoryId: parent!.subCategoryId } },
  });
  expect(saved.status()).toBe(201);
  return ((await saved.json()) as Content).contentId;
}

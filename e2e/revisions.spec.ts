import { expect, test, type Page } from '@playwright/test';
import { ADMIN_TEXTS, adminPaths, apiPaths, MESSAGES, paths, type Content } from '../src/model';
import { newHymn, signedInPage } from './editors';

/**
 * No acknowledged edit is lost: two editors on one hymn, in two browsers, against the real server
 * and database. The later save meets the earlier one, merges, and both changes are kept; an
 * earlier revision restored from the History is on the public page at once, in its first HTML too.
 */
const FORM = ADMIN_TEXTS.adminForms;
const REVISIONS = ADMIN_TEXTS.revisions;
const stamp = Date.now().toString(36);

const submit = (page: Page) => page.getByRole('button', { name: MESSAGES.submitForm }).click();

test.describe('Two editors on one hymn', () => {
  test('the later save gets the conflict view, merges, and both changes are kept', async ({ browser }) => {
    const [first, second] = [await signedInPage(browser), await signedInPage(browser)];
    const lyrics = 'संकट मोचन नाम तिहारो\nको नहिं जानत है जग में कपि';
    const contentId = await newHymn(first, `संकट मोचन ${stamp}`, lyrics);
    for (const page of [first, second]) {
      await page.goto(adminPaths.contentEdit(contentId));
      await expect(page.getByLabel(FORM.contentPrimary, { exact: true })).toHaveValue(lyrics);
    }

    // The first adds a line to the lyrics and saves.
    const longer = `${lyrics}\nबाल समय रबि भक्षि लियो तब`;
    await first.getByLabel(FORM.contentPrimary, { exact: true }).fill(longer);
    await submit(first);
    await expect(first.getByText(MESSAGES.contentSaved)).toBeVisible();

    // The second, whose form was opened before, corrects the English title and saves: refused, shown.
    await second.getByLabel(FORM.titleSecondary, { exact: true }).fill('Sankat Mochan Hanuman Ashtak');
    await submit(second);
    const conflict = second.getByRole('form', { name: REVISIONS.conflictHeading });
    await expect(conflict).toBeVisible();
    await expect(
      conflict.getByRole('radiogroup', { name: REVISIONS.choiceGroup(FORM.contentPrimary) }).getByLabel(REVISIONS.takeTheirs),
    ).toBeChecked();
    await expect(conflict.getByRole('table', { name: FORM.contentPrimary }).locator('ins')).toContainText('बाल समय रबि भक्षि लियो तब');
    await conflict.getByRole('button', { name: REVISIONS.saveChoices }).click();
    await expect(second.getByText(MESSAGES.contentSaved)).toBeVisible();
    await expect(conflict).toBeHidden();

    const stored = (await (await second.request.get(apiPaths.contentForEdit(contentId))).json()) as Content & { revision: number };
    expect(stored).toMatchObject({ contentPrimary: longer, titleSecondary: 'Sankat Mochan Hanuman Ashtak', revision: 3 });
  });

  test('a restore from the History brings an old text back as a new revision, on the public page at once', async ({ browser }) => {
    const page = await signedInPage(browser);
    const lyrics = 'श्री राम जय राम जय जय राम';
    const contentId = await newHymn(page, `राम धुन ${stamp}`, lyrics);
    await page.goto(adminPaths.contentEdit(contentId));
    await page.getByLabel(FORM.contentPrimary, { exact: true }).fill('गलत चिपकाया हुआ पाठ');
    await submit(page);
    await expect(page.getByText(MESSAGES.contentSaved)).toBeVisible();
    // The public page has the mistake (and keeps it in its cache until the save's refresh)...
    expect(await (await page.request.get(paths.content(contentId))).text()).toContain('गलत चिपकाया हुआ पाठ');

    // ... undone in two clicks: History, Restore this version.
    await page.getByRole('link', { name: REVISIONS.history }).click();
    await expect(page).toHaveURL(new RegExp(`${adminPaths.contentHistory(contentId)}$`));
    await page.getByRole('button', { name: REVISIONS.restoreName(1) }).click();
    await expect(page.getByText(REVISIONS.restored(1, 3))).toBeVisible();
    const rows = page.getByRole('table', { name: REVISIONS.revisionsCaption }).getByRole('row');
    await expect(rows).toHaveCount(4);

    const html = await (await page.request.get(paths.content(contentId))).text();
    expect(html).toContain(lyrics);
    expect(html).not.toContain('गलत चिपकाया हुआ पाठ');
    const reader = await (await browser.newContext()).newPage();
    await reader.goto(paths.content(contentId));
    await expect(reader.getByRole('main')).toContainText(lyrics);
  });
});

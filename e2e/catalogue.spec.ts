import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminPaths, ADMIN_TEXTS } from '../src/model';
import { CATALOGUE_IMPORT_REFUSALS, CATALOGUE_REASONS, type CatalogueLine } from '../src/model/catalogue-file';
import { E2E_ADMIN } from './admin-account';
import { closeDatabase, database } from './database';

/**
 * The catalogue page end to end, on the real server and database: an editor downloads the whole
 * catalogue, imports a file of new hymns (its progress streamed by the server, then the summary),
 * finds them in the admin's list, and is shown the wrong lines of a file that cannot be imported.
 * The hymns go into a hidden sub-category of their own, so the public pages other tests read stay as they were.
 */
const TEXTS = ADMIN_TEXTS.catalogue;
const stamp = Date.now().toString(36);

test.afterAll(closeDatabase);

const hymnCount = async () => (await database().query<{ n: number }>('select count(*)::int as n from content')).rows[0]!.n;

test.describe('The catalogue page', () => {
  test('exports the catalogue, imports a file with its progress, and lists the wrong lines of a bad one', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(adminPaths.catalogue);
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
    await page.getByLabel(ADMIN_TEXTS.admin.login.email).fill(E2E_ADMIN.email);
    await page.getByLabel(ADMIN_TEXTS.admin.login.password).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: ADMIN_TEXTS.admin.login.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: TEXTS.heading })).toBeVisible();

    // The export: a file of one line per hymn.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: TEXTS.exportLink }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.jsonl$/);
    const exported = (await readFile((await download.path())!, 'utf8')).trim().split('\n');
    expect(exported).toHaveLength(await hymnCount());

    // A file of 600 new hymns: two batches written, then the summary.
    const subCategoryTitle = `आयात ${stamp}`;
    const lines: CatalogueLine[] = Array.from({ length: 600 }, (_, i) => ({
      key: `e2e-${stamp}-${i + 1}`,
      titlePrimary: `आयात.भजन ${stamp} ${i + 1}`,
      contentPrimary: `पहली पंक्ति ${i + 1}\nदूसरी पंक्ति`,
      subCategory: { titlePrimary: subCategoryTitle, displayFlag: 'N', create: true },
    }));
    const before = await hymnCount();
    await page.getByLabel(TEXTS.file).setInputFiles({
      name: 'archive.jsonl',
      mimeType: '',
      buffer: Buffer.from(lines.map((line) => JSON.stringify(line)).join('\n')),
    });
    await page.getByRole('button', { name: TEXTS.submit, exact: true }).click();
    await expect(
      page.getByText(`${TEXTS.imported(600)} ${TEXTS.counts.created(600)}, ${TEXTS.counts.subCategoriesCreated(1)}.`),
    ).toBeVisible();
    expect(await hymnCount()).toBe(before + 600);

    // The editor finds them in the new sub-category's list.
    const { rows } = await database().query<{ id: number }>('select sub_category_id as id from sub_category where title_primary = $1', [
      subCategoryTitle,
    ]);
    await page.goto(adminPaths.contentList(rows[0]!.id));
    // (Two connections write the batches at once: which batch's hymns come first in the list varies.)
    await expect(page.getByRole('rowheader', { name: new RegExp(`भजन ${stamp} \\d+$`) }).first()).toBeVisible();

    // A file with a broken line and an unknown sub-category: nothing imported, both lines listed.
    await page.goto(adminPaths.catalogue);
    await page.getByLabel(TEXTS.file).setInputFiles({
      name: 'broken.jsonl',
      mimeType: '',
      buffer: Buffer.from(
        [
          JSON.stringify(lines[0]),
          '{"key": ',
          JSON.stringify({ ...lines[1], key: `e2e-${stamp}-new`, subCategory: { titlePrimary: `नहीं ${stamp}` } }),
        ].join('\n'),
      ),
    });
    await page.getByRole('button', { name: TEXTS.submit, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(CATALOGUE_IMPORT_REFUSALS.problems(2));
    const table = page.getByRole('table', { name: TEXTS.problems.caption });
    await expect(table.getByRole('row').nth(1)).toContainText(CATALOGUE_REASONS.json);
    await expect(table.getByRole('row').nth(2)).toContainText(CATALOGUE_REASONS.unknownSubCategory);
    expect(await hymnCount()).toBe(before + 600);
  });
});

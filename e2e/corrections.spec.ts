import { expect, test } from '@playwright/test';
import { ADMIN_TEXTS, adminPaths, paths, SITE_TEXTS } from '../src/model';
import { CORRECTION_FORM_TEXTS } from '../src/model/correctionTexts';
import { CORRECTION_TEXTS } from '../src/model/corrections';
import { appReady } from './app-ready';
import { newHymn, signedInPage } from './editors';

/**
 * A reader's correction reaches an editor with its exact line: suggested from the hymn's page (no
 * account), read in the editors' queue, accepted, and on the public page at once, in its first
 * HTML too, and kept in the audit trail; against the real server and database.
 */
const QUEUE = ADMIN_TEXTS.corrections;
const stamp = Date.now().toString(36);

test('a reader’s suggestion travels to the queue and, accepted, is on the public page at once', async ({ browser }) => {
  const editor = await signedInPage(browser);
  const lines = ['मन तड़पत हरि दरसन को आज', 'मोरे तुम बिन बिगड़े सकल काज', 'आ दो दान हरि गुन गाऊँ'];
  const contentId = await newHymn(editor, `मन तड़पत ${stamp}`, lines.join('\n'));
  const corrected = 'मोरे तुम बिन बिगरे सकल काज';

  // The reader selects a word of the second line and chooses Suggest a correction (under More).
  const reader = await (await browser.newContext()).newPage();
  await reader.goto(paths.content(contentId));
  await appReady(reader);
  await reader.getByText(lines[1]!, { exact: true }).selectText();
  await reader.locator('summary', { hasText: SITE_TEXTS.hymnActions.more }).click();
  await reader.getByRole('button', { name: SITE_TEXTS.hymnActions.suggestCorrection }).click();
  const dialog = reader.getByRole('dialog');
  await expect(dialog.getByLabel(CORRECTION_FORM_TEXTS.line)).toHaveValue('contentPrimary:1');
  await dialog.getByLabel(CORRECTION_FORM_TEXTS.suggested).fill(corrected);
  await dialog.getByLabel(CORRECTION_FORM_TEXTS.source).fill('Meera Padavali');
  await dialog.getByRole('button', { name: CORRECTION_FORM_TEXTS.send }).click();
  await expect(dialog.getByText(CORRECTION_TEXTS.thanks)).toBeVisible();

  // The editor finds it waiting, counted in the navigation, with its line's change marked.
  await editor.goto(adminPaths.corrections);
  await expect(editor.getByRole('link', { name: new RegExp(`^${QUEUE.navLink} \\d+ ${QUEUE.navWaiting}$`) })).toBeVisible();
  const card = editor.getByRole('article').filter({ hasText: `मन तड़पत ${stamp}` });
  await expect(card).toContainText(QUEUE.lineOf(1, 'contentPrimary'));
  await expect(card.locator('del')).toContainText('बिगड़े');
  await expect(card.locator('ins')).toContainText('बिगरे');
  await expect(card).toContainText('Meera Padavali');
  const id = Number(/#(\d+)/.exec((await card.locator('h2').textContent()) ?? '')![1]);
  await card.getByRole('button', { name: QUEUE.accept, exact: true }).click();
  await expect(editor.getByText(QUEUE.accepted(id, 2))).toBeVisible();

  // On the public page at once: its first HTML, and the page a reader opens.
  const html = await (await reader.request.get(paths.content(contentId))).text();
  expect(html).toContain(corrected);
  expect(html).not.toContain(lines[1]);
  await reader.reload();
  await expect(reader.getByRole('main')).toContainText(corrected);

  // The audit trail keeps the decision: who, what, about which correction.
  await editor.getByRole('navigation', { name: ADMIN_TEXTS.admin.navLabel }).getByRole('link', { name: ADMIN_TEXTS.audit.navLink }).click();
  await editor.getByRole('combobox', { name: ADMIN_TEXTS.audit.kind, exact: true }).selectOption('correctionAccepted');
  const entry = editor.getByRole('row').filter({ hasText: `मन तड़पत ${stamp}` });
  // Once the choice is applied, the hymn's one row of that kind.
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(ADMIN_TEXTS.audit.kinds.correctionAccepted);
  await expect(entry.getByRole('link', { name: `${ADMIN_TEXTS.audit.subjects.correction} #${id}` })).toBeVisible();
});

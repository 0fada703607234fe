/**
 * Satsang presentation mode in Chromium against the real server: a hymn presented a stanza at a
 * time, stepped by keyboard (as a presentation clicker does), followed by a second window (a TV on
 * the same device), closed back to the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiPaths, paths, SITE_TEXTS, type Content, type SearchResponse } from '../src/model';
import { appReady } from './app-ready';

const TEXT = SITE_TEXTS.presentation;

async function chalisa(page: Page): Promise<Content> {
  const found: SearchResponse = await (await page.request.get(apiPaths.searchFor('hanuman chalisa'))).json();
  return (await page.request.get(apiPaths.contentDetail(found.response.docs[0]!.contentId))).json();
}

const stanzasOf = (text: string) => text.split(/\r?\n\s*\r?\n/).map((stanza) => stanza.split(/\r?\n/).map((line) => line.trim()));

test('a hymn is presented stanza by stanza by keyboard, and a second window follows it', async ({ page, context }) => {
  const hymn = await chalisa(page);
  const stanzas = stanzasOf(hymn.contentPrimary);
  await page.goto(paths.content(hymn.contentId));
  await appReady(page);
  await page.getByRole('button', { name: `${TEXT.present.en} ${TEXT.present.hi}` }).click();
  const presentation = page.getByRole('dialog');
  const verse = presentation.getByRole('group', { name: /^Stanza/ });
  await expect(verse).toHaveAccessibleName(TEXT.stanzaOf(1, stanzas.length));
  await expect(verse).toContainText(stanzas[0]![1]!);
  // The next stanza's first line, for the leader.
  await expect(presentation).toContainText(stanzas[1]![0]!);

  await page.keyboard.press('PageDown');
  await page.keyboard.press('ArrowRight');
  await expect(verse).toHaveAccessibleName(TEXT.stanzaOf(3, stanzas.length));
  await expect(verse).toContainText(stanzas[2]![0]!);

  // The second screen opens showing where the leader is, and follows each step.
  const [tv] = await Promise.all([
    context.waitForEvent('page'),
    presentation.getByRole('button', { name: `${TEXT.secondScreen.en} ${TEXT.secondScreen.hi}` }).click(),
  ]);
  await tv.waitForLoadState();
  const tvVerse = tv.getByRole('dialog').getByRole('group', { name: /^Stanza/ });
  await expect(tvVerse).toHaveAccessibleName(TEXT.stanzaOf(3, stanzas.length));
  await expect(tv.getByRole('dialog').getByRole('button')).toHaveCount(0);
  await page.bringToFront();
  await page.keyboard.press('PageDown');
  await expect(verse).toHaveAccessibleName(TEXT.stanzaOf(4, stanzas.length));
  await expect(tvVerse).toHaveAccessibleName(TEXT.stanzaOf(4, stanzas.length));
  await page.keyboard.press('End');
  await expect(tvVerse).toHaveAccessibleName(TEXT.stanzaOf(stanzas.length, stanzas.length));
  await expect(presentation).toContainText(TEXT.end.en);

  await page.keyboard.press('Escape');
  await expect(presentation).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${paths.content(hymn.contentId)}$`));
});

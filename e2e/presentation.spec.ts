/**
 * Satsang presentation mode in Chromium against the real server: a hymn presented a stanza at a
 * time, stepped by keyboard (as a presentation clicker does), followed by a second window (a TV on
 * the same device), closed back to the page; a set list presented hymn after hymn.
 */
import { PRESENTATION_TEXTS } from '../src/model/presentationTexts';
import { expect, test, type Page } from '@playwright/test';
import { apiPaths, displayTitle, FAVOURITES_KEY, paths, type Content, type SearchResponse } from '../src/model';
import { appReady } from './app-ready';
import { visibleHymns } from './hymns';

const TEXT = PRESENTATION_TEXTS;

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
  await page.getByRole('button', { name: TEXT.present.en, exact: true }).click();
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

test('a set list is presented from My bhajans: after a hymn’s last stanza comes the list’s next hymn, and the second window follows', async ({
  page,
  context,
}) => {
  const first = await chalisa(page);
  const [second] = (await visibleHymns(page)).filter((hymn) => hymn.contentId !== first.contentId);
  if (!second) throw new Error('the seeded library has one visible hymn');
  const list = { id: 'tuesday', name: 'Tuesday satsang', contentIds: [first.contentId, second.contentId] };
  const kept = {
    starred: [],
    lists: [list],
    titles: { [first.contentId]: displayTitle(first.titlePrimary), [second.contentId]: displayTitle(second.titlePrimary) },
  };
  // The reader's device already keeps the list.
  await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [FAVOURITES_KEY, JSON.stringify(kept)]);

  await page.goto(paths.myBhajans);
  await appReady(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: `${TEXT.present.en} ${TEXT.present.hi}` })
    .click();
  const presentation = page.getByRole('dialog');
  await expect(presentation).toHaveAccessibleName(displayTitle(first.titlePrimary));
  const [tv] = await Promise.all([
    context.waitForEvent('page'),
    presentation.getByRole('button', { name: `${TEXT.secondScreen.en} ${TEXT.secondScreen.hi}` }).click(),
  ]);
  await tv.waitForLoadState();
  await page.bringToFront();

  await page.keyboard.press('End');
  await expect(presentation).toContainText(`${TEXT.nextHymn}: ${displayTitle(second.titlePrimary)}`);
  await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(paths.presenting(second.contentId, { listId: list.id }));
  await expect(presentation).toHaveAccessibleName(displayTitle(second.titlePrimary));
  await expect(presentation.getByRole('group', { name: /^Stanza/ })).toHaveAccessibleName(/^Stanza 1 of/);
  // The TV went on to the next hymn with the leader.
  await expect(tv).toHaveURL(new RegExp(`${paths.content(second.contentId)}\\?present=follow$`));
  // The list's last hymn ends the presentation.
  await page.keyboard.press('End');
  await expect(presentation).toContainText(TEXT.end.en);
});

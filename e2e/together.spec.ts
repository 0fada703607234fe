/**
 * Sing together in Chromium against the real server, with three browsers (a leader and two
 * followers, each its own device): a set list of two hymns led from presentation mode; one follower
 * joins by the link, reading Gujarati, the other by typing the code, reading Devanagari at 200 %;
 * they follow stanza by stanza into the second hymn; one looks ahead and comes back, the other
 * drops off the network and comes back onto the current stanza; the lead is handed to a follower
 * with the PIN; the room ends and the follower still following is told.
 */
import { PRESENTATION_TEXTS } from '../src/model/presentationTexts';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiPaths, displayTitle, FAVOURITES_KEY, paths, type Content, type SearchResponse } from '../src/model';
import { READING_SETTINGS_KEY, TEXT_SIZES } from '../src/model/reading';
import { TOGETHER_UI_TEXTS } from '../src/model/togetherTexts';
import { TOGETHER_TEXTS } from '../src/model/togetherRoom';
import { appReady } from './app-ready';
import { visibleHymns } from './hymns';

const TEXT = TOGETHER_UI_TEXTS;
const SING_TOGETHER = `${TEXT.singTogether.en} · ${TEXT.singTogether.hi}`;

const stanzasOf = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((stanza) => stanza.split(/\r?\n/).map((line) => line.trim()))
    .filter((stanza) => stanza.some(Boolean));

/** A browser of its own (a phone), its device keeping `stored` (localStorage). */
async function device(browser: Browser, baseURL: string | undefined, stored: Record<string, unknown> = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', viewport: { width: 360, height: 640 } });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
  }, stored);
  return context;
}

const stanzaOn = (page: Page) => page.getByRole('main').getByRole('group', { name: /^Stanza \d+ of \d+$/ });

test('a satsang is led from one phone and followed on two others, each in its own script and size', async ({ browser, baseURL, page }) => {
  test.setTimeout(120_000);
  const found: SearchResponse = await (await page.request.get(apiPaths.searchFor('hanuman chalisa'))).json();
  const first: Content = await (await page.request.get(apiPaths.contentDetail(found.response.docs[0]!.contentId))).json();
  let second: Content | undefined;
  for (const entry of await visibleHymns(page)) {
    if (entry.contentId === first.contentId) continue;
    const hymn: Content = await (await page.request.get(apiPaths.contentDetail(entry.contentId))).json();
    if (stanzasOf(hymn.contentPrimary).length >= 3) {
      second = hymn;
      break;
    }
  }
  if (!second) throw new Error('the seeded library has no second hymn of three stanzas');
  const firstStanzas = stanzasOf(first.contentPrimary);
  const secondStanzas = stanzasOf(second.contentPrimary);
  const list = { id: 'tuesday', name: 'Tuesday satsang', contentIds: [first.contentId, second.contentId] };

  const leaderContext = await device(browser, baseURL, {
    [FAVOURITES_KEY]: {
      starred: [],
      lists: [list],
      titles: { [first.contentId]: displayTitle(first.titlePrimary), [second.contentId]: displayTitle(second.titlePrimary) },
    },
  });
  const gujaratiContext = await device(browser, baseURL, { [READING_SETTINGS_KEY]: { script: 'gujarati' } });
  const largeContext = await device(browser, baseURL, { [READING_SETTINGS_KEY]: { textSizeStep: TEXT_SIZES.indexOf(2) } });
  try {
    // The leader presents the list and opens a room.
    const leader = await leaderContext.newPage();
    await leader.goto(paths.myBhajans);
    await appReady(leader);
    await leader
      .getByRole('main')
      .getByRole('link', { name: `${PRESENTATION_TEXTS.present.en} ${PRESENTATION_TEXTS.present.hi}` })
      .click();
    const stage = leader.getByRole('dialog');
    await stage.getByRole('button', { name: SING_TOGETHER }).click();
    const panel = stage.getByRole('region', { name: SING_TOGETHER });
    // The panel takes the focus as it opens (a screen reader is in it).
    await expect(panel).toBeFocused();
    const code = (await panel.getByText(/^[A-Z2-9]{6}$/).textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    const link = new URL(paths.together(code), baseURL).href;
    await expect(panel.getByText(link, { exact: true })).toBeVisible();
    await expect(panel.getByRole('img', { name: TEXT.qrLabel(link) })).toBeVisible();

    // One follower opens the link (reading Gujarati); the other types the code (Devanagari, 200 %).
    const gujarati = await gujaratiContext.newPage();
    await gujarati.goto(link);
    await appReady(gujarati);
    const large = await largeContext.newPage();
    await large.goto(paths.joinSatsang);
    await appReady(large);
    await large.getByRole('textbox', { name: TEXT.codeLabel }).fill(code.toLowerCase());
    await large.getByRole('button', { name: TEXT.joinButton }).click();
    await expect(large).toHaveURL(paths.together(code));

    for (const follower of [gujarati, large]) {
      await expect(stanzaOn(follower)).toHaveAccessibleName(TEXT.stanzaOf(1, firstStanzas.length));
      await expect(follower.getByRole('status').getByText(TEXT.following)).toBeVisible();
    }
    await expect(stanzaOn(gujarati)).toHaveAttribute('lang', 'hi-Gujr');
    await expect(stanzaOn(gujarati)).toContainText(/[\u0A80-\u0AFF]/);
    await expect(stanzaOn(large)).toHaveAttribute('lang', 'hi');
    await expect(stanzaOn(large)).toContainText(firstStanzas[0]![1]!);
    // 200 %: the words twice the size the other reader has, and the page still fits the phone's width.
    const fontSize = (follower: Page) => stanzaOn(follower).evaluate((stanza) => parseFloat(getComputedStyle(stanza).fontSize));
    expect(await fontSize(large)).toBe(2 * (await fontSize(gujarati)));
    expect(await large.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(panel.getByText(TEXT.followers(2))).toBeVisible({ timeout: 20_000 });

    // Stanza by stanza.
    await panel.getByRole('button', { name: TEXT.hidePanel }).click();
    // Hidden, the focus is back on the bar's button that shows it.
    await expect(stage.getByRole('button', { name: TEXT.showPanel(code) })).toBeFocused();
    await leader.keyboard.press('PageDown');
    for (const follower of [gujarati, large]) await expect(stanzaOn(follower)).toHaveAccessibleName(TEXT.stanzaOf(2, firstStanzas.length));
    await expect(stanzaOn(large)).toContainText(firstStanzas[1]![0]!);

    // One looks ahead on their own, and comes back to where the leader is now.
    await gujarati.getByRole('button', { name: TEXT.lookAhead }).click();
    await gujarati.getByRole('button', { name: TEXT.lookAhead }).click();
    await expect(stanzaOn(gujarati)).toHaveAccessibleName(TEXT.stanzaOf(4, firstStanzas.length));
    await leader.keyboard.press('PageDown');
    await expect(stanzaOn(large)).toHaveAccessibleName(TEXT.stanzaOf(3, firstStanzas.length));
    await expect(stanzaOn(gujarati)).toHaveAccessibleName(TEXT.stanzaOf(4, firstStanzas.length));
    await expect(gujarati.getByText(TEXT.lookingAhead(3, 1))).toBeVisible();
    await gujarati.getByRole('button', { name: `${TEXT.backToLeader.en} · ${TEXT.backToLeader.hi}` }).click();
    await expect(stanzaOn(gujarati)).toHaveAccessibleName(TEXT.stanzaOf(3, firstStanzas.length));

    // The other drops off the network while the leader goes on into the second hymn.
    await largeContext.setOffline(true);
    await expect(large.getByRole('status').getByText(TEXT.reconnecting)).toBeVisible({ timeout: 20_000 });
    await leader.keyboard.press('End');
    await leader.keyboard.press('PageDown');
    await expect(leader).toHaveURL(new RegExp(`${paths.content(second.contentId)}\\?`));
    await expect(stage.getByRole('group', { name: /^Stanza/ })).toHaveAccessibleName(PRESENTATION_TEXTS.stanzaOf(1, secondStanzas.length));
    await leader.keyboard.press('PageDown');
    await expect(gujarati.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'hi-Gujr');
    await expect(stanzaOn(gujarati)).toHaveAccessibleName(TEXT.stanzaOf(2, secondStanzas.length));
    await largeContext.setOffline(false);
    await expect(stanzaOn(large)).toHaveAccessibleName(TEXT.stanzaOf(2, secondStanzas.length), { timeout: 20_000 });
    await expect(stanzaOn(large)).toContainText(secondStanzas[1]![0]!);
    await expect(large.getByRole('heading', { level: 1 })).toHaveText(displayTitle(second.titlePrimary));

    // The leader hands the lead to the Gujarati reader's phone with a PIN.
    await stage.getByRole('button', { name: TEXT.showPanel(code) }).click();
    await panel.getByRole('button', { name: TEXT.handOver }).click();
    const pin = (await panel.getByText(/^\d{4}$/).textContent()) ?? '';
    await gujarati.getByRole('button', { name: TEXT.takeLead }).click();
    await gujarati.getByRole('textbox', { name: TEXT.pinLabel }).fill('0000' === pin ? '1111' : '0000');
    await gujarati.getByRole('button', { name: TEXT.takeLeadButton }).click();
    await expect(gujarati.getByText(TOGETHER_TEXTS.wrongPin)).toBeVisible();
    await gujarati.getByRole('textbox', { name: TEXT.pinLabel }).fill(pin);
    await gujarati.getByRole('button', { name: TEXT.takeLeadButton }).click();
    const newStage = gujarati.getByRole('dialog');
    await expect(newStage.getByRole('group', { name: /^Stanza/ })).toHaveAccessibleName(
      PRESENTATION_TEXTS.stanzaOf(2, secondStanzas.length),
    );
    await gujarati.keyboard.press('PageDown');
    await expect(stanzaOn(large)).toHaveAccessibleName(TEXT.stanzaOf(3, secondStanzas.length));
    // The first leader's phone leads no more: its next move is refused, and it says so.
    await panel.getByRole('button', { name: TEXT.hidePanel }).click();
    await leader.keyboard.press('PageDown');
    await expect(panel.getByText(TEXT.handedOver)).toBeVisible();
    await expect(stanzaOn(large)).toHaveAccessibleName(TEXT.stanzaOf(3, secondStanzas.length));

    // The new leader ends the satsang; the follower is told.
    await newStage.getByRole('button', { name: TEXT.showPanel(code) }).click();
    const newPanel = newStage.getByRole('region', { name: SING_TOGETHER });
    await newPanel.getByRole('button', { name: `${TEXT.endSatsang.en} ${TEXT.endSatsang.hi}` }).click();
    await newPanel.getByRole('button', { name: `${TEXT.endSatsang.en} ${TEXT.endSatsang.hi}` }).click();
    await expect(newPanel.getByText(TEXT.ended)).toBeVisible();
    await expect(large.getByText(TEXT.roomEnded)).toBeVisible();
    // Its link now says the satsang has ended.
    const late = await largeContext.newPage();
    await late.goto(link);
    await expect(late.getByText(TEXT.roomEnded)).toBeVisible();
  } finally {
    await Promise.all([leaderContext.close(), gujaratiContext.close(), largeContext.close()]);
  }
});

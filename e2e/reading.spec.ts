/**
 * Reading comfort in Chromium against the real server: the reader's text size and colours are
 * kept on the device and painted from the page's first HTML (the app's scripts not needed for
 * them), the device's dark setting is followed unless the reader chose, no public page
 * scrolls sideways at twice the browser's text size or on a 320 px phone, the screen is kept on,
 * the lyrics read in other scripts, and the audio stays within reach (and on the lock screen).
 */
import { READING_TEXTS } from '../src/model/readingTexts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPaths, CHROME_LABELS, displayTitle, paths, SITE_TEXTS, type SearchResponse, type SubCategory } from '../src/model';
import { READING_SETTINGS_KEY, TEXT_SIZE_ATTRIBUTE, THEME_ATTRIBUTE } from '../src/model/reading';
import { cssRgb } from '../src/theme/contrast';
import { colors, darkColors } from '../src/theme/tokens';
import { appReady } from './app-ready';
import { openReadingSettings } from './hymn-page';
import { closeDatabase, countEvents } from './database';
import { longestHymnWithAudio, visibleHymns } from './hymns';

const TEXT = READING_TEXTS;

test.afterAll(closeDatabase);

const rgb = cssRgb;
const fontSize = (element: Locator) => element.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const lyricsOf = (page: Page) => page.locator('article > div[lang="hi"]').first();
const themeButton = (page: Page, choice: 'system' | 'light' | 'dark') =>
  page
    .getByRole('group', { name: TEXT.settingsLabel })
    .getByRole('button', { name: `${TEXT.themes[choice].en} ${TEXT.themes[choice].hi}` });

async function chalisaAddress(page: Page): Promise<string> {
  const found: SearchResponse = await (await page.request.get(apiPaths.searchFor('hanuman chalisa'))).json();
  return paths.content(found.response.docs[0]!.contentId);
}

test('the text size and the colours a reader chose are kept, and painted from the first HTML without the app', async ({
  page,
  context,
}) => {
  const hymn = await chalisaAddress(page);
  await page.goto(hymn);
  await appReady(page);
  const lyrics = lyricsOf(page);
  const defaultSize = await fontSize(lyrics);
  await expect(page.locator('html')).not.toHaveAttribute(THEME_ATTRIBUTE);
  await expect(await pageBackground(page)).toBe(rgb(colors.background));

  await openReadingSettings(page);
  const larger = page.getByRole('button', { name: TEXT.larger });
  for (let step = 0; step < 3; step++) await larger.click();
  await expect(page.getByRole('group', { name: TEXT.settingsLabel }).getByRole('status')).toHaveText('175%');
  await openReadingSettings(page);
  await themeButton(page, 'dark').click();
  await expect.poll(() => fontSize(lyrics)).toBeCloseTo(defaultSize * 1.75, 0);
  await expect.poll(() => pageBackground(page)).toBe(rgb(darkColors.background));

  await page.reload();
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute(TEXT_SIZE_ATTRIBUTE, '3');
  await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, 'dark');
  await expect(await fontSize(lyricsOf(page))).toBeCloseTo(defaultSize * 1.75, 0);
  await expect(await pageBackground(page)).toBe(rgb(darkColors.background));
  await openReadingSettings(page);
  await expect(themeButton(page, 'dark')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: TEXT.settingsLabel }).getByRole('status')).toHaveText('175%');

  // The page as the server sent it, with none of the app's scripts: the size and the colours are
  // already there (the head's script and the page's styles), so the first paint is the right one.
  const firstHtml = await context.newPage();
  await firstHtml.route('**/assets/**/*.js', (route) => route.abort());
  await firstHtml.goto(hymn);
  await expect(firstHtml.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, 'dark');
  await expect(await fontSize(lyricsOf(firstHtml))).toBeCloseTo(defaultSize * 1.75, 0);
  await expect(await pageBackground(firstHtml)).toBe(rgb(darkColors.background));
  // Every page of the site, not only hymns.
  await firstHtml.goto(paths.home);
  await expect(await pageBackground(firstHtml)).toBe(rgb(darkColors.background));
  await firstHtml.close();

  // The settings are the device's: another browser (a fresh context) has the defaults.
  expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), READING_SETTINGS_KEY)).toEqual({
    textSizeStep: 3,
    theme: 'dark',
    keepScreenOn: true,
    script: 'devanagari',
  });
});

test.describe('on a device set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('Auto follows the device; Day chosen stays day', async ({ page }) => {
    const hymn = await chalisaAddress(page);
    await page.goto(hymn);
    await appReady(page);
    await openReadingSettings(page);
    await expect(themeButton(page, 'system')).toHaveAttribute('aria-pressed', 'true');
    await expect(await pageBackground(page)).toBe(rgb(darkColors.background));
    await themeButton(page, 'light').click();
    await expect.poll(() => pageBackground(page)).toBe(rgb(colors.background));
    await page.reload();
    await expect(await pageBackground(page)).toBe(rgb(colors.background));
  });
});

/** Every kind of public page. */
async function publicAddresses(page: Page): Promise<string[]> {
  const subCategories: SubCategory[] = await (await page.request.get(apiPaths.subCategoryAll)).json();
  return [
    paths.home,
    paths.subCategory(subCategories[0]!.subCategoryId),
    await chalisaAddress(page),
    `${paths.search}?query=hanuman`,
    paths.aboutUs,
    paths.feedback,
    '/no/such/page',
  ];
}

for (const { width, textScale } of [
  { width: 320, textScale: 1 },
  { width: 320, textScale: 2 },
  { width: 390, textScale: 2 },
  { width: 1280, textScale: 2 },
]) {
  test(`no public page scrolls sideways at ${width} px with the browser's text at ${textScale * 100} %`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 800 });
    // The browser's own text size setting (as a reader sets it), not a zoom of the whole page.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 * textScale, fixed: 13 * textScale } });
    const expectNoSidewaysScroll = async (address: string) => {
      // The page, and a dialog over it (the feedback form), which would scroll on its own.
      for (const box of ['html', 'dialog[open]']) {
        const sizes = await page
          .locator(box)
          .evaluateAll((elements) => elements.map((element) => [element.scrollWidth, element.clientWidth]));
        for (const [scrollWidth, clientWidth] of sizes) {
          expect(scrollWidth, `${address}: ${box} is ${scrollWidth} px wide in ${clientWidth} px`).toBeLessThanOrEqual(clientWidth!);
        }
      }
    };
    const hymn = await chalisaAddress(page);
    for (const address of await publicAddresses(page)) {
      await page.goto(address);
      await appReady(page);
      await expectNoSidewaysScroll(address);
      if (address === hymn) {
        // With the reading settings open too.
        await openReadingSettings(page);
        await expectNoSidewaysScroll(`${address}, reading settings open`);
      }
    }
  });
}

/** The compact player's title button: named by the hymn's title and the time, then what it does. */
const compactTitle = (title: string, does: string) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*${does}$`);

/**
 * The browser's wake lock, instrumented: each request and release is counted (a headless browser
 * has no screen to keep on). Answers a function that reads the counts.
 */
async function instrumentWakeLock(page: Page) {
  await page.addInitScript(() => {
    const record = { requests: 0, releases: 0 };
    (window as unknown as { wakeLockRecord: typeof record }).wakeLockRecord = record;
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async () => {
          record.requests++;
          const sentinel = new EventTarget() as EventTarget & { released: boolean; type: string; release(): Promise<void> };
          sentinel.released = false;
          sentinel.type = 'screen';
          sentinel.release = async () => {
            if (sentinel.released) return;
            sentinel.released = true;
            record.releases++;
            sentinel.dispatchEvent(new Event('release'));
          };
          return sentinel;
        },
      },
    });
  });
  const record = () =>
    page.evaluate(() => (window as unknown as { wakeLockRecord: { requests: number; releases: number } }).wakeLockRecord);
  return record;
}

test('the screen is kept on while a hymn page is open, and not once the reader turns that off (remembered)', async ({ page }) => {
  const record = await instrumentWakeLock(page);
  await page.goto(await chalisaAddress(page));
  await appReady(page);
  await expect.poll(record).toEqual({ requests: 1, releases: 0 });

  await openReadingSettings(page);
  const keepOn = page.getByRole('button', { name: `${TEXT.keepScreenOn.en} ${TEXT.keepScreenOn.hi}` });
  await expect(keepOn).toHaveAttribute('aria-pressed', 'true');
  await keepOn.click();
  await expect.poll(record).toEqual({ requests: 1, releases: 1 });
  await expect(keepOn).toHaveAttribute('aria-pressed', 'false');
  // Remembered: after a reload, nothing is asked for.
  await page.reload();
  await appReady(page);
  await openReadingSettings(page);
  await expect(page.getByRole('button', { name: `${TEXT.keepScreenOn.en} ${TEXT.keepScreenOn.hi}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.waitForTimeout(200);
  await expect(await record()).toEqual({ requests: 0, releases: 0 });
  await page.getByRole('button', { name: `${TEXT.keepScreenOn.en} ${TEXT.keepScreenOn.hi}` }).click();
  await expect.poll(record).toEqual({ requests: 1, releases: 0 });
});

test('a hymn read in Gujarati and in IAST, the script library loaded only once a script is chosen', async ({ page }) => {
  const scriptsLoaded: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/convert-[^/]*\.js$/.test(new URL(request.url()).pathname)) scriptsLoaded.push(request.url());
  });
  await page.goto(await chalisaAddress(page));
  await appReady(page);
  await page.waitForLoadState('networkidle');
  expect(scriptsLoaded, 'the script library is not part of a first visit').toEqual([]);

  await openReadingSettings(page);
  const scripts = page.getByRole('combobox', { name: `${TEXT.script.en} · ${TEXT.script.hi}` });
  await scripts.selectOption('gujarati');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('શ્રી હનુમાન ચાલીસા');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'hi-Gujr');
  const gujarati = page.locator('article > div[lang="hi-Gujr"]');
  await expect(gujarati).toContainText('જય હનુમાન જ્ઞાન ગુન સાગર');
  await expect(gujarati).toContainText('રામ દૂત અતુલિત બલ ધામા');
  expect(scriptsLoaded).toHaveLength(1);

  await scripts.selectOption('iast');
  const iast = page.locator('article > div[lang="hi-Latn"]');
  await expect(iast).toContainText('jaya hanumāna jñāna guna sāgara');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('śrī hanumāna cālīsā');

  // Remembered: the next hymn page opens in IAST.
  await page.reload();
  await expect(page.locator('article > div[lang="hi-Latn"]')).toContainText('jaya hanumāna jñāna guna sāgara');
});

test('the audio stays within reach while the reader scrolls back up to sing, on the lock screen too, and is counted once', async ({
  page,
}) => {
  // A hymn with audio, its long lyrics above the player.
  const hymn = await longestHymnWithAudio(page);
  const title = displayTitle(hymn.titlePrimary);
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto(paths.content(hymn.contentId));
  await appReady(page);
  const playsBefore = await countEvents('audio_play', hymn.contentId);
  const player = page.getByRole('group', { name: SITE_TEXTS.audio.player(title) });
  await player.getByRole('button', { name: SITE_TEXTS.audio.play, exact: true }).click();
  await expect.poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);
  // The phone's lock screen shows the hymn.
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(title);

  // Back to the top, to sing from the first verse: the compact player is there.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const mini = page.getByRole('group', { name: SITE_TEXTS.audio.miniPlayer(title) });
  await expect(mini).toBeVisible();
  await expect(mini).toBeInViewport();
  await mini.getByRole('button', { name: SITE_TEXTS.audio.pause, exact: true }).click();
  await expect.poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
  await mini.getByRole('button', { name: SITE_TEXTS.audio.play, exact: true }).click();
  await expect.poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false);
  // Its title brings the whole player back (and the compact one goes).
  await mini.getByRole('button', { name: compactTitle(title, SITE_TEXTS.audio.showPlayer) }).click();
  await expect(mini).toHaveCount(0);
  await expect(player).toBeInViewport();
  // Paused and played again from the compact player: still one play for this page view.
  await expect.poll(() => countEvents('audio_play', hymn.contentId)).toBe(playsBefore + 1);
  await page.waitForTimeout(1_200);
  expect(await countEvents('audio_play', hymn.contentId)).toBe(playsBefore + 1);
});

test('the audio goes on playing while the reader moves to other pages, and the hymn’s page takes it back: still one play', async ({
  page,
}) => {
  const hymn = (await visibleHymns(page)).find((content) => content.audioPath);
  if (!hymn) throw new Error('the seeded library has no hymn with audio');
  const title = displayTitle(hymn.titlePrimary);
  const wakeLocks = await instrumentWakeLock(page);
  await page.goto(paths.content(hymn.contentId));
  await appReady(page);
  const playsBefore = await countEvents('audio_play', hymn.contentId);
  await page
    .getByRole('group', { name: SITE_TEXTS.audio.player(title) })
    .getByRole('button', { name: SITE_TEXTS.audio.play, exact: true })
    .click();
  await expect.poll(() => countEvents('audio_play', hymn.contentId)).toBe(playsBefore + 1);

  // To the home page inside the site: the audio plays on, with its compact player on the page.
  await page.getByRole('navigation', { name: SITE_TEXTS.breadcrumb }).getByRole('link', { name: CHROME_LABELS.home.en }).click();
  await expect(page).toHaveURL(paths.home);
  const mini = page.getByRole('group', { name: SITE_TEXTS.audio.miniPlayer(title) });
  await expect(mini).toBeVisible();
  const audio = page.locator('audio');
  await expect(audio).toHaveCount(1);
  const at = await audio.evaluate((element: HTMLAudioElement) => element.currentTime);
  // The screen is kept on while it plays there (one wake lock held).
  await expect
    .poll(async () => {
      const { requests, releases } = await wakeLocks();
      return requests - releases;
    })
    .toBe(1);
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement, from) => !element.paused && element.currentTime > from, at))
    .toBe(true);
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(title);

  // Back to the hymn from the compact player: its own player goes on from there, playing.
  await mini.getByRole('button', { name: compactTitle(title, SITE_TEXTS.audio.backToHymn) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const player = page.getByRole('group', { name: SITE_TEXTS.audio.player(title) });
  // Playing (its Pause shown, and its compact one too while the whole player is below).
  await expect(player.getByRole('button', { name: SITE_TEXTS.audio.pause, exact: true }).first()).toBeVisible();
  await expect(audio).toHaveCount(1);
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement, from) => !element.paused && element.currentTime > from, at))
    .toBe(true);
  await page.waitForTimeout(1_200);
  expect(await countEvents('audio_play', hymn.contentId)).toBe(playsBefore + 1);

  // Stopped from the compact player on another page, it is gone.
  await page.getByRole('navigation', { name: SITE_TEXTS.breadcrumb }).getByRole('link', { name: CHROME_LABELS.home.en }).click();
  await mini.getByRole('button', { name: SITE_TEXTS.audio.stopPlayer }).click();
  await expect(mini).toHaveCount(0);
  await expect(audio).toHaveCount(0);
});

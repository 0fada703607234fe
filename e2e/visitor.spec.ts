import { expect, test, type Page } from '@playwright/test';
import { appReady } from './app-ready';
import { visibleHymns } from './hymns';
import { library } from '../server/db/seed/library';
import {
  apiPaths,
  CHROME_LABELS,
  DEFAULT_APP_CONFIG,
  displayTitle,
  MESSAGES,
  pageTitle,
  paths,
  type Content,
  type ContentListEntry,
  type SubCategory,
} from '../src/model';
import { closeDatabase, countEvents, database } from './database';

/**
 * A visitor's whole journey through the public site, against the real server and the seeded
 * library: home → sub-category → hymn (audio played and counted once) → search (Devanagari and
 * Latin) → static page → feedback (stored) → unknown path.
 */
const siteName = process.env.SITE_NAME ?? DEFAULT_APP_CONFIG.siteName;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const endingWith = (suffix: string) => new RegExp(`${escapeRegExp(suffix)}$`);

test.afterAll(closeDatabase);

/** The seeded hymn with audio whose sub-category is shown, as the API gives it. */
async function hymnWithAudio(page: Page): Promise<{ subCategory: SubCategory; hymn: Content }> {
  const subCategories: SubCategory[] = await (await page.request.get(apiPaths.subCategoryAll)).json();
  for (const subCategory of subCategories) {
    const list: ContentListEntry[] = await (await page.request.get(apiPaths.contentBySubCategory(subCategory.subCategoryId))).json();
    const entry = list.find((content) => content.audioPath);
    // The list has no lyrics: the hymn whole, from its own call.
    if (entry) return { subCategory, hymn: await (await page.request.get(apiPaths.contentDetail(entry.contentId))).json() };
  }
  throw new Error('the seeded library has no visible hymn with audio');
}

test.describe('A visitor', () => {
  test('goes from the home page to a sub-category and a hymn, and plays its audio, counted once', async ({ page }) => {
    const { subCategory, hymn } = await hymnWithAudio(page);
    const title = displayTitle(hymn.titlePrimary);

    await page.goto(paths.home);
    await page
      .getByRole('main')
      .locator(`a[href="${paths.subCategory(subCategory.subCategoryId)}"]`)
      .click();
    await expect(page).toHaveURL(endingWith(paths.subCategory(subCategory.subCategoryId)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subCategory.titlePrimary);
    await expect(page).toHaveTitle(pageTitle.subCategory(subCategory.titlePrimary, subCategory.titleSecondary, siteName));

    const viewsBefore = await countEvents('content_view', hymn.contentId);
    await page.getByRole('main').getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(endingWith(paths.content(hymn.contentId)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(pageTitle.content(title, hymn.titleSecondary, siteName));
    // Breadcrumb back to the sub-category.
    await expect(
      page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: subCategory.titlePrimary }),
    ).toHaveAttribute('href', paths.subCategory(subCategory.subCategoryId));
    // The lyrics keep their line breaks: the first line is shown as a line of its own.
    const firstLine = hymn.contentPrimary
      .split('\n')
      .find((line) => line.trim())!
      .trim();
    await expect(page.getByText(firstLine, { exact: false }).first()).toBeVisible();
    await expect.poll(() => countEvents('content_view', hymn.contentId)).toBe(viewsBefore + 1);

    const playsBefore = await countEvents('audio_play', hymn.contentId);
    const audio = page.locator('audio');
    await page.getByRole('button', { name: /^play/i }).click();
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^pause/i }).click();
    await page.getByRole('button', { name: /^play/i }).click();
    await expect.poll(() => countEvents('audio_play', hymn.contentId)).toBe(playsBefore + 1);
    // Pausing and playing again in the same view is not a new play.
    await page.waitForTimeout(1_500);
    expect(await countEvents('audio_play', hymn.contentId)).toBe(playsBefore + 1);
  });

  test('finds a hymn by a Devanagari word and by its Latin transliteration', async ({ page }) => {
    const chalisa = library.contents.find((content) => content.titleSecondary === 'Shri Hanuman Chalisa')!;
    const title = displayTitle(chalisa.titlePrimary);

    for (const term of ['हनुमान', 'hanuman chalisa']) {
      await page.goto(paths.home);
      const box = page.getByRole('combobox');
      await box.fill(term);
      await box.press('Enter');
      await expect(page).toHaveURL(endingWith(paths.searchFor(term)));
      await expect(page.getByText(MESSAGES.searchShowing(term))).toBeVisible();
      const result = page.getByRole('main').getByRole('link', { name: title });
      await expect(result.first()).toBeVisible();
      // The box keeps the term on the search page.
      await expect(box).toHaveValue(term);
    }

    await page.getByRole('main').getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // Elsewhere the box is cleared.
    await expect(page.getByRole('combobox')).toHaveValue('');

    // Recorded with its result count (events are written in batches, about once a second).
    const recorded = async () =>
      (
        await database().query<{ result_count: number }>(
          "select result_count from analytics_event where kind = 'search' and search_term = $1",
          ['hanuman chalisa'],
        )
      ).rows.map((row) => row.result_count > 0);
    await expect.poll(recorded).toContain(true);
  });

  test('a search without results says so', async ({ page }) => {
    await page.goto(paths.searchFor('zzqxw'));
    await expect(page.getByText(MESSAGES.searchEmpty)).toBeVisible();
  });

  test('reads the About page from the navigation bar', async ({ page }) => {
    const about = library.staticPages.find((staticPage) => staticPage.pageName === 'about-us')!;
    await page.goto(paths.home);
    await page
      .getByRole('link', { name: new RegExp(`^${CHROME_LABELS.about.en}`) })
      .first()
      .click();
    await expect(page).toHaveURL(endingWith(paths.aboutUs));
    await expect(page).toHaveTitle(pageTitle.withSite(about.titlePrimary, siteName));
    await expect(page.getByRole('heading', { name: 'About Bhajan Sangrah' })).toBeVisible();
    // The base-URL placeholder was replaced: the image loads.
    const image = page.getByRole('main').locator('img[alt="Bhajan Sangrah"]');
    await expect(image).toHaveAttribute('src', /^(?!.*\{\{).*\/static\/subcategoryimg\/default\.png$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('sends feedback, which is stored', async ({ page }) => {
    const name = `E2E Visitor ${Date.now()}`;
    await page.goto(paths.home);
    await page
      .getByRole('link', { name: new RegExp(`^${CHROME_LABELS.feedback.en}`) })
      .first()
      .click();
    await expect(page).toHaveURL(endingWith(paths.feedback));
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/name/i).fill(name);
    await dialog.getByLabel(/e-?mail/i).fill('visitor@example.org');
    await dialog.getByLabel(/feedback|message/i).fill('Please add the Hanuman Ashtak.');
    await dialog.getByRole('radio', { name: /^4 /i }).check({ force: true });
    await dialog.getByRole('button', { name: /submit|send/i }).click();
    await expect(page.getByText(MESSAGES.feedbackThanks)).toBeVisible();

    await expect
      .poll(async () => (await database().query('select rating, email, device_info from feedback where name = $1', [name])).rows)
      .toEqual([{ rating: 4, email: 'visitor@example.org', device_info: await page.evaluate(() => navigator.userAgent) }]);
    // And back where the visitor came from.
    await expect(page).toHaveURL(endingWith(paths.home));
  });

  test("meets 'Page not found' on an unknown path", async ({ page }) => {
    const response = await page.goto('/subcategory/1/extra');
    expect.soft(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.pageNotFound);
    await page.getByRole('main').getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(endingWith(paths.home));
  });
});

test.describe('Parts loaded on demand', () => {
  test("a screen whose code does not arrive says 'Loading chunk failed' and offers a reload", async ({ page }) => {
    await page.goto(paths.home);
    await appReady(page);
    // The feedback screen is a chunk of its own; the network drops it.
    await page.route(/\/assets\/FeedbackScreen-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page
      .getByRole('navigation')
      .getByRole('link', { name: new RegExp(`^${CHROME_LABELS.feedback.en}`) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.chunkFailed);
    await expect(page).toHaveTitle(MESSAGES.chunkFailed);

    // With the network back, reloading brings the screen.
    await page.unroute(/\/assets\/FeedbackScreen-[^/]+\.js$/);
    await page.getByRole('button', { name: /reload/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('video.js is downloaded only for a hymn with a video file', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const hymns = await visibleHymns(page);
    const withoutVideo = hymns.find((content) => !content.videoPath)!;
    const withVideoFile = hymns.find((content) => content.videoPath?.startsWith('/media/'))!;

    await page.goto(paths.content(withoutVideo.contentId), { waitUntil: 'networkidle' });
    expect(scripts.some((script) => /video/i.test(script))).toBe(false);

    await page.goto(paths.content(withVideoFile.contentId));
    await expect(page.locator('.video-js')).toBeVisible();
    expect(scripts.some((script) => /video/i.test(script))).toBe(true);
  });
});

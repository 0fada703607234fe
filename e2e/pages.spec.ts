/**
 * The public pages as the server renders them, in Chromium: read and used with JavaScript turned
 * off, and taken over by the app (hydrated) without a difference or an error when it is on.
 */
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import {
  apiPaths,
  CHROME_LABELS,
  MESSAGES,
  paths,
  SITE_TEXTS,
  type Content,
  type ContentListEntry,
  type SearchResponse,
  type StaticPage,
  type SubCategory,
} from '../src/model';
import { displayTitle } from '../src/model/title';
import { SERVER_STYLES_ATTRIBUTE } from '../src/app/serverStyles';
import { appReady } from './app-ready';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const endingWith = (suffix: string) => new RegExp(`${escapeRegExp(suffix)}$`);

/** The Hanuman Chalisa, with its sub-category: a long hymn with a transliteration and audio. */
async function chalisa(request: Page['request']): Promise<Content> {
  const found: SearchResponse = await (await request.get(apiPaths.searchFor('hanuman chalisa'))).json();
  return (await request.get(apiPaths.contentDetail(found.response.docs[0]!.contentId))).json();
}

test.describe('With JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('a reader goes home → sub-category → hymn (lyrics and transliteration) → search → a static page', async ({ page }) => {
    const hymn = await chalisa(page.request);
    const title = displayTitle(hymn.titlePrimary);

    await page.goto(paths.home);
    await page
      .getByRole('main')
      .locator(`a[href="${paths.subCategory(hymn.subCategory!.subCategoryId)}"]`)
      .click();
    await expect(page).toHaveURL(endingWith(paths.subCategory(hymn.subCategory!.subCategoryId)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hymn.subCategory!.titlePrimary);

    await page.getByRole('main').getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const firstLine = hymn.contentPrimary
      .split('\n')
      .find((line) => line.trim())!
      .trim();
    await expect(page.getByText(firstLine, { exact: false }).first()).toBeVisible();
    expect(hymn.showSecondary).toBe('Y');
    const transliteration = hymn
      .contentSecondary!.split('\n')
      .find((line) => line.trim())!
      .trim();
    await expect(page.getByText(transliteration, { exact: false }).first()).toBeVisible();
    // The browser's own audio player stands in for the app's.
    await expect(page.locator('audio[controls]')).toBeVisible();
    // The breadcrumb leads back.
    await expect(
      page.getByRole('navigation', { name: SITE_TEXTS.breadcrumb }).getByRole('link', { name: hymn.subCategory!.titlePrimary }),
    ).toBeVisible();

    // The navigation bar's search box is a plain form.
    await page.getByRole('combobox', { name: SITE_TEXTS.searchLabel }).first().fill('hanuman');
    await page.getByRole('combobox', { name: SITE_TEXTS.searchLabel }).first().press('Enter');
    await expect(page).toHaveURL(endingWith(paths.searchFor('hanuman')));
    await expect(page.getByText(MESSAGES.searchShowing('hanuman'))).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: title }).first()).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: new RegExp(CHROME_LABELS.about.en) })
      .click();
    const about: StaticPage = await (await page.request.get(apiPaths.staticPage('about-us'))).json();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.titlePrimary);
  });

  test("the 'Bhajans' list opens from its button and its links work; on a phone the menu's links are shown", async ({ page }) => {
    const subCategories: SubCategory[] = await (await page.request.get(apiPaths.subCategoryAll)).json();
    await page.goto(paths.aboutUs);
    const bhajans = page.getByRole('button', { name: CHROME_LABELS.bhajans });
    const list = page.locator(`#${await bhajans.getAttribute('aria-controls')}`);
    await expect(list).toBeHidden();
    await bhajans.click();
    await expect(list).toBeVisible();
    await list.getByRole('link', { name: subCategories[1]!.titlePrimary }).click();
    await expect(page).toHaveURL(endingWith(paths.subCategory(subCategories[1]!.subCategoryId)));

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(paths.home);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: new RegExp(CHROME_LABELS.about.en) }),
    ).toBeVisible();
  });

  test('unknown, hidden and malformed addresses answer 404 with a search and the way home', async ({ page }) => {
    for (const [url, text] of [
      [paths.content(999_999), SITE_TEXTS.missing.content],
      ['/content/abc', SITE_TEXTS.missing.content],
      [paths.subCategory(999_999), SITE_TEXTS.missing.subCategory],
      [paths.staticPage('no-such-page'), MESSAGES.pageNotFound],
      ['/no/such/page', MESSAGES.pageNotFound],
    ] as const) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(text);
      await expect(page.getByRole('main').getByRole('search'), url).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: SITE_TEXTS.goHome }), url).toBeVisible();
    }
  });
});

test.describe('With JavaScript on', () => {
  // As a visitor's browser: the service worker registers too (playwright.config.ts blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' });
  /** Console errors and warnings and uncaught errors while `visit` runs, but a page's own 404 status. */
  async function problemsWhile(page: Page, visit: () => Promise<void>): Promise<string[]> {
    const problems: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      if (
        /Failed to load resource: the server responded with a status of 404/.test(message.text()) &&
        message.location().url === page.url()
      )
        return;
      problems.push(`${message.type()}: ${message.text()}`);
    };
    const onError = (error: Error) => problems.push(`uncaught: ${error.message}`);
    page.on('console', onConsole);
    page.on('pageerror', onError);
    try {
      await visit();
    } finally {
      page.off('console', onConsole);
      page.off('pageerror', onError);
    }
    return problems;
  }

  test('every public page is taken over by the app with no hydration difference, console error or warning', async ({ page }) => {
    const hymn = await chalisa(page.request);
    const urls = [
      paths.home,
      paths.feedback,
      paths.subCategory(hymn.subCategory!.subCategoryId),
      paths.content(hymn.contentId),
      `${paths.content(hymn.contentId)}?sid=3&utm_source=whatsapp`,
      paths.searchFor('hanuman'),
      paths.search,
      paths.aboutUs,
      paths.content(999_999),
      paths.subCategory(999_999),
      '/no/such/page',
    ];
    for (const url of urls) {
      const problems = await problemsWhile(page, async () => {
        await page.goto(url);
        await appReady(page);
        // Effects and any late hydration work run meanwhile.
        await page.waitForTimeout(300);
      });
      expect(problems, url).toEqual([]);
    }
  });

  /** The look of every element of the page: a few computed properties each, by its place in the page. */
  const looks = (page: Page) =>
    page.evaluate(() => {
      const properties = [
        'display',
        'font-size',
        'line-height',
        'font-family',
        'color',
        'background-color',
        'margin-top',
        'padding-top',
        'width',
        'height',
        'border-top-width',
        'grid-template-columns',
        'flex-direction',
        'visibility',
      ];
      const placeOf = (element: Element) => {
        const steps: string[] = [];
        for (let node: Element | null = element; node && node !== document.body; node = node.parentElement)
          steps.unshift(`${node.tagName.toLowerCase()}[${Array.prototype.indexOf.call(node.parentElement?.children ?? [], node)}]`);
        return steps.join('>');
      };
      return Object.fromEntries(
        Array.from(document.querySelectorAll('#root *'), (element) => {
          const style = getComputedStyle(element);
          return [placeOf(element), properties.map((property) => `${property}: ${style.getPropertyValue(property)}`).join('; ')];
        }),
      );
    });

  /** Where two looks of a page differ, for the elements both have. */
  const differences = (before: Record<string, string>, after: Record<string, string>) =>
    Object.entries(before)
      .filter(([place, look]) => place in after && after[place] !== look)
      .map(([place, look]) => `${place}\n  ${look}\n→ ${after[place]}`);

  test("the server's styles stay as they are when the app takes over, and pages reached by links look as when loaded afresh", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const hymn = await chalisa(page.request);
    // As the server sent it: the app's script held back (the page's own small scripts run).
    await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
    await page.goto(paths.content(hymn.contentId));
    const served = await looks(page);
    await page.unroute(/\/assets\/index-[^/]*\.js$/);
    await page.goto(paths.content(hymn.contentId));
    await appReady(page);
    expect(differences(served, await looks(page))).toEqual([]);
    // The browser kept the server's style element as the app's own sheet: no second one.
    await expect(page.locator(`style[${SERVER_STYLES_ATTRIBUTE}]`)).toHaveCount(1);
    await expect(page.locator('style')).toHaveCount(1);

    // Home, then a sub-category, by links: the styles the app added on the way sit in order among the server's.
    // Clicked where they are: the pointer stays away, so no link is seen hovered.
    await page.locator(`header a[href="${paths.home}"]:visible`).first().dispatchEvent('click');
    await page.getByRole('main').locator('a[href^="/subcategory/"]').first().dispatchEvent('click');
    await expect(page).toHaveURL(/\/subcategory\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const reached = await looks(page);
    await page.reload();
    await appReady(page);
    expect(differences(reached, await looks(page))).toEqual([]);
  });

  test('Back, Forward, a reload and a return from another site bring the reader to where they were on a page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const hymn = await chalisa(page.request);
    await page.goto(paths.content(hymn.contentId));
    await appReady(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // A link inside the app (clicked where it is, without scrolling to it): the next page starts at the top.
    await page.locator(`header a[href="${paths.aboutUs}"], footer a[href="${paths.aboutUs}"]`).first().dispatchEvent('click');
    await expect(page).toHaveURL(endingWith(paths.aboutUs));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(endingWith(paths.content(hymn.contentId)));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await page.reload();
    await appReady(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // Away to another site (a blank page here) and back: a full load of the page again.
    await page.goto('about:blank');
    await page.goBack();
    await appReady(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  });

  test('the page answers once taken over: the Bhajans menu opens, audio plays, Share copies the link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Not the Chalisa: the statistics' test counts its plays.
    const chalisaId = (await chalisa(page.request)).contentId;
    const subCategories: SubCategory[] = await (await page.request.get(apiPaths.subCategoryAll)).json();
    let hymn: ContentListEntry | undefined;
    for (const { subCategoryId } of subCategories) {
      const hymns: ContentListEntry[] = await (await page.request.get(apiPaths.contentBySubCategory(subCategoryId))).json();
      hymn ??= hymns.find((candidate) => candidate.audioPath && candidate.contentId !== chalisaId);
    }
    await page.goto(paths.content(hymn!.contentId));
    await appReady(page);

    const bhajans = page.getByRole('button', { name: CHROME_LABELS.bhajans });
    await bhajans.click();
    await expect(bhajans).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: SITE_TEXTS.audio.play }).click();
    await expect(page.getByRole('button', { name: SITE_TEXTS.audio.pause })).toBeVisible();
    await page.getByRole('button', { name: SITE_TEXTS.audio.pause }).click();

    await page.getByRole('button', { name: SITE_TEXTS.share.button }).click();
    await expect(page.getByText(SITE_TEXTS.share.linkCopied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});

import { expect, test, type Page } from '@playwright/test';
import { apiPaths, displayTitle, FAVOURITES_TEXTS as TEXT, OFFLINE_CACHES, paths, SITE_TEXTS, type ContentListEntry } from '../src/model';
import { appReady, controlledByServiceWorker } from './app-ready';
import { visibleHymns } from './hymns';

/**
 * Favourites and set lists in Chromium against the real server: kept on the device, read offline,
 * carried whole by a link to another browser, printed as a booklet.
 */
test.use({ serviceWorkers: 'allow' });

const titleOf = (hymn: ContentListEntry) => displayTitle(hymn.titlePrimary);
const main = (page: Page) => page.getByRole('main');
/** The hymn's star: '☆ Star · …' to keep it, '★ Starred · …' once kept. */
const starButton = (page: Page, starred: boolean) => {
  const label = starred ? SITE_TEXTS.hymnActions.starred : SITE_TEXTS.hymnActions.star;
  return main(page).getByRole('button', { name: label, exact: true });
};
const listLinks = (page: Page, name: string) => main(page).getByRole('list', { name, exact: true }).getByRole('link');

/** Opens a hymn's page and waits until its controls answer. */
async function openHymn(page: Page, hymn: ContentListEntry) {
  await page.goto(paths.content(hymn.contentId));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(hymn));
  await appReady(page);
}

/** On a hymn's page: 'Add to list', then the list ticked (made first when `make`), then the dialog closed. */
async function addToList(page: Page, name: string, { make = false } = {}) {
  await main(page)
    .getByRole('button', { name: new RegExp(TEXT.addToList.en) })
    .click();
  const dialog = page.getByRole('dialog');
  if (make) await dialog.getByRole('textbox', { name: TEXT.newListName }).fill(name);
  if (make) await dialog.getByRole('button', { name: TEXT.makeList }).click();
  else await dialog.getByRole('checkbox', { name }).check();
  await expect(dialog.getByRole('checkbox', { name })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test.describe('Favourites and set lists', () => {
  test('two hymns starred, a list made and reordered, read offline, and opened from its link in a fresh browser', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    const [first, second, third] = await visibleHymns(page);
    if (!first || !second || !third) throw new Error('the seeded library has fewer than three visible hymns');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    await page.goto(paths.home);
    await controlledByServiceWorker(page);
    await openHymn(page, first);
    await starButton(page, false).click();
    await expect(starButton(page, true)).toBeVisible();
    await addToList(page, 'Tuesday satsang', { make: true });
    await openHymn(page, second);
    await starButton(page, false).click();
    await expect(starButton(page, true)).toBeVisible();
    await addToList(page, 'Tuesday satsang');
    await openHymn(page, third);
    await addToList(page, 'Tuesday satsang');
    await expect(starButton(page, false)).toBeVisible();

    // My bhajans, from the footer: the latest star first; the list in the order the hymns were added.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: new RegExp(TEXT.myBhajans.en) })
      .click();
    const starred = `${TEXT.starredHeading.en} · ${TEXT.starredHeading.hi}`;
    await expect(listLinks(page, starred)).toHaveText([titleOf(second), titleOf(first)]);
    await expect(listLinks(page, 'Tuesday satsang')).toHaveText([titleOf(first), titleOf(second), titleOf(third)]);
    // The third hymn carried to the top by keyboard.
    await main(page)
      .getByRole('button', { name: TEXT.moveUp(titleOf(third)) })
      .focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(listLinks(page, 'Tuesday satsang')).toHaveText([titleOf(third), titleOf(first), titleOf(second)]);
    await expect(main(page).getByText(TEXT.savedOffline)).toBeVisible({ timeout: 15_000 });

    // No network: the list is still there, in its order, and its hymns open.
    await context.setOffline(true);
    await page.reload();
    await expect(listLinks(page, 'Tuesday satsang')).toHaveText([titleOf(third), titleOf(first), titleOf(second)]);
    await listLinks(page, 'Tuesday satsang').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(third));
    await page.goto(paths.content(second.contentId));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(second));
    await context.setOffline(false);

    // Shared: the link holds the list whole (no account, nothing on the server).
    await page.goto(paths.myBhajans);
    await appReady(page);
    await main(page).getByRole('button', { name: TEXT.shareList }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname).toBe(paths.myBhajans);

    const otherPhone = await browser.newContext();
    try {
      const other = await otherPhone.newPage();
      // The first HTML answer already lists the hymns, titled, in order (a link preview sees the list).
      const html = await (await other.request.get(link)).text();
      const positions = [third, first, second].map((hymn) => html.indexOf(titleOf(hymn)));
      expect(positions.every((position) => position > 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(html).toContain(`<title>${TEXT.sharedTitle('Tuesday satsang')}`);

      await other.goto(link);
      await expect(listLinks(other, 'Tuesday satsang')).toHaveText([titleOf(third), titleOf(first), titleOf(second)]);
      await appReady(other);
      await main(other).getByRole('button', { name: TEXT.saveShared }).click();
      await expect(main(other).getByText(TEXT.savedShared)).toBeVisible();
      await other.reload();
      await expect(main(other).getByRole('heading', { level: 3, name: 'Tuesday satsang' })).toBeVisible();
      await expect(listLinks(other, 'Tuesday satsang')).toHaveText([titleOf(third), titleOf(first), titleOf(second)]);
    } finally {
      await otherPhone.close();
    }
  });

  test('a list saved from its link keeps hymns never opened for offline reading', async ({ page, context }) => {
    test.setTimeout(60_000);
    const hymns = await visibleHymns(page);
    const unread = hymns.slice(-2);
    await page.goto(paths.home);
    await controlledByServiceWorker(page);
    await page.goto(paths.sharedList({ name: 'Aarti', contentIds: unread.map((hymn) => hymn.contentId) }));
    await appReady(page);
    await main(page).getByRole('button', { name: TEXT.saveShared }).click();
    await expect(main(page).getByText(TEXT.savedOffline)).toBeVisible({ timeout: 15_000 });
    // What the visit itself left in the caches of pages and data (had anything of these hymns been
    // kept there) expires in time; a kept hymn must not depend on it.
    await page.evaluate(
      async ({ caches: names, paths: forgotten }) => {
        for (const name of names) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) {
            if (forgotten.some((path) => new URL(request.url).pathname === path)) await cache.delete(request);
          }
        }
      },
      {
        caches: [OFFLINE_CACHES.pages, OFFLINE_CACHES.data],
        paths: unread.flatMap((hymn) => [paths.content(hymn.contentId), apiPaths.contentDetail(hymn.contentId)]),
      },
    );

    await context.setOffline(true);
    for (const hymn of unread) {
      await page.goto(paths.content(hymn.contentId));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(hymn));
    }
  });

  test('a list prints as a large-print booklet: the contents, then each hymn from a new page, nothing else', async ({ page }) => {
    const [first, second] = await visibleHymns(page);
    if (!first || !second) throw new Error('the seeded library has fewer than two visible hymns');
    // The browser's print dialog, counted instead of opened.
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.goto(paths.sharedList({ name: 'Booklet', contentIds: [first.contentId, second.contentId] }));
    await appReady(page);
    await main(page).getByRole('button', { name: TEXT.saveShared }).click();
    await main(page).getByRole('button', { name: TEXT.printBooklet }).click();
    await expect(main(page).getByRole('heading', { level: 2, name: `2. ${titleOf(second)}` })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(main(page).getByRole('button', { name: TEXT.printNow })).toBeHidden();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Booklet' })).toBeVisible();
    const hymnPage = main(page).getByRole('region', { name: `1. ${titleOf(first)}` });
    await expect(hymnPage).toHaveCSS('break-before', 'page');
    // Large print: the lyrics at 20 pt × 1.35 or more.
    const size = await hymnPage
      .locator('p')
      .first()
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(size).toBeGreaterThanOrEqual(35);
  });
});

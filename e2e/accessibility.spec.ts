/**
 * axe on the running site, page by page, in its whole frame (the stories check each piece; only
 * here are the header, main, footer and the floating Feedback button together): no violation of
 * any WCAG A/AA rule or best practice, on a phone and on a desktop, for readers and editors.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_TEXTS, adminPaths, CHROME_LABELS, apiPaths, paths, type SearchResponse, type SubCategory } from '../src/model';
import { E2E_ADMIN } from './admin-account';
import { appReady } from './app-ready';

/** What axe finds on the page as it is now, as lines a failure can print: rule, impact, elements. */
async function violations(page: Page): Promise<string[]> {
  // A control halfway through fading in (the Feedback button) would be measured at half contrast.
  // It starts to fade once an IntersectionObserver has reported the scroll: a few frames after it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(' ')} [${node.failureSummary ?? ''}]`).join(', ')}`,
  );
}

async function publicAddresses(page: Page): Promise<string[]> {
  const subCategories: SubCategory[] = await (await page.request.get(apiPaths.subCategoryAll)).json();
  const found: SearchResponse = await (await page.request.get(apiPaths.searchFor('hanuman chalisa'))).json();
  return [
    paths.home,
    paths.subCategory(subCategories[0]!.subCategoryId),
    // The third: the Hanuman Chalisa, long enough for the Feedback button to show.
    paths.content(found.response.docs[0]!.contentId),
    `${paths.search}?query=hanuman`,
    `${paths.search}?query=zzzzqqq`,
    paths.aboutUs,
    paths.feedback,
    '/no/such/page',
    paths.content(999_999),
  ];
}

for (const [device, viewport, colorScheme] of [
  ['a phone', { width: 360, height: 740 }, 'light'],
  ['a desktop', { width: 1280, height: 900 }, 'light'],
  // The night colours (the device set to dark, the reader's colours left on Auto): every pair of them checked where it is drawn.
  ['a phone by night', { width: 360, height: 740 }, 'dark'],
] as const) {
  test(`every public page has no axe violation on ${device}, and scrolled (the Feedback button shown)`, async ({ page }) => {
    // Eighteen axe runs (nine pages, each at the top and scrolled): more than the default budget on a busy machine.
    test.slow();
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    const addresses = await publicAddresses(page);
    const hymn = addresses[2];
    for (const address of addresses) {
      await page.goto(address);
      await appReady(page);
      expect(await violations(page), `${address} at the top`).toEqual([]);
      if (address === hymn) {
        // The button never covers the lyrics: it shows below them (over the audio player), before the page's end.
        // (Scrolled at once: a wheel's smooth scroll could still be moving the page back over the lyrics.)
        await page.evaluate(() => {
          const lyrics = document.querySelector('article div[lang="hi"]')!;
          window.scrollTo({ top: lyrics.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 150, behavior: 'instant' });
        });
        await expect(page.getByRole('complementary', { name: CHROME_LABELS.feedback.en }).getByRole('link')).toBeVisible();
      } else await page.mouse.wheel(0, 400);
      expect(await violations(page), `${address}, scrolled`).toEqual([]);
    }
  });
}

test('the admin area has no axe violation: sign-in, the lists, a form and the statistics', async ({ page }) => {
  await page.goto(adminPaths.login);
  await appReady(page);
  expect(await violations(page), adminPaths.login).toEqual([]);
  await page.getByLabel(ADMIN_TEXTS.admin.login.email).fill(E2E_ADMIN.email);
  await page.getByLabel(ADMIN_TEXTS.admin.login.password).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: ADMIN_TEXTS.admin.login.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${adminPaths.home}$`));

  const subCategories: SubCategory[] = await (await page.request.get(apiPaths.subCategoryAll)).json();
  for (const address of [
    adminPaths.home,
    adminPaths.contentList(subCategories[0]!.subCategoryId),
    adminPaths.contentNew,
    adminPaths.insertSubCategory,
    adminPaths.stats,
  ]) {
    await page.goto(address);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The lists and charts fill in after their calls answer.
    await page.waitForLoadState('networkidle');
    expect(await violations(page), address).toEqual([]);
  }
  // Signed out again: the admin spec checks that signing out leaves no session behind.
  await page.getByRole('button', { name: ADMIN_TEXTS.admin.signOut }).click();
  await expect(page).toHaveURL(new RegExp(`${adminPaths.login}$`));
});

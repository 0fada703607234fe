/**
 * The hymn is the first screen: on every seeded hymn, with and without picture, audio and video,
 * the first lyric line starts high enough to be read without scrolling, on a common cheap phone
 * (360 × 640), a larger phone (390 × 844) and a laptop (1280 × 800), and with the text twice as
 * large on the larger phone; and the recording's Listen is on the first screen. A layout test:
 * positions, not timings.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiPaths, paths, SITE_TEXTS, type Content } from '../src/model';
import { LYRICS_ELEMENT_TIMING } from '../src/model/constants';
import { appReady } from './app-ready';
import { visibleHymns } from './hymns';

/** Each screen, and how far down the viewport the first lyric line may start (the issue's targets). */
const SCREENS = [
  { name: 'a common phone', width: 360, height: 640, share: 0.45 },
  { name: 'a larger phone', width: 390, height: 844, share: 0.4 },
  { name: 'a laptop', width: 1280, height: 800, share: 0.4 },
  { name: 'a larger phone at 200 % text', width: 390, height: 844, share: 0.75, doubleText: true },
] as const;

/** The first lyric line's top and the bar's Listen (if any), measured from the top of the page. */
async function measure(page: Page) {
  return page.evaluate(
    ({ timing, listen }) => {
      const first = document.querySelector(`[elementtiming="${timing}"]`);
      const button = [...document.querySelectorAll('button')].find(
        (element) => element.textContent?.trim() === listen && element.checkVisibility(),
      );
      return {
        lyricsTop: first ? first.getBoundingClientRect().top + window.scrollY : Number.NaN,
        listenBottom: button ? button.getBoundingClientRect().bottom + window.scrollY : undefined,
      };
    },
    { timing: LYRICS_ELEMENT_TIMING, listen: SITE_TEXTS.hymnActions.listen },
  );
}

for (const screen of SCREENS) {
  test(`every hymn's first lyric line is within the top ${screen.share * 100} % on ${screen.name} (${screen.width} × ${screen.height}), Listen on the first screen`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height } });
    const page = await context.newPage();
    if ('doubleText' in screen)
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => (document.documentElement.style.fontSize = '200%')),
      );
    const limit = screen.height * screen.share;
    const tooLow: string[] = [];
    const hymns = await visibleHymns(page);
    expect(hymns.length).toBeGreaterThan(20);
    for (const hymn of hymns) {
      await page.goto(paths.content(hymn.contentId));
      await appReady(page);
      const { lyricsTop, listenBottom } = await measure(page);
      if (!(lyricsTop <= limit)) tooLow.push(`${hymn.contentId} ${hymn.titlePrimary}: first line at ${Math.round(lyricsTop)} px`);
      const { audioPath }: Content = await (await page.request.get(apiPaths.contentDetail(hymn.contentId))).json();
      if (audioPath && !(listenBottom !== undefined && listenBottom <= screen.height)) {
        tooLow.push(
          `${hymn.contentId}: Listen ${listenBottom === undefined ? 'not in the row' : `ends at ${Math.round(listenBottom)} px`}`,
        );
      }
    }
    expect(tooLow, `limit ${Math.round(limit)} px`).toEqual([]);
    await context.close();
  });
}

import { expect, test, type Page } from '@playwright/test';
import { displayTitle, paths, SITE_TEXTS } from '../src/model';
import { visibleHymns } from './hymns';

/**
 * The pages' Content-Security-Policy in Chromium against the real server: everything the site does
 * still works under it (hydration, the audio player, video.js, the YouTube facade and its player,
 * the service worker, the admin area), nothing it does is a violation, and a script slipped into a
 * page does not run.
 */
test.use({ serviceWorkers: 'allow' });

/** Every violation the page reports, collected from the first moment of every document. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return async () => [...logged, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

test.describe('Under the Content-Security-Policy', () => {
  test('pages, audio, video.js, the YouTube facade and the service worker work with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    // The real YouTube is not reached from tests: its player is a page of our own here.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>the player</p>' }),
    );
    await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 404 }));
    const hymns = await visibleHymns(page);
    const withAudio = hymns.find((hymn) => hymn.audioPath)!;
    const withVideoFile = hymns.find((hymn) => hymn.videoPath?.startsWith('/media/'))!;
    const withYouTube = hymns.find((hymn) => hymn.videoPath && !hymn.videoPath.startsWith('/media/'))!;

    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    expect(await violations()).toEqual([]);

    await page.goto(paths.content(withAudio.contentId));
    await page
      .locator('audio')
      .first()
      .evaluate((audio: HTMLAudioElement) => audio.play().catch(() => undefined));
    expect(await violations()).toEqual([]);

    await page.goto(paths.content(withVideoFile.contentId));
    await expect(page.locator('.video-js')).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.goto(paths.content(withYouTube.contentId));
    await page.getByRole('button', { name: SITE_TEXTS.video.playExternal(displayTitle(withYouTube.titlePrimary)) }).click();
    await expect(page.frameLocator('iframe').getByText('the player')).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.goto(paths.search);
    await page.goto('/admin');
    await expect(page.getByRole('textbox').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  // (The report the browser then sends to /csp-report goes out from its network service, which
  // Playwright does not see; the endpoint itself is tested in server/http/security-headers.test.ts.)
  test('a script slipped into a page does not run', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    expect((await violations()).some((violation) => /script-src/.test(violation))).toBe(true);
  });
});

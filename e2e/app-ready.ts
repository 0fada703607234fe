/**
 * A server-rendered page is readable at once, but answers taps only once the app has taken it over
 * (hydrated): a test that uses a control right after opening a page waits for that first.
 */
import { expect, type Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE, APP_READY_VALUE } from '../src/app/AppRoot';

export async function appReady(page: Page): Promise<void> {
  await expect(page.locator(`html[${APP_READY_ATTRIBUTE}="${APP_READY_VALUE}"]`)).toHaveCount(1);
}

/** Waits until a service worker controls the page (the first visit installs it; it then claims the page). */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
}

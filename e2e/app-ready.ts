/**
 * A server-rendered page is readable at once, but answers taps only once the app has taken it over
 * (hydrated): a test that uses a control right after opening a page waits for that first.
 */
import { expect, type Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE, APP_READY_VALUE } from '../src/app/AppRoot';

export async function appReady(page: Page): Promise<void> {
  await expect(page.locator(`html[${APP_READY_ATTRIBUTE}="${APP_READY_VALUE}"]`)).toHaveCount(1);
}

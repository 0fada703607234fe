/**
 * The hymn page's controls as a reader reaches them: the reading settings open from the action
 * bar's Reading (under its More when the row has no room for it).
 */
import { expect, type Page } from '@playwright/test';
import { SITE_TEXTS } from '../src/model';
import { READING_TEXTS } from '../src/model/readingTexts';

export async function openReadingSettings(page: Page): Promise<void> {
  const settings = page.getByRole('group', { name: READING_TEXTS.settingsLabel });
  if (await settings.isVisible()) return;
  // Role queries see only what is shown: the row's Reading, or once More is open, the menu's.
  const opener = page.getByRole('button', { name: READING_TEXTS.settingsLabel, exact: true });
  if (!(await opener.isVisible())) await page.locator('summary', { hasText: SITE_TEXTS.hymnActions.more }).click();
  await opener.click();
  await expect(settings).toBeVisible();
}

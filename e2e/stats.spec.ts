import { expect, test, type Page } from '@playwright/test';
import { library } from '../server/db/seed/library';
import { formatStatValue } from '../src/components/StatTile/format';
import { adminPaths, displayTitle, paths, ADMIN_TEXTS } from '../src/model';
import { E2E_ADMIN } from './admin-account';
import { closeDatabase, countEvents, database } from './database';
import { E2E_TIME_ZONE } from './server-settings';

/**
 * The statistics end to end: a visitor opens a sub-category, searches, clicks a result and plays
 * its audio on the public site; an editor then signs in and finds those figures on /admin/stats,
 * equal to what the recorded events say (counted here from analytics_event itself, not from the
 * rollups the dashboard reads), and imports an ad revenue report.
 */
const TEXTS = ADMIN_TEXTS.stats;
const TERM = 'hanuman chalisa';

test.afterAll(closeDatabase);

interface MonthFromEvents {
  views: number;
  plays: number;
  subCategoryViews: number;
  impressions: number;
  clicks: number;
  users: number;
  sessions: number;
  viewsToday: number;
}

/** This month's figures straight from the recorded events, months and days in the server's time zone. */
async function monthFromEvents(): Promise<MonthFromEvents> {
  const { rows } = await database().query<MonthFromEvents>(
    `with month as (select date_trunc('month', now() at time zone $1) at time zone $1 as start),
     events as (
       select e.kind, e.result_count, e.visitor_hash, e.created_at, (e.created_at at time zone $1)::date as day
       from analytics_event e, month where e.created_at >= month.start
     ),
     visits as (
       select created_at, lag(created_at) over (partition by visitor_hash, day order by created_at) as previous
       from events where visitor_hash is not null
     )
     select
       (select count(*) from events where kind = 'content_view')::int as "views",
       (select count(*) from events where kind = 'audio_play')::int as "plays",
       (select count(*) from events where kind = 'subcategory_view')::int as "subCategoryViews",
       (select coalesce(sum(result_count), 0) from events where kind = 'search')::int as "impressions",
       (select count(*) from events where kind = 'search_click')::int as "clicks",
       (select count(distinct (day, visitor_hash)) from events where visitor_hash is not null)::int as "users",
       (select count(*) from visits where previous is null or created_at >= previous + interval '30 minutes')::int as "sessions",
       (select count(*) from events where kind = 'content_view' and day = (now() at time zone $1)::date)::int as "viewsToday"`,
    [E2E_TIME_ZONE],
  );
  return rows[0]!;
}

async function countAll(kind: string): Promise<number> {
  const { rows } = await database().query<{ n: number }>('select count(*)::int as n from analytics_event where kind = $1', [kind]);
  return rows[0]!.n;
}

const tile = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
/** A tile's figure (its first definition; the second is the hint). */
const figureOf = (page: Page, label: string) => tile(page, label).getByRole('definition').first();

/** Today and the first day of this month in the server's time zone, YYYY-MM-DD. */
function daysOfThisMonth(): { first: string; today: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: E2E_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  return { first: `${today.slice(0, 7)}-01`, today };
}

test.describe('The statistics dashboard', () => {
  test('shows an editor the views, plays, searches and clicks the public site recorded', async ({ page }) => {
    test.setTimeout(90_000);
    const chalisa = library.contents.find((content) => content.titleSecondary === 'Shri Hanuman Chalisa')!;
    const title = displayTitle(chalisa.titlePrimary);
    const { rows } = await database().query<{ contentId: number; subCategoryId: number }>(
      'select content_id as "contentId", sub_category_id as "subCategoryId" from content where title_primary = $1',
      [chalisa.titlePrimary],
    );
    const hymn = rows[0]!;
    const before = {
      views: await countEvents('content_view', hymn.contentId),
      clicks: await countEvents('search_click', hymn.contentId),
      plays: await countEvents('audio_play', hymn.contentId),
      searches: await countAll('search'),
      subCategoryViews: await countAll('subcategory_view'),
    };

    // A visitor: a sub-category page, a search, a click on the result, the audio played.
    await page.goto(paths.subCategory(hymn.subCategoryId));
    await expect(page.getByRole('main').getByRole('link', { name: title, exact: true })).toBeVisible();
    await page.goto(paths.searchFor(TERM));
    await page.getByRole('main').getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.getByRole('button', { name: /^play/i }).click();
    await expect.poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);

    // Written in the next batch (about a second).
    await expect.poll(() => countEvents('search_click', hymn.contentId)).toBe(before.clicks + 1);
    await expect.poll(() => countEvents('content_view', hymn.contentId)).toBe(before.views + 1);
    await expect.poll(() => countEvents('audio_play', hymn.contentId)).toBe(before.plays + 1);
    await expect.poll(() => countAll('search')).toBe(before.searches + 1);
    await expect.poll(() => countAll('subcategory_view')).toBe(before.subCategoryViews + 1);

    // The editor.
    await page.goto(adminPaths.stats);
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
    await page.getByLabel(ADMIN_TEXTS.admin.login.email).fill(E2E_ADMIN.email);
    await page.getByLabel(ADMIN_TEXTS.admin.login.password).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: ADMIN_TEXTS.admin.login.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: TEXTS.heading })).toBeVisible();

    const expected = await monthFromEvents();
    expect(expected.clicks).toBeGreaterThanOrEqual(1);
    expect(expected.users).toBeGreaterThanOrEqual(1);
    const figures: [string, number][] = [
      [TEXTS.contentViews, expected.views],
      [TEXTS.audioPlays, expected.plays],
      [TEXTS.subCategoryViews, expected.subCategoryViews],
      [TEXTS.searchImpressions, expected.impressions],
      [TEXTS.searchClicks, expected.clicks],
      [TEXTS.users, expected.users],
      [TEXTS.sessions, expected.sessions],
    ];
    for (const [label, value] of figures) await expect(figureOf(page, label), label).toHaveText(formatStatValue(value));
    await expect(figureOf(page, TEXTS.adRevenue)).toHaveText(formatStatValue(0, 'money'));

    // Recent content: the hymn with its views of the last 30 minutes.
    const { rows: recent } = await database().query<{ hits: number }>(
      "select count(*)::int as hits from analytics_event where kind = 'content_view' and content_id = $1 and created_at > now() - interval '30 minutes'",
      [hymn.contentId],
    );
    const recentRow = page.getByRole('table', { name: TEXTS.recentContent }).getByRole('row').filter({ hasText: title });
    await expect(recentRow.locator('th, td')).toHaveText([String(hymn.contentId), title, String(recent[0]!.hits)]);

    // The newest search term is the visitor's.
    await expect(page.getByRole('table', { name: TEXTS.searchTerms }).getByRole('row').nth(1)).toContainText(TERM);

    // Today's row of the daily figures.
    await page.getByText(TEXTS.dailyChart.showFigures).click();
    const todayRow = page.getByRole('table', { name: TEXTS.daily }).getByRole('row').nth(1);
    await expect(todayRow.locator('th, td').nth(1)).toHaveText(formatStatValue(expected.viewsToday));

    // An ad revenue report for this month, imported, and the month's revenue from it.
    const { first, today } = daysOfThisMonth();
    const report = [
      'Date,Estimated earnings (USD),Page views',
      `${first},1.25,100`,
      ...(today === first ? [] : [`${today},"$2.50",200`]),
      'Totals,3.75,300',
    ].join('\n');
    const total = today === first ? 1.25 : 3.75;
    await page.getByLabel(TEXTS.import.file).setInputFiles({ name: 'report.csv', mimeType: 'text/csv', buffer: Buffer.from(report) });
    await page.getByRole('button', { name: TEXTS.import.submit, exact: true }).click();
    await expect(page.getByText(/^Imported \d+ days? of ad revenue/)).toBeVisible();
    await expect(figureOf(page, TEXTS.adRevenue)).toHaveText(formatStatValue(total, 'money'));
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID } from '../../../.storybook/annotations';
import { allModes } from '../../../.storybook/modes';
import {
  AD_REVENUE_REJECTED_MESSAGE,
  AD_REVENUE_REPORT_FILE_NAME,
  AD_REVENUE_TOO_LARGE_MESSAGE,
  adRevenueImportResult,
  adRevenueReportCsv,
  adsRevenue,
  adsRevenueAfterImport,
  monthSummary,
  recentContentByWindow,
  searchPerformance,
  searchTerms,
  visitorAnalytics,
} from '../../../mocks/fixtures/stats';
import { authMe, mockSession } from '../../../mocks/handlers/auth';
import {
  statsAdsRevenueImport,
  statsFailingHandlers,
  statsLoadingHandlers,
  statsMock,
  statsNoTrafficHandlers,
  statsRecentContent,
  statsSearchPerformance,
  statsSummaryMonth,
} from '../../../mocks/handlers/stats';
import { formatStatValue, type StatTileFormat } from '../../../src/components/StatTile';
import { apiPaths } from '../../../src/model/api-paths';
import { DAILY_SUMMARY_DAYS, DEFAULT_RECENT_CONTENT_WINDOW, SEARCH_TERMS_LIMIT } from '../../../src/model/constants';
import { DEFAULT_APP_CONFIG } from '../../../src/model/config';
import { MESSAGES, SITE_TEXTS } from '../../../src/model/messages';
import { ADMIN_TEXTS } from '../../../src/model/adminMessages';
import { adminPaths, paths } from '../../../src/model/paths';
import type { RecentContentRow } from '../../../src/model/stats';
import { displayTitle } from '../../../src/model/title';
import { loginPath } from '../../../src/screens/admin/login/loginPath';
import { formatInstant } from '../../../src/screens/admin/formatInstant';
import { StatsScreen } from '../../../src/screens/admin/stats/StatsScreen';
import { adminHandlers, withAdminFrame } from './adminFrame';

/** `/admin/stats`, the statistics dashboard, in the admin frame, signed in, with its calls from MSW. */
const meta = {
  title: 'Screens/Admin/Stats',
  component: StatsScreen,
  decorators: [withAdminFrame(adminPaths.stats)],
  parameters: {
    route: { initialEntries: [adminPaths.stats], showLocation: true },
    msw: { handlers: adminHandlers },
    chromatic: { modes: allModes },
  },
  beforeEach: () => statsMock.reset(),
} satisfies Meta<typeof StatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = ADMIN_TEXTS.stats;
const TIMEOUT = { timeout: 5_000 };

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main', { hidden: true }));
/**
 * A panel: the section its heading names. The finders here skip the visibility check (`hidden: true`),
 * which in jsdom reads the computed style of every ancestor at each DOM change; what is seen is
 * checked with toBeVisible where it matters.
 */
const panel = async (canvasElement: HTMLElement, heading: string) =>
  within((await main(canvasElement).findByRole('heading', { level: 2, name: heading, hidden: true }, TIMEOUT)).closest('section')!);
/** A StatTile: a group named by its label. */
const tile = async (canvasElement: HTMLElement, label: string) =>
  (await panel(canvasElement, texts.thisMonth)).findByRole('group', { name: label, hidden: true }, TIMEOUT);
/** A panel's table, named by its caption (the panel's heading). */
const table = async (canvasElement: HTMLElement, caption: string) =>
  (await panel(canvasElement, caption)).findByRole('table', { name: caption, hidden: true }, TIMEOUT);
const bodyRows = (tableElement: HTMLElement) => within(tableElement).getAllByRole('row').slice(1);
const rowTitles = (tableElement: HTMLElement) =>
  within(tableElement)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const expectedTitles = (rows: readonly RecentContentRow[]) => rows.map((row) => displayTitle(row.title_primary));
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId(LOCATION_TEST_ID);
const requestsTo = (path: string) => statsMock.requests.filter((call) => call.split('?')[0] === path);
/** Time for anything that should not happen (a second request) to show up. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
/** The dashboard's seven calls have all been asked (each at least once). */
const allCallsMade = () => waitFor(() => expect(new Set(statsMock.requests.map((call) => call.split('?')[0])).size).toBe(7), TIMEOUT);

/** Every month tile: its label, figure and format. */
const monthTiles: readonly [label: string, value: number, format: StatTileFormat][] = [
  [texts.contentViews, monthSummary.count_content, 'count'],
  [texts.audioPlays, monthSummary.audio_count, 'count'],
  [texts.subCategoryViews, monthSummary.sub_category_count, 'count'],
  [texts.adRevenue, adsRevenue.revenue, 'money'],
  [texts.searchImpressions, searchPerformance.impressions, 'count'],
  [texts.searchClicks, searchPerformance.clicks, 'count'],
  [texts.users, visitorAnalytics.users, 'count'],
  [texts.sessions, visitorAnalytics.sessions, 'count'],
];

async function expectFigure(canvasElement: HTMLElement, label: string, value: number, format: StatTileFormat = 'count') {
  const group = await tile(canvasElement, label);
  await waitFor(() => expect(group).toHaveTextContent(formatStatValue(value, format)), TIMEOUT);
}

/** Every tile but those of `except` shows its figure. */
async function expectFigures(canvasElement: HTMLElement, except: readonly string[] = []) {
  const tiles = await panel(canvasElement, texts.thisMonth);
  for (const [label, value, format] of monthTiles) {
    if (except.includes(label)) continue;
    const group = await tiles.findByRole('group', { name: label, hidden: true }, TIMEOUT);
    await waitFor(() => expect(group).toHaveTextContent(formatStatValue(value, format)), TIMEOUT);
  }
}

/**
 * The whole dashboard drawn: every figure, the chart and both tables' rows. What a story does
 * further down the page waits for this, so that nothing above it grows after (a focus moved down
 * there would otherwise be scrolled to, then pushed along by what arrives above it).
 */
async function expectDashboardDrawn(canvasElement: HTMLElement) {
  await expectFigures(canvasElement);
  await (await panel(canvasElement, texts.dailyHeading)).findByRole('img', { name: (name) => name.startsWith(texts.daily) }, TIMEOUT);
  const recent = await table(canvasElement, texts.recentContent);
  await waitFor(() => expect(rowTitles(recent)).toEqual(expectedTitles(recentContentByWindow[DEFAULT_RECENT_CONTENT_WINDOW])), TIMEOUT);
  const searches = await table(canvasElement, texts.searchTerms);
  await waitFor(() => expect(bodyRows(searches)).toHaveLength(searchTerms.length), TIMEOUT);
}

/** The revenue import, once the dashboard is drawn: choose `file` (the fixture report unless given) and press Import. */
async function importReport(canvasElement: HTMLElement, file?: File) {
  await expectDashboardDrawn(canvasElement);
  const form = await panel(canvasElement, texts.revenueImport);
  const report = file ?? new File([adRevenueReportCsv], AD_REVENUE_REPORT_FILE_NAME, { type: 'text/csv' });
  await userEvent.upload(form.getByLabelText(texts.import.file), report);
  await userEvent.click(form.getByRole('button', { name: texts.import.submit }));
  return form;
}

/**
 * A busy month: every tile with its figure, the chart of 30 days, the hymns viewed in the last 30
 * minutes (each linking to its page, titled as the page shows it) and the 10 latest search terms.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectFigures(canvasElement);
    await expect(await tile(canvasElement, texts.contentViews)).toHaveTextContent(texts.tileHints.contentViews);

    // The chart, under its caption, once the daily rows are in.
    const daily = await panel(canvasElement, texts.dailyHeading);
    await expect(await daily.findByRole('img', { name: (name) => name.startsWith(texts.daily) }, TIMEOUT)).toBeVisible();
    await expect(daily.queryByText(MESSAGES.loading)).not.toBeInTheDocument();

    // Recent content, the default window: ID, the title as the hymn page shows it (Hindi), a link to that page, the hits.
    const windowSelect = (await panel(canvasElement, texts.recentContent)).getByRole('combobox', { name: texts.recent.window });
    await expect(windowSelect).toHaveValue(String(DEFAULT_RECENT_CONTENT_WINDOW));
    const recent = await table(canvasElement, texts.recentContent);
    const rows = recentContentByWindow[DEFAULT_RECENT_CONTENT_WINDOW];
    await waitFor(() => expect(rowTitles(recent)).toEqual(expectedTitles(rows)), TIMEOUT);
    await expect(
      within(recent)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([ADMIN_TEXTS.admin.columns.id, ADMIN_TEXTS.adminForms.titlePrimary, texts.recent.hits]);
    for (const [index, row] of bodyRows(recent).entries()) {
      const { content_id, title_primary, hits } = rows[index]!;
      await expect(Array.from(row.children, (cell) => cell.textContent)).toEqual([
        String(content_id),
        displayTitle(title_primary),
        formatStatValue(hits),
      ]);
      await expect(row.querySelector('th')).toHaveAttribute('lang', 'hi');
      await expect(within(row).getByRole('link')).toHaveAttribute('href', paths.content(content_id));
    }
    // A title of several dots: its last part only.
    await expect(within(recent).getByRole('link', { name: 'पायो जी मैंने राम रतन धन पायो' })).toBeVisible();

    // The latest search terms with their time; Hindi only where the term is in Devanagari.
    const searches = await table(canvasElement, texts.searchTerms);
    await waitFor(() => expect(bodyRows(searches)).toHaveLength(SEARCH_TERMS_LIMIT), TIMEOUT);
    for (const [index, row] of bodyRows(searches).entries()) {
      const { search_term, created_date } = searchTerms[index]!;
      await expect(row.querySelector('th')).toHaveTextContent(search_term);
      await expect(row.querySelector('time')).toHaveTextContent(formatInstant(created_date));
      await expect(row.querySelector('time')).toHaveAttribute('datetime', created_date);
      const hindi = row.querySelector('[lang="hi"]');
      if (/\p{Script=Devanagari}/u.test(search_term)) await expect(hindi).toHaveTextContent(search_term);
      else await expect(hindi).toBeNull();
    }

    await expect(statsMock.requests).toEqual(
      expect.arrayContaining([
        apiPaths.statsRecentContentFor(DEFAULT_RECENT_CONTENT_WINDOW),
        apiPaths.statsSearchesFor(SEARCH_TERMS_LIMIT),
      ]),
    );
    await expect(within(canvasElement).getByRole('link', { name: texts.navLink })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe(ADMIN_TEXTS.admin.pageTitle(DEFAULT_APP_CONFIG.siteName, texts.heading)));
  },
};

/** A site nobody has visited yet: zeros in the tiles, the chart says there was no traffic, the tables say they are empty. */
export const NoTraffic: Story = {
  parameters: { msw: { handlers: statsNoTrafficHandlers } },
  play: async ({ canvasElement }) => {
    const tiles = await panel(canvasElement, texts.thisMonth);
    for (const [label, , format] of monthTiles) {
      const group = await tiles.findByRole('group', { name: label, hidden: true }, TIMEOUT);
      await waitFor(() => expect(within(group).getByText(formatStatValue(0, format))).toBeVisible(), TIMEOUT);
    }
    const daily = await panel(canvasElement, texts.dailyHeading);
    await expect(await daily.findByText(texts.dailyChart.noTraffic(DAILY_SUMMARY_DAYS), {}, TIMEOUT)).toBeVisible();
    const recent = await table(canvasElement, texts.recentContent);
    await expect(await within(recent).findByText(texts.recent.empty(DEFAULT_RECENT_CONTENT_WINDOW), {}, TIMEOUT)).toHaveAttribute(
      'role',
      'status',
    );
    const searches = await table(canvasElement, texts.searchTerms);
    await expect(await within(searches).findByText(texts.searches.empty, {}, TIMEOUT)).toHaveAttribute('role', 'status');
    // Nothing failed: every alert (the import form's, kept in the page for when it is needed) is empty.
    await expect(
      main(canvasElement)
        .queryAllByRole('alert')
        .filter((alert) => alert.textContent),
    ).toHaveLength(0);
  },
};

/** Every call on its way: placeholders in the tiles, 'Loading...' in the chart's panel and in the tables. */
export const Loading: Story = {
  parameters: { msw: { handlers: statsLoadingHandlers } },
  play: async ({ canvasElement }) => {
    await allCallsMade();
    const tiles = await panel(canvasElement, texts.thisMonth);
    for (const [label] of monthTiles) await expect(tiles.getByRole('group', { name: label })).toHaveAttribute('aria-busy', 'true');
    const daily = await panel(canvasElement, texts.dailyHeading);
    await expect(daily.getByRole('status')).toHaveTextContent(MESSAGES.loading);
    for (const caption of [texts.recentContent, texts.searchTerms]) {
      const loading = await table(canvasElement, caption);
      await expect(loading).toHaveAttribute('aria-busy', 'true');
      await expect(within(loading).getByRole('status')).toHaveTextContent(MESSAGES.loading);
    }
  },
};

/**
 * Every call failed: each tile and panel says so with 'Try again'; the revenue import is still
 * there (it needs none of them).
 */
export const AllFailed: Story = {
  parameters: { msw: { handlers: statsFailingHandlers } },
  play: async ({ canvasElement }) => {
    const tiles = await panel(canvasElement, texts.thisMonth);
    for (const [label] of monthTiles) {
      const group = await tiles.findByRole('group', { name: label, hidden: true }, TIMEOUT);
      await expect(await within(group).findByRole('button', { name: SITE_TEXTS.tryAgain }, TIMEOUT)).toBeEnabled();
      await expect(group).toHaveTextContent(texts.figureFailed);
    }
    for (const [heading, message] of [
      [texts.dailyHeading, texts.dailyFailed],
      [texts.recentContent, texts.recent.failed],
      [texts.searchTerms, texts.searches.failed],
    ] as const) {
      const section = await panel(canvasElement, heading);
      await expect(await section.findByRole('alert', {}, TIMEOUT)).toHaveTextContent(message);
      await expect(section.getByRole('button', { name: SITE_TEXTS.tryAgain })).toBeEnabled();
    }
    await expect((await panel(canvasElement, texts.revenueImport)).getByLabelText(texts.import.file)).toBeEnabled();
  },
};

/**
 * The search-performance call failed, the others answered: only its two tiles say so. 'Try again'
 * asks that call again (and only that one), and its figures appear.
 */
export const OnePanelFailed: Story = {
  parameters: {
    // Not pictured: ends after 'Try again' on the dashboard that Default pictures; a failed panel is pictured by AllFailed.
    visual: false,
    msw: { handlers: { statsSearchPerformance: statsSearchPerformance.errorOnce } },
  },
  play: async ({ canvasElement }) => {
    const impressions = await tile(canvasElement, texts.searchImpressions);
    const retry = await within(impressions).findByRole('button', { name: SITE_TEXTS.tryAgain }, TIMEOUT);
    await expect(within(await tile(canvasElement, texts.searchClicks)).getByRole('button', { name: SITE_TEXTS.tryAgain })).toBeVisible();
    await expectFigures(canvasElement, [texts.searchImpressions, texts.searchClicks]);
    await allCallsMade();
    const before = statsMock.requests.length;

    await userEvent.click(retry);
    await expectFigure(canvasElement, texts.searchImpressions, searchPerformance.impressions);
    await expectFigure(canvasElement, texts.searchClicks, searchPerformance.clicks);
    await expect(requestsTo(apiPaths.statsSearchPerformance)).toHaveLength(2);
    await expect(statsMock.requests.slice(before)).toEqual([apiPaths.statsSearchPerformance]);
  },
};

/** 'Last 10 minutes': that window is asked for (minutes=10) and its hymns replace the last 30 minutes'. */
export const WindowChange: Story = {
  play: async ({ canvasElement }) => {
    const recent = await table(canvasElement, texts.recentContent);
    await waitFor(() => expect(rowTitles(recent)).toEqual(expectedTitles(recentContentByWindow[30])), TIMEOUT);
    const select = (await panel(canvasElement, texts.recentContent)).getByRole('combobox', { name: texts.recent.window });
    await expect(Array.from((select as HTMLSelectElement).options, (option) => option.text)).toEqual(
      [10, 30, 60].map(texts.recent.windowOption),
    );

    await userEvent.selectOptions(select, texts.recent.windowOption(10));
    await waitFor(() => expect(statsMock.requests).toContain(apiPaths.statsRecentContentFor(10)), TIMEOUT);
    await waitFor(() => expect(rowTitles(recent)).toEqual(expectedTitles(recentContentByWindow[10])), TIMEOUT);
    await expect(select).toHaveValue('10');
    await expect(recent).toHaveAttribute('aria-busy', 'false');
  },
};

/** While another window loads, the rows shown stay, dimmed and marked busy, and 'Updating…' says why. */
export const WindowUpdating: Story = {
  parameters: { msw: { handlers: { statsRecentContent: statsRecentContent.stallsAfterFirst } } },
  play: async ({ canvasElement }) => {
    const recent = await table(canvasElement, texts.recentContent);
    await waitFor(() => expect(rowTitles(recent)).toEqual(expectedTitles(recentContentByWindow[30])), TIMEOUT);
    const section = await panel(canvasElement, texts.recentContent);
    await userEvent.selectOptions(section.getByRole('combobox', { name: texts.recent.window }), texts.recent.windowOption(60));
    await waitFor(() => expect(statsMock.requests).toContain(apiPaths.statsRecentContentFor(60)), TIMEOUT);
    await waitFor(() => expect(recent).toHaveAttribute('aria-busy', 'true'));
    await expect(section.getByText(texts.recent.updating)).toHaveAttribute('role', 'status');
    await expect(rowTitles(recent)).toEqual(expectedTitles(recentContentByWindow[30]));
  },
};

/**
 * The ad network's report imported: sent as it is (text/csv), the server's message shown, and the
 * revenue tile asked again shows the month's new figure. The file box is emptied for the next one.
 */
export const ImportSuccess: Story = {
  play: async ({ canvasElement }) => {
    await expectFigure(canvasElement, texts.adRevenue, adsRevenue.revenue, 'money');
    const form = await importReport(canvasElement);
    await waitFor(() => expect(statsMock.imports).toEqual([{ contentType: 'text/csv', body: adRevenueReportCsv }]), TIMEOUT);
    await expect(await form.findByText(adRevenueImportResult.message, {}, TIMEOUT)).toBeVisible();
    await expectFigure(canvasElement, texts.adRevenue, adsRevenueAfterImport.revenue, 'money');
    await expect(requestsTo(apiPaths.statsAdsRevenue)).toHaveLength(2);
    await expect((form.getByLabelText(texts.import.file) as HTMLInputElement).files).toHaveLength(0);
    await expect(form.getByRole('button', { name: texts.import.submit })).toHaveAttribute('aria-disabled', 'false');
  },
};

/** The import under way: the button says so, and pressing it again sends nothing more. */
export const Importing: Story = {
  parameters: { msw: { handlers: { statsAdsRevenueImport: statsAdsRevenueImport.loading } } },
  play: async ({ canvasElement }) => {
    const form = await importReport(canvasElement);
    await waitFor(() => expect(statsMock.imports).toHaveLength(1), TIMEOUT);
    const button = form.getByRole('button', { name: texts.import.importing });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await settle();
    await expect(statsMock.imports).toHaveLength(1);
  },
};

/** The server could not read the report (400): its reason, said at once; the revenue stays as it was. */
export const ImportRejected: Story = {
  parameters: { msw: { handlers: { statsAdsRevenueImport: statsAdsRevenueImport.rejected } } },
  play: async ({ canvasElement }) => {
    await expectFigure(canvasElement, texts.adRevenue, adsRevenue.revenue, 'money');
    const form = await importReport(canvasElement);
    await waitFor(() => expect(statsMock.imports).toHaveLength(1), TIMEOUT);
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(AD_REVENUE_REJECTED_MESSAGE), TIMEOUT);
    await expect(form.getByRole('alert')).toHaveFocus();
    await expect(requestsTo(apiPaths.statsAdsRevenue)).toHaveLength(1);
    await expect(form.getByRole('button', { name: texts.import.submit })).toHaveAttribute('aria-disabled', 'false');
  },
};

/** A report larger than the server takes (413): the server's reason. */
export const ImportTooLarge: Story = {
  parameters: { msw: { handlers: { statsAdsRevenueImport: statsAdsRevenueImport.tooLarge } } },
  play: async ({ canvasElement }) => {
    const form = await importReport(canvasElement);
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(AD_REVENUE_TOO_LARGE_MESSAGE), TIMEOUT);
  },
};

/** The server failed (500): the form's own sentence, not the server's. */
export const ImportFailed: Story = {
  parameters: { msw: { handlers: { statsAdsRevenueImport: statsAdsRevenueImport.error } } },
  play: async ({ canvasElement }) => {
    const form = await importReport(canvasElement);
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(texts.import.failed), TIMEOUT);
  },
};

/** Import without a file: asks for one, and sends nothing. */
export const ImportWithoutFile: Story = {
  play: async ({ canvasElement }) => {
    await expectDashboardDrawn(canvasElement);
    const form = await panel(canvasElement, texts.revenueImport);
    await expect(form.getByLabelText(texts.import.file)).toHaveAttribute('accept', '.csv,text/csv');
    await expect(form.getByLabelText(texts.import.file)).toHaveAccessibleDescription(texts.import.hint);
    await userEvent.click(form.getByRole('button', { name: texts.import.submit }));
    await expect(form.getByRole('alert')).toHaveTextContent(texts.import.chooseFile);
    await settle();
    await expect(statsMock.imports).toHaveLength(0);
  },
};

/** The session ended meanwhile: a dashboard call answers 401 and the editor is sent to sign in, to come back here. */
export const SessionEnded: Story = {
  parameters: {
    // Not pictured: ends on the sign-in form, which Screens/Admin/Login Empty pictures.
    visual: false,
    msw: { handlers: { authMe: authMe.session, statsSummaryMonth: statsSummaryMonth.endsSession } },
  },
  beforeEach: () => mockSession.reset(true),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(loginPath(adminPaths.stats)), TIMEOUT);
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: ADMIN_TEXTS.admin.login.heading })).toBeVisible();
  },
};

/**
 * A 320 px phone: one tile a row, nothing wider than the screen; the recent-content table scrolls
 * inside its panel if it must. (Layout: story tests only, not jsdom.)
 */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: { modes: { mobile: allModes.mobile } } },
  play: async ({ canvasElement }) => {
    await expectFigures(canvasElement);
    const recent = await table(canvasElement, texts.recentContent);
    await waitFor(() => expect(bodyRows(recent)).toHaveLength(recentContentByWindow[30].length), TIMEOUT);

    const [first, second] = await Promise.all([tile(canvasElement, texts.contentViews), tile(canvasElement, texts.audioPlays)]);
    await expect(second.getBoundingClientRect().top).toBeGreaterThanOrEqual(first.getBoundingClientRect().bottom);
    await expect(second.getBoundingClientRect().left).toBe(first.getBoundingClientRect().left);

    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const section = recent.closest('section')!;
    await expect(recent.closest('[role="group"]')!.getBoundingClientRect().right).toBeLessThanOrEqual(
      section.getBoundingClientRect().right,
    );
  },
};

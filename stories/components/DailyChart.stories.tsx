import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { allModes } from '../../.storybook/modes';
import { DailyChart } from '../../src/components/DailyChart';
import { DAILY_SUMMARY_DAYS } from '../../src/model/constants';
import { ADMIN_TEXTS } from '../../src/model/adminMessages';
import type { DailySummaryRow } from '../../src/model/stats';

const texts = ADMIN_TEXTS.stats;
const chartTexts = texts.dailyChart;

/** The newest day of every story's rows (the call's "today"). */
const TODAY = '2026-11-22';

/**
 * `days` daily rows ending today, newest first as the call answers; `figures(daysAgo)` gives a day's
 * content views, audio plays and sub-category views.
 */
function dailyRows(days: number, figures: (daysAgo: number) => [number, number, number]): DailySummaryRow[] {
  const today = Date.parse(`${TODAY}T00:00:00Z`);
  return Array.from({ length: days }, (_, daysAgo) => {
    const [count_content, audio_count, sub_category_count] = figures(daysAgo);
    const date = new Date(today - daysAgo * 86_400_000).toISOString().slice(0, 10);
    return { date, count_content, audio_count, sub_category_count };
  });
}

/** A steady site: more readers at the weekend (22 Nov 2026 is a Sunday), some noise from day to day. */
const thirtyDays = dailyRows(DAILY_SUMMARY_DAYS, (daysAgo) => {
  const weekend = daysAgo % 7 === 0 || daysAgo % 7 === 1 ? 70 : 0;
  const noise = ((daysAgo * 37) % 23) - 11;
  const views = 150 + weekend + noise * 3 + (DAILY_SUMMARY_DAYS - daysAgo);
  return [views, Math.round(views * 0.32) + (noise % 5), Math.round(views * 0.45) - noise];
});

/** A quiet month: nothing on most days, a few spikes (one with audio plays only). */
const SPIKES: Record<number, [number, number, number]> = {
  2: [42, 9, 14],
  9: [7, 0, 3],
  10: [18, 4, 0],
  17: [0, 6, 0],
  26: [3, 1, 1],
};
const sparse = dailyRows(DAILY_SUMMARY_DAYS, (daysAgo) => SPIKES[daysAgo] ?? [0, 0, 0]);

/** A very busy site: over a million content views a day. */
const largeNumbers = dailyRows(DAILY_SUMMARY_DAYS, (daysAgo) => {
  const views = 1_234_567 + ((daysAgo * 7919) % 13) * 61_803;
  return [views, Math.round(views * 0.38), Math.round(views * 0.61)];
});

const noTraffic = dailyRows(DAILY_SUMMARY_DAYS, () => [0, 0, 0]);

const PHONE = { viewport: { value: 'mobile1', isRotated: false } } as const;

const meta = {
  title: 'Components/DailyChart',
  component: DailyChart,
  args: { rows: thirtyDays, title: texts.daily },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DailyChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (value: number) => value.toLocaleString('en-US');
const sum = (rows: readonly DailySummaryRow[], key: keyof Omit<DailySummaryRow, 'date'>) =>
  rows.reduce((total, row) => total + row[key], 0);

/** The chart image, once drawn at its container's width (measured after the first paint in a browser). */
async function drawnChart(canvasElement: HTMLElement): Promise<SVGSVGElement> {
  const chart = within(canvasElement).getByRole('img') as unknown as SVGSVGElement;
  if (typeof ResizeObserver !== 'undefined') {
    await waitFor(() => {
      const viewBoxWidth = Number(chart.getAttribute('viewBox')!.split(' ')[2]);
      expect(Math.abs(viewBoxWidth - chart.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    });
  }
  return chart;
}

/** The y axis' tick labels, bottom to top. */
const tickLabels = (chart: SVGSVGElement) => Array.from(chart.querySelectorAll('[data-axis="y"] text'));
/** The x axis' day labels, left to right. */
const dayLabels = (chart: SVGSVGElement) => Array.from(chart.querySelectorAll('[data-axis="x"] text'));

/** A compact tick label ('1.5M', '500K', '200') as a number. */
function tickValue(label: string): number {
  const scale: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9 };
  const match = /^([\d.]+)([KMB]?)$/.exec(label)!;
  return Number(match[1]) * (scale[match[2]!] ?? 1);
}

/** Neighbouring labels do not touch (a browser's layout; in jsdom every box is empty). */
async function expectApart(labels: Element[]) {
  for (let index = 1; index < labels.length; index++) {
    await expect(labels[index - 1]!.getBoundingClientRect().right).toBeLessThan(labels[index]!.getBoundingClientRect().left + 0.01);
  }
}

/** Opens 'Show the figures' and gives the table's body rows. */
async function openFigures(canvasElement: HTMLElement): Promise<HTMLElement[]> {
  const canvas = within(canvasElement);
  const table = canvas.getByRole('table', { name: texts.daily });
  await expect(table).not.toBeVisible();
  await userEvent.click(canvas.getByText(chartTexts.showFigures));
  await expect(table).toBeVisible();
  const [header, ...rows] = within(table).getAllByRole('row');
  await expect(
    within(header!)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual([chartTexts.date, texts.contentViews, texts.audioPlays, texts.subCategoryViews]);
  return rows;
}

/** A row of the figures table as the reader sees it: [date, content views, audio plays, sub-category views]. */
const rowTexts = (row: HTMLElement) => Array.from(row.children).map((cell) => cell.textContent);

/**
 * A month of traffic: three lines, oldest day on the left. The chart is named by its period and
 * totals; the figures table lists every day, newest first.
 */
export const ThirtyDays: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chart = await drawnChart(canvasElement);
    const name = chart.getAttribute('aria-label')!;
    await expect(name).toContain(`${texts.daily} (24 Oct 2026 to 22 Nov 2026)`);
    await expect(name).toContain(`${texts.contentViews} ${figure(sum(args.rows, 'count_content'))}`);
    await expect(name).toContain(`${texts.audioPlays} ${figure(sum(args.rows, 'audio_count'))}`);
    await expect(name).toContain(`${texts.subCategoryViews} ${figure(sum(args.rows, 'sub_category_count'))}`);
    // The legend names the three lines.
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      texts.contentViews,
      texts.audioPlays,
      texts.subCategoryViews,
    ]);

    // y: from 0 to a round figure at or above the busiest day.
    const ticks = tickLabels(chart).map((label) => tickValue(label.textContent!));
    await expect(ticks[0]).toBe(0);
    const busiest = Math.max(...args.rows.flatMap((row) => [row.count_content, row.audio_count, row.sub_category_count]));
    await expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(busiest);
    // x: a readable subset of days, the latest one labelled last, no two labels touching.
    const days = dayLabels(chart);
    await expect(days.length).toBeGreaterThanOrEqual(3);
    await expect(days.length).toBeLessThan(args.rows.length);
    await expect(days[days.length - 1]).toHaveTextContent('22 Nov');
    await expectApart(days);

    const rows = await openFigures(canvasElement);
    await expect(rows).toHaveLength(DAILY_SUMMARY_DAYS);
    const [newest] = args.rows;
    await expect(rowTexts(rows[0]!)).toEqual([
      '22 Nov 2026',
      figure(newest!.count_content),
      figure(newest!.audio_count),
      figure(newest!.sub_category_count),
    ]);
    await expect(rowTexts(rows[rows.length - 1]!)[0]).toBe('24 Oct 2026');
  },
};

/**
 * A day's figures under the chart: focusing the chart shows the latest day, the arrow keys move
 * through the days, pointing at a day shows that day.
 */
export const DayFigures: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chart = await drawnChart(canvasElement);
    await expect(canvas.getByText(chartTexts.hint)).toBeVisible();
    const [today, yesterday] = args.rows;
    const dayText = (row: DailySummaryRow, date: string) =>
      `${date}: ${texts.contentViews} ${figure(row.count_content)}, ${texts.audioPlays} ${figure(row.audio_count)}, ${texts.subCategoryViews} ${figure(row.sub_category_count)}`;

    await userEvent.tab();
    await expect(chart).toHaveFocus();
    await expect(canvas.getByText(dayText(today!, '22 Nov 2026'))).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByText(dayText(yesterday!, '21 Nov 2026'))).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByText(dayText(args.rows[args.rows.length - 1]!, '24 Oct 2026'))).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByText(chartTexts.hint)).toBeVisible();

    // Pointing: the leftmost day at the plot's left edge (only where there is layout to point at).
    const box = chart.getBoundingClientRect();
    if (box.width > 0) {
      const firstMarker = chart.querySelector('[data-series="count_content"] circle')!.getBoundingClientRect();
      await userEvent.pointer({ target: chart, coords: { clientX: firstMarker.left + 1, clientY: box.top + box.height / 2 } });
      await expect(canvas.getByText(dayText(args.rows[args.rows.length - 1]!, '24 Oct 2026'))).toBeVisible();
      await userEvent.unhover(chart);
      await expect(canvas.getByText(chartTexts.hint)).toBeVisible();
    }
  },
};

/** Most days empty, a few spikes: still a chart, scaled to the biggest spike; the quiet days read 0. */
export const Sparse: Story = {
  args: { rows: sparse },
  play: async ({ canvasElement, args }) => {
    const chart = await drawnChart(canvasElement);
    await expect(chart.getAttribute('aria-label')).toContain(`${texts.contentViews} ${figure(sum(args.rows, 'count_content'))}`);
    const ticks = tickLabels(chart).map((label) => tickValue(label.textContent!));
    await expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(42);
    // Round steps, not fractions of a view.
    for (const tick of ticks) await expect(Number.isInteger(tick)).toBe(true);
    const rows = await openFigures(canvasElement);
    await expect(rows).toHaveLength(DAILY_SUMMARY_DAYS);
    await expect(rowTexts(rows[2]!)).toEqual(['20 Nov 2026', '42', '9', '14']);
    await expect(rowTexts(rows[0]!)).toEqual(['22 Nov 2026', '0', '0', '0']);
  },
};

/** No rows at all: said plainly, no chart and no table. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(chartTexts.noTraffic(DAILY_SUMMARY_DAYS));
    await expect(canvas.getByRole('figure', { name: texts.daily })).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByText(chartTexts.showFigures)).not.toBeInTheDocument();
  },
};

/** Thirty days of zeros: the same plain sentence instead of three flat lines. */
export const NoTraffic: Story = {
  // Not pictured: the same picture as Empty, by design.
  parameters: { visual: false },
  args: { rows: noTraffic },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(chartTexts.noTraffic(DAILY_SUMMARY_DAYS));
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Over a million a day: short tick labels (1.5M) that fit, exact figures in the table and the name. */
export const LargeNumbers: Story = {
  args: { rows: largeNumbers },
  play: async ({ canvasElement, args }) => {
    const chart = await drawnChart(canvasElement);
    await expect(chart.getAttribute('aria-label')).toContain(`${texts.contentViews} ${figure(sum(args.rows, 'count_content'))}`);
    const labels = tickLabels(chart);
    for (const label of labels) await expect(label.textContent).toMatch(/^(0|[\d.]+[KM])$/);
    const ticks = labels.map((label) => tickValue(label.textContent!));
    await expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(Math.max(...args.rows.map((row) => row.count_content)));
    // Inside the chart on the left, not cut off.
    const left = chart.getBoundingClientRect().left;
    for (const label of labels) await expect(label.getBoundingClientRect().left).toBeGreaterThanOrEqual(left);
    const rows = await openFigures(canvasElement);
    await expect(rowTexts(rows[0]!)[1]).toBe(figure(args.rows[0]!.count_content));
  },
};

/**
 * On a 320 px phone: drawn at the phone's width (not shrunk), so the axis text keeps its size; no
 * label touches the next; nothing wider than the screen, with the figures table open too.
 */
export const Phone: Story = {
  globals: PHONE,
  parameters: { chromatic: { modes: { mobile: allModes.mobile } } },
  play: async ({ canvasElement }) => {
    const chart = await drawnChart(canvasElement);
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(chart.getBoundingClientRect().right).toBeLessThanOrEqual(view.innerWidth);
    for (const label of [...tickLabels(chart), ...dayLabels(chart)]) {
      await expect(label.getBoundingClientRect().height).toBeGreaterThanOrEqual(12);
    }
    await expectApart(dayLabels(chart));
    await expect(dayLabels(chart).length).toBeGreaterThanOrEqual(3);
    await openFigures(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(view.innerWidth);
  },
};

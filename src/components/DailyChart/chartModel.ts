/** The chart's arithmetic and texts, apart from drawing: ordering, scale ticks, day labels, totals. */
import { ADMIN_TEXTS } from '../../model/adminMessages';
import type { DailySummaryRow } from '../../model/stats';

export type SeriesKey = 'count_content' | 'audio_count' | 'sub_category_count';
export type MarkerShape = 'circle' | 'square' | 'diamond';

export interface Series {
  key: SeriesKey;
  label: string;
  /** SVG stroke-dasharray: with the marker, tells the lines apart without colour. */
  dash: string | undefined;
  marker: MarkerShape;
}

/** The three lines, in legend and table order. */
export const SERIES: readonly Series[] = [
  { key: 'count_content', label: ADMIN_TEXTS.stats.contentViews, dash: undefined, marker: 'circle' },
  { key: 'audio_count', label: ADMIN_TEXTS.stats.audioPlays, dash: '8 4', marker: 'square' },
  { key: 'sub_category_count', label: ADMIN_TEXTS.stats.subCategoryViews, dash: '2 4', marker: 'diamond' },
];

/** Oldest day first (the call answers newest first); by date, whatever order the rows came in. */
export function oldestFirst(rows: readonly DailySummaryRow[]): DailySummaryRow[] {
  return [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Newest day first, as the figures table lists them. */
export function newestFirst(rows: readonly DailySummaryRow[]): DailySummaryRow[] {
  return oldestFirst(rows).reverse();
}

/** The largest figure of any series on any day. */
export function maxFigure(rows: readonly DailySummaryRow[]): number {
  let max = 0;
  for (const row of rows) for (const { key } of SERIES) max = Math.max(max, row[key]);
  return max;
}

/** Nothing to draw: no rows, or every figure 0. */
export function hasTraffic(rows: readonly DailySummaryRow[]): boolean {
  return maxFigure(rows) > 0;
}

/** Each series' sum over the rows. */
export function seriesTotals(rows: readonly DailySummaryRow[]): Record<SeriesKey, number> {
  const totals: Record<SeriesKey, number> = { count_content: 0, audio_count: 0, sub_category_count: 0 };
  for (const row of rows) for (const { key } of SERIES) totals[key] += row[key];
  return totals;
}

/**
 * The y axis: 0 up to a round maximum at or above `max`, in whole-number steps of 1, 2 or 5 times a
 * power of ten, at most `maxTicks` ticks (0 included). `niceTicks(1234)` is [0, 500, 1000, 1500].
 */
export function niceTicks(max: number, maxTicks = 5): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  const intervals = Math.max(1, maxTicks - 1);
  const rough = max / intervals;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  let step = magnitude * 10;
  for (const factor of [1, 2, 5]) {
    if (factor * magnitude >= rough) {
      step = factor * magnitude;
      break;
    }
  }
  // Counts are whole numbers: no tick at 0.5.
  step = Math.max(1, step);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= top; tick += step) ticks.push(tick);
  return ticks;
}

/**
 * Which days get an x label, given the room between two days: every `every`-th day counted back
 * from the newest, so the latest day is always labelled. Indexes are into the oldest-first rows.
 */
export function labelledDays(count: number, spacing: number, minGap: number): number[] {
  if (count <= 0) return [];
  const every = spacing > 0 ? Math.max(1, Math.ceil(minGap / spacing)) : count;
  const indexes: number[] = [];
  for (let index = count - 1; index >= 0; index -= every) indexes.unshift(index);
  return indexes;
}

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A `YYYY-MM-DD` day as the calendar date it names (UTC midnight, so no zone shifts it). */
function dayAsDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date!));
}

/** '2026-11-22' → '22 Nov' (the x axis). */
export function shortDay(day: string): string {
  return dayMonth.format(dayAsDate(day));
}

/** '2026-11-22' → '22 Nov 2026' (the table, the summary, the day's figures). */
export function longDay(day: string): string {
  return dayMonthYear.format(dayAsDate(day));
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A tick label: short for big numbers (1.5K, 2M), exact below a thousand. */
export function tickLabel(value: number): string {
  return compact.format(value);
}

/** An exact figure with digit grouping ('1,234'). */
export function exactFigure(value: number): string {
  return whole.format(value);
}

/** The chart's accessible name: its title, the period and each series' total. */
export function chartSummary(title: string, rows: readonly DailySummaryRow[]): string {
  const ordered = oldestFirst(rows);
  const texts = ADMIN_TEXTS.stats.dailyChart;
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  const period = first && last ? (first === last ? longDay(first.date) : texts.period(longDay(first.date), longDay(last.date))) : '';
  const totals = seriesTotals(rows);
  return texts.summary(
    title,
    period,
    SERIES.map(({ key, label }) => texts.figure(label, exactFigure(totals[key]))),
  );
}

/** One day's figures in a sentence ('22 Nov 2026: Content views 120, Audio plays 30, …'). */
export function dayFigures(row: DailySummaryRow): string {
  const texts = ADMIN_TEXTS.stats.dailyChart;
  return texts.day(
    longDay(row.date),
    SERIES.map(({ key, label }) => texts.figure(label, exactFigure(row[key]))),
  );
}

/** Axis text size in px: one viewBox unit is one CSS pixel, so this is the size on screen. */
export const CHART_FONT_SIZE = 14;
/** Below this width the chart is drawn shorter, with fewer y ticks. */
const NARROW_WIDTH = 480;
/** Room an x label ('22 Nov') needs, so that neighbouring labels never touch. */
const X_LABEL_GAP = 64;

/**
 * Where everything goes in a chart of `days` (oldest first) drawn `width` CSS pixels wide: its
 * height, the y ticks and their texts, the margins that hold them (the left one as wide as the
 * longest tick), each day's x and each figure's y, the days that get an x label, and the markers'
 * size (none where the days are too close to tell a marker from the line).
 */
export function chartLayout(days: readonly DailySummaryRow[], width: number) {
  const narrow = width < NARROW_WIDTH;
  const height = narrow ? 220 : 280;
  const ticks = niceTicks(maxFigure(days), narrow ? 4 : 5);
  const top = ticks[ticks.length - 1]!;
  const tickTexts = ticks.map(tickLabel);
  const longestTick = Math.max(...tickTexts.map((text) => text.length));
  const margin = {
    top: CHART_FONT_SIZE,
    right: 28,
    bottom: CHART_FONT_SIZE * 2 + 4,
    left: Math.ceil(longestTick * CHART_FONT_SIZE * 0.62) + 12,
  };
  const plotWidth = Math.max(1, width - margin.left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const spacing = days.length > 1 ? plotWidth / (days.length - 1) : 0;
  return {
    width,
    height,
    ticks,
    tickTexts,
    margin,
    plotWidth,
    plotHeight,
    spacing,
    xAt: (index: number) => (days.length > 1 ? margin.left + index * spacing : margin.left + plotWidth / 2),
    yAt: (value: number) => margin.top + plotHeight - (value / top) * plotHeight,
    labelled: labelledDays(days.length, spacing, X_LABEL_GAP),
    markerSize: spacing === 0 || spacing >= 12 ? 3.5 : spacing >= 6 ? 2.5 : 0,
  };
}

export type ChartLayout = ReturnType<typeof chartLayout>;

/** The day under a point `x` units from the chart's left edge. */
export function dayAt(layout: ChartLayout, dayCount: number, x: number): number {
  const index = dayCount > 1 ? Math.round((x - layout.margin.left) / layout.spacing) : 0;
  return Math.min(dayCount - 1, Math.max(0, index));
}

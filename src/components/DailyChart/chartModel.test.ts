import { describe, expect, it } from 'vitest';
import type { DailySummaryRow } from '../../model/stats';
import {
  chartLayout,
  dayAt,
  chartSummary,
  dayFigures,
  hasTraffic,
  labelledDays,
  longDay,
  maxFigure,
  newestFirst,
  niceTicks,
  oldestFirst,
  seriesTotals,
  shortDay,
  tickLabel,
} from './chartModel';

const row = (date: string, count_content: number, audio_count = 0, sub_category_count = 0): DailySummaryRow => ({
  date,
  count_content,
  audio_count,
  sub_category_count,
});

// As the call answers: newest first.
const rows = [row('2026-11-22', 5, 1, 2), row('2026-11-21', 0, 7, 0), row('2026-11-20', 3, 0, 1)];

describe('niceTicks', () => {
  it('runs from 0 to a round maximum at or above the largest figure', () => {
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(250)).toEqual([0, 100, 200, 300]);
    expect(niceTicks(100)).toEqual([0, 50, 100]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(1_987_654)).toEqual([0, 500_000, 1_000_000, 1_500_000, 2_000_000]);
  });

  it('steps in whole numbers for small figures', () => {
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0.4)).toEqual([0, 1]);
  });

  it('keeps to the number of ticks asked for', () => {
    for (const max of [1, 9, 42, 99, 101, 999, 12_345, 1e9]) {
      for (const maxTicks of [3, 4, 5, 6]) {
        const ticks = niceTicks(max, maxTicks);
        expect(ticks.length).toBeLessThanOrEqual(maxTicks);
        expect(ticks[0]).toBe(0);
        expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
      }
    }
  });

  it('gives a 0 to 1 axis when there is nothing to scale', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });
});

describe('ordering', () => {
  it('draws oldest first and lists newest first, whatever order the rows came in', () => {
    expect(oldestFirst(rows).map((r) => r.date)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(newestFirst([rows[1]!, rows[2]!, rows[0]!]).map((r) => r.date)).toEqual(['2026-11-22', '2026-11-21', '2026-11-20']);
    // Across a month and a year boundary.
    expect(oldestFirst([row('2027-01-01', 1), row('2026-12-31', 1), row('2026-11-30', 1)]).map((r) => r.date)).toEqual([
      '2026-11-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });

  it('does not reorder the rows it was given', () => {
    const given = [...rows];
    oldestFirst(given);
    expect(given).toEqual(rows);
  });
});

describe('labelledDays', () => {
  it('labels every day when there is room', () => {
    expect(labelledDays(5, 100, 64)).toEqual([0, 1, 2, 3, 4]);
  });

  it('labels every n-th day counted back from the newest when days are close', () => {
    // 30 days 9 px apart: a label every 8 days, ending on the newest.
    expect(labelledDays(30, 9, 64)).toEqual([5, 13, 21, 29]);
  });

  it('labels the one day of a single row', () => {
    expect(labelledDays(1, 0, 64)).toEqual([0]);
    expect(labelledDays(0, 0, 64)).toEqual([]);
  });
});

describe('figures', () => {
  it('finds the largest figure, the totals and whether there was any traffic', () => {
    expect(maxFigure(rows)).toBe(7);
    expect(seriesTotals(rows)).toEqual({ count_content: 8, audio_count: 8, sub_category_count: 3 });
    expect(hasTraffic(rows)).toBe(true);
    expect(hasTraffic([])).toBe(false);
    expect(hasTraffic([row('2026-11-22', 0), row('2026-11-21', 0)])).toBe(false);
    expect(hasTraffic([row('2026-11-22', 0, 0, 1)])).toBe(true);
  });

  it('writes days and ticks as a reader expects', () => {
    expect(shortDay('2026-11-02')).toBe('2 Nov');
    expect(longDay('2026-01-31')).toBe('31 Jan 2026');
    expect(tickLabel(0)).toBe('0');
    expect(tickLabel(500)).toBe('500');
    expect(tickLabel(1500)).toBe('1.5K');
    expect(tickLabel(2_000_000)).toBe('2M');
  });

  it('sums up the chart in a sentence: title, period and totals', () => {
    expect(chartSummary('Last 30 days', rows)).toBe(
      'Last 30 days (20 Nov 2026 to 22 Nov 2026). Totals: Content views 8; Audio plays 8; Sub-category views 3.',
    );
    expect(chartSummary('Today', [row('2026-11-22', 1234, 5, 6)])).toBe(
      'Today (22 Nov 2026). Totals: Content views 1,234; Audio plays 5; Sub-category views 6.',
    );
  });

  it("says one day's figures", () => {
    expect(dayFigures(row('2026-11-22', 1234, 56, 7))).toBe('22 Nov 2026: Content views 1,234, Audio plays 56, Sub-category views 7');
  });
});

describe('chartLayout', () => {
  const days = Array.from({ length: 30 }, (_, index) => row(`2026-11-${String(index + 1).padStart(2, '0')}`, index * 100, index, 0));

  it('draws the oldest day at the left edge of the plot and the newest at its right, the top tick at its top', () => {
    const layout = chartLayout(days, 640);
    expect(layout.xAt(0)).toBe(layout.margin.left);
    expect(layout.xAt(29)).toBeCloseTo(layout.margin.left + layout.plotWidth, 6);
    expect(layout.yAt(0)).toBe(layout.margin.top + layout.plotHeight);
    expect(layout.yAt(layout.ticks[layout.ticks.length - 1]!)).toBe(layout.margin.top);
    expect(layout.margin.left + layout.plotWidth + layout.margin.right).toBe(640);
  });

  it('is shorter on a phone, with fewer ticks, and labels fewer days the narrower it is', () => {
    const wide = chartLayout(days, 900);
    const phone = chartLayout(days, 320);
    expect(phone.height).toBeLessThan(wide.height);
    expect(phone.ticks.length).toBeLessThanOrEqual(wide.ticks.length);
    expect(phone.labelled.length).toBeLessThan(wide.labelled.length);
    expect(phone.markerSize).toBeLessThan(wide.markerSize);
  });

  it('makes the left margin room for the longest tick text', () => {
    const small = chartLayout([row('2026-11-01', 9)], 640);
    const large = chartLayout([row('2026-11-01', 1_500)], 640);
    expect(large.margin.left).toBeGreaterThan(small.margin.left);
  });

  it('puts a single day in the middle', () => {
    const layout = chartLayout([row('2026-11-01', 4)], 640);
    expect(layout.xAt(0)).toBe(layout.margin.left + layout.plotWidth / 2);
  });
});

describe('dayAt', () => {
  const days = [row('2026-11-20', 1), row('2026-11-21', 2), row('2026-11-22', 3)];
  const layout = chartLayout(days, 640);

  it('finds the nearest day, and the first or last outside the plot', () => {
    expect(dayAt(layout, 3, layout.xAt(1) + layout.spacing * 0.4)).toBe(1);
    expect(dayAt(layout, 3, layout.xAt(1) + layout.spacing * 0.6)).toBe(2);
    expect(dayAt(layout, 3, 0)).toBe(0);
    expect(dayAt(layout, 3, 10_000)).toBe(2);
  });
});

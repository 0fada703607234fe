import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../stories/components/DailyChart.stories';

// Phone measures layout on a 320 px screen: it runs in the story tests (Chromium) only. Here, without
// layout, the chart keeps its default width and the geometry checks of the others have nothing to measure.
const { ThirtyDays, DayFigures, Sparse, Empty, NoTraffic, LargeNumbers } = composeStories(stories);

describe('DailyChart', () => {
  it('names the chart by its period and totals, labels round ticks and some days, and lists every day newest first', async () => {
    await ThirtyDays.run();
  });

  it("shows a day's figures on keyboard focus and moves through the days with the arrow keys", async () => {
    await DayFigures.run();
  });

  it('draws a month of mostly empty days scaled to its spikes, in whole-number steps', async () => {
    await Sparse.run();
  });

  it('says there was no traffic instead of drawing when there are no rows', async () => {
    await Empty.run();
  });

  it('says there was no traffic instead of drawing flat lines when every figure is 0', async () => {
    await NoTraffic.run();
  });

  it('keeps tick labels short for very large figures and exact in the name and the table', async () => {
    await LargeNumbers.run();
  });
});

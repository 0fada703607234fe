import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/components/StatTile.stories';
import { formatStatValue, statValueChunks } from './format';

// LargeNumber and TwoColumnsOnPhone measure layout on a phone: they run in the story tests (Chromium).
const { Value, Zero, Loading, Error: ErrorStory, ErrorWithoutRetry, Money, DashboardGrid } = composeStories(stories);

describe('StatTile', () => {
  it('shows the label, the figure with digit grouping and the hint, as a group named by the label', async () => {
    await Value.run();
  });

  it('shows a plain 0 when nothing was counted', async () => {
    await Zero.run();
  });

  it("shows a placeholder read as 'Loading...' and no number while loading", async () => {
    await Loading.run();
  });

  it("says the figure could not be loaded, and 'Try again' asks again", async () => {
    await ErrorStory.run();
  });

  it("has no 'Try again' when there is nothing to retry with", async () => {
    await ErrorWithoutRetry.run();
  });

  it('shows money as US dollars with cents', async () => {
    await Money.run();
  });

  it('sits in a grid with the other tiles, each in its own state', async () => {
    await DashboardGrid.run();
  });
});

describe('formatStatValue', () => {
  it('groups the digits of a count in English and drops fractions', () => {
    expect(formatStatValue(0)).toBe('0');
    expect(formatStatValue(1234567)).toBe('1,234,567');
    expect(formatStatValue(1234567890, 'count')).toBe('1,234,567,890');
    expect(formatStatValue(12.6)).toBe('13');
  });

  it('shows money as USD with exactly 2 decimals', () => {
    expect(formatStatValue(1234.5, 'money')).toBe('$1,234.50');
    expect(formatStatValue(0, 'money')).toBe('$0.00');
    expect(formatStatValue(0.1 + 0.2, 'money')).toBe('$0.30');
    expect(formatStatValue(1234567.891, 'money')).toBe('$1,234,567.89');
  });
});

describe('statValueChunks', () => {
  it('splits a figure after each digit-group separator, so it wraps between groups', () => {
    expect(statValueChunks(1234567890)).toEqual(['1,', '234,', '567,', '890']);
    expect(statValueChunks(1234567.89, 'money')).toEqual(['$1,', '234,', '567.89']);
    expect(statValueChunks(999)).toEqual(['999']);
  });
});

import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { allModes } from '../../.storybook/modes';
import { StatTile } from '../../src/components/StatTile';
import { MESSAGES, SITE_TEXTS } from '../../src/model/messages';
import { ADMIN_TEXTS } from '../../src/model/adminMessages';
import { expectTextColor } from '../colors';

const texts = ADMIN_TEXTS.stats;

/** A tile of about the width it gets on the dashboard. */
const TileWidth = styled.div`
  max-width: 18rem;
`;

/** One tile at about its width on the dashboard; the grid stories (`parameters.grid`) lay out their own. */
const atTileWidth: Decorator = (Story, { parameters }) =>
  parameters.grid ? (
    <Story />
  ) : (
    <TileWidth>
      <Story />
    </TileWidth>
  );

const PHONE = { viewport: { value: 'mobile1', isRotated: false } } as const;

const meta = {
  title: 'Components/StatTile',
  component: StatTile,
  args: { label: texts.contentViews, value: 1234, hint: texts.thisMonth },
  parameters: { layout: 'padded' },
  decorators: [atTileWidth],
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The document is no wider than the screen: nothing pokes out sideways. */
async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const view = canvasElement.ownerDocument.defaultView!;
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(view.innerWidth);
}

/** A figure: the label names the tile's group, the figure with digit grouping, the hint under it. */
export const Value: Story = {
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement).getByRole('group', { name: args.label });
    await expect(within(tile).getByRole('term')).toHaveTextContent(args.label);
    const [figure, hint] = within(tile).getAllByRole('definition');
    await expect(figure).toHaveTextContent('1,234');
    await expect(hint).toHaveTextContent(texts.thisMonth);
    await expect(tile).toHaveAttribute('aria-busy', 'false');
    await expect(within(tile).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Nothing counted yet: a plain 0, not a blank or a dash. */
export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement).getByRole('group', { name: args.label });
    await expect(within(tile).getAllByRole('definition')[0]).toHaveTextContent(/^0$/);
  },
};

/** On its way: a placeholder read out as 'Loading...' (aria-busy), and no made-up number. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement).getByRole('group', { name: args.label });
    await expect(tile).toHaveAttribute('aria-busy', 'true');
    const [figure] = within(tile).getAllByRole('definition');
    await expect(figure).toHaveTextContent(MESSAGES.loading);
    // The value given alongside is not shown while loading.
    await expect(tile).not.toHaveTextContent(/\d/);
    await expect(within(tile).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The call failed: a short sentence in the error colour and 'Try again', which asks again. */
export const Error: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement).getByRole('group', { name: args.label });
    const sentence = within(tile).getByText(texts.figureFailed);
    await expect(sentence).toBeVisible();
    await expectTextColor(sentence, 'error');
    await expect(tile).not.toHaveTextContent(/\d/);
    const button = within(tile).getByRole('button', { name: SITE_TEXTS.tryAgain });
    // Several tiles can fail together: each button says which figure it is for.
    await expect(button).toHaveAccessibleDescription(args.label);
    await userEvent.click(button);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Failed, with nothing to retry with: the sentence alone. */
export const ErrorWithoutRetry: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement).getByRole('group', { name: args.label });
    await expect(within(tile).getByText(texts.figureFailed)).toBeVisible();
    await expect(within(tile).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Ad revenue: US dollars with cents, whatever the browser's language. */
export const Money: Story = {
  args: { label: texts.adRevenue, value: 1234.5, format: 'money' },
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement).getByRole('group', { name: args.label });
    await expect(within(tile).getAllByRole('definition')[0]).toHaveTextContent(/^\$1,234\.50$/);
  },
};

/** A ten-digit figure on a 320 px phone: it fits the tile (wrapping between digit groups if need be). */
export const LargeNumber: Story = {
  args: { value: 1234567890 },
  globals: PHONE,
  parameters: { chromatic: { modes: { mobile: allModes.mobile } } },
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement).getByRole('group', { name: args.label });
    const [figure] = within(tile).getAllByRole('definition');
    await expect(figure).toHaveTextContent('1,234,567,890');
    await expect(figure!.scrollWidth).toBeLessThanOrEqual(figure!.clientWidth);
    await expect(tile.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView!.innerWidth);
    await expectNoSidewaysScroll(canvasElement);
  },
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

/** The same tiles two to a row on a phone: long figures wrap between digit groups, inside their tile. */
const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The dashboard's tiles side by side (the month, revenue, search and visitors), one still loading, one failed. */
const dashboardTiles = (onRetry: () => void) => (
  <>
    <StatTile label={texts.contentViews} value={48213} hint={texts.thisMonth} />
    <StatTile label={texts.audioPlays} value={9870} hint={texts.thisMonth} />
    <StatTile label={texts.subCategoryViews} value={15402} hint={texts.thisMonth} />
    <StatTile label={texts.adRevenue} value={1234567.89} format="money" hint={texts.thisMonth} />
    <StatTile label={texts.searchImpressions} value={1234567890} hint={texts.thisMonth} />
    <StatTile label={texts.searchClicks} value={0} hint={texts.thisMonth} />
    <StatTile label={texts.users} status="loading" hint={texts.thisMonth} />
    <StatTile label={texts.sessions} status="error" onRetry={onRetry} hint={texts.thisMonth} />
  </>
);

/** As on the dashboard: a grid of tiles of one height per row. */
export const DashboardGrid: Story = {
  args: { onRetry: fn() },
  parameters: { grid: true },
  render: (args) => <Grid>{dashboardTiles(args.onRetry!)}</Grid>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(8);
    await expect(canvas.getByRole('group', { name: texts.adRevenue })).toHaveTextContent('$1,234,567.89');
    await expect(canvas.getByRole('group', { name: texts.users })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('button', { name: SITE_TEXTS.tryAgain })).toHaveLength(1);
  },
};

/** Two tiles to a row on a 320 px phone: every figure stays inside its tile, the long ones wrap. */
export const TwoColumnsOnPhone: Story = {
  args: { onRetry: fn() },
  globals: PHONE,
  parameters: { grid: true, chromatic: { modes: { mobile: allModes.mobile } } },
  render: (args) => <TwoColumns>{dashboardTiles(args.onRetry!)}</TwoColumns>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tile of canvas.getAllByRole('group')) {
      await expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth);
      for (const part of Array.from(tile.querySelectorAll('dd'))) {
        await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(tile.getBoundingClientRect().right);
      }
    }
    // The ten-digit figure wrapped (between digit groups) onto more than one line.
    const impressions = canvas.getByRole('group', { name: texts.searchImpressions });
    const [figure] = within(impressions).getAllByRole('definition');
    await expect(figure).toHaveTextContent('1,234,567,890');
    const lineHeight = Number.parseFloat(getComputedStyle(figure!).lineHeight);
    await expect(figure!.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5);
    await expectNoSidewaysScroll(canvasElement);
  },
};

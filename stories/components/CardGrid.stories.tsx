import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { allModes } from '../../.storybook/modes';
import { subCategories } from '../../mocks/fixtures/subcategories';
import { Card } from '../../src/components/Card';
import { CardGrid } from '../../src/components/CardGrid';
import { SITE_TEXTS } from '../../src/model/messages';
import { paths } from '../../src/model/paths';
import { breakpoints } from '../../src/theme/tokens';

/** The fixture sub-categories as the home page shows them: one card each, the first image eager. */
const cards = subCategories.map((subCategory, index) => (
  <Card key={subCategory.subCategoryId} subCategory={subCategory} imageLoading={index === 0 ? 'eager' : 'lazy'} />
));

const meta = {
  title: 'Components/CardGrid',
  component: CardGrid,
  args: { 'aria-label': SITE_TEXTS.homeHeading, children: cards },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The screens the grid is laid out for (the spec's constants, breakpoints in src/theme/tokens.ts): the
 * Storybook viewport each story is shown at, and the range of widths it must fall in.
 */
const SCREENS = {
  phone: { viewport: 'mobile1', minWidth: 0, maxWidth: breakpoints.md - 1, columns: 1 },
  tablet: { viewport: 'tablet', minWidth: breakpoints.md, maxWidth: breakpoints.xl - 1, columns: 2 },
  wide: { viewport: 'desktop', minWidth: breakpoints.xl, maxWidth: Number.POSITIVE_INFINITY, columns: 3 },
} as const satisfies Record<string, { viewport: keyof typeof MINIMAL_VIEWPORTS; minWidth: number; maxWidth: number; columns: number }>;
type Screen = (typeof SCREENS)[keyof typeof SCREENS];

/** Tablets have no mode of their own in .storybook/modes.ts: Chromatic takes the viewport's width. */
const TABLET_MODE = { tablet: { viewport: Number.parseInt(MINIMAL_VIEWPORTS.tablet.styles.width, 10) } };

/** The test runner sizes the page from `globals.viewport` (.storybook/test-runner.ts); Chromatic from the mode. */
const shownOn = (screen: Screen) => ({ viewport: { value: screen.viewport, isRotated: false } });

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: SITE_TEXTS.homeHeading });
const left = (element: Element) => Math.round(element.getBoundingClientRect().left);
const top = (element: Element) => Math.round(element.getBoundingClientRect().top);

/**
 * The page is as wide as the story's screen (so the test runner did size it), and the grid lays
 * the cards out in that screen's number of columns: the first row holds that many cards, and every
 * card lines up with one of the first row's columns.
 */
async function expectColumns(canvasElement: HTMLElement, screen: Screen) {
  const view = canvasElement.ownerDocument.defaultView!;
  await expect(view.innerWidth).toBeGreaterThanOrEqual(screen.minWidth);
  await expect(view.innerWidth).toBeLessThanOrEqual(screen.maxWidth);

  const items = within(grid(canvasElement)).getAllByRole('listitem');
  const columns = () => ({
    firstRow: new Set(items.filter((item) => top(item) === top(items[0]!)).map(left)).size,
    all: new Set(items.map(left)).size,
  });
  await waitFor(() => expect(columns()).toEqual({ firstRow: screen.columns, all: screen.columns }));
  // Nothing runs off the side of the screen.
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(view.innerWidth);
}

/** Every sub-category, in the order given, as one list item with its link. */
async function expectEveryCard(canvasElement: HTMLElement) {
  const items = within(grid(canvasElement)).getAllByRole('listitem');
  await expect(items).toHaveLength(subCategories.length);
  for (const [index, item] of items.entries()) {
    const { subCategoryId, titlePrimary } = subCategories[index]!;
    await expect(within(item).getByRole('link', { name: titlePrimary })).toHaveAttribute('href', paths.subCategory(subCategoryId));
  }
}

/** A phone: one card under the other. */
export const OnPhone: Story = {
  globals: shownOn(SCREENS.phone),
  parameters: { chromatic: { modes: { mobile: allModes.mobile } } },
  play: async ({ canvasElement }) => {
    await expectEveryCard(canvasElement);
    await expectColumns(canvasElement, SCREENS.phone);
  },
};

/** A tablet (medium): two cards side by side. */
export const OnTablet: Story = {
  globals: shownOn(SCREENS.tablet),
  parameters: { chromatic: { modes: TABLET_MODE } },
  play: async ({ canvasElement }) => {
    await expectEveryCard(canvasElement);
    await expectColumns(canvasElement, SCREENS.tablet);
  },
};

/** A wide screen (extra-large): three cards side by side. */
export const OnWideScreen: Story = {
  globals: shownOn(SCREENS.wide),
  parameters: { chromatic: { modes: { desktop: allModes.desktop } } },
  play: async ({ canvasElement }) => {
    await expectEveryCard(canvasElement);
    await expectColumns(canvasElement, SCREENS.wide);
  },
};

/** No cards: an empty list, with no blank item for a screen reader to count and no room taken. */
export const Empty: Story = {
  args: { children: [] },
  play: async ({ canvasElement }) => {
    const list = grid(canvasElement);
    await expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    await expect(list.getBoundingClientRect().height).toBe(0);
  },
};

/**
 * Entries left out (`condition && <Card />`, `null`) get no item: no blank gap in the grid, and no
 * extra item for a screen reader to count.
 */
export const CardsLeftOut: Story = {
  // Not pictured: the same picture as SingleCard: what it proves is what is not drawn.
  parameters: { visual: false },
  args: { children: [null, false, cards[0], undefined] },
  play: async ({ canvasElement }) => {
    const [item, ...others] = within(grid(canvasElement)).getAllByRole('listitem');
    await expect(others).toHaveLength(0);
    await expect(within(item!).getByRole('link', { name: subCategories[0]!.titlePrimary })).toBeVisible();
  },
};

/** One card on a wide screen keeps a column's width: it is not stretched across the page. */
export const SingleCard: Story = {
  args: { children: cards[0] },
  globals: shownOn(SCREENS.wide),
  parameters: { chromatic: { modes: { desktop: allModes.desktop } } },
  play: async ({ canvasElement }) => {
    const list = grid(canvasElement);
    const [item, ...others] = within(list).getAllByRole('listitem');
    await expect(others).toHaveLength(0);
    await expect(within(item!).getByRole('link', { name: subCategories[0]!.titlePrimary })).toBeVisible();
    const columnWidth = list.getBoundingClientRect().width / SCREENS.wide.columns;
    await expect(item!.getBoundingClientRect().width).toBeLessThanOrEqual(columnWidth);
  },
};

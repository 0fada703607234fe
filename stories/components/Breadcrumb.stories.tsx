import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID } from '../../.storybook/annotations';
import { allModes } from '../../.storybook/modes';
import { dottedTitleHymn, longLyricsHymn } from '../../mocks/fixtures/content';
import { Breadcrumb } from '../../src/components/Breadcrumb';
import { CHROME_LABELS, SITE_TEXTS } from '../../src/model/messages';
import { paths } from '../../src/model/paths';
import { displayTitle } from '../../src/model/title';

const { subCategory } = longLyricsHymn;

const meta = {
  title: 'Components/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: CHROME_LABELS.home.en, to: paths.home },
      { label: subCategory!.titlePrimary, to: paths.subCategory(subCategory!.subCategoryId), lang: 'hi' },
      { label: displayTitle(longLyricsHymn.titlePrimary), lang: 'hi' },
    ],
  },
  parameters: {
    layout: 'padded',
    route: { initialEntries: [paths.content(longLyricsHymn.contentId)], showLocation: true },
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId(LOCATION_TEST_ID);

/** Home > the sub-category > the hymn: the first two link, the last is the current page. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: SITE_TEXTS.breadcrumb });
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(args.items.length);

    const [home, parent, current] = args.items;
    await expect(within(nav).getByRole('link', { name: home!.label })).toHaveAttribute('href', home!.to);
    const parentLink = within(nav).getByRole('link', { name: parent!.label });
    await expect(parentLink).toHaveAttribute('href', parent!.to);
    await expect(parentLink).toHaveAttribute('lang', 'hi');
    // The current page is named, marked, and not a link to itself.
    const here = within(items.at(-1)!).getByText(current!.label);
    await expect(here).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByRole('link', { name: current!.label })).not.toBeInTheDocument();
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
    // The separators are decoration: the items' names are just their labels.
    await expect(items[1]).toHaveTextContent(`›${parent!.label}`);
    await expect(parentLink).toHaveAccessibleName(parent!.label);

    await userEvent.click(parentLink);
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(parent!.to!));
  },
};

/** A long hymn title on a phone wraps onto further lines instead of overflowing. */
export const LongTitleNarrow: Story = {
  args: {
    items: [
      { label: CHROME_LABELS.home.en, to: paths.home },
      {
        label: dottedTitleHymn.subCategory!.titlePrimary,
        to: paths.subCategory(dottedTitleHymn.subCategory!.subCategoryId),
        lang: 'hi',
      },
      { label: `${displayTitle(dottedTitleHymn.titlePrimary)} – ${displayTitle(longLyricsHymn.titlePrimary)}`, lang: 'hi' },
    ],
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { chromatic: { modes: { mobile: allModes.mobile } } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: SITE_TEXTS.breadcrumb });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

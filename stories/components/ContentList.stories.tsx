import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID } from '../../.storybook/annotations';
import { allModes } from '../../.storybook/modes';
import { contentListFor, LONG_LIST_SUBCATEGORY_ID } from '../../mocks/fixtures/subcategory-content';
import { ContentList } from '../../src/components/ContentList';
import { paths } from '../../src/model/paths';
import { displayTitle } from '../../src/model/title';

const meta = {
  title: 'Components/ContentList',
  component: ContentList,
  args: { items: contentListFor(1), 'aria-label': 'Hanuman bhajans' },
  parameters: {
    layout: 'padded',
    chromatic: { modes: allModes },
  },
} satisfies Meta<typeof ContentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sub-category's hymns: numbered, each a link to the hymn labelled with its title. */
export const Numbered: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: args['aria-label'] });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(args.items.length);
    links.forEach((link, index) => {
      const item = args.items[index]!;
      expect(link).toHaveAttribute('href', paths.content(item.contentId));
      expect(link.textContent).toBe(displayTitle(item.titlePrimary));
      expect(link).toHaveAttribute('lang', 'hi');
    });
    // Numbered in order: an ordered list.
    await expect(list.tagName).toBe('OL');
  },
};

/** Search results: one centred column, without numbers. */
export const Centred: Story = {
  args: { variant: 'centred', 'aria-label': 'Search results' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Search results' });
    await expect(getComputedStyle(list).textAlign).toBe('center');
  },
};

/**
 * Something under a hymn's link (a search result's matched line): outside the link, whose name
 * stays the title, and describing it for screen readers.
 */
export const WithDetail: Story = {
  args: {
    variant: 'centred',
    'aria-label': 'Search results',
    renderDetail: (item) => (item.contentId % 2 === 0 ? `Line of ${item.contentId}` : null),
  },
  parameters: {
    // Not pictured: proves where the detail goes; Screens/Search's LyricLines pictures it in its page.
    visual: false,
  },
  play: async ({ canvasElement, args }) => {
    for (const item of args.items) {
      const link = within(canvasElement).getByRole('link', { name: displayTitle(item.titlePrimary) });
      if (item.contentId % 2 === 0) {
        await expect(link).toHaveAccessibleDescription(`Line of ${item.contentId}`);
        await expect(link.closest('li')).toHaveTextContent(`Line of ${item.contentId}`);
        await expect(link).not.toHaveTextContent(`Line of ${item.contentId}`);
      } else {
        await expect(link).not.toHaveAttribute('aria-describedby');
      }
    }
  },
};

/** More than thirty hymns: two columns on wide screens. */
export const Long: Story = {
  args: { items: contentListFor(LONG_LIST_SUBCATEGORY_ID), 'aria-label': 'Kabir bhajans' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(args.items.length);
  },
};

/** Titles are the part after the last dot; a title without a dot, or ending in one, is shown whole. */
export const DottedTitles: Story = {
  args: {
    items: [
      { contentId: 1, titlePrimary: 'हनुमान.चालीसा.श्री हनुमान चालीसा' },
      { contentId: 2, titlePrimary: 'ॐ जय जगदीश हरे' },
      { contentId: 3, titlePrimary: 'आरती.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(names).toEqual(['श्री हनुमान चालीसा', 'ॐ जय जगदीश हरे', 'आरती.']);
  },
};

/** Choosing a title opens the hymn. */
export const Choose: Story = {
  parameters: { route: { initialEntries: [paths.subCategory(1)], showLocation: true } },
  play: async ({ canvasElement, args }) => {
    const item = args.items[1]!;
    await userEvent.click(within(canvasElement).getByRole('link', { name: displayTitle(item.titlePrimary) }));
    await waitFor(() => expect(within(canvasElement).getByTestId(LOCATION_TEST_ID)).toHaveTextContent(paths.content(item.contentId)));
  },
};

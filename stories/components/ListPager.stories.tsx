import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOCATION_TEST_ID } from '../../.storybook/annotations';
import { allModes } from '../../.storybook/modes';
import { ListPager } from '../../src/components/ListPager';
import { SITE_TEXTS } from '../../src/model/messages';
import { paths } from '../../src/model/paths';

const texts = SITE_TEXTS.subCategory;

const meta = {
  title: 'Components/ListPager',
  component: ListPager,
  args: { pageNumber: 1, pageCount: 4, hrefFor: (pageNumber: number) => paths.subCategory(8, pageNumber) },
  parameters: {
    route: { initialEntries: [paths.subCategory(8)], showLocation: true },
    chromatic: { modes: allModes },
  },
} satisfies Meta<typeof ListPager>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: texts.pagesLabel });
const step = (canvasElement: HTMLElement, label: { en: string; hi: string }) =>
  within(nav(canvasElement)).getByRole('link', { name: `${label.en} ${label.hi}` });
const numbers = (canvasElement: HTMLElement) =>
  within(nav(canvasElement))
    .getAllByRole('link', { name: /^Page / })
    .map((link) => link.textContent);

/** The first page: Previous is shown but not a link; every page of a short pager is listed. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    await expect(numbers(canvasElement)).toEqual(['1', '2', '3', '4']);
    await expect(within(nav(canvasElement)).getByRole('link', { name: texts.pageLink(1) })).toHaveAttribute('aria-current', 'page');
    await expect(step(canvasElement, texts.previousPage)).toHaveAttribute('aria-disabled', 'true');
    await expect(step(canvasElement, texts.previousPage)).not.toHaveAttribute('href');
    await expect(within(step(canvasElement, texts.nextPage)).getByText(texts.nextPage.hi)).toHaveAttribute('lang', 'hi');
  },
};

/** Deep in a long list: the first and last pages, the neighbours of the current one, '…' between. */
export const MiddlePage: Story = {
  args: { pageNumber: 10, pageCount: 145 },
  play: async ({ canvasElement }) => {
    await expect(numbers(canvasElement)).toEqual(['1', '9', '10', '11', '145']);
    await expect(step(canvasElement, texts.previousPage)).toHaveAttribute('href', paths.subCategory(8, 9));
    await expect(step(canvasElement, texts.nextPage)).toHaveAttribute('href', paths.subCategory(8, 11));
  },
};

/** The last page: Next is not a link. */
export const LastPage: Story = {
  args: { pageNumber: 4 },
  play: async ({ canvasElement }) => {
    await expect(step(canvasElement, texts.nextPage)).toHaveAttribute('aria-disabled', 'true');
    await expect(within(nav(canvasElement)).getByRole('link', { name: texts.pageLink(4) })).toHaveAttribute('aria-current', 'page');
  },
};

/** A page number is a link to that page. */
export const ChoosePage: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(nav(canvasElement)).getByRole('link', { name: texts.pageLink(3) }));
    await waitFor(() => expect(within(canvasElement).getByTestId(LOCATION_TEST_ID)).toHaveTextContent(paths.subCategory(8, 3)));
  },
};

/** A list of one page has no pager at all. */
export const OnePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

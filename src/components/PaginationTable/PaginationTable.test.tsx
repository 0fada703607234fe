import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/components/PaginationTable.stories';
import { MESSAGES } from '../../model/messages';
import { pageCount } from './PaginationTable';

const {
  FirstPage,
  MiddlePage,
  LastPage,
  SinglePage,
  Empty,
  Loading,
  LoadingNextPage,
  PageSize20,
  PageSize50,
  PagingThrough,
  KeyboardPaging,
  ChangePageSize,
} = composeStories(stories);

describe('pageCount', () => {
  it('counts the pages rows fill, and at least one', () => {
    expect(pageCount(23, 10)).toBe(3);
    expect(pageCount(20, 10)).toBe(2);
    expect(pageCount(23, 50)).toBe(1);
    expect(pageCount(0, 10)).toBe(1);
  });
});

describe('PaginationTable', () => {
  it('shows the first page with Previous disabled, in an accessible table', async () => {
    await FirstPage.run();
  });

  it('enables both buttons on a middle page and disables Next on the last', async () => {
    await MiddlePage.run();
    await LastPage.run();
  });

  it('has nothing to page to when everything fits on one page, or there is nothing', async () => {
    await SinglePage.run();
    await Empty.run();
  });

  it("says 'Loading...' before the first page, and keeps the rows while the next one loads", async () => {
    await Loading.run();
    await LoadingNextPage.run();
    expect(within(screen.getByRole('table', { name: MESSAGES.contentBySubCategory })).getAllByRole('rowheader')).toHaveLength(10);
  });

  it('shows 20 or 50 rows a page', async () => {
    await PageSize20.run();
    await PageSize50.run();
  });

  it('pages forward and back with Previous and Next, by mouse or keyboard', async () => {
    await PagingThrough.run();
    await KeyboardPaging.run();
  });

  it('goes back to the first page when another page size is chosen', async () => {
    await ChangePageSize.run();
  });
});

import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../../stories/screens/admin/ContentList.stories';
import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE, FIRST_PAGE } from '../../../model/constants';
import { pageFromParam, sizeFromParam } from './ContentListScreen';

const {
  Default,
  PagingThrough,
  ChangePageSize,
  FromTheUrl,
  PastTheLastPage,
  Loading,
  LoadingNextPage,
  Empty,
  Error: ErrorStory,
  SessionEnded,
  FiftyAPage,
} = composeStories(stories);

describe('the URL of the content list', () => {
  it('counts pages from 1 and falls back to the first page', () => {
    expect(pageFromParam('3')).toBe(2);
    expect(pageFromParam(null)).toBe(FIRST_PAGE);
    for (const bad of ['0', '-1', '1.5', 'two', '']) expect(pageFromParam(bad)).toBe(FIRST_PAGE);
  });

  it('takes only the page sizes on offer', () => {
    for (const size of ADMIN_PAGE_SIZES) expect(sizeFromParam(String(size))).toBe(size);
    for (const bad of [null, '15', '1000', 'x']) expect(sizeFromParam(bad)).toBe(DEFAULT_ADMIN_PAGE_SIZE);
  });
});

describe('Content by Sub Category', () => {
  it('shows the first page of 10, with flags, Edit and Preview in new tabs', async () => {
    await Default.run();
  });

  it('pages with Next and Previous, keeping the page in the URL', async () => {
    await PagingThrough.run();
  });

  it('goes back to the first page at another page size', async () => {
    await ChangePageSize.run();
    await FiftyAPage.run();
  });

  it('opens at the page and size in the URL, and at the last page for one past the end', async () => {
    await FromTheUrl.run();
    await PastTheLastPage.run();
  });

  it("says 'Loading...' first, and keeps the page shown while the next one loads", async () => {
    await Loading.run();
    await LoadingNextPage.run();
  });

  it('says so when the sub-category has no content', async () => {
    await Empty.run();
  });

  it('shows the error text and logs the failure', async () => {
    await ErrorStory.run();
  });

  it('sends the editor to sign in when the session has ended', async () => {
    await SessionEnded.run();
  });
});

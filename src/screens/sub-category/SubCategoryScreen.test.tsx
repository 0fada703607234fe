import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/screens/SubCategory.stories';
import { SITE_TEXTS } from '../../model/messages';

const {
  Default,
  NoImage,
  LongList,
  Loading,
  ListLoading,
  Error: ErrorStory,
  ErrorThenRetry,
  NotFound,
  EmptyList,
  ListError,
  RefetchFails,
  FollowHymn,
  OfflineNotSaved,
  OfflineListNotSaved,
} = composeStories(stories);

const main = () => within(screen.getByRole('main'));

describe('Sub-category screen', () => {
  it('shows the heading, description, picture and hymn titles linking to each hymn, titled for the page', async () => {
    await Default.run();
  });

  it('shows the default picture for a sub-category without one', async () => {
    await NoImage.run();
  });

  it('lists every hymn of a long list in display order', async () => {
    await LongList.run();
  });

  it("says 'Loading...' until the sub-category arrives, and under the heading until its list does", async () => {
    await Loading.run();
    await ListLoading.run();
  });

  it('shows the error text with a way to try again, which asks again', async () => {
    await ErrorStory.run();
    await ErrorThenRetry.run();
  });

  it('says that an unknown or hidden sub-category was not found, with a search and the home page, not another try', async () => {
    await NotFound.run();
    expect(main().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the sub-category has no hymns yet, or its list failed', async () => {
    await EmptyList.run();
    await ListError.run();
  });

  it('keeps the page when background refetches fail', async () => {
    await RefetchFails.run();
    await waitFor(() => expect(main().queryByText(SITE_TEXTS.tryAgain)).not.toBeInTheDocument());
  });

  it('opens a hymn from its title', async () => {
    await FollowHymn.run();
  });

  it('says, offline, that a sub-category never opened was not saved for offline reading, and opens it when back online', async () => {
    await OfflineNotSaved.run();
  });

  it('says so for the list alone when only the sub-category was saved, and fetches the list when back online', async () => {
    await OfflineListNotSaved.run();
  });
});

import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { subCategories } from '../../../mocks/fixtures/subcategories';
import * as stories from '../../../stories/screens/Home.stories';
import { DEFAULT_APP_CONFIG } from '../../model/config';
import { MESSAGES, pageTitle, SITE_TEXTS } from '../../model/messages';
import { paths } from '../../model/paths';
import { NAV_ITEMS_ERROR } from '../../components/NavBar';

const {
  Default,
  HiddenRowsLeftOut,
  NoImage,
  Loading,
  Error: ErrorStory,
  ErrorThenRetry,
  Empty,
  RefetchFails,
  NavListFails,
  FocusAfterNavigation,
  FocusAfterSearch,
  OfflineNotSaved,
  ConnectionLost,
  UpdateReady,
} = composeStories(stories);

const main = () => within(screen.getByRole('main'));

describe('Home screen', () => {
  it('shows every sub-category as a card linking to its page, titled for the site', async () => {
    await Default.run();
    const cards = main().getAllByRole('link');
    expect(cards).toHaveLength(subCategories.length);
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(subCategories.map((s) => paths.subCategory(s.subCategoryId)));
    expect(main().getByRole('heading', { name: subCategories[0]!.titlePrimary })).toHaveAttribute('lang', 'hi');
    await waitFor(() => expect(document.title).toBe(pageTitle.home(DEFAULT_APP_CONFIG.siteName)));
  });

  it('leaves out the hidden rows a signed-in editor gets', async () => {
    await HiddenRowsLeftOut.run();
  });

  it('uses the default image for sub-categories without one', async () => {
    await NoImage.run();
  });

  it("says 'Loading...' while the list is on its way", async () => {
    await Loading.run();
    expect(main().getByRole('status')).toHaveTextContent(MESSAGES.loading);
  });

  it('shows the error text when the server fails, and tries again on request', async () => {
    await ErrorStory.run();
    expect(main().getByRole('alert')).toHaveTextContent(MESSAGES.homeError);
    await ErrorThenRetry.run();
    expect(main().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when there are no sub-categories yet', async () => {
    await Empty.run();
    expect(main().getByRole('status')).toHaveTextContent(SITE_TEXTS.noBhajansYet);
  });

  it('keeps showing the cards when a background refetch fails', async () => {
    await RefetchFails.run();
    expect(main().getAllByRole('link')).toHaveLength(subCategories.length);
    expect(main().queryByRole('alert')).not.toBeInTheDocument();
  });

  it("works without the navigation's list: the cards show, the dropdown says it failed", async () => {
    await NavListFails.run();
    expect(main().getAllByRole('link')).toHaveLength(subCategories.length);
    expect(screen.getByRole('alert')).toHaveTextContent(NAV_ITEMS_ERROR);
  });

  it('moves focus to the content after a card, a Bhajans entry or a navigation link is followed', async () => {
    await FocusAfterNavigation.run();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('moves focus to the content after a search from another page, not after one from the search page', async () => {
    await FocusAfterSearch.run();
  });

  it('says, offline, that the list was not saved for offline reading, and shows the cards when back online', async () => {
    await OfflineNotSaved.run();
    expect(main().getAllByRole('link')).toHaveLength(subCategories.length);
  });

  it('shows the offline notice above the page while the connection is lost, keeping the cards', async () => {
    await ConnectionLost.run();
  });

  it('offers a new version of the site with Reload, applied only when pressed', async () => {
    await UpdateReady.run();
  });
});

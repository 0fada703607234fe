import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { subCategories } from '../../../mocks/fixtures/subcategories';
import * as stories from '../../../stories/screens/Home.stories';
import { DEFAULT_APP_CONFIG } from '../../model/config';
import { MESSAGES, pageTitle } from '../../model/messages';
import { paths } from '../../model/paths';
import { HOME_EMPTY } from './texts';

const { Default, NoImage, Loading, Error: ErrorStory, ErrorThenRetry, Empty } = composeStories(stories);

const main = () => within(screen.getByRole('main'));

describe('Home screen', () => {
  it('shows every sub-category as a card linking to its page, titled for the site', async () => {
    await Default.run();
    const cards = main().getAllByRole('link');
    expect(cards).toHaveLength(subCategories.length);
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(
      subCategories.map((s) => paths.subCategory(s.subCategoryId)),
    );
    expect(main().getByRole('heading', { name: subCategories[0]!.titlePrimary })).toHaveAttribute('lang', 'hi');
    await waitFor(() => expect(document.title).toBe(pageTitle.home(DEFAULT_APP_CONFIG.siteName)));
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
    expect(main().getByRole('status')).toHaveTextContent(HOME_EMPTY);
  });
});

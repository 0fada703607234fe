import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { subCategories } from '../../../mocks/fixtures/subcategories';
import * as stories from '../../../stories/components/CardGrid.stories';
import { SITE_TEXTS } from '../../model/messages';
import { paths } from '../../model/paths';

// The columns at each screen size need a browser's layout: OnPhone, OnTablet, OnWideScreen and
// SingleCard run in the story tests. Here: the list a screen reader meets.
const { OnWideScreen, Empty, CardsLeftOut } = composeStories(stories);

describe('CardGrid', () => {
  it('is a list named as given, with one item per card, in order', async () => {
    await OnWideScreen.load();
    render(<OnWideScreen />);
    const items = within(screen.getByRole('list', { name: SITE_TEXTS.homeHeading })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual(
      subCategories.map((s) => paths.subCategory(s.subCategoryId)),
    );
  });

  it('is an empty list when there are no cards', async () => {
    await Empty.run();
  });

  it('gives no item to a card left out (null or false)', async () => {
    await CardsLeftOut.run();
  });
});

import { composeStories } from '@storybook/react-vite';
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/components/SubCategoryImage.stories';
import { DEFAULT_SUBCATEGORY_IMAGE_URL, subCategoryImageUrl } from '../../model/paths';

const { Default, NoImage, BrokenImage, WithAlt } = composeStories(stories);

describe('SubCategoryImage', () => {
  it("shows the sub-category's picture, decorative, with its size reserved", async () => {
    await Default.run();
  });

  it('shows the default image when there is none', async () => {
    await NoImage.run();
  });

  it('can carry a text alternative', async () => {
    await WithAlt.run();
  });

  it('falls back to the default image when its own fails to load, once', async () => {
    // jsdom loads no images: the failure is signalled by hand.
    await BrokenImage.load();
    const { container } = render(<BrokenImage />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', subCategoryImageUrl(BrokenImage.args.file));
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_SUBCATEGORY_IMAGE_URL);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_SUBCATEGORY_IMAGE_URL);
  });
});

import { composeStories } from '@storybook/react-vite';
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/components/Card.stories';
import { DEFAULT_SUBCATEGORY_IMAGE_URL, subCategoryImageUrl } from '../../model/paths';

const { Default, NoImage, BrokenImage } = composeStories(stories);

describe('Card', () => {
  it('is one link to the sub-category with its image, title and content', async () => {
    await Default.run();
  });

  it('shows the default image when the sub-category has none', async () => {
    await NoImage.run();
  });

  it('falls back to the default image when its own image fails to load', async () => {
    await BrokenImage.load();
    const { container } = render(<BrokenImage />);
    // Decorative (`alt=""`), so found by its tag rather than a role.
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', subCategoryImageUrl(BrokenImage.args.subCategory!.subCategoryImage));
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_SUBCATEGORY_IMAGE_URL);
    // The default image failing too does not loop.
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_SUBCATEGORY_IMAGE_URL);
  });
});

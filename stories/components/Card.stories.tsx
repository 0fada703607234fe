import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { brokenImageSubCategory, longContentSubCategory, noImageSubCategory, subCategories } from '../../mocks/fixtures/subcategories';
import { Card } from '../../src/components/Card';
import { SUBCATEGORY_IMAGE_HEIGHT, SUBCATEGORY_IMAGE_WIDTH } from '../../src/components/SubCategoryImage';
import { DEFAULT_SUBCATEGORY_IMAGE_URL, paths, subCategoryImageUrl } from '../../src/model/paths';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { subCategory: subCategories[0]! },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card's image. Decorative (`alt=""`): it has no role, so it is found by its tag. */
const cardImage = (canvasElement: HTMLElement) => {
  const image = canvasElement.querySelector('img');
  if (!image) throw new Error('The card has no image');
  return image;
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { subCategoryId, titlePrimary, contentPrimary, subCategoryImage } = args.subCategory;

    // The whole card is one link, named by the title, to the sub-category.
    const link = canvas.getByRole('link', { name: titlePrimary });
    await expect(link).toHaveAttribute('href', paths.subCategory(subCategoryId));
    await expect(canvas.getByRole('heading', { name: titlePrimary })).toHaveAttribute('lang', 'hi');
    // The description is the content, line breaks kept.
    const description = canvasElement.ownerDocument.getElementById(link.getAttribute('aria-describedby') ?? '');
    await expect(description?.textContent).toBe(contentPrimary);
    await expect(description).toHaveAttribute('lang', 'hi');

    // The image is decorative: the title is read once (by the link's name and the heading), not
    // a second time as the image's text alternative.
    const image = cardImage(canvasElement);
    await expect(image).toHaveAttribute('alt', '');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(link).toHaveAccessibleName(titlePrimary);
    // Lazy, with its size reserved.
    await expect(image).toHaveAttribute('src', subCategoryImageUrl(subCategoryImage));
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', String(SUBCATEGORY_IMAGE_WIDTH));
    await expect(image).toHaveAttribute('height', String(SUBCATEGORY_IMAGE_HEIGHT));
  },
};

/** A sub-category without an image shows the default image. */
export const NoImage: Story = {
  args: { ...Default.args, subCategory: noImageSubCategory },
  play: async ({ canvasElement }) => {
    await expect(cardImage(canvasElement)).toHaveAttribute('src', DEFAULT_SUBCATEGORY_IMAGE_URL);
  },
};

/** A long description keeps its line breaks and is clamped to four lines. */
export const LongContent: Story = {
  args: { ...Default.args, subCategory: longContentSubCategory },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByText((_, element) => element?.textContent === args.subCategory.contentPrimary && element.tagName === 'P');
    await expect(content).toHaveAttribute('lang', 'hi');
    await expect(getComputedStyle(content).whiteSpace).toBe('pre-line');
    // Clamped: the paragraph shows less than its full height.
    await expect(content.scrollHeight).toBeGreaterThan(content.clientHeight);
  },
};

/** The image file is missing on the server: the card falls back to the default image. */
export const BrokenImage: Story = {
  args: { ...Default.args, subCategory: brokenImageSubCategory },
  play: async ({ canvasElement }) => {
    const image = cardImage(canvasElement);
    await waitFor(() => expect(image).toHaveAttribute('src', DEFAULT_SUBCATEGORY_IMAGE_URL));
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  },
};

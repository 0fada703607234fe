import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SubCategoryImage, SUBCATEGORY_IMAGE_HEIGHT, SUBCATEGORY_IMAGE_WIDTH } from '../../src/components/SubCategoryImage';
import { DEFAULT_SUBCATEGORY_IMAGE_URL, subCategoryImageUrl } from '../../src/model/paths';

const meta = {
  title: 'Components/SubCategoryImage',
  component: SubCategoryImage,
  args: { file: 'krishna.jpg' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubCategoryImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default (`alt=""`), so found by its tag. */
const image = (canvasElement: HTMLElement) => canvasElement.querySelector('img')!;

/** The sub-category's own picture, its space reserved before it loads. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(image(canvasElement)).toHaveAttribute('src', subCategoryImageUrl(args.file));
    await expect(image(canvasElement)).toHaveAttribute('alt', '');
    await expect(image(canvasElement)).toHaveAttribute('width', String(SUBCATEGORY_IMAGE_WIDTH));
    await expect(image(canvasElement)).toHaveAttribute('height', String(SUBCATEGORY_IMAGE_HEIGHT));
  },
};

/** No picture of its own: the default image. */
export const NoImage: Story = {
  args: { file: null },
  play: async ({ canvasElement }) => {
    await expect(image(canvasElement)).toHaveAttribute('src', DEFAULT_SUBCATEGORY_IMAGE_URL);
  },
};

/** Its file is missing on the server: the default image takes its place. */
export const BrokenImage: Story = {
  // Not pictured: the same picture as NoImage: the default image, by design.
  parameters: { visual: false },
  args: { file: 'missing-file.jpg' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(image(canvasElement)).toHaveAttribute('src', DEFAULT_SUBCATEGORY_IMAGE_URL), { timeout: 5_000 });
  },
};

/** With a text alternative, when the picture says something the page does not. */
export const WithAlt: Story = {
  // Not pictured: the same picture as Default: the text is for screen readers.
  parameters: { visual: false },
  args: { alt: 'Shri Krishna playing the flute' },
  play: async ({ canvasElement, args }) => {
    await expect(image(canvasElement)).toHaveAccessibleName(args.alt!);
  },
};

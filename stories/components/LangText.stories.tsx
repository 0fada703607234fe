import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LangText } from '../../src/components/LangText';

const meta = {
  title: 'Components/LangText',
  component: LangText,
  args: { children: 'हनुमान चालीसा' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <p>
        Showing results for <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof LangText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Devanagari text is marked as Hindi, so a screen reader reads it with a Hindi voice. */
export const Devanagari: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(args.children)).toHaveAttribute('lang', 'hi');
  },
};

/** Latin text (English, or a transliteration) keeps the page's language. */
export const Latin: Story = {
  args: { children: 'hanuman chalisa' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[lang]')).toBeNull();
    await expect(within(canvasElement).getByText(/hanuman chalisa/)).toBeInTheDocument();
  },
};

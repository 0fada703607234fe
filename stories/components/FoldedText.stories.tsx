import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { READER_PHONE } from '../../.storybook/viewports';
import { FoldedText } from '../../src/components/FoldedText';
import { SITE_TEXTS } from '../../src/model/messages';

const LONG =
  'गोस्वामी तुलसीदास, सूरदास और मीराबाई के पद, राम धुन और संध्या की आरतियाँ।\nहर भजन के साथ उसके शब्दों का अर्थ, गाने की विधि और उससे जुड़ी कथा।\nरामनवमी, जन्माष्टमी और दीपावली पर सत्संग में गाए जाने वाले भजनों का संग्रह।';
const SHORT = 'हर शुभ कार्य से पहले गाई जाने वाली वंदना।';

/** A description that shows its first lines, with 'Read more' where it is longer. */
const meta = {
  title: 'Components/FoldedText',
  component: FoldedText,
  // Pictured at the width a reader's phone gives it.
  globals: READER_PHONE,
  args: { children: LONG, lang: 'hi', lines: 3, moreLabel: SITE_TEXTS.subCategory.readMore, lessLabel: SITE_TEXTS.subCategory.readLess },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FoldedText>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (canvasElement: HTMLElement) => canvasElement.querySelector('p')!;
const lineHeight = (element: HTMLElement) => parseFloat(getComputedStyle(element).lineHeight);

/** Longer than three lines: three show, 'Read more' over the end of the last one, taking no room. */
export const Folded: Story = {
  play: async ({ canvasElement, args }) => {
    const more = within(canvasElement).getByRole('button', { name: args.moreLabel });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toHaveAttribute('aria-controls', text(canvasElement).id);
    const shown = text(canvasElement);
    await expect(shown).toHaveAttribute('lang', 'hi');
    await expect(Math.round(shown.clientHeight / lineHeight(shown))).toBe(args.lines);
    await expect(more.getBoundingClientRect().bottom).toBeLessThanOrEqual(shown.getBoundingClientRect().bottom + 1);
  },
};

/** 'Read more' shows the whole text; 'Read less' folds it again, by keyboard too. */
export const Unfolded: Story = {
  play: async ({ canvasElement, args }) => {
    const more = within(canvasElement).getByRole('button', { name: args.moreLabel });
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(more).toHaveAccessibleName(args.lessLabel);
    const shown = text(canvasElement);
    await expect(shown.scrollHeight).toBeLessThanOrEqual(shown.clientHeight + 1);
    await expect(Math.round(shown.clientHeight / lineHeight(shown))).toBeGreaterThan(args.lines!);
    await expect(more.getBoundingClientRect().top).toBeGreaterThanOrEqual(shown.getBoundingClientRect().bottom - 1);
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
  },
};

/** A text that fits shows whole, without a button. */
export const Fits: Story = {
  args: { children: SHORT },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(SHORT)).toBeVisible();
    await waitFor(() => expect(within(canvasElement).queryByRole('button', { name: args.moreLabel })).toBeNull());
  },
};

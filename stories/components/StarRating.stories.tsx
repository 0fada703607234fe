import { FEEDBACK_TEXTS } from '../../src/model/feedbackTexts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StarRating, type StarRatingProps } from '../../src/components/StarRating';
import { RATING_START, RATING_STARS } from '../../src/model/constants';

const TEXTS = FEEDBACK_TEXTS;

/** The rating as a form holds it: the story keeps the value, and reports each change to `onChange`. */
function RatingInForm(args: StarRatingProps) {
  const [value, setValue] = useState(args.value);
  return (
    <div style={{ padding: '1.5rem' }}>
      <StarRating
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/StarRating',
  component: StarRating,
  args: { value: RATING_START, onChange: fn() },
  render: (args) => <RatingInForm {...args} />,
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) => within(canvasElement).getByRole('radiogroup', { name: TEXTS.rating });
const star = (canvasElement: HTMLElement, stars: number) => within(group(canvasElement)).getByRole('radio', { name: TEXTS.star(stars) });

/** Not rated yet (0, the start): five empty stars. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(group(canvasElement)).getAllByRole('radio')).toHaveLength(RATING_STARS);
    for (let stars = 1; stars <= RATING_STARS; stars++) await expect(star(canvasElement, stars)).not.toBeChecked();
    await expect(within(canvasElement).getByText(TEXTS.notRated)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: TEXTS.clearRating })).not.toBeInTheDocument();
  },
};

/** Three of five stars chosen. */
export const Chosen: Story = {
  args: { value: 3 },
  play: async ({ canvasElement }) => {
    await expect(star(canvasElement, 3)).toBeChecked();
    await expect(within(group(canvasElement)).getAllByRole('radio', { checked: true })).toHaveLength(1);
    await expect(within(canvasElement).getByText(TEXTS.ratingValue(3, RATING_STARS))).toBeVisible();
  },
};

/** A click (or tap) on star n chooses n stars, up or down. */
export const ClickSetsValue: Story = {
  // Not pictured: proves the click: the stars look as Chosen pictures them.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(star(canvasElement, 4));
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(star(canvasElement, 4)).toBeChecked();
    await expect(within(canvasElement).getByText(TEXTS.ratingValue(4, RATING_STARS))).toBeVisible();

    await userEvent.click(star(canvasElement, 1));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(star(canvasElement, 1)).toBeChecked();
    await expect(star(canvasElement, 4)).not.toBeChecked();
  },
};

/** Tab reaches the stars, Space chooses, the arrow keys move the rating along. */
export const Keyboard: Story = {
  // Not pictured: proves the keys: the stars look as Chosen pictures them.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(star(canvasElement, 1)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(star(canvasElement, 3)).toHaveFocus();
    await expect(star(canvasElement, 3)).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);

    await userEvent.keyboard('{ArrowLeft}');
    await expect(star(canvasElement, 2)).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

/** 'Clear rating' goes back to not rated; the focus stays with the stars. */
export const Clear: Story = {
  args: { value: 4 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: TEXTS.clearRating }));
    await expect(args.onChange).toHaveBeenLastCalledWith(RATING_START);
    await expect(within(group(canvasElement)).queryAllByRole('radio', { checked: true })).toHaveLength(0);
    await expect(within(canvasElement).getByText(TEXTS.notRated)).toBeVisible();
    await expect(star(canvasElement, 1)).toHaveFocus();
  },
};

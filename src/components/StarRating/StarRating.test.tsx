import { FEEDBACK_TEXTS } from '../../model/feedbackTexts';
import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/components/StarRating.stories';

const { Default, Chosen, ClickSetsValue, Keyboard, Clear } = composeStories(stories);

describe('StarRating', () => {
  it('starts not rated: five stars in a labelled radio group, none chosen', async () => {
    await Default.run();
  });

  it('shows the chosen stars', async () => {
    await Chosen.run();
  });

  it('chooses n stars with a click on star n', async () => {
    await ClickSetsValue.run();
  });

  it('works with the keyboard: Tab, Space and the arrow keys', async () => {
    await Keyboard.run();
  });

  it('goes back to not rated with Clear rating, the focus staying on the stars', async () => {
    await Clear.run();
    expect(screen.queryByRole('button', { name: FEEDBACK_TEXTS.clearRating })).not.toBeInTheDocument();
  });
});

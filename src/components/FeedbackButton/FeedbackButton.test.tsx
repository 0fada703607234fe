import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCATION_TEST_ID } from '../../../.storybook/annotations';
import * as stories from '../../../stories/components/FeedbackButton.stories';
import { paths } from '../../model/paths';

// Scrolling to the bottom needs a real layout: HiddenAtBottom runs in Chromium (the story tests).
const { Shown, Hidden, Keyboard } = composeStories(stories);

describe('FeedbackButton', () => {
  it('links to /feedback with the English and Hindi label', async () => {
    await Shown.run();
  });

  it('is out of sight when told (on /feedback itself)', async () => {
    await Hidden.run();
  });

  it('is reached with Tab and opens /feedback with Enter', async () => {
    await Keyboard.run();
    expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent(paths.feedback);
  });
});

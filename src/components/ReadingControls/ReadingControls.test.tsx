import { READING_TEXTS } from '../../model/readingTexts';
import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/components/ReadingControls.stories';

const { Default, Largest, MoreSettings, NoWakeLock, NightChosen, StepByKeyboard } = composeStories(stories);

describe('ReadingControls', () => {
  it('starts at 100 % with Auto chosen; smaller does nothing there, larger asks for the next step', async () => {
    await Default.run();
  });

  it('stops at 250 %', async () => {
    await Largest.run();
  });

  it('unfolds the script, the colours and keeping the screen on', async () => {
    await MoreSettings.run();
  });

  it('has no screen toggle where the browser cannot keep the screen on', async () => {
    await NoWakeLock.run();
  });

  it('shows Night as chosen, in the night colours', async () => {
    await NightChosen.run();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('is used by keyboard alone, step by step, and its size is read out when it changes', async () => {
    await StepByKeyboard.run();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('group', { name: READING_TEXTS.settingsLabel })).toBeInTheDocument();
  });
});

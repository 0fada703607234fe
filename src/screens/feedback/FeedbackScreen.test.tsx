import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOCATION_TEST_ID } from '../../../.storybook/annotations';
import * as stories from '../../../stories/screens/Feedback.stories';
import { feedbackCalls } from '../../../mocks/handlers/feedback';
import { FEEDBACK_DEVICE_INFO_MAX_LENGTH, FEEDBACK_THANKS_VISIBLE_MS } from '../../model/constants';
import { paths } from '../../model/paths';

// jsdom has no modal dialogs (showModal): BackgroundIsInert runs in Chromium only (the story tests).
const {
  OverlayOpen,
  SubmitSuccess,
  Submitting,
  SubmitServerMessage,
  RateLimited,
  SubmitFailedNoMessage,
  SubmitException,
  RequiredFieldsBlockSubmit,
  CloseGoesBack,
  CloseWithoutHistoryGoesHome,
  EscapeCloses,
  FocusReturnsToOpener,
  SubmitWithoutRating,
} = composeStories(stories);

const currentUrl = () => screen.getByTestId(LOCATION_TEST_ID).textContent;

// Typing into the form takes a while in jsdom, more so on a busy machine.
describe('Feedback screen (/feedback)', { timeout: 20_000 }, () => {
  it('shows the form in a dialog over the home page, without the floating button, titled Feedback', async () => {
    await OverlayOpen.run();
  });

  it(
    'sends name, e-mail, text, rating and the user agent; thanks, clears the fields, then goes back',
    async () => {
      await SubmitSuccess.run();
      expect(feedbackCalls.all()).toHaveLength(1);
    },
    FEEDBACK_THANKS_VISIBLE_MS + 10_000,
  );

  it('is busy while sending and sends once', async () => {
    await Submitting.run();
  });

  it("shows the server's message when it refuses (400) or limits (429), and stays open", async () => {
    await SubmitServerMessage.run();
    expect(currentUrl()).toBe(paths.feedback);
    await RateLimited.run();
  });

  it("says 'Failed to submit feedback.' without a message, and the exception text without an answer", async () => {
    await SubmitFailedNoMessage.run();
    await SubmitException.run();
  });

  it('leaves required fields and the e-mail shape to the browser: nothing is sent', async () => {
    await RequiredFieldsBlockSubmit.run();
  });

  it('closes one step back, or home when the visit started here, also with Escape', async () => {
    await CloseGoesBack.run();
    await CloseWithoutHistoryGoesHome.run();
    await EscapeCloses.run();
    expect(currentUrl()).toBe(paths.home);
  });

  it('gives the focus back to the link that opened it', async () => {
    await FocusReturnsToOpener.run();
  });

  it('sends 0 when no star was chosen', async () => {
    await SubmitWithoutRating.run();
  });

  it("cuts an unusually long user agent to the server's limit rather than be refused", async () => {
    const longAgent = `Mozilla/5.0 ${'Plugin/1.0 '.repeat(60)}`;
    const userAgent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(longAgent);
    try {
      await SubmitWithoutRating.run();
      expect(feedbackCalls.last()?.deviceInfo).toBe(longAgent.slice(0, FEEDBACK_DEVICE_INFO_MAX_LENGTH));
    } finally {
      userAgent.mockRestore();
    }
  });
});

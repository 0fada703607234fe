import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../stories/components/FeedbackForm.stories';

const {
  Default,
  FillAndSubmit,
  SubmitWithoutRating,
  RequiredFieldsBlockSubmit,
  Submitting,
  Success,
  ServerMessage,
  Failed,
  Exception,
  ClearsAfterSuccess,
  NewSubmitClearsMessage,
} = composeStories(stories);

// Typing into the form takes a while in jsdom, more so on a busy machine.
describe('FeedbackForm', { timeout: 20_000 }, () => {
  it('asks for name, e-mail and text (required) and a rating starting at 0, and says the browser type is sent', async () => {
    await Default.run();
  });

  it('submits what was typed and the stars chosen', async () => {
    await FillAndSubmit.run();
  });

  it('submits 0 when no star was chosen', async () => {
    await SubmitWithoutRating.run();
  });

  it('leaves empty required fields and a bad e-mail to the browser: nothing is submitted', async () => {
    await RequiredFieldsBlockSubmit.run();
  });

  it('is busy while submitting and does not submit twice', async () => {
    await Submitting.run();
  });

  it('says thank you politely and errors at once', async () => {
    await Success.run();
    await ServerMessage.run();
    await Failed.run();
    await Exception.run();
  });

  it('clears the name, e-mail, text and rating after a success', async () => {
    await ClearsAfterSuccess.run();
  });

  it('keeps the fields after a failure and clears the old message on a new submit', async () => {
    await NewSubmitClearsMessage.run();
  });
});

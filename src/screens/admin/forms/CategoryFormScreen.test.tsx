import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../../stories/screens/admin/forms/CategoryForm.stories';
import { MESSAGES } from '../../../model/messages';

const { Empty, Filled, Submitting, Success, SubmitsEmpty, FieldErrors, ServerError, NetworkFailure, MessageClearedOnResubmit } =
  composeStories(stories);

describe('Category form', () => {
  it('starts empty, the flags at the empty choice, with one Submit Form button', async () => {
    await Empty.run();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('keeps what is typed until it is sent', async () => {
    await Filled.run();
  });

  it('is busy while the answer is awaited and sends only once', async () => {
    await Submitting.run();
  });

  it('sends the fields as typed, says the category was added and clears the form', async () => {
    await Success.run();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.categoryAdded);
  });

  it('sends an empty form without checking it', async () => {
    await SubmitsEmpty.run();
  });

  it("answers a refusal with 'Please check fields' and the reasons next to their fields", async () => {
    await FieldErrors.run();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.checkFields);
  });

  it("answers a server failure with 'Please check fields' and the server's message", async () => {
    await ServerError.run();
  });

  it("answers no answer at all with 'Something went wrong'", async () => {
    await NetworkFailure.run();
  });

  it('clears the last message at a new submit', async () => {
    await MessageClearedOnResubmit.run();
  });
});

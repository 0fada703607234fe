import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/components/FormField.stories';

const {
  Text,
  WithHint,
  WithError,
  TextArea,
  Select,
  FlagSelect,
  FlagSelectWithEmpty,
  MessageSuccess,
  MessageFieldErrors,
  MessageNetworkFailure,
} = composeStories(stories);

describe('FormField', () => {
  it('labels a text box that requires nothing', async () => {
    await Text.run();
    expect(screen.getByRole('textbox')).toHaveAttribute('lang', 'hi');
  });

  it('describes a control by its hint, and by the reason it was refused, marking it invalid', async () => {
    await WithHint.run();
    await WithError.run();
  });

  it('keeps line breaks in a text area', async () => {
    await TextArea.run();
  });

  it("starts a chooser at 'Select an option'; offers the flags Y, N and R, with the empty choice when asked", async () => {
    await Select.run();
    await FlagSelect.run();
    await FlagSelectWithEmpty.run();
  });
});

describe('FormMessage', () => {
  it('says a success politely', async () => {
    await MessageSuccess.run();
  });

  it('says a failure at once with its reasons, focused, each leading to its field', async () => {
    await MessageFieldErrors.run();
    await MessageNetworkFailure.run();
  });
});

import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../stories/components/StatusMessage.stories';

// LongHindiText measures line wrapping, which needs a browser's layout: it runs in the story tests.
const { Default, Error: ErrorTone, WithAction } = composeStories(stories);

describe('StatusMessage', () => {
  it('says an empty or waiting state politely, in the quiet text colour', async () => {
    await Default.run();
  });

  it('says an error at once, in the error colour', async () => {
    await ErrorTone.run();
  });

  it('shows an action under the message, outside the alert, that does its job when pressed', async () => {
    await WithAction.run();
  });
});

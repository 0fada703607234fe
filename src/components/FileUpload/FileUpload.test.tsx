import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../stories/components/FileUpload.stories';

const { Idle, ChoosingAFile, Uploading40, Done, Failed, FailedWithoutReason, Cancelled } = composeStories(stories);

describe('FileUpload', () => {
  it('offers a labelled picker and hands over the chosen file', async () => {
    await Idle.run();
    await ChoosingAFile.run();
  });

  it('shows a labelled progress bar with the percentage while uploading, and can cancel', async () => {
    await Uploading40.run();
  });

  it('says the upload is done, failed (with or without a reason) or cancelled', async () => {
    await Done.run();
    await Failed.run();
    await FailedWithoutReason.run();
    await Cancelled.run();
  });
});

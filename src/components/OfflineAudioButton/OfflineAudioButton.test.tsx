import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../stories/components/OfflineAudioButton.stories';

// SavingOnSmallPhone measures the layout: it runs in Chromium (the story tests).
const { NotSaved, Saving, SavingUnknownSize, Saved, Failed } = composeStories(stories);

describe('OfflineAudioButton', () => {
  it("offers 'Keep for offline listening'", async () => {
    await NotSaved.run();
  });

  it('shows the progress while saving, and the button then cancels', async () => {
    await Saving.run();
    await SavingUnknownSize.run();
  });

  it('says the file is saved, with its size, and removes it on request', async () => {
    await Saved.run();
  });

  it('says saving failed, and tries again on request', async () => {
    await Failed.run();
  });
});

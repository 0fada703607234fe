import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as noticeStories from '../../../stories/components/OfflineNotice.stories';
import * as notSavedStories from '../../../stories/components/NotSavedNotice.stories';

// The layout checks (under the notice, on a 320 px phone) run in Chromium (the story tests).
const { Offline, Online } = composeStories(noticeStories);
const { Default, Retrying } = composeStories(notSavedStories);

describe('OfflineNotice', () => {
  it('says, politely, that pages opened before can still be read while offline', async () => {
    await Offline.run();
  });

  it('shows nothing online, keeping its live region for the moment the connection drops', async () => {
    await Online.run();
  });
});

describe('NotSavedNotice', () => {
  it("says the page was not saved for offline reading, with 'Try again', which asks again", async () => {
    await Default.run();
  });

  it("disables 'Try again' while a try is under way", async () => {
    await Retrying.run();
  });
});

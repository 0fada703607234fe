import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../stories/components/UpdateBanner.stories';

// SmallPhone measures the layout: it runs in Chromium (the story tests).
const { Ready, Keyboard, Reloading, NothingNew } = composeStories(stories);

describe('UpdateBanner', () => {
  it('says a new version of the site is ready, and Reload asks for the reload', async () => {
    await Ready.run();
  });

  it('is used with the keyboard', async () => {
    await Keyboard.run();
  });

  it('cannot be pressed twice while the new version takes over', async () => {
    await Reloading.run();
  });

  it('shows nothing while no new version waits', async () => {
    await NothingNew.run();
  });
});

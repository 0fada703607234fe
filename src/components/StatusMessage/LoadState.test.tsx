import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../stories/components/LoadState.stories';

const { Loading, Failed, Retrying, Missing } = composeStories(stories);

describe('LoadState', () => {
  it("says 'Loading...' before the first answer", async () => {
    await Loading.run();
  });

  it("shows the screen's error text with 'Try again', which asks again", async () => {
    await Failed.run();
  });

  it("disables 'Try again' while a try is under way", async () => {
    await Retrying.run();
  });

  it('offers the home page instead of a second try when the thing is missing', async () => {
    await Missing.run();
  });
});

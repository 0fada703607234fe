import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../stories/components/Logo.stories';

// Its size on screen needs a browser's layout (Default, Large): checked in the story tests.
const { OnHeader } = composeStories(stories);

describe('Logo', () => {
  it('is decorative: the link home beside it is named by the site name alone', async () => {
    await OnHeader.run();
  });
});

import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../stories/components/Breadcrumb.stories';

const { Default } = composeStories(stories);

describe('Breadcrumb', () => {
  it('links every step but the current page, which is marked as such', async () => {
    await Default.run();
  });
});

import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../stories/components/MarkedText.stories';

const { Default, RangesChecked } = composeStories(stories);

describe('MarkedText', () => {
  it('marks the ranges given, in a line in its language', async () => {
    await Default.run();
  });

  it('leaves out ranges out of order, overlapping or past the text, and keeps markup as text', async () => {
    await RangesChecked.run();
  });
});

import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../../stories/screens/admin/AdminHome.stories';

const { Default, ShowContent, Empty, Loading, Error: ErrorStory } = composeStories(stories);

describe('Admin home', () => {
  it('lists every sub-category, hidden ones too, each with Show Content to its content list', async () => {
    await Default.run();
  });

  it('goes to the content list of the sub-category chosen', async () => {
    await ShowContent.run();
  });

  it("says 'Loading...' while the list loads, and when there are no sub-categories", async () => {
    await Loading.run();
    await Empty.run();
  });

  it('only logs a failed load, and shows the empty table', async () => {
    await ErrorStory.run();
  });
});

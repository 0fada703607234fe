import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../stories/components/AdminNavBar.stories';

const { Default, CurrentPage, EditingContent, Navigate, SigningOut, MenuEscape } = composeStories(stories);

describe('AdminNavBar', () => {
  it('links the admin screens, opens the reindex and refresh calls in new tabs, and signs out', async () => {
    await Default.run();
  });

  it('marks the current screen, and none on the content edit form', async () => {
    await CurrentPage.run();
    await EditingContent.run();
  });

  it('goes to the chosen screen, by mouse or keyboard', async () => {
    await Navigate.run();
  });

  it('does not sign out twice while signing out', async () => {
    await SigningOut.run();
  });

  it('folds the small-screen menu on Escape and gives focus back to Menu', async () => {
    await MenuEscape.run();
  });
});

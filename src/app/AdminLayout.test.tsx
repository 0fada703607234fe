import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../stories/screens/admin/AdminLayout.stories';

const { SignedIn, CheckingSession, SessionCheckFails, SignOut, SignOutFails, FocusOnNewScreen, UpdateReady } = composeStories(stories);

describe('AdminLayout', () => {
  it('shows the navbar, a skip link and the screen to a signed-in editor', async () => {
    await SignedIn.run();
  });

  it("says 'Loading...' while the session is checked, and that it could not be checked", async () => {
    await CheckingSession.run();
    await SessionCheckFails.run();
  });

  it('signs out to the sign-in screen, and says so when signing out failed', async () => {
    await SignOut.run();
    await SignOutFails.run();
  });

  it('offers the editor a new version of the site, switched on only at Reload', async () => {
    await UpdateReady.run();
  });

  it('moves focus to the content on another admin screen', async () => {
    await FocusOnNewScreen.run();
  });
});

import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as layoutStories from '../../stories/screens/admin/AdminLayout.stories';
import * as listStories from '../../stories/screens/admin/ContentList.stories';

const { SignedOutRedirects, SignInAndBack } = composeStories(layoutStories);
const { SessionEnded } = composeStories(listStories);

describe('RequireAdmin', () => {
  it('sends a signed-out editor to the sign-in screen with the page asked for as next', async () => {
    await SignedOutRedirects.run();
  });

  it('brings the editor back to that page, query and all, once signed in', async () => {
    await SignInAndBack.run();
  });

  it('sends the editor to sign in when an admin call says the session has ended', async () => {
    await SessionEnded.run();
  });
});

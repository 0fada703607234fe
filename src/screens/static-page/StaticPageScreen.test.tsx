import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../stories/screens/StaticPage.stories';

const { Default, WithApiBase, InternalLinks, Sanitised, Loading, Error: ErrorStory, NotFound } = composeStories(stories);

describe('Static page screen', () => {
  it('shows the page title and its HTML with the placeholder replaced by the same origin', async () => {
    await Default.run();
  });

  it('puts the API host in place of the placeholder, keeping links to app pages in the app', async () => {
    await WithApiBase.run();
  });

  it("opens a link to one of the app's pages inside the app", async () => {
    await InternalLinks.run();
  });

  it('removes scripts, event handlers, javascript: links, iframes, forms and styles, and runs none', async () => {
    await Sanitised.run();
  });

  it("says 'Loading data...' while loading, and stays so when the call fails (only logged)", async () => {
    await Loading.run();
    await ErrorStory.run();
  });

  it("shows 'Page not found' for a page the server does not know", async () => {
    await NotFound.run();
  });
});

import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

/** Stories without a viewport global render at a desktop size, as in the Storybook UI. */
const DEFAULT_VIEWPORT_SIZE = { width: 1280, height: 900 };

const config: TestRunnerConfig = {
  // A story's `globals.viewport` (e.g. { value: 'mobile1' }) sizes the page before it renders, so
  // play functions for small screens run at a small screen's width.
  async preVisit(page, story) {
    const context = await getStoryContext(page, story);
    const name = (context.storyGlobals?.viewport as { value?: string } | undefined)?.value;
    const viewport = name ? MINIMAL_VIEWPORTS[name as keyof typeof MINIMAL_VIEWPORTS] : undefined;
    await page.setViewportSize(
      viewport
        ? { width: Number.parseInt(viewport.styles.width, 10), height: Number.parseInt(viewport.styles.height, 10) }
        : DEFAULT_VIEWPORT_SIZE,
    );
  },
};

export default config;

import path from 'node:path';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { BASELINE_DIR, COMPARISON } from './visual-baselines';

/** Stories without a viewport global render at a desktop size, as in the Storybook UI. */
const DEFAULT_VIEWPORT_SIZE = { width: 1280, height: 900 };

/**
 * Every story's picture is compared with its baseline in BASELINE_DIR (`npm run test:visual:update`
 * draws them again); a failure leaves the baseline, the new picture and their difference side by
 * side in VISUAL_DIFF_DIR, which the runner's message names.
 */
const VISUAL_DIFF_DIR = path.resolve('test-results', 'visual');

/**
 * The moment every story is drawn at (the footer's year, anything that says "today"): the stories'
 * data are fixed, so with this the pictures are too.
 */
const STORY_TIME = new Date('2026-11-22T10:00:00Z');

/** Longest wait for a story's pictures and fonts before its picture is taken. */
const IMAGE_WAIT_MS = 5_000;

/** No smooth scrolling: a story scrolled by its play function is pictured where it ends. */
const STILL_CSS = '*, *::before, *::after { scroll-behavior: auto !important; }';

/**
 * `parameters.visual` of a story: `disable` (no picture at all), or `mask` (selectors of parts
 * covered by a flat box, for what a story cannot hold still, e.g. the position of audio that played).
 * Either with a comment in the story saying why.
 */
interface VisualParameters {
  disable?: boolean;
  mask?: string[];
}

/** Each story's parameters, read once before it renders and used again for its picture. */
const storyParameters = new Map<string, Record<string, unknown>>();

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  // A story's `globals.viewport` (e.g. { value: 'mobile1' }) sizes the page before it renders, so
  // play functions for small screens run at a small screen's width.
  async preVisit(page, story) {
    await page.clock.setFixedTime(STORY_TIME);
    const context = await getStoryContext(page, story);
    storyParameters.set(story.id, context.parameters);
    const name = (context.storyGlobals?.viewport as { value?: string } | undefined)?.value;
    const viewport = name ? MINIMAL_VIEWPORTS[name as keyof typeof MINIMAL_VIEWPORTS] : undefined;
    await page.setViewportSize(
      viewport
        ? { width: Number.parseInt(viewport.styles.width, 10), height: Number.parseInt(viewport.styles.height, 10) }
        : DEFAULT_VIEWPORT_SIZE,
    );
  },

  // After the play function: the story's last state, as a reviewer sees it.
  async postVisit(page, story) {
    const visual = (storyParameters.get(story.id)?.visual ?? {}) as VisualParameters;
    if (visual.disable === true) return;
    await page.addStyleTag({ content: STILL_CSS });
    // The browser's own bubble for a field's validation message fades in and moves by a pixel as
    // it does; focusing the field again closes it (the field keeps its focus and its ring).
    await page.evaluate(() => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body) {
        active.blur();
        active.focus({ preventScroll: true });
      }
    });
    // Pictures further down load now rather than when scrolled to; then every one is drawn (a
    // picture that never answers is given up on after a few seconds, and then differs).
    await page.evaluate(async (waitMs) => {
      const images = [...document.images];
      for (const image of images) image.loading = 'eager';
      const drawn = Promise.all(images.map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))));
      await Promise.race([Promise.all([drawn, document.fonts.ready]), new Promise((resolve) => setTimeout(resolve, waitMs))]);
    }, IMAGE_WAIT_MS);
    const options = {
      // Finished animations and transitions drawn at their end, endless ones at their start.
      animations: 'disabled',
      caret: 'hide',
      // A video's frame, or an embedded page's, is whatever it reached: covered by a flat box.
      mask: ['video', 'iframe', ...(visual.mask ?? [])].map((selector) => page.locator('#storybook-root').locator(selector)),
    } as const;
    // A story that draws nothing (an empty list, a banner with nothing to say) is pictured as the
    // empty page it leaves.
    const root = page.locator('#storybook-root');
    const box = await root.boundingBox();
    const image = box && box.width > 0 && box.height > 0 ? await root.screenshot(options) : await page.screenshot(options);
    expect(image).toMatchImageSnapshot({
      ...COMPARISON,
      customSnapshotsDir: BASELINE_DIR,
      customSnapshotIdentifier: story.id,
      customDiffDir: VISUAL_DIFF_DIR,
      storeReceivedOnFailure: true,
      customReceivedDir: VISUAL_DIFF_DIR,
    });
  },
};

export default config;

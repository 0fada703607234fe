import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { VIEWPORTS } from './viewports';
import { BASELINE_DIR, BASELINE_SUFFIX, COMPARISON } from './visual-baselines';

/** Stories without a viewport global render at a desktop size, as in the Storybook UI. */
const DEFAULT_VIEWPORT = VIEWPORTS.laptop;

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
 * `parameters.visual` of a story, always with a comment in the story saying why:
 * - `false`: no picture. For a story that proves behaviour and ends in a state another story
 *   already pictures (the picture would cost bytes and review time and show nothing new).
 * - `{ fullPage: true }`: a screen story pictured whole, however long, rather than its first
 *   screen (what fits in its viewport). For the few states whose whole length is the point.
 *   (A component's story is always pictured whole: the component is its subject.)
 * - `{ mask: [...] }`: selectors of parts covered by a flat box, for what a story cannot hold
 *   still (e.g. the position of audio that played).
 */
type VisualParameters = false | { fullPage?: boolean; mask?: string[] };

/** Stories titled so are screens (pages), pictured at their viewport. */
const SCREEN_TITLE_PREFIX = 'Screens/';

/**
 * A picture is taken again after these pauses until two in a row are the same: a picture is of a
 * page that has stopped moving (a dialog re-centred, a focus ring drawn, a late layout), however
 * slow the machine. A page still moving after all of them fails with a message saying so.
 */
const SETTLE_PAUSES_MS = [100, 250, 500, 1_000, 2_000];

/** Each story's parameters, read once before it renders and used again for its picture. */
const storyParameters = new Map<string, Record<string, unknown>>();

/** The part of a box (from `boundingBox()`) inside the window, or undefined when none of it is. */
function visibleBoxOf(
  box: { x: number; y: number; width: number; height: number } | null,
  window: { width: number; height: number } | null,
): { x: number; y: number; width: number; height: number } | undefined {
  if (!box || !window) return undefined;
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  const right = Math.min(window.width, Math.ceil(box.x + box.width));
  const bottom = Math.min(window.height, Math.ceil(box.y + box.height));
  return right > left && bottom > top ? { x: left, y: top, width: right - left, height: bottom - top } : undefined;
}

/**
 * A story that is no longer pictured must not keep a baseline nobody compares: updating the
 * pictures removes it, a plain run fails on it.
 */
function forgetBaselineOf(storyId: string) {
  const baseline = path.join(BASELINE_DIR, storyId + BASELINE_SUFFIX);
  if (!existsSync(baseline)) return;
  if (expect.getState().snapshotState._updateSnapshot === 'all') {
    rmSync(baseline);
    return;
  }
  throw new Error(
    `${storyId} is not pictured (parameters.visual: false) but has a baseline: remove it, or run npm run test:visual:update.`,
  );
}

/** The story each page showed last (a page is one worker's). */
const lastStoryOf = new WeakMap<Page, string>();

/** Sends the preview to a story that does not exist, and waits until it has said so. */
async function showNoStory(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = (globalThis as { __STORYBOOK_ADDONS_CHANNEL__?: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) return resolve();
        const done = () => {
          channel.off('storyMissing', done);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(done, 5_000);
        channel.on('storyMissing', done);
        channel.emit('setCurrentStory', { storyId: 'retry--no-story', viewMode: 'story' });
      }),
  );
}

/** What the page's Storybook channel offers (its events by name). */
interface Channel {
  on(event: string, listener: () => void): void;
  off(event: string, listener: () => void): void;
  emit(event: string, data: unknown): void;
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  // A story's `globals.viewport` (e.g. { value: 'mobile1' }) sizes the page before it renders, so
  // play functions for small screens run at a small screen's width.
  async preVisit(page, story) {
    // A retry (scripts/story-retries.cjs) asks for the story the page already shows, which Storybook
    // answers 'unchanged' without rendering it or playing it again: the runner would count a failed
    // story as passed. The preview is sent to no story first, so that the retry renders and plays
    // it from the start.
    if (lastStoryOf.get(page) === story.id) await showNoStory(page);
    lastStoryOf.set(page, story.id);
    await page.clock.setFixedTime(STORY_TIME);
    const context = await getStoryContext(page, story);
    storyParameters.set(story.id, context.parameters);
    const name = (context.storyGlobals?.viewport as { value?: string } | undefined)?.value;
    const viewport = (name ? VIEWPORTS[name as keyof typeof VIEWPORTS] : undefined) ?? DEFAULT_VIEWPORT;
    await page.setViewportSize({ width: Number.parseInt(viewport.styles.width, 10), height: Number.parseInt(viewport.styles.height, 10) });
  },

  // After the play function: the story's last state, as a reviewer sees it: a component whole, a
  // screen as much of it as its window shows (unless it asks for the whole page).
  async postVisit(page, story) {
    const visual = (storyParameters.get(story.id)?.visual ?? {}) as VisualParameters;
    if (visual === false) {
      forgetBaselineOf(story.id);
      return;
    }
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
    const root = page.locator('#storybook-root');
    const options = {
      // Finished animations and transitions drawn at their end, endless ones at their start.
      animations: 'disabled',
      caret: 'hide',
      // A video's frame, or an embedded page's, is whatever it reached: covered by a flat box.
      mask: ['video', 'iframe', ...(visual.mask ?? [])].map((selector) => root.locator(selector)),
    } as const;
    // A component is pictured whole: it is the subject, every part of it. A screen is a page,
    // pictured as a reader first sees it, unless the story asks for all of it.
    const wholeStory = !story.title.startsWith(SCREEN_TITLE_PREFIX) || visual.fullPage === true;
    const take = async () => {
      const box = await root.boundingBox();
      // A story that draws nothing (an empty list, a banner with nothing to say) is pictured as the
      // empty window it leaves.
      if (!box || box.width === 0 || box.height === 0) return page.screenshot(options);
      if (wholeStory) return root.screenshot(options);
      // The screen's box where it shows in the window (a story scrolled by its play function: the
      // part it scrolled to).
      const clip = visibleBoxOf(box, page.viewportSize());
      return page.screenshot(clip ? { ...options, clip } : options);
    };
    let image = await take();
    for (const pause of SETTLE_PAUSES_MS) {
      await page.waitForTimeout(pause);
      const again = await take();
      if (again.equals(image)) break;
      image = again;
      if (pause === SETTLE_PAUSES_MS.at(-1)) {
        throw new Error(
          `${story.id}: the picture was still changing ${SETTLE_PAUSES_MS.reduce((sum, ms) => sum + ms)} ms after the play function ended; ` +
            'wait for the last state in the play function, or mask what cannot hold still (parameters.visual.mask).',
        );
      }
    }
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

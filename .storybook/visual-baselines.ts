import path from 'node:path';

/**
 * Where each story's picture is kept, `<story id>.png`: written and compared by the test runner
 * (test-runner.ts gives jest-image-snapshot the id as the picture's name), and checked for stories
 * that are gone by scripts/test-stories.ts. Relative to the repository's root, where the npm
 * scripts run (the test runner loads this file as CommonJS: no import.meta).
 */
export const BASELINE_DIR = path.resolve('stories', '__screenshots__');
export const BASELINE_SUFFIX = '.png';

/** The story id a baseline's file name stands for, or undefined for a file that is no baseline. */
export function storyIdOfBaseline(file: string): string | undefined {
  return file.endsWith(BASELINE_SUFFIX) ? file.slice(0, -BASELINE_SUFFIX.length) : undefined;
}

/**
 * How much may differ: pixelmatch's colour distance per pixel (anti-aliasing and colour noise stay
 * under it) and at most 0.01 % of the pixels, so that a part moved by 2 px (every pixel along its
 * edges and its text) fails while a difference in a glyph's smoothing does not.
 */
export const COMPARISON = {
  customDiffConfig: { threshold: 0.1 },
  failureThreshold: 0.0001,
  failureThresholdType: 'percent',
} as const;

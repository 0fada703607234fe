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

// The Storybook test runner's Jest configuration: every story rendered, and its play function run,
// in Debian's Chromium, started as scripts/chromium.js says.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumLaunchOptions } from './scripts/chromium.js';

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testTimeout: 30_000,
  setupFilesAfterEnv: [...(testRunnerConfig.setupFilesAfterEnv ?? []), './scripts/story-retries.cjs'],
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions(),
    },
  },
};

// The Storybook test runner's Jest configuration: every story rendered, and its play function run,
// in Debian's Chromium (CHROMIUM_PATH overrides /usr/bin/chromium). No tool downloads a browser.
// The flags match e2e/chromium.ts.
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();
const runningAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: [
          // Chromium's sandbox refuses to run as root.
          ...(runningAsRoot ? ['--no-sandbox'] : []),
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-quic',
          '--no-first-run',
        ],
      },
    },
  },
};

// How every browser test here starts Chromium: Debian's build (`apt-get install -y chromium`), never
// one a test tool downloads. Shared by Playwright (playwright.config.ts) and the Storybook test
// runner (test-runner-jest.config.js). CHROMIUM_PATH overrides the location.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const runningAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export const CHROMIUM_ARGS = [
  // Chromium's sandbox refuses to run as root.
  ...(runningAsRoot ? ['--no-sandbox'] : []),
  '--disable-gpu',
  // Without these it keeps trying to reach hosts this machine's closed network refuses.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Launch options for Playwright and jest-playwright alike. */
export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS };
}

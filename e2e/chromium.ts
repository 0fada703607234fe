/**
 * Every browser test here drives Debian's Chromium (`apt-get install -y chromium`); no tool downloads
 * its own browser. CHROMIUM_PATH overrides the location.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // PostgreSQL is not the only program that refuses root: Chromium's sandbox does too.
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS };
}

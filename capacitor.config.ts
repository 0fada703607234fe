import type { CapacitorConfig } from '@capacitor/cli';
import { ANDROID_APP_ID } from './src/model/config';

/**
 * The Android app (Capacitor). It shows the live site rather than a copy of the build: `server.url`
 * is the site's address, taken from SITE_URL (the same variable the server reads) when `cap sync`
 * runs. So the app always has the site's current version and data, the same JavaScript runs in
 * browsers and in the app (src/mobile switches itself on only inside the native shell), and the
 * service worker lets the app read offline. Capacitor documents `server.url` as meant for live
 * reload; here it is the point, and the price is that the app needs the site once to start.
 *
 * `webDir` is the bundled build Capacitor requires (`npm run app:sync` builds it first); without
 * SITE_URL the app would show that build from https://localhost, whose calls to /api reach no server.
 *
 * SITE_URL must be the site's exact public origin, with no redirect in front of it (bare domain or
 * www., whichever the site answers on): the WebView only lets the app's own origin use the native
 * bridge and opens every other host in the browser.
 */
const siteUrl = process.env.SITE_URL?.trim().replace(/\/+$/, '') || undefined;

if (siteUrl === undefined) {
  console.warn('capacitor.config.ts: SITE_URL is not set, so the app would show the bundled build without a server.');
} else if (!/^https?:\/\/[^/]+/.test(siteUrl) || !URL.canParse(siteUrl)) {
  throw new Error(`capacitor.config.ts: SITE_URL must be the site's address, like https://bhajansangrah.example (got '${siteUrl}').`);
}

const config: CapacitorConfig = {
  // The id of the store listing DEFAULT_APP_CONFIG.androidAppUrl points at.
  appId: ANDROID_APP_ID,
  appName: 'Bhajan Sangrah',
  webDir: 'dist',
  server: {
    androidScheme: 'https',
    ...(siteUrl && {
      url: siteUrl,
      // Only for trying the app against a development server on the local network.
      cleartext: siteUrl.startsWith('http:'),
    }),
  },
};

export default config;

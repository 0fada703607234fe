/**
 * What the browser app needs to know about its deployment. The server reads these once at start
 * (SITE_NAME, SUPPORT_EMAIL, ANDROID_APP_URL, MEDIA_BASE_URL, SITE_URL) and writes them into the served
 * index.html as JSON in `<script id="app-config" type="application/json">`, so one build serves
 * any deployment. Storybook, tests and `npm run dev` fall back to these defaults.
 */
export interface AppConfig {
  siteName: string;
  supportEmail: string;
  androidAppUrl: string;
  /** Prefix for content image, audio and video paths; empty means same origin. */
  mediaBaseUrl: string;
  /**
   * The site's public address (`https://bhajansangrah.example`). The Android app opens links to
   * this domain inside the app (src/mobile); empty means the domain the page was loaded from.
   */
  siteUrl: string;
}

/** The Android app's id (Capacitor's appId, the Play Store listing, the App Links statement). */
export const ANDROID_APP_ID = 'org.bhajansangrah.app';

export const DEFAULT_APP_CONFIG: AppConfig = {
  siteName: 'Bhajan Sangrah',
  supportEmail: 'support@bhajansangrah.example',
  androidAppUrl: `https://play.google.com/store/apps/details?id=${ANDROID_APP_ID}`,
  mediaBaseUrl: '',
  siteUrl: '',
};

export const APP_CONFIG_ELEMENT_ID = 'app-config';

/** Where a server-rendered page carries the data it was rendered with (JSON; see src/ssr/pageState.ts). */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

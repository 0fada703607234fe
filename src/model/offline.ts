/**
 * The installable, offline-capable site: what the service worker (src/sw.ts), its registration in
 * the page (src/pwa/) and the server (the manifest, /sw.js) agree on.
 */

/** Served from the site's root so that it controls every page. */
export const SERVICE_WORKER_URL = '/sw.js';
export const WEB_MANIFEST_URL = '/manifest.webmanifest';

/**
 * The caches the service worker keeps, besides its precache of the app's files. The version is in
 * the name: a worker that changes what a cache holds uses a new name and deletes the old one.
 */
export const OFFLINE_CACHES = {
  /** The HTML of pages visited (a page opened once opens again offline). */
  pages: 'bhajan-pages-v1',
  /** The public data calls of pages visited: hymns, sub-categories and their lists, static pages. */
  data: 'bhajan-data-v1',
  /** Sub-category and content images seen. */
  images: 'bhajan-images-v1',
  /** Script and style chunks not precached (e.g. video.js), once loaded. */
  assets: 'bhajan-assets-v1',
  /**
   * Audio files the visitor chose to keep for offline listening; nothing else puts audio here. Each
   * is a whole file (a 200 answer, not opaque) stored under the absolute URL the audio element
   * plays; the service worker answers the element's Range requests from it.
   */
  audio: 'bhajan-audio-v1',
  /**
   * The hymns the reader keeps (starred or in a set list): each hymn's page and its data call, kept
   * as long as the hymn is kept (never expired like the pages visited), so a saved list opens offline.
   */
  kept: 'bhajan-kept-v1',
} as const;

/**
 * Every name in OFFLINE_CACHES starts with this: on activation the service worker deletes the
 * caches with this prefix that OFFLINE_CACHES no longer names (an older version's).
 */
export const OFFLINE_CACHE_PREFIX = 'bhajan-';

/**
 * The installable site's icons (public/icons/, drawn from public/logo.svg by
 * `npx tsx scripts/generate-icons.ts`): the web app manifest lists the first three, index.html links
 * the Apple one.
 */
export const WEB_APP_ICONS = {
  /** The round logo on a transparent ground. */
  any192: { src: '/icons/icon-192.png', size: 192 },
  any512: { src: '/icons/icon-512.png', size: 512 },
  /** The logo inside the safe zone on a full-bleed brand colour: launchers cut it to their own shape. */
  maskable512: { src: '/icons/icon-maskable-512.png', size: 512 },
  /** iOS's home-screen icon: opaque, since iOS fills transparency with black. */
  appleTouch180: { src: '/icons/apple-touch-icon.png', size: 180 },
} as const;

/**
 * Messages the page sends to a waiting service worker, as `{ type }` (what workbox-window's
 * `messageSkipWaiting()` and `messageSW({ type })` send).
 */
export const SERVICE_WORKER_MESSAGES = {
  /** The visitor accepted the new version: activate now (the page then reloads). */
  skipWaiting: 'SKIP_WAITING',
} as const;

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
  /** Audio files the visitor chose to keep for offline listening; nothing else puts audio here. */
  audio: 'bhajan-audio-v1',
} as const;

/** Messages the page sends to a waiting service worker. */
export const SERVICE_WORKER_MESSAGES = {
  /** The visitor accepted the new version: activate now (the page then reloads). */
  skipWaiting: 'SKIP_WAITING',
} as const;

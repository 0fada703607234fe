/// <reference lib="webworker" />
/**
 * The service worker: built into dist/sw.js by scripts/vite/service-worker.ts (a classic script, the
 * precache manifest written where this reads `self.__WB_MANIFEST`), served at SERVICE_WORKER_URL and
 * registered by src/pwa. What it keeps (src/model/offline.ts):
 * - the app shell, precached at install: the reader's scripts, icons and logo (not the admin chunk,
 *   not video.js);
 * - public pages' HTML as they are visited, network first, and '/' at install, so that an offline
 *   visit to any page boots the app (which then says what it has not saved);
 * - the public data calls of pages visited, network first; images as seen; other built chunks once
 *   loaded;
 * - audio only where the visitor put it (OFFLINE_CACHES.audio), never by itself; video never;
 * - the hymns the reader keeps (starred, in a set list): the page saves their pages and data in
 *   OFFLINE_CACHES.kept (src/pwa/keepHymnsOffline.ts), which nothing expires; answered from there
 *   when the network fails and the caches above have nothing.
 * Everything else (admin, sign-in, statistics, search, feedback, the counting calls) passes through
 * untouched. A new version waits until the page sends SERVICE_WORKER_MESSAGES.skipWaiting.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { apiPaths, apiRoutes } from './model/api-paths';
import { MEDIA_PATH_PREFIX, SUBCATEGORY_IMAGE_PATH } from './model/constants';
import { PAGE_STATE_ELEMENT_ID } from './model/config';
import { OFFLINE_CACHE_PREFIX, OFFLINE_CACHES, SERVICE_WORKER_MESSAGES } from './model/offline';
import { adminPaths, paths } from './model/paths';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const DAY_SECONDS = 24 * 60 * 60;
/** After this long without an answer, a page or data call is answered from the cache (when it has it). */
const NETWORK_TIMEOUT_SECONDS = 4;
/** Where the build puts its hashed chunks (vite.config.ts `build.assetsDir`). */
const ASSETS_PREFIX = '/assets/';

// When the browser's storage is full, images and chunks (bulky, fetched again when online) are
// dropped (purgeOnQuotaError); pages and data, which offline reading needs, are not.
const PAGES_LIMITS = { maxEntries: 200, maxAgeSeconds: 90 * DAY_SECONDS };
const DATA_LIMITS = { maxEntries: 500, maxAgeSeconds: 90 * DAY_SECONDS };
const IMAGES_LIMITS = { maxEntries: 300, maxAgeSeconds: 90 * DAY_SECONDS, purgeOnQuotaError: true };
/** Generous: besides video.js it keeps the chunks an older version precached (see keepReplacedAssets). */
const ASSETS_LIMITS = { maxEntries: 100, maxAgeSeconds: 90 * DAY_SECONDS };

const IMAGE_FILE = /\.(?:png|jpe?g|webp|gif|avif|svg)$/i;
const AUDIO_FILE = /\.(?:mp3|m4a|aac|oga|ogg|opus|wav|flac)$/i;

/** `/api/content/v3/:id` → a pattern for one path segment per parameter. */
function routePattern(route: string): RegExp {
  const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/**
 * The public data calls a page shows (the spec's calls): the hymn, the sub-category lists and one
 * sub-category, a sub-category's hymns, static pages. Admin, sign-in, statistics, search, feedback,
 * the counting calls, `nocache` and `get` are none of these.
 */
const PUBLIC_DATA = [
  apiPaths.subCategoryAll,
  apiPaths.subCategoryNav,
  apiRoutes.subCategory,
  apiRoutes.contentBySubCategory,
  apiRoutes.contentDetail,
  apiRoutes.staticPage,
].map(routePattern);
/** Admin actions that share the static pages' path. */
const NOT_DATA = new Set<string>([apiPaths.reindex, apiPaths.refresh]);

/** Paths that are files or calls, never a page of the app. */
const NOT_PAGES = ['/api/', '/public/api/', SUBCATEGORY_IMAGE_PATH, MEDIA_PATH_PREFIX, ASSETS_PREFIX, '/icons/'];

const isSameOrigin = (url: URL) => url.origin === self.location.origin;

function isAdminPage(pathname: string): boolean {
  return pathname === adminPaths.home || pathname.startsWith(`${adminPaths.home}/`);
}

function isPublicPage(url: URL): boolean {
  const { pathname } = url;
  return (
    isSameOrigin(url) &&
    !isAdminPage(pathname) &&
    !NOT_PAGES.some((prefix) => pathname.startsWith(prefix)) &&
    // sw.js, the manifest, favicon.svg…
    !/\.[a-z0-9]+$/i.test(pathname)
  );
}

function isPublicData(url: URL): boolean {
  return isSameOrigin(url) && !NOT_DATA.has(url.pathname) && PUBLIC_DATA.some((pattern) => pattern.test(url.pathname));
}

/** Sub-category images, and content images under /media/ (here or on MEDIA_BASE_URL's host). */
function isImage(url: URL): boolean {
  if (isSameOrigin(url) && url.pathname.startsWith(SUBCATEGORY_IMAGE_PATH)) return true;
  return url.pathname.includes(MEDIA_PATH_PREFIX) && IMAGE_FILE.test(url.pathname);
}

/**
 * Only whole answers the server lets be stored: not a redirect (a redirected answer cannot answer a
 * navigation), not `no-store` (e.g. the hidden rows an admin who is signed in sees in getAll).
 */
const storableOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.redirected || /\bno-store\b/i.test(response.headers.get('cache-control') ?? '') ? null : response,
};
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

// The app shell. Own controller (the same as precacheAndRoute's) so that install can read its cache.
const precache = new PrecacheController();
precache.precache(self.__WB_MANIFEST);
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

/** '/', the page an offline visit falls back to (the server's HTML carries the deployment's config). */
const appShellUrl = () => new URL(paths.home, self.location.origin).href;

/** A hymn the reader keeps (starred, in a set list), saved by the page with its data (src/pwa/keepHymnsOffline.ts). */
const keptCopy = async (request: Request) =>
  (await caches.open(OFFLINE_CACHES.kept)).match(request, { ignoreSearch: true, ignoreVary: true });

/**
 * A kept hymn's page, if this version of the app wrote it (an older version's page names files the
 * server may no longer have: then the app shell opens the hymn from its kept data instead).
 */
async function keptPage(request: Request): Promise<Response | undefined> {
  const page = await keptCopy(request);
  return page && (await isThisVersionsPage(page, new Set(precache.getURLsToCacheKeys().keys()))) ? page : undefined;
}

/**
 * Offline and not saved: the page saved for this path (any query), else the home page, else any page
 * saved. Each is the app; it routes by the address bar, and shows its offline notice for data it lacks.
 */
const savedPageFallback = {
  handlerDidError: async ({ request }: { request: Request }) => {
    const cache = await caches.open(OFFLINE_CACHES.pages);
    const options = { ignoreSearch: true, ignoreVary: true };
    const saved = (await cache.match(request, options)) ?? (await keptPage(request)) ?? (await cache.match(appShellUrl(), options));
    if (saved) return saved;
    const [anyPage] = await cache.keys();
    return anyPage ? cache.match(anyPage, options) : undefined;
  },
};

const PAGE_STATE = new RegExp(`<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`);

interface SavedQuery {
  state?: { status?: string; data?: unknown };
  meta?: { apiPath?: unknown };
}

/**
 * A page the server rendered holds the data it shows, each query with the call it stands for
 * (src/ssr/pageState.ts, `meta.apiPath`). Saved with the page, that data is kept in the data cache
 * too, as if the browser had asked for it: moving between saved pages inside the app (no reload)
 * then works offline, although the browser never asked the API for them.
 */
async function keepPageData(page: Response): Promise<void> {
  const json = PAGE_STATE.exec(await page.text())?.[1];
  if (!json) return;
  const { queries } = JSON.parse(json) as { queries?: SavedQuery[] };
  const data = await caches.open(OFFLINE_CACHES.data);
  const expiration = new CacheExpiration(OFFLINE_CACHES.data, DATA_LIMITS);
  for (const query of queries ?? []) {
    const apiPath = query.meta?.apiPath;
    if (query.state?.status !== 'success' || typeof apiPath !== 'string') continue;
    const url = new URL(apiPath, self.location.origin);
    if (!isPublicData(url)) continue;
    const body = JSON.stringify(query.state.data);
    await data.put(url.href, new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8' } }));
    await expiration.updateTimestamp(url.href);
  }
  await expiration.expireEntries();
}

const keepPagesData = {
  cacheDidUpdate: async ({ newResponse }: { newResponse: Response }) => {
    await keepPageData(newResponse.clone()).catch(() => undefined);
  },
};

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isPublicPage(url),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [okOnly(), storableOnly, new ExpirationPlugin(PAGES_LIMITS), savedPageFallback, keepPagesData],
  }),
);
// Admin pages and any other navigation: the network (answered here only to use the navigation preload).
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

/** The server answers a hymn the same whatever its `sid`: a hymn saved with another query will do. */
const sameCallAnyQuery = {
  handlerDidError: async ({ request }: { request: Request }) =>
    (await (await caches.open(OFFLINE_CACHES.data)).match(request, { ignoreSearch: true, ignoreVary: true })) ?? (await keptCopy(request)),
};

registerRoute(
  ({ url }) => isPublicData(url),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.data,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [okOnly(), storableOnly, new ExpirationPlugin(DATA_LIMITS), sameCallAnyQuery],
  }),
);

registerRoute(
  ({ url }) => isImage(url),
  new StaleWhileRevalidate({
    cacheName: OFFLINE_CACHES.images,
    plugins: [okOnly(), storableOnly, new ExpirationPlugin(IMAGES_LIMITS)],
  }),
);

/**
 * A hashed chunk is the same wherever it is kept: one the precache holds (e.g. the next version's,
 * installed while this one still runs) serves as well.
 */
const fromAnyCache = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }: { request: Request; cachedResponse?: Response }) =>
    cachedResponse ?? (await caches.match(request.url, { ignoreVary: true })) ?? null,
};

// Built chunks left out of the precache (video.js, the admin chunk): names are hashed, so immutable.
registerRoute(
  ({ url }) => isSameOrigin(url) && url.pathname.startsWith(ASSETS_PREFIX),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.assets,
    plugins: [okOnly(), new ExpirationPlugin({ ...ASSETS_LIMITS, purgeOnQuotaError: true }), fromAnyCache],
  }),
);

// Audio the visitor kept, with the Range answers <audio> asks for; any other audio straight from the
// network and not kept. (Video is not routed at all: the browser fetches it as if there were no worker.)
registerRoute(
  ({ request, url }) => request.destination === 'audio' || AUDIO_FILE.test(url.pathname),
  async ({ request }) => {
    const kept = await (await caches.open(OFFLINE_CACHES.audio)).match(request.url, { ignoreVary: true });
    if (!kept) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
  },
);

/** Fetches '/' (this version's page) into the pages cache; offline or failing, the old one stays. */
async function cacheAppShell(): Promise<void> {
  try {
    const response = await fetch(appShellUrl(), { cache: 'no-cache', credentials: 'same-origin' });
    if (response.status === 200 && !response.redirected) await (await caches.open(OFFLINE_CACHES.pages)).put(appShellUrl(), response);
  } catch {
    // Then the pages saved as they are visited stand in for it (and '/' is saved when visited).
  }
}

/**
 * The chunks of the version this one replaces, which the precache drops on activation, are copied to
 * the assets cache: a page of that version still open then loads its lazy chunks (feedback, static
 * pages) after the switch, and pages saved by it still boot offline, where the server no longer has
 * those files.
 */
async function keepReplacedAssets(): Promise<void> {
  const current = new Set(precache.getURLsToCacheKeys().values());
  const precached = await caches.open(precache.strategy.cacheName);
  const assets = await caches.open(OFFLINE_CACHES.assets);
  const expiration = new CacheExpiration(OFFLINE_CACHES.assets, ASSETS_LIMITS);
  for (const request of await precached.keys()) {
    const url = new URL(request.url);
    if (current.has(request.url) || !isSameOrigin(url) || !url.pathname.startsWith(ASSETS_PREFIX) || url.search) continue;
    const response = await precached.match(request);
    if (!response) continue;
    await assets.put(request.url, response);
    await expiration.updateTimestamp(request.url);
  }
  await expiration.expireEntries();
}

self.addEventListener('install', (event) => {
  // No skipWaiting here: a new version waits for the visitor's Reload (the message below).
  event.waitUntil(Promise.all([cacheAppShell(), keepReplacedAssets().catch(() => undefined)]));
});

/** A saved page's entry script (index.html's module script under /assets/). */
const ENTRY_SCRIPT = /<script\b[^>]*\bsrc="([^"]*\/assets\/[^"]+\.js)"/;

async function isThisVersionsPage(page: Response, precached: ReadonlySet<string>): Promise<boolean> {
  const src = ENTRY_SCRIPT.exec(await page.clone().text())?.[1];
  return src !== undefined && precached.has(new URL(src, self.location.origin).href);
}

/**
 * Pages saved by an older version name its files; once this version's '/' is saved (install), it
 * stands in for them offline, and they are dropped. (Without it, they stay: the older version's
 * files were kept by keepReplacedAssets.)
 */
async function dropOlderVersionsPages(): Promise<void> {
  const precached = new Set(precache.getURLsToCacheKeys().keys());
  const pages = await caches.open(OFFLINE_CACHES.pages);
  const shell = await pages.match(appShellUrl());
  if (!shell || !(await isThisVersionsPage(shell, precached))) return;
  for (const request of await pages.keys()) {
    const page = await pages.match(request);
    if (page && !(await isThisVersionsPage(page, precached))) await pages.delete(request);
  }
}

async function activate(): Promise<void> {
  const ours = new Set<string>(Object.values(OFFLINE_CACHES));
  for (const name of await caches.keys()) {
    if (name.startsWith(OFFLINE_CACHE_PREFIX) && !ours.has(name)) await caches.delete(name);
  }
  await dropOlderVersionsPages().catch(() => undefined);
  // The page's request starts while the worker wakes up (the strategies above use it).
  await self.registration.navigationPreload?.enable().catch(() => undefined);
  await self.clients.claim();
}

self.addEventListener('activate', (event) => event.waitUntil(activate()));

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : data;
  if (type === SERVICE_WORKER_MESSAGES.skipWaiting) void self.skipWaiting();
});

/**
 * The hymns a reader keeps (starred, or in a set list) are saved for offline reading: each hymn's
 * page and its data call go into their own cache (OFFLINE_CACHES.kept), which the service worker
 * answers from when the network fails, and which nothing expires; a hymn no longer kept is dropped.
 * A satsang in a hall without signal then still has its list.
 */
import { apiPaths } from '../model/api-paths';
import { OFFLINE_CACHES } from '../model/offline';
import { paths } from '../model/paths';

/** What a kept hymn is saved as: its page (to open it offline) and its data (to move to it inside the app). */
export const keptHymnUrls = (contentId: number, origin: string): string[] => [
  new URL(paths.content(contentId), origin).href,
  new URL(apiPaths.contentDetail(contentId), origin).href,
];

export interface KeepOptions {
  caches?: CacheStorage;
  fetch?: typeof fetch;
  origin?: string;
}

const listeners = new Set<() => void>();
/** Tells the pages that show whether hymns are saved to look again. */
export function onKeptHymnsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Saves the pages of `contentIds` not saved yet and drops those of hymns no longer kept. A hymn that
 * cannot be fetched now (offline, a server error) is left for the next time; a hymn the site no
 * longer has (404) is not saved. Never rejects.
 */
export async function keepHymnsOffline(contentIds: readonly number[], options: KeepOptions = {}): Promise<void> {
  const storage = options.caches ?? (typeof caches === 'undefined' ? undefined : caches);
  if (!storage) return;
  const get = options.fetch ?? fetch;
  const origin = options.origin ?? location.origin;
  try {
    const cache = await storage.open(OFFLINE_CACHES.kept);
    const wanted = new Set(contentIds.flatMap((id) => keptHymnUrls(id, origin)));
    for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
    for (const url of wanted) {
      if (await cache.match(url)) continue;
      const response = await get(url, { credentials: 'same-origin' }).catch(() => undefined);
      if (response?.status === 200 && !response.redirected) await cache.put(url, response);
    }
  } catch {
    // Storage refused or full: the hymns are still kept in the lists, only not saved for offline.
  } finally {
    for (const listener of listeners) listener();
  }
}

/** How many of `contentIds` are saved whole (page and data) on this device. */
export async function savedHymnCount(contentIds: readonly number[], options: Pick<KeepOptions, 'caches' | 'origin'> = {}): Promise<number> {
  const storage = options.caches ?? (typeof caches === 'undefined' ? undefined : caches);
  if (!storage) return 0;
  const origin = options.origin ?? location.origin;
  const cache = await storage.open(OFFLINE_CACHES.kept);
  let saved = 0;
  for (const id of contentIds) {
    const found = await Promise.all(keptHymnUrls(id, origin).map((url) => cache.match(url)));
    if (found.every(Boolean)) saved += 1;
  }
  return saved;
}

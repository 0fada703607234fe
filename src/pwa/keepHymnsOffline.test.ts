import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_CACHES } from '../model/offline';
import { FakeCacheStorage } from '../test/fakeCaches';
import { keepHymnsOffline, keptHymnUrls, onKeptHymnsChange, savedHymnCount } from './keepHymnsOffline';

const ORIGIN = 'https://bhajansangrah.example';

/** The site as the network answers it: 200 for the hymns it has, 404 for others, nothing at all offline. */
function site({ offline = false, missing = [] as number[] } = {}) {
  return vi.fn(async (url: string | URL | Request) => {
    if (offline) throw new TypeError('Failed to fetch');
    const id = Number(/\/(\d+)$/.exec(String(url))?.[1]);
    return missing.includes(id) ? new Response('{}', { status: 404 }) : new Response(`hymn ${id}`, { status: 200 });
  });
}

const asCaches = (storage: FakeCacheStorage) => storage as unknown as CacheStorage;
const kept = (storage: FakeCacheStorage) => [...(storage.caches.get(OFFLINE_CACHES.kept)?.entries.keys() ?? [])].sort();

describe('keepHymnsOffline', () => {
  it('saves each kept hymn’s page and data once, and drops a hymn no longer kept', async () => {
    const storage = new FakeCacheStorage();
    const fetch = site();
    await keepHymnsOffline([12, 48], { caches: asCaches(storage), fetch, origin: ORIGIN });
    expect(kept(storage)).toEqual([...keptHymnUrls(12, ORIGIN), ...keptHymnUrls(48, ORIGIN)].sort());
    expect(fetch).toHaveBeenCalledTimes(4);

    await keepHymnsOffline([48, 7], { caches: asCaches(storage), fetch, origin: ORIGIN });
    expect(kept(storage)).toEqual([...keptHymnUrls(48, ORIGIN), ...keptHymnUrls(7, ORIGIN)].sort());
    // 48 was saved already: only 7 was fetched.
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(await savedHymnCount([48, 7, 12], { caches: asCaches(storage), origin: ORIGIN })).toBe(2);
  });

  it('leaves for next time what cannot be had now, saves no hymn the site has not got, and never rejects', async () => {
    const storage = new FakeCacheStorage();
    await expect(
      keepHymnsOffline([12], { caches: asCaches(storage), fetch: site({ offline: true }), origin: ORIGIN }),
    ).resolves.toBeUndefined();
    expect(kept(storage)).toEqual([]);
    await keepHymnsOffline([12, 99], { caches: asCaches(storage), fetch: site({ missing: [99] }), origin: ORIGIN });
    expect(kept(storage)).toEqual(keptHymnUrls(12, ORIGIN).sort());
  });

  it('tells the pages showing what is saved to look again, also when saving failed', async () => {
    const storage = new FakeCacheStorage();
    const listener = vi.fn();
    const stop = onKeptHymnsChange(listener);
    await keepHymnsOffline([12], { caches: asCaches(storage), fetch: site({ offline: true }), origin: ORIGIN });
    stop();
    await keepHymnsOffline([12], { caches: asCaches(storage), fetch: site(), origin: ORIGIN });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

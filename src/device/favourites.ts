/**
 * The reader's favourites and set lists (src/model/favourites.ts) in the app: kept on the device,
 * followed across tabs, and their hymns saved for offline reading whenever they change. Lists are
 * changed through src/device/setLists.ts (used by the chunks that edit them).
 */
import { useCallback } from 'react';
import { FAVOURITES_KEY, favouritesOf, NO_FAVOURITES, toggledStar, type Favourites, type KeptHymn } from '../model/favourites';
import { deviceStore } from './deviceStore';

const store = deviceStore(FAVOURITES_KEY, favouritesOf, NO_FAVOURITES);

/** Every hymn kept, each once: the ones saved for offline reading. */
export const keptContentIds = (favourites: Favourites): number[] => [
  ...new Set([...favourites.starred, ...favourites.lists.flatMap((list) => list.contentIds)]),
];

let saving: Promise<void> = Promise.resolve();
/**
 * Saves the kept hymns for offline reading, one pass after another (never two at once). The saving
 * code is a chunk of its own: a first visit that keeps nothing never loads it.
 */
export function saveKeptHymns(favourites: Favourites = store.get()): Promise<void> {
  // Only where a service worker controls the page: it is what answers from the saved copies.
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return saving;
  saving = saving
    .then(() => import('../pwa/keepHymnsOffline'))
    .then((chunk) => chunk.keepHymnsOffline(keptContentIds(favourites)))
    .catch(() => undefined);
  return saving;
}

/** Puts favourites on this device as they are (Storybook's stories start from their own). */
export const keepFavourites = (favourites: Favourites): void => store.save(favourites);

/** Keeps the reader's new favourites on this device, and saves their hymns for offline reading. */
export function saveFavourites(change: (favourites: Favourites) => Favourites): void {
  const next = change(store.get());
  store.save(next);
  void saveKeptHymns(next);
}

/** The reader's favourites (none while the page hydrates: the server knows nobody's), and the star's toggle. */
export function useFavourites(): [Favourites, (hymn: KeptHymn) => void] {
  const favourites = store.useValue();
  const toggleStar = useCallback((hymn: KeptHymn) => saveFavourites((kept) => toggledStar(kept, hymn)), []);
  return [favourites, toggleStar];
}

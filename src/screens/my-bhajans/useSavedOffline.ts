import { useEffect, useState } from 'react';
import type { SetList } from '../../model/favourites';
import { onKeptHymnsChange, savedHymnCount } from '../../pwa/keepHymnsOffline';
import { useServiceWorkerControlled } from '../../pwa/useServiceWorkerControlled';

/**
 * How many of each list's hymns are saved on this device for offline reading, by list id, looked
 * at again whenever hymns are saved or dropped. Empty where nothing can be saved (no Cache API, or
 * no service worker to serve the saved copies).
 */
export function useSavedOffline(lists: readonly SetList[]): Record<string, number> {
  const controlled = useServiceWorkerControlled();
  const [saved, setSaved] = useState<Record<string, number>>({});
  useEffect(() => {
    if (!controlled || typeof caches === 'undefined') return undefined;
    let current = true;
    const look = () => {
      void Promise.all(lists.map(async (list) => [list.id, await savedHymnCount(list.contentIds)] as const)).then(
        (counts) => {
          if (current) setSaved(Object.fromEntries(counts));
        },
        () => undefined,
      );
    };
    look();
    const stop = onKeptHymnsChange(look);
    return () => {
      current = false;
      stop();
    };
  }, [controlled, lists]);
  return saved;
}

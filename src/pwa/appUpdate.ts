import { useSyncExternalStore } from 'react';

/** Where the page stands with a new version of the site. */
export interface AppUpdateState {
  /** A new version has been downloaded and waits: the page offers Reload. */
  ready: boolean;
  /** The visitor pressed Reload: the new version is being switched on, then the page reloads. */
  reloading: boolean;
}

/**
 * The tiny store between the service worker's registration (src/pwa/register.ts, which loads
 * workbox-window later) and the page's UpdateBanner (in the first script).
 */
export interface AppUpdateStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AppUpdateState;
  /** A new version waits; `apply` switches it on and reloads the page (only ever on the visitor's word). */
  offer(apply: () => void): void;
  /** The visitor's Reload: applies the version offered, once. */
  accept(): void;
  /** Back to nothing offered (for stories and tests). */
  reset(): void;
}

const NOTHING_OFFERED: AppUpdateState = { ready: false, reloading: false };

export function createAppUpdateStore(): AppUpdateStore {
  let state = NOTHING_OFFERED;
  let apply: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const set = (next: AppUpdateState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    offer(next) {
      apply = next;
      // A newer version found while reloading for the last one: the reload under way brings it.
      if (!state.reloading) set({ ready: true, reloading: false });
    },
    accept() {
      if (!apply || state.reloading) return;
      set({ ready: true, reloading: true });
      apply();
    },
    reset() {
      apply = null;
      set(NOTHING_OFFERED);
    },
  };
}

/** The page's one store, fed by registerServiceWorker. */
export const appUpdate = createAppUpdateStore();

/** Whether a new version waits, and the visitor's Reload. */
export function useAppUpdate(store: AppUpdateStore = appUpdate): AppUpdateState & { reload: () => void } {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { ...state, reload: store.accept };
}

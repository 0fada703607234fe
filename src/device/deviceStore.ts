/**
 * A value kept on this device (localStorage, as JSON) that the app's components follow: read once,
 * changed by the app, and followed when another tab of the site changes it. The reader's settings
 * and favourites are such values (no account, no server state).
 */
import { useSyncExternalStore } from 'react';
import { useHydrated } from './useHydrated';

export interface DeviceStore<T> {
  /** The value now (the device's; `initial` until the page has hydrated in useValue). */
  get(): T;
  /** Keeps a new value on the device (shown even when the device refuses to keep it). */
  save(value: T): void;
  /** The value in a component: the server's `initial` while hydrating, then the device's. */
  useValue(): T;
}

/**
 * `read` makes a value of whatever was kept (anything: an older version's, damaged, none);
 * `onChange` also runs when the value changes (e.g. to put it on the page's root element).
 */
export function deviceStore<T>(key: string, read: (kept: unknown) => T, initial: T, onChange?: (value: T) => void): DeviceStore<T> {
  const listeners = new Set<() => void>();
  let current: T | undefined;

  function kept(): T {
    let value: T;
    try {
      value = read(JSON.parse(localStorage.getItem(key) ?? 'null'));
    } catch {
      // No storage (a private window that refuses it) or a damaged value: nothing kept.
      value = read(null);
    }
    // The same as the server's: the very value, so that nothing renders again for it.
    return JSON.stringify(value) === JSON.stringify(initial) ? initial : value;
  }

  function changed(value: T): void {
    current = value;
    onChange?.(value);
    for (const listener of listeners) listener();
  }

  /** Another tab of the site changed it: this one follows. */
  function onStorage(event: StorageEvent): void {
    if (event.key === key || event.key === null) changed(kept());
  }

  function subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  }

  const get = (): T => (current ??= kept());
  // The server renders `initial`, and so does the browser until the page is hydrated; the device's
  // own comes with HydratedFlag's transition (in slices), not in a render React forces at once.
  const serverSnapshot = (): T => initial;

  return {
    get,
    save(value) {
      try {
        localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Not kept (storage full or refused): still shown on this page.
      }
      changed(value);
    },
    useValue: function useValue() {
      return useSyncExternalStore(subscribe, useHydrated() ? get : serverSnapshot, serverSnapshot);
    },
  };
}

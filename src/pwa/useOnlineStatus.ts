import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const getSnapshot = () => navigator.onLine;
// The server renders for a visitor who is online.
const getServerSnapshot = () => true;

/**
 * Whether the browser has a connection (`navigator.onLine`), updated on its `online` and `offline`
 * events. `false` is reliable (no network at all); `true` only means some network is there, not
 * that the server answers: a failed call tells that (see isNetworkError).
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

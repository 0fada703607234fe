import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  const container = navigator.serviceWorker;
  container.addEventListener('controllerchange', onChange);
  return () => container.removeEventListener('controllerchange', onChange);
}

const getSnapshot = () => 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
const getServerSnapshot = () => false;

/**
 * Whether a service worker controls the page (and so answers its requests from its caches). On a
 * first visit it takes charge a moment after the page has loaded.
 */
export function useServiceWorkerControlled(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

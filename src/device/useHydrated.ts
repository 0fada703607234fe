import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates its page (the first render must be
 * the server's), true from then on: for what only the reader's device knows (their settings, a
 * chunk already loaded earlier in the visit).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

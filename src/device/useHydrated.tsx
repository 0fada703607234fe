import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * Outside the app's root (stories, component tests): true in a browser, where nothing is hydrated,
 * and false on the server, as the page it renders is what the browser first hydrates.
 */
const Hydrated = createContext<boolean>(typeof window !== 'undefined');

export interface HydratedFlagProps {
  /** The tree is the server's render, or the browser's hydration of it: false until hydrated. */
  fromServer: boolean;
  children: ReactNode;
}

/**
 * Says when the app has taken the server's page over. Turned true after the hydration's commit,
 * inside a transition: the parts that then show what only the device knows (the reader's settings,
 * their script) render again in short slices that a tap can come between, not in one long task
 * straight after hydrating (as a store read with useSyncExternalStore would, which React always
 * renders at once).
 */
export function HydratedFlag({ fromServer, children }: HydratedFlagProps) {
  const [hydrated, setHydrated] = useState(!fromServer);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}

/**
 * False while the server renders and while the browser hydrates its page (the first render must be
 * the server's), true from then on: for what only the reader's device knows (their settings, a
 * chunk already loaded earlier in the visit).
 */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}

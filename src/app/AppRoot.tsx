import { StrictMode, useEffect, type ReactNode } from 'react';
import { HydratedFlag, useHydrated } from '../device/useHydrated';
import type { QueryClient } from '@tanstack/react-query';
import type { AppConfig } from '../model/config';
import { Providers } from './providers';

/** Set on `<html>` once the app has taken over the page: its controls answer from then on (tests wait for it). */
export const APP_READY_ATTRIBUTE = 'data-app';
export const APP_READY_VALUE = 'ready';

/** Once the page shows what the device knows too (see HydratedFlag). */
function AppReady() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute(APP_READY_ATTRIBUTE, APP_READY_VALUE);
  }, [hydrated]);
  return null;
}

export interface AppRootProps {
  config: AppConfig;
  queryClient: QueryClient;
  /** The server's render, or the browser hydrating it (not rendering afresh). */
  fromServer: boolean;
  /** The router with the app's routes: the browser's BrowserRouter, or the server's StaticRouter. */
  children: ReactNode;
}

/**
 * Everything around the router, the same on the server and in the browser: the browser's first
 * render must build the very tree the server rendered (see src/ssr).
 */
export function AppRoot({ config, queryClient, fromServer, children }: AppRootProps) {
  return (
    <StrictMode>
      <HydratedFlag fromServer={fromServer}>
        <Providers config={config} queryClient={queryClient}>
          {children}
          <AppReady />
        </Providers>
      </HydratedFlag>
    </StrictMode>
  );
}

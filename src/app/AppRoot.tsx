import { StrictMode, useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { NativeShell } from '../mobile';
import type { ShellNavigate } from '../mobile/nativeShell';
import type { AppConfig } from '../model/config';
import { Providers } from './providers';

/** Set on `<html>` once the app has taken over the page: its controls answer from then on (tests wait for it). */
export const APP_READY_ATTRIBUTE = 'data-app';
export const APP_READY_VALUE = 'ready';

function AppReady() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, APP_READY_VALUE);
  }, []);
  return null;
}

export interface AppRootProps {
  config: AppConfig;
  queryClient: QueryClient;
  /** The router's navigate, for the Android app's back button and links. */
  navigate: ShellNavigate;
  /** The router: the browser's RouterProvider, or the server's StaticRouterProvider. */
  children: ReactNode;
}

/**
 * Everything around the router, the same on the server and in the browser: the browser's first
 * render must build the very tree the server rendered (see src/ssr).
 */
export function AppRoot({ config, queryClient, navigate, children }: AppRootProps) {
  return (
    <StrictMode>
      <Providers config={config} queryClient={queryClient}>
        {children}
        <NativeShell navigate={navigate} />
        <AppReady />
      </Providers>
    </StrictMode>
  );
}

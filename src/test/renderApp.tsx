import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/queryClient';
import { DEFAULT_APP_CONFIG } from '../model/config';

export interface RenderAppOptions {
  /** The cache to use; by default a fresh one without retries (error states show at once). */
  queryClient?: QueryClient;
  /** Under React's StrictMode, which runs effects twice. */
  strict?: boolean;
}

/**
 * Renders `routes` in the app's providers with a memory router at `path`, outside Storybook: for
 * tests that navigate the router themselves or keep a cache across pages. Returns the router.
 */
export function renderApp(routes: RouteObject[], path: string, { queryClient, strict = false }: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = (
    <Providers config={DEFAULT_APP_CONFIG} queryClient={queryClient ?? createQueryClient({ queries: { retry: false } })}>
      <RouterProvider router={router} />
    </Providers>
  );
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return router;
}

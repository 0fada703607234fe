import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
// From 'react-router' itself, not 'react-router/dom' (which only adds flushSync, unused here): one
// copy of the router's contexts wherever the app is loaded, tests included.
import { matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { hydratePageState, readPageState } from '../ssr/pageState';
import { readAppConfig } from './config';
import { AppRoot } from './AppRoot';
import { createQueryClient } from './queryClient';
import { createAppRouter, routes } from './router';

/**
 * The lazily loaded screens of the page being opened (the static pages, the feedback form), loaded
 * before the first render: the server rendered them, and hydration needs the same screens.
 */
async function loadLazyRoutes(location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = (await route.lazy()) as Partial<RouteObject>;
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/**
 * Starts the app in `container`. A page the server rendered (its markup inside, and the data it was
 * rendered with in the page: see src/ssr/pageState.ts) is hydrated: the browser takes over the
 * markup as it is, asking the API nothing. Any other page (the admin area, `npm run dev`) is
 * rendered here.
 */
export async function startApp(container: HTMLElement, doc: Document = document): Promise<Root> {
  const queryClient = createQueryClient();
  const state = readPageState(doc);
  let serverRendered = state !== undefined && container.firstElementChild !== null;
  if (state) hydratePageState(queryClient, state);
  if (serverRendered) {
    try {
      await loadLazyRoutes(window.location);
    } catch {
      // The screen's chunk did not arrive: render afresh, and the router says 'Loading chunk failed'.
      serverRendered = false;
    }
  }
  const router = createAppRouter();
  const app = (
    <AppRoot config={readAppConfig(doc)} queryClient={queryClient} navigate={router.navigate}>
      <RouterProvider router={router} />
    </AppRoot>
  );
  // Hydrated as a transition: React takes the page over in short slices, between which the page
  // answers a tap or a scroll, instead of one long task on a slow phone.
  if (serverRendered) {
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
    return root!;
  }
  const root = createRoot(container);
  root.render(app);
  return root;
}

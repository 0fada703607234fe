import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { addressOf, hydratePageState, readPageState } from '../ssr/pageState';
import { AppRoot } from './AppRoot';
import { readAppConfig } from './config';
import { createQueryClient } from './queryClient';
import { AppRoutes, preloadChunks } from './router';

/** Resolves in a later task of the page, after what waits to run (a tap, a paint). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts the app in `container`. A page the server rendered (its markup inside, and the data it was
 * rendered with in the page: see src/ssr/pageState.ts) is hydrated: the browser takes over the
 * markup as it is, asking the API nothing; the chunk of a screen that has one of its own (a static
 * page, the feedback form) is loaded first. Any other page (the admin area, `npm run dev`) is
 * rendered here.
 */
export async function startApp(container: HTMLElement, doc: Document = document): Promise<Root> {
  // The script's own evaluation was one task: a tap the reader made meanwhile is answered before
  // the page's data is read and its hydration starts, in tasks of their own.
  await nextTask();
  const queryClient = createQueryClient();
  // A page the service worker handed out for another address (offline) is not this page's markup.
  const saved = readPageState(doc);
  const state = saved && (saved.address === undefined || saved.address === addressOf(window.location)) ? saved : undefined;
  if (state) hydratePageState(queryClient, state);
  const app = (fromServer: boolean) => (
    <AppRoot config={readAppConfig(doc)} queryClient={queryClient} fromServer={fromServer}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppRoot>
  );
  // Hydrated as a transition: React takes the page over in short slices, between which the page
  // answers a tap or a scroll, instead of one long task on a slow phone.
  let serverRendered = state !== undefined && container.firstElementChild !== null;
  if (serverRendered) {
    try {
      await preloadChunks(window.location.pathname);
    } catch {
      // The screen's chunk did not arrive: render afresh, and the page says 'Loading chunk failed'.
      serverRendered = false;
    }
  }
  if (serverRendered) {
    // Reading the page's data was a task's worth on a slow phone: hydration starts in the next.
    await nextTask();
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app(true));
    });
    return root!;
  }
  const root = createRoot(container);
  root.render(app(false));
  return root;
}

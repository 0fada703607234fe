import { SERVICE_WORKER_URL } from '../model/offline';
import { whenIdle } from '../device/idle';
import { appUpdate, type AppUpdateStore } from './appUpdate';

/** The part of workbox-window's Workbox the page uses (tests give a fake). */
export interface ServiceWorkerHandle {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  register(): Promise<ServiceWorkerRegistration | undefined>;
  /** Tells the waiting worker to take over (SERVICE_WORKER_MESSAGES.skipWaiting). */
  messageSkipWaiting(): void;
  update(): Promise<void>;
}

export interface RegisterOptions {
  /** Makes the Workbox for the worker's URL. Default: workbox-window, loaded once the page has loaded. */
  createWorkbox?: (url: string) => Promise<ServiceWorkerHandle>;
  /** Told when a new version waits; default the page's one store. */
  store?: AppUpdateStore;
  reload?: () => void;
}

/** After Reload, if the new version has not taken over by then, the page reloads anyway: the visitor asked for it. */
export const RELOAD_FALLBACK_MS = 10_000;

/**
 * A page left open for long (an installed app on a phone) looks for a new version when it is shown
 * again, at most this often. Browsers look by themselves at each page load.
 */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

async function loadWorkbox(url: string): Promise<ServiceWorkerHandle> {
  // Not before the page's load, and then when it is idle: the reader's first script, the hymn, its
  // picture and the page's taking over come first.
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  await new Promise<void>((resolve) => whenIdle(resolve));
  // A chunk of its own, out of the reader's first script.
  const { Workbox } = await import('workbox-window');
  return new Workbox(url);
}

/**
 * Registers the service worker (SERVICE_WORKER_URL). A new version installs in the background and
 * waits: the store offers Reload, and only on the visitor's Reload is the waiting worker told to
 * take over, and the page reloaded once it has (workbox-window's 'controlling'). The page never
 * reloads by itself, also not when another tab's Reload switches the new version on. Resolves
 * with the Workbox, or undefined when registering failed (the site then works as before, online).
 */
export async function registerServiceWorker({
  createWorkbox = loadWorkbox,
  store = appUpdate,
  reload = () => window.location.reload(),
}: RegisterOptions = {}): Promise<ServiceWorkerHandle | undefined> {
  try {
    const workbox = await createWorkbox(SERVICE_WORKER_URL);
    let accepted = false;
    let reloaded = false;
    const reloadOnce = () => {
      if (reloaded) return;
      reloaded = true;
      reload();
    };

    workbox.addEventListener('waiting', () => {
      store.offer(() => {
        accepted = true;
        void registration.then((registered) => {
          if (registered?.waiting) {
            workbox.messageSkipWaiting();
            setTimeout(reloadOnce, RELOAD_FALLBACK_MS);
          } else {
            // Already switched on (by a Reload in another tab): this page only needs to reload.
            reloadOnce();
          }
        });
      });
    });
    workbox.addEventListener('controlling', () => {
      // Also fired when a worker first takes charge of the page, or another tab switched a new
      // version on: then the reader is left in peace.
      if (accepted) reloadOnce();
    });

    // After the listeners: a worker already waiting is reported right after registering.
    const registration = workbox.register();
    await registration;
    lookForUpdatesWhenShown(workbox);
    return workbox;
  } catch (error) {
    console.warn('The service worker could not be registered; the site works online only.', error);
    return undefined;
  }
}

function lookForUpdatesWhenShown(workbox: ServiceWorkerHandle) {
  let lastLook = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastLook < UPDATE_CHECK_INTERVAL_MS) return;
    lastLook = Date.now();
    // Offline, or the server is away: the next look will do.
    workbox.update().catch(() => {});
  });
}

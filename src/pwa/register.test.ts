import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { SERVICE_WORKER_URL } from '../model/offline';
import { createAppUpdateStore, type AppUpdateStore } from './appUpdate';
import { registerServiceWorker, RELOAD_FALLBACK_MS, UPDATE_CHECK_INTERVAL_MS, type ServiceWorkerHandle } from './register';

/** workbox-window's Workbox as the page sees it: its events are fired by the test. */
class FakeWorkbox implements ServiceWorkerHandle {
  readonly listeners = new Map<string, (() => void)[]>();
  /** The registration's waiting worker: the new version, until it takes over. */
  readonly registration = { waiting: null as object | null };
  readonly register = vi.fn(async () => this.registration as unknown as ServiceWorkerRegistration);
  readonly messageSkipWaiting = vi.fn(() => {});
  readonly update = vi.fn(async () => {});

  addEventListener(type: 'waiting' | 'controlling', listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  fire(type: 'waiting' | 'controlling') {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

/** A promise's callbacks, e.g. the Reload's look at the registration. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let workbox: FakeWorkbox;
let store: AppUpdateStore;
let reload: Mock<() => void>;

async function register() {
  const createWorkbox = vi.fn(async () => workbox);
  const result = await registerServiceWorker({ createWorkbox, store, reload });
  return { createWorkbox, result };
}

beforeEach(() => {
  workbox = new FakeWorkbox();
  store = createAppUpdateStore();
  reload = vi.fn<() => void>();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('registerServiceWorker', () => {
  it('registers the service worker at its address', async () => {
    const { createWorkbox, result } = await register();
    expect(createWorkbox).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    expect(workbox.register).toHaveBeenCalledTimes(1);
    expect(result).toBe(workbox);
    expect(store.getSnapshot()).toEqual({ ready: false, reloading: false });
  });

  it('offers a new version that waits, and never reloads by itself', async () => {
    await register();
    workbox.registration.waiting = {};
    workbox.fire('waiting');
    expect(store.getSnapshot()).toEqual({ ready: true, reloading: false });

    // The worker first taking charge of the page, or another tab switching the new version on.
    workbox.fire('controlling');
    await settle();
    expect(reload).not.toHaveBeenCalled();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it("on the visitor's Reload, tells the waiting worker to take over, and reloads once it has", async () => {
    await register();
    workbox.registration.waiting = {};
    workbox.fire('waiting');

    store.accept();
    await settle();
    expect(store.getSnapshot()).toEqual({ ready: true, reloading: true });
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing more on a second press of Reload', async () => {
    await register();
    workbox.registration.waiting = {};
    workbox.fire('waiting');
    store.accept();
    store.accept();
    await settle();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when the new version has already taken over (a Reload in another tab)', async () => {
    await register();
    workbox.registration.waiting = {};
    workbox.fire('waiting');
    workbox.registration.waiting = null;
    workbox.fire('controlling');
    expect(reload).not.toHaveBeenCalled();

    store.accept();
    await settle();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the new version does not take over in time', async () => {
    await register();
    vi.useFakeTimers();
    workbox.registration.waiting = {};
    workbox.fire('waiting');
    store.accept();
    await vi.advanceTimersByTimeAsync(RELOAD_FALLBACK_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
    // Taking over late changes nothing.
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting when the page opened', async () => {
    workbox.register.mockImplementation(async () => {
      workbox.registration.waiting = {};
      // workbox-window reports it right after registering.
      queueMicrotask(() => workbox.fire('waiting'));
      return workbox.registration as unknown as ServiceWorkerRegistration;
    });
    await register();
    await settle();
    expect(store.getSnapshot().ready).toBe(true);
    store.accept();
    await settle();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('leaves the site working online when registering fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    workbox.register.mockRejectedValue(new DOMException('The operation is insecure.', 'SecurityError'));
    const { result } = await register();
    expect(result).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().ready).toBe(false);
  });

  it('looks for a new version when a page left open for long is shown again', async () => {
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.useFakeTimers({ toFake: ['Date'] });
    await register();
    const show = (state: DocumentVisibilityState) => {
      visibility = state;
      document.dispatchEvent(new Event('visibilitychange'));
    };

    vi.setSystemTime(Date.now() + UPDATE_CHECK_INTERVAL_MS / 2);
    show('hidden');
    show('visible');
    expect(workbox.update).not.toHaveBeenCalled();

    vi.setSystemTime(Date.now() + UPDATE_CHECK_INTERVAL_MS);
    show('hidden');
    expect(workbox.update).not.toHaveBeenCalled();
    show('visible');
    expect(workbox.update).toHaveBeenCalledTimes(1);
    show('visible');
    expect(workbox.update).toHaveBeenCalledTimes(1);
  });
});

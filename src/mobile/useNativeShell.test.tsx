import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../device/AppConfigContext';
import { DEFAULT_APP_CONFIG } from '../model/config';
import { paths } from '../model/paths';
import { connectNativeShell, type NativeShellOptions, type ShellAppPlugin, type ShellListenerHandle } from './nativeShell';
import { NativeShell } from './useNativeShell';

type BackListener = (event: { canGoBack: boolean }) => void;
type LinkListener = (event: { url: string }) => void;

/**
 * A stand-in for @capacitor/app's App plugin: records listeners as the native side does, answers
 * addListener at once or when told (`answer()`), and lets a test press back or open a link.
 */
function fakeAppPlugin({ answerLater = false } = {}) {
  const back = new Set<BackListener>();
  const links = new Set<LinkListener>();
  const handles: ShellListenerHandle[] = [];
  const unanswered: (() => void)[] = [];
  const exitApp = vi.fn(() => Promise.resolve());

  function addListener(eventName: 'backButton' | 'appUrlOpen', listener: BackListener | LinkListener) {
    const listeners = (eventName === 'backButton' ? back : links) as Set<typeof listener>;
    listeners.add(listener);
    const handle: ShellListenerHandle = {
      remove: vi.fn(() => {
        listeners.delete(listener);
        return Promise.resolve();
      }),
    };
    handles.push(handle);
    return new Promise<ShellListenerHandle>((resolve) => {
      if (answerLater) unanswered.push(() => resolve(handle));
      else resolve(handle);
    });
  }

  const app: ShellAppPlugin = { addListener: addListener as ShellAppPlugin['addListener'], exitApp };
  return {
    app,
    exitApp,
    handles,
    listenerCount: () => back.size + links.size,
    answer: () => unanswered.splice(0).forEach((resolve) => resolve()),
    pressBack: (canGoBack: boolean) => act(() => back.forEach((listener) => listener({ canGoBack }))),
    openLink: (url: string) => act(() => links.forEach((listener) => listener({ url }))),
  };
}

type FakeAppPlugin = ReturnType<typeof fakeAppPlugin>;

// The real Capacitor chunk with a fake App plugin in place of Capacitor's; it says when it is loaded.
const capacitorChunk = vi.hoisted(() => ({ loaded: vi.fn(), app: undefined as unknown }));
vi.mock('./capacitorApp', async () => {
  capacitorChunk.loaded();
  const { connectNativeShell } = await vi.importActual<typeof import('./nativeShell')>('./nativeShell');
  return {
    startNativeShell: (options: NativeShellOptions) => connectNativeShell(capacitorChunk.app as ShellAppPlugin, options),
  };
});

/** The page the app shows: its path, query and hash. */
function CurrentPage() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="page">{`${pathname}${search}${hash}`}</p>;
}

const SITE_URL = 'https://bhajansangrah.example';

interface RenderOptions {
  /** History so far; the app shows the last entry. */
  entries?: string[];
  siteUrl?: string;
  /** The App plugin the wrapper gets; null: the one of the Capacitor chunk (mocked above). */
  plugin?: FakeAppPlugin | null;
  strict?: boolean;
}

function renderApp({ entries = [paths.home], siteUrl = SITE_URL, plugin = fakeAppPlugin(), strict = false }: RenderOptions = {}) {
  const router = createMemoryRouter([{ path: '*', element: <CurrentPage /> }], {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const loadShell = plugin
    ? vi.fn(() => Promise.resolve((options: NativeShellOptions) => connectNativeShell(plugin.app, options)))
    : undefined;
  const tree = (
    <AppConfigProvider config={{ ...DEFAULT_APP_CONFIG, siteUrl }}>
      <RouterProvider router={router} />
      <NativeShell navigate={router.navigate} loadShell={loadShell} />
    </AppConfigProvider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { router, loadShell, ...view };
}

const shownPage = () => screen.getByTestId('page').textContent;

/** Inside the Android app, Capacitor's bridge defines window.Capacitor before the page runs. */
function enterNativeShell(isNative = true) {
  Object.assign(window, { Capacitor: { isNativePlatform: () => isNative } });
}

afterEach(() => {
  delete (window as { Capacitor?: unknown }).Capacitor;
});

describe('the app wrapper inside the Android app', () => {
  beforeEach(() => enterNativeShell());

  async function connected(options: RenderOptions & { plugin?: FakeAppPlugin } = {}) {
    const plugin = options.plugin ?? fakeAppPlugin();
    const rendered = renderApp({ ...options, plugin });
    await waitFor(() => expect(plugin.listenerCount()).toBe(2));
    return { plugin, ...rendered };
  }

  it('goes back one page on the back button when there is history, without leaving the app', async () => {
    const { plugin } = await connected({ entries: [paths.home, paths.subCategory(4), paths.content(12)] });

    plugin.pressBack(true);
    await waitFor(() => expect(shownPage()).toBe(paths.subCategory(4)));
    plugin.pressBack(true);
    await waitFor(() => expect(shownPage()).toBe(paths.home));
    expect(plugin.exitApp).not.toHaveBeenCalled();
  });

  it('leaves the app on the back button on the first page', async () => {
    const { plugin } = await connected({ entries: [paths.content(12)] });

    plugin.pressBack(false);
    expect(plugin.exitApp).toHaveBeenCalledTimes(1);
    expect(shownPage()).toBe(paths.content(12));
  });

  it('opens an app link at its path, query and hash, and back returns to the page the reader was on', async () => {
    const { plugin } = await connected({ entries: [paths.home, paths.search] });

    plugin.openLink(`${SITE_URL}/content/12?sid=3#lyrics`);
    await waitFor(() => expect(shownPage()).toBe('/content/12?sid=3#lyrics'));

    plugin.pressBack(true);
    await waitFor(() => expect(shownPage()).toBe(paths.search));
  });

  it('leaves links to other domains alone', async () => {
    const { plugin, router } = await connected();

    for (const url of [
      'https://example.org/content/12',
      'https://bhajansangrah.example.evil.test/content/12',
      'https://m.bhajansangrah.example/content/12',
      'mailto:support@bhajansangrah.example',
    ]) {
      plugin.openLink(url);
    }
    expect(shownPage()).toBe(paths.home);
    expect(router.state.historyAction).toBe('POP');
  });

  it('takes www. and the bare domain for the same site, whichever SITE_URL names', async () => {
    const bare = await connected({ siteUrl: 'https://bhajansangrah.example' });
    bare.plugin.openLink('https://www.bhajansangrah.example/content/12');
    await waitFor(() => expect(shownPage()).toBe(paths.content(12)));
    bare.unmount();

    const www = await connected({ siteUrl: 'https://www.bhajansangrah.example' });
    www.plugin.openLink('https://BhajanSangrah.example/subcategory/4');
    await waitFor(() => expect(shownPage()).toBe(paths.subCategory(4)));
  });

  it("uses the page's own host when SITE_URL is not set", async () => {
    const { plugin } = await connected({ siteUrl: '' });

    plugin.openLink('https://bhajansangrah.example/content/12');
    plugin.openLink(`${window.location.origin}/content/7#lyrics`);
    await waitFor(() => expect(shownPage()).toBe(`${paths.content(7)}#lyrics`));
  });

  it('ignores a malformed link', async () => {
    const { plugin } = await connected();

    for (const url of ['not a link', 'https://', '', 'https://bhajansangrah.example:99999/content/12']) {
      plugin.openLink(url);
    }
    expect(shownPage()).toBe(paths.home);
  });

  it('removes both listeners when it goes away', async () => {
    const { plugin, unmount } = await connected({ entries: [paths.home, paths.content(12)] });

    unmount();
    expect(plugin.handles.map((handle) => vi.mocked(handle.remove).mock.calls.length)).toEqual([1, 1]);
    expect(plugin.listenerCount()).toBe(0);
  });

  it('removes the listeners also when it goes away before the plugin answered', async () => {
    const plugin = fakeAppPlugin({ answerLater: true });
    const { unmount } = renderApp({ plugin });
    await waitFor(() => expect(plugin.handles).toHaveLength(2));

    unmount();
    plugin.answer();
    await waitFor(() => expect(plugin.listenerCount()).toBe(0));
    plugin.pressBack(false);
    expect(plugin.exitApp).not.toHaveBeenCalled();
  });

  it('listens once under StrictMode (mounted, unmounted and mounted again)', async () => {
    const { plugin } = await connected({ entries: [paths.home, paths.content(12)], strict: true });

    plugin.pressBack(true);
    await waitFor(() => expect(shownPage()).toBe(paths.home));
    expect(plugin.listenerCount()).toBe(2);
  });
});

describe("the app wrapper's Capacitor chunk", () => {
  beforeEach(() => {
    // A fresh module registry, so the chunk's module would be evaluated again if imported.
    vi.resetModules();
    capacitorChunk.loaded.mockClear();
  });

  it('is loaded and listened to inside the Android app', async () => {
    enterNativeShell();
    const plugin = fakeAppPlugin();
    capacitorChunk.app = plugin.app;
    renderApp({ plugin: null });

    await waitFor(() => expect(plugin.listenerCount()).toBe(2));
    expect(capacitorChunk.loaded).toHaveBeenCalledTimes(1);
  });

  it("is never loaded in a browser, nor in a browser that has Capacitor's web runtime", async () => {
    const plugin = fakeAppPlugin();
    capacitorChunk.app = plugin.app;
    const inBrowser = renderApp({ plugin: null });
    const given = renderApp({ plugin });
    enterNativeShell(false);
    const inWebRuntime = renderApp({ plugin: null });

    // Give a dynamic import every chance to happen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(capacitorChunk.loaded).not.toHaveBeenCalled();
    expect(given.loadShell).not.toHaveBeenCalled();
    expect(plugin.listenerCount()).toBe(0);
    inBrowser.unmount();
    inWebRuntime.unmount();
  });
});

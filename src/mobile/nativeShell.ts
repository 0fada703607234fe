/**
 * The Android app's glue (the spec's screens and routes, "App wrapper"): the hardware back button and opened app
 * links. Logic over the part of Capacitor's App plugin it uses, so tests drive it with a fake. It
 * travels in the Capacitor chunk (capacitorApp.ts), which only the Android app loads.
 */

export interface ShellListenerHandle {
  remove(): Promise<void>;
}

/** The part of @capacitor/app's `App` the wrapper uses (capacitorApp.ts checks the real one fits). */
export interface ShellAppPlugin {
  addListener(eventName: 'backButton', listener: (event: { canGoBack: boolean }) => void): Promise<ShellListenerHandle>;
  addListener(eventName: 'appUrlOpen', listener: (event: { url: string }) => void): Promise<ShellListenerHandle>;
  exitApp(): Promise<void>;
}

/** Moves in the app's history: react-router's `router.navigate` or `useNavigate()`. */
export interface ShellNavigate {
  (delta: number): unknown;
  (path: string): unknown;
}

/** `www.` and the bare domain are the same site. */
function bareHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

/**
 * The host links of the site have: SITE_URL's (AppConfig.siteUrl) when set, else the host the page
 * was loaded from (in the app, the address it was built for).
 */
export function siteHostOf(siteUrl: string, pageHost: string): string {
  if (siteUrl.trim()) {
    try {
      return new URL(siteUrl).host;
    } catch {
      // The server validates SITE_URL; a page with a broken config still knows its own host.
    }
  }
  return pageHost;
}

/**
 * The in-app path of an opened link (`/content/12?sid=3#lyrics` for
 * `https://bhajansangrah.example/content/12?sid=3#lyrics`), or null when the link is not a web
 * address of the site.
 */
export function appLinkPath(url: string, siteHost: string): string | null {
  let link: URL;
  try {
    link = new URL(url);
  } catch {
    return null;
  }
  if (link.protocol !== 'https:' && link.protocol !== 'http:') return null;
  if (!siteHost || bareHost(link.host) !== bareHost(siteHost)) return null;
  return `${link.pathname}${link.search}${link.hash}`;
}

/** A failed removal or exit leaves nothing to do (the page or the bridge is already gone). */
function ignore() {}

export interface NativeShellOptions {
  navigate: ShellNavigate;
  /** AppConfig.siteUrl: links to its host (or, when empty, to the page's) open in the app. */
  siteUrl: string;
  /** The host the page was loaded from. */
  pageHost?: string;
}

/** Starts the wrapper with the App plugin at hand (capacitorApp.ts); returns what stops it. */
export type StartNativeShell = (options: NativeShellOptions) => () => void;

/**
 * Listens to the App plugin until the returned function is called:
 * - back button: one step back in history, or out of the app on the first page. "Can go back"
 *   comes from the event, that is the WebView's own back-forward list: it is false exactly on the
 *   page the app started on and counts every entry, also those before a full page load (after
 *   which react-router's history index starts again at 0); `history.length` cannot tell, as it
 *   counts forward entries too;
 * - opened app link: to the same path, query and hash inside the app, as a new history entry, so
 *   back returns to the page the reader was on. A link that opened the app from cold arrives the
 *   same way: Capacitor keeps that event until the listener is added.
 * Removal works also before the plugin has answered: a handle that arrives late is removed at once.
 */
export function connectNativeShell(
  app: ShellAppPlugin,
  { navigate, siteUrl, pageHost = globalThis.location.host }: NativeShellOptions,
): () => void {
  const siteHost = siteHostOf(siteUrl, pageHost);
  let connected = true;
  const handles: ShellListenerHandle[] = [];
  const keep = (pending: Promise<ShellListenerHandle>) => {
    pending.then(
      (handle) => {
        if (connected) handles.push(handle);
        else handle.remove().catch(ignore);
      },
      () => {
        // Not registered: Capacitor's own handling stays (the WebView goes back when it can).
      },
    );
  };

  keep(
    app.addListener('backButton', ({ canGoBack }) => {
      if (!connected) return;
      if (canGoBack) navigate(-1);
      else app.exitApp().catch(ignore);
    }),
  );
  keep(
    app.addListener('appUrlOpen', ({ url }) => {
      if (!connected) return;
      const path = appLinkPath(url, siteHost);
      if (path !== null) navigate(path);
    }),
  );

  return () => {
    connected = false;
    for (const handle of handles.splice(0)) handle.remove().catch(ignore);
  };
}

/**
 * For stories and tests only: what the browser says about the connection (`navigator.onLine` and
 * its `online`/`offline` events), so that a story can show a page opened with no network, a
 * connection lost while reading, or one coming back.
 */
let stubbedOnline: boolean | null = null;

/**
 * Makes `navigator.onLine` say `online`, without an event (as on a page opened in that state).
 * Returns the function that puts the browser's own answer back (a story's `beforeEach` returns
 * it); if the stub said offline, an `online` event then tells the page (and react-query) so.
 */
export function stubOnlineStatus(online: boolean): () => void {
  const own = Object.getOwnPropertyDescriptor(navigator, 'onLine');
  stubbedOnline = online;
  // An own property shadows the prototype's getter.
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => stubbedOnline ?? true });
  return () => {
    const wasOffline = stubbedOnline === false;
    stubbedOnline = null;
    if (own) Object.defineProperty(navigator, 'onLine', own);
    else delete (navigator as unknown as Record<string, unknown>).onLine;
    if (wasOffline) window.dispatchEvent(new Event('online'));
  };
}

/** The connection drops (`false`) or comes back (`true`): `navigator.onLine` changes and the browser's event fires. Needs stubOnlineStatus first. */
export function setStubbedOnline(online: boolean): void {
  if (stubbedOnline === null) throw new Error('setStubbedOnline: call stubOnlineStatus first (in the story’s beforeEach)');
  stubbedOnline = online;
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

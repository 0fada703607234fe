/**
 * Keeps the screen on while `wanted` (a hymn page open to read from, audio playing): a reader
 * singing along from the phone must not see it dim and lock mid-hymn. Uses the Screen Wake Lock
 * API; the browser lets the lock go whenever the tab is hidden, so it is asked for again each time
 * the tab is shown. Where the API is missing (older browsers) or refuses (battery saver), nothing
 * else happens: the phone behaves as it always did.
 */
import { useEffect, useState } from 'react';
import { useHydrated } from './useHydrated';

/**
 * Whether this browser can keep the screen on. Assumed while rendering on the server (most readers'
 * browsers can), so that the page does not move when its toggle appears; it goes where it cannot.
 */
export function useWakeLockSupported(): boolean {
  return !useHydrated() || 'wakeLock' in navigator;
}

/** Holds a screen wake lock while `wanted`; returns whether one is held now. */
export function useScreenWakeLock(wanted: boolean): boolean {
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!wanted || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return undefined;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;

    const request = async () => {
      if (stopped || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (stopped) {
          void lock.release();
          return;
        }
        sentinel = lock;
        setHeld(true);
        // Let go by the browser (tab hidden, battery saver): asked for again when the tab is shown.
        lock.addEventListener('release', () => setHeld(false));
      } catch {
        // Refused (not visible any more, a policy, low battery): the screen behaves as usual.
        setHeld(false);
      }
    };
    const onVisibility = () => void request();

    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release();
      setHeld(false);
    };
  }, [wanted]);

  return held;
}

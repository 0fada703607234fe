import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'bhajan-scroll-positions';
/** Positions kept for the last this many history entries of the tab. */
const KEPT = 50;

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function keepPosition(key: string, y: number): void {
  try {
    const positions = readPositions();
    delete positions[key];
    positions[key] = y;
    const keys = Object.keys(positions);
    for (const old of keys.slice(0, Math.max(0, keys.length - KEPT))) delete positions[old];
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Private mode or full storage: going back starts at the top.
  }
}

/**
 * The history entry a position belongs to. A page opened by a full load (a link from elsewhere,
 * a search sent before the app had started) has no key of the router's, so its address tells it
 * from the other such pages of the tab.
 */
function entryOf(location: { key: string; pathname: string; search: string }): string {
  return `${location.key} ${location.pathname}${location.search}`;
}

/** Whether this document was loaded by a reload or by Back/Forward into it (from another site). */
function returnedTo(): boolean {
  const kind = (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  return kind === 'reload' || kind === 'back_forward';
}

/**
 * Where the window is scrolled after a move between pages inside the app, as after a full page
 * load: a new page (a link, a search) starts at the top, or at the element its #hash names; Back
 * and Forward return to where the reader was on that page (kept per history entry for the tab),
 * as do a reload and a return from another site.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const entry = entryOf(location);
  const shown = useRef(entry);
  // Where the reader is on the page shown, followed as they scroll: read at a move, the window
  // may already hold the next page (shorter, and so scrolled less).
  const lastY = useRef(0);

  useIsomorphicLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Back on this page after a reload or from another site: where the reader was, unless they
    // have scrolled already (the page is readable before the app starts).
    const saved = readPositions()[shown.current];
    if (saved !== undefined && window.scrollY === 0 && returnedTo()) window.scrollTo(0, saved);
    const follow = () => {
      lastY.current = window.scrollY;
    };
    const keep = () => keepPosition(shown.current, lastY.current);
    follow();
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', follow);
      window.removeEventListener('pagehide', keep);
    };
  }, []);

  useIsomorphicLayoutEffect(() => {
    if (shown.current === entry) return;
    keepPosition(shown.current, lastY.current);
    shown.current = entry;
    if (navigationType === 'POP') {
      window.scrollTo(0, readPositions()[entry] ?? 0);
    } else {
      const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    }
    lastY.current = window.scrollY;
  }, [entry, location.hash, navigationType]);
}

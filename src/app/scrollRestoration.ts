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
 * Where the window is scrolled after a move between pages inside the app, as after a full page
 * load: a new page (a link, a search) starts at the top, or at the element its #hash names; Back
 * and Forward return to where the reader was on that page (kept per history entry for the tab).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(location.key);
  // Where the reader is on the page shown, followed as they scroll: read at a move, the window
  // may already hold the next page (shorter, and so scrolled less).
  const lastY = useRef(0);

  useIsomorphicLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
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
    if (shown.current === location.key) return;
    keepPosition(shown.current, lastY.current);
    shown.current = location.key;
    if (navigationType === 'POP') {
      window.scrollTo(0, readPositions()[location.key] ?? 0);
    } else {
      const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    }
    lastY.current = window.scrollY;
  }, [location.key, location.hash, navigationType]);
}

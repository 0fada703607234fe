import { useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * The navigation bars' folding menu (below the `lg` breakpoint): open and closed by the 'Menu'
 * button; folded again by any navigation (a link, a search, the back button) and by Escape inside
 * it, which gives the focus back to the button. An Escape that a control inside has already used
 * (the 'Bhajans' dropdown closing itself: `defaultPrevented`) leaves the menu open.
 */
export function useCollapsibleMenu() {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setMenuOpen(false);
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && menuOpen && !event.defaultPrevented) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  return {
    menuOpen,
    toggleRef,
    toggle: () => setMenuOpen((open) => !open),
    collapse: () => setMenuOpen(false),
    onMenuKeyDown,
  };
}

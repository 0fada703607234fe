import { useCallback, useEffect, useRef } from 'react';

/**
 * The words the reader last selected on the page, taken once: a tap on a menu (More) can clear a
 * selection on a phone before the action it opens reads it, so the selection is followed as it is
 * made. `take()` answers it and forgets it, so that an old selection does not choose for a later
 * action.
 */
export function useLastSelectedText(): () => string {
  const last = useRef('');
  useEffect(() => {
    const remember = () => {
      const text = document.getSelection()?.toString() ?? '';
      if (text.trim()) last.current = text;
    };
    // A selection made before the page was taken over (hydrated) counts too.
    remember();
    document.addEventListener('selectionchange', remember);
    return () => document.removeEventListener('selectionchange', remember);
  }, []);
  return useCallback(() => {
    const text = document.getSelection()?.toString().trim() ? document.getSelection()!.toString() : last.current;
    last.current = '';
    return text;
  }, []);
}

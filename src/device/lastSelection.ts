import { useCallback, useEffect, useRef } from 'react';

/** What the reader had selected: the words, and the whole line (the block) the selection starts in. */
export interface SelectedText {
  text: string;
  line: string;
}

/** A selection cleared this long ago no longer counts: it was cleared on purpose, not by a tap on a menu. */
const CLEARED_FOR_MS = 10_000;

const NOTHING: SelectedText = { text: '', line: '' };

/** The words selected now, and the text of the block-level element the selection starts in. */
function selectedNow(): SelectedText {
  const selection = document.getSelection();
  const text = selection?.toString() ?? '';
  if (!selection || !text.trim()) return NOTHING;
  let element = selection.anchorNode instanceof Element ? selection.anchorNode : (selection.anchorNode?.parentElement ?? null);
  while (element && getComputedStyle(element).display === 'inline') element = element.parentElement;
  return { text, line: element?.textContent ?? '' };
}

/**
 * The words the reader last selected on the page, taken once: a tap on a menu (More) can clear a
 * selection on a phone before the action it opens reads it, so the selection is followed as it is
 * made, and kept a few seconds after it was cleared. `take()` answers it and forgets it, so that an
 * old selection does not choose for a later action.
 */
export function useLastSelectedText(): () => SelectedText {
  const last = useRef<{ selected: SelectedText; clearedAt: number | null }>({ selected: NOTHING, clearedAt: null });
  useEffect(() => {
    const remember = () => {
      const selected = selectedNow();
      if (selected.text) last.current = { selected, clearedAt: null };
      else if (last.current.clearedAt === null) last.current.clearedAt = Date.now();
    };
    // A selection made before the page was taken over (hydrated) counts too.
    remember();
    document.addEventListener('selectionchange', remember);
    return () => document.removeEventListener('selectionchange', remember);
  }, []);
  return useCallback(() => {
    const now = selectedNow();
    const { selected, clearedAt } = last.current;
    last.current = { selected: NOTHING, clearedAt: null };
    if (now.text) return now;
    return clearedAt === null || Date.now() - clearedAt < CLEARED_FOR_MS ? selected : NOTHING;
  }, []);
}

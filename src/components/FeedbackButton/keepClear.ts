/**
 * What the floating Feedback button must never cover: the lyrics. Their lines are marked with
 * `ref={keepClearOfFeedback}` (VerseText's `keepClear`; inline, so that each box is the words' own
 * extent); while any marked element passes under the button, the button is tucked away (the navigation bar and the footer still link to
 * /feedback). A module-level list, so that the button (in the page frame) and the lyrics (in a
 * screen) need no shared parent.
 */
type Listener = () => void;

const marked = new Set<Element>();
const listeners = new Set<Listener>();
let snapshot: readonly Element[] = [];
const EMPTY: readonly Element[] = [];

function changed() {
  snapshot = [...marked];
  for (const listener of listeners) listener();
}

/** A ref callback: the element is kept clear while it is in the page. */
export function keepClearOfFeedback(element: Element | null): (() => void) | undefined {
  if (!element) return undefined;
  marked.add(element);
  changed();
  return () => {
    marked.delete(element);
    changed();
  };
}

export function subscribeToKeptClear(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const keptClear = (): readonly Element[] => snapshot;
/** On the server nothing is marked: the button renders as it would without lyrics. */
export const noneKeptClear = (): readonly Element[] => EMPTY;

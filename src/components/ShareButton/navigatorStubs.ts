/**
 * For stories and tests only: the browser's sharing abilities differ (desktop Chromium on Linux has
 * no `navigator.share`, jsdom has no clipboard, headless browsers refuse clipboard writes), so a
 * story fixes them. `null` takes an ability away; a missing key leaves it as it is.
 */
export interface NavigatorStubs {
  /** The Web Share API; when given (or null), `navigator.canShare` is taken away. */
  share?: ((data: ShareData) => Promise<void>) | null;
  clipboard?: Pick<Clipboard, 'writeText'> | null;
}

/** Replaces the given parts of `navigator`; returns the function that puts them back (a story's `beforeEach` returns it). */
export function stubNavigator(stubs: NavigatorStubs): () => void {
  const restorers: (() => void)[] = [];
  const replace = (name: 'share' | 'canShare' | 'clipboard', value: unknown) => {
    const own = Object.getOwnPropertyDescriptor(navigator, name);
    // An own property shadows the prototype's getter or method.
    Object.defineProperty(navigator, name, { value: value ?? undefined, configurable: true, writable: true });
    restorers.push(() => {
      if (own) Object.defineProperty(navigator, name, own);
      else delete (navigator as unknown as Record<string, unknown>)[name];
    });
  };
  if ('share' in stubs) {
    replace('share', stubs.share);
    replace('canShare', undefined);
  }
  if ('clipboard' in stubs) replace('clipboard', stubs.clipboard);
  return () => {
    for (const restore of restorers.reverse()) restore();
  };
}

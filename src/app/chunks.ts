import type { ComponentType } from 'react';
import { loadChunk } from '../components/loadChunk';

/**
 * A screen in a chunk of its own (the admin area, the feedback form, the static pages). Its chunk
 * is loaded on first need, once; `load` may be called ahead (the browser does for the page it
 * takes over from the server, so that the screen is there when hydration reaches it). A chunk that
 * did not arrive stays failed: the page says 'Loading chunk failed' and offers to reload, which
 * asks for it again. (Asking again at once would have React wait on a new request at every try.)
 */
export interface ScreenChunk {
  /** The screen, once its chunk is here; a promise that says so as React's `use` reads it. */
  load(): Promise<ComponentType>;
}

/** A promise with the fields React's `use` reads, so that one already settled is read at once. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function screenChunk<M>(load: () => Promise<M>, pick: (chunk: M) => ComponentType): ScreenChunk {
  let current: Tracked<ComponentType> | undefined;
  return {
    load() {
      if (current) return current;
      const promise: Tracked<ComponentType> = loadChunk(load).then(pick);
      promise.status = 'pending';
      promise.then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
        },
        (reason: unknown) => {
          promise.status = 'rejected';
          promise.reason = reason;
        },
      );
      current = promise;
      return promise;
    },
  };
}

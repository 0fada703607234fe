/**
 * One request at a time makes a missing kept answer; the others asking for it meanwhile wait for it
 * and are then answered from memory. What CDNs call request collapsing (nginx's proxy_cache_lock,
 * Varnish's waiting list).
 *
 * Why: an editor's save drops every kept page and answer (services/cache.ts). Under load, hundreds
 * of visitors then miss the same page at the same moment; each of them would render it and query
 * the database anew, hundreds of renders at once, every time the editor saves. Measured with
 * `npm run bench:load` (500 connections, a save a second): the hymn page and its JSON call fell to a
 * quarter of the reference's rate with a p99 of 4 s, the editor's save waited 5 s for a database
 * connection, and the server's memory rose past 450 MB.
 *
 * A fill belongs to the cache's generation it started in. When something changes while it is being
 * made, the answer is not kept (it may show the old state: see ResponseCache.set); those waiting
 * then start again, one of them making the new answer (an editor saving every second must not
 * set all of them loose at once). When the answer is one that is never kept (a 404, an error),
 * those waiting make their own at once. Nobody waits longer than FILL_WAIT_MS in all.
 */

/** How a fill ended: its answer kept; not kept because something changed meanwhile; not an answer to keep. */
export type FillOutcome = 'kept' | 'changed' | 'notKept';

/** Longest wait for another request's fill; then a request makes its own answer. */
export const FILL_WAIT_MS = 5_000;

interface Fill {
  generation: number;
  done: Promise<FillOutcome>;
  finish(outcome: FillOutcome): void;
}

export interface CacheFills {
  /**
   * The fill of `key` to wait for, when another request is making it in this `generation`;
   * otherwise undefined, and this request is now the one making it: it must call the returned
   * `finish` of `lead` once it is done.
   */
  follow(key: string, generation: number, waitMs: number): Promise<FillOutcome | 'timeout'> | undefined;
  /** Makes this request the one filling `key`; answers how to say it is done (safe to call more than once). */
  lead(key: string, generation: number): (outcome: FillOutcome) => void;
  /** Fills under way (for tests). */
  size(): number;
}

export function createCacheFills(): CacheFills {
  const fills = new Map<string, Fill>();
  return {
    follow(key, generation, waitMs) {
      const fill = fills.get(key);
      if (!fill || fill.generation !== generation) return undefined;
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve('timeout'), Math.max(0, waitMs));
        void fill.done.then((outcome) => {
          clearTimeout(timer);
          resolve(outcome);
        });
      });
    },
    lead(key, generation) {
      let finish!: (outcome: FillOutcome) => void;
      const done = new Promise<FillOutcome>((resolve) => (finish = resolve));
      const fill: Fill = { generation, done, finish };
      fills.set(key, fill);
      let finished = false;
      return (outcome) => {
        if (finished) return;
        finished = true;
        if (fills.get(key) === fill) fills.delete(key);
        fill.finish(outcome);
      };
    },
    size: () => fills.size,
  };
}

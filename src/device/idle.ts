/** At the latest this long after it is asked for, an idle task runs even if the page never idles. */
export const IDLE_WITHIN_MS = 2_000;

/**
 * Runs `task` once the page has nothing more pressing to do (the browser's idle time, after the
 * first screen's work and a tap's answer), at the latest `withinMs` later. For what a reader
 * neither sees nor waits for: counting a view, registering the service worker. Returns a function
 * that runs the task at once if it has not run yet, so that leaving the page first loses nothing.
 */
export function whenIdle(task: () => void, withinMs = IDLE_WITHIN_MS): () => void {
  let done = false;
  let cancel = () => {};
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: withinMs });
    cancel = () => cancelIdleCallback(handle);
  } else {
    // Safari has no idle callbacks: the next task, after what is already waiting.
    const handle = setTimeout(run, 0);
    cancel = () => clearTimeout(handle);
  }
  return run;
}

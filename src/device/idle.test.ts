import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_WITHIN_MS, whenIdle } from './idle';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('runs the task later, not while the page is busy now', async () => {
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(task).toHaveBeenCalledOnce());
  });

  it('runs it at once when asked to (the reader leaves first), and never twice', async () => {
    const task = vi.fn();
    const now = whenIdle(task);
    now();
    expect(task).toHaveBeenCalledOnce();
    now();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(task).toHaveBeenCalledOnce();
  });

  it("waits for the browser's idle time, at the latest IDLE_WITHIN_MS, and lets it go once run", () => {
    const idle = { callback: undefined as (() => void) | undefined, options: undefined as IdleRequestOptions | undefined };
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: IdleRequestOptions) => {
      Object.assign(idle, { callback, options });
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const task = vi.fn();
    const now = whenIdle(task);
    expect(idle.options).toEqual({ timeout: IDLE_WITHIN_MS });
    now();
    expect(task).toHaveBeenCalledOnce();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
    idle.callback!();
    expect(task).toHaveBeenCalledOnce();
  });
});

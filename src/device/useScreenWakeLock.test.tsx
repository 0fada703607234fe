import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScreenWakeLock } from './useScreenWakeLock';

/** A stand-in for the browser's wake lock: counts requests, and lets go like the browser does. */
class FakeSentinel extends EventTarget {
  released = false;
  readonly type = 'screen';
  onrelease = null;
  async release() {
    if (this.released) return;
    this.released = true;
    this.dispatchEvent(new Event('release'));
  }
}

let sentinels: FakeSentinel[];
let visibility: DocumentVisibilityState;

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  sentinels = [];
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: vi.fn(async () => {
        if (visibility !== 'visible') throw new DOMException('not visible', 'NotAllowedError');
        const sentinel = new FakeSentinel();
        sentinels.push(sentinel);
        return sentinel;
      }),
    },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  delete (navigator as { wakeLock?: unknown }).wakeLock;
});

describe('useScreenWakeLock', () => {
  it('holds the screen on while wanted, and lets go when no longer wanted', async () => {
    const { result, rerender } = renderHook(({ wanted }) => useScreenWakeLock(wanted), { initialProps: { wanted: true } });
    await waitFor(() => expect(result.current).toBe(true));
    expect(sentinels).toHaveLength(1);
    rerender({ wanted: false });
    expect(sentinels[0]!.released).toBe(true);
    expect(result.current).toBe(false);
  });

  it('asks again when the tab is shown after the browser let the lock go', async () => {
    const { result } = renderHook(() => useScreenWakeLock(true));
    await waitFor(() => expect(result.current).toBe(true));
    // Hidden: the browser releases the lock by itself.
    act(() => setVisibility('hidden'));
    await act(() => sentinels[0]!.release());
    expect(result.current).toBe(false);
    act(() => setVisibility('visible'));
    await waitFor(() => expect(result.current).toBe(true));
    expect(sentinels).toHaveLength(2);
  });

  it('asks for nothing when not wanted, and lets go when the page goes', async () => {
    const { unmount } = renderHook(({ wanted }) => useScreenWakeLock(wanted), { initialProps: { wanted: false } });
    expect(navigator.wakeLock.request).not.toHaveBeenCalled();
    unmount();
    const shown = renderHook(() => useScreenWakeLock(true));
    await waitFor(() => expect(shown.result.current).toBe(true));
    shown.unmount();
    expect(sentinels[0]!.released).toBe(true);
  });

  it('does nothing where the browser has no wake lock, or refuses it', async () => {
    delete (navigator as { wakeLock?: unknown }).wakeLock;
    expect(renderHook(() => useScreenWakeLock(true)).result.current).toBe(false);
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: { request: vi.fn(async () => Promise.reject(new DOMException('low battery', 'NotAllowedError'))) },
    });
    const refused = renderHook(() => useScreenWakeLock(true));
    await waitFor(() => expect(navigator.wakeLock.request).toHaveBeenCalled());
    expect(refused.result.current).toBe(false);
  });
});

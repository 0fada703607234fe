import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../model/messages';
import { ChunkLoadError, isChunkLoadError, loadChunk } from './loadChunk';

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the module when it arrives', async () => {
    await expect(loadChunk(() => Promise.resolve({ Screen: 'screen' }))).resolves.toEqual({ Screen: 'screen' });
  });

  it("turns a failed import into 'Loading chunk failed'", async () => {
    const failure = loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')));
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toThrow(MESSAGES.chunkFailed);
  });

  it('gives up after the time-out when the chunk never arrives', async () => {
    vi.useFakeTimers();
    const stalled = loadChunk(() => new Promise(() => {}), 120_000);
    const outcome = expect(stalled).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void stalled.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});

describe('isChunkLoadError', () => {
  it("recognises each browser's wording of a failed dynamic import", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new ChunkLoadError())).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Loading chunk failed')).toBe(false);
  });
});

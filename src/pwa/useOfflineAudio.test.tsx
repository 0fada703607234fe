import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_CACHES } from '../model/offline';
import { FakeCache, FakeCacheStorage } from '../test/fakeCaches';
import { useOfflineAudio, type OfflineAudioOptions } from './useOfflineAudio';

const AUDIO = 'https://bhajansangrah.example/media/sample-bhajan.mp3';
const SIZE = 400_000;

/** The cache the audio is kept in. */
const audioCache = (storage: FakeCacheStorage): FakeCache => storage.caches.get(OFFLINE_CACHES.audio) ?? new FakeCache();

/** The network's answer for the audio file, its body sent on command, broken off when the request is aborted. */
function audioDownload({ status = 200, length = SIZE as number | null } = {}) {
  let body!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      body = controller;
    },
  });
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    init?.signal?.addEventListener('abort', () => body.error(new DOMException('The download was aborted.', 'AbortError')));
    const headers = new Headers({ 'Content-Type': 'audio/mpeg' });
    if (length !== null) headers.set('Content-Length', String(length));
    return new Response(stream, { status, headers });
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls: fetch.mock.calls,
    send: (bytes: number) => body.enqueue(new Uint8Array(bytes).fill(7)),
    end: () => body.close(),
    breakOff: () => body.error(new TypeError('network error')),
  };
}

let storage: FakeCacheStorage;
beforeEach(() => {
  storage = new FakeCacheStorage();
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderOfflineAudio(options: OfflineAudioOptions = {}) {
  return renderHook(({ src }) => useOfflineAudio(src, { caches: storage as unknown as CacheStorage, controlled: true, ...options }), {
    initialProps: { src: AUDIO },
  });
}

describe('useOfflineAudio', () => {
  it('offers nothing without the Cache API or without a service worker to play from it', () => {
    const fetch = vi.fn();
    const noCacheApi = renderOfflineAudio({ caches: null, fetch });
    expect(noCacheApi.result.current.state).toBe('unavailable');
    const noWorker = renderOfflineAudio({ controlled: false, fetch });
    expect(noWorker.result.current.state).toBe('unavailable');
    expect(storage.opened).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('looks in the audio cache first: not saved, or saved with its size', async () => {
    const notSaved = renderOfflineAudio();
    expect(notSaved.result.current.state).toBe('checking');
    await waitFor(() => expect(notSaved.result.current.state).toBe('notSaved'));
    expect(storage.opened).toEqual([OFFLINE_CACHES.audio]);

    (await storage.open(OFFLINE_CACHES.audio)).entries.set(AUDIO, {
      bytes: new ArrayBuffer(SIZE),
      headers: new Headers({ 'Content-Length': String(SIZE) }),
      status: 200,
    });
    const saved = renderOfflineAudio();
    await waitFor(() => expect(saved.result.current.state).toBe('saved'));
    expect(saved.result.current.size).toBe(SIZE);
  });

  it('saves the whole file under its address, showing the progress, and says it is saved', async () => {
    const download = audioDownload();
    const { result } = renderOfflineAudio({ fetch: download.fetch });
    await waitFor(() => expect(result.current.state).toBe('notSaved'));

    act(() => result.current.save());
    expect(result.current.state).toBe('saving');
    await waitFor(() => expect(download.calls).toHaveLength(1));
    expect(download.calls[0]![0]).toBe(AUDIO);

    act(() => download.send(100_000));
    await waitFor(() => expect(result.current.received).toBe(100_000));
    expect(result.current.total).toBe(SIZE);
    expect(result.current.state).toBe('saving');
    expect(audioCache(storage).entries.has(AUDIO)).toBe(false);

    act(() => {
      download.send(SIZE - 100_000);
      download.end();
    });
    await waitFor(() => expect(result.current.state).toBe('saved'));
    expect(result.current.size).toBe(SIZE);
    const stored = audioCache(storage).entries.get(AUDIO)!;
    expect(stored.status).toBe(200);
    expect(stored.bytes.byteLength).toBe(SIZE);
    expect(stored.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(stored.headers.get('Content-Length')).toBe(String(SIZE));
  });

  it('works without a known size: the bytes so far, then the size saved', async () => {
    const download = audioDownload({ length: null });
    const { result } = renderOfflineAudio({ fetch: download.fetch });
    await waitFor(() => expect(result.current.state).toBe('notSaved'));
    act(() => result.current.save());
    await waitFor(() => expect(download.calls).toHaveLength(1));
    act(() => download.send(50_000));
    await waitFor(() => expect(result.current.received).toBe(50_000));
    expect(result.current.total).toBeUndefined();
    act(() => download.end());
    await waitFor(() => expect(result.current.state).toBe('saved'));
    expect(result.current.size).toBe(50_000);
  });

  it('says it failed when the file does not come (an error answer, or the download breaks off), and tries again on request', async () => {
    const downloads = [audioDownload({ status: 404 }), audioDownload(), audioDownload()];
    let next = 0;
    const fetch = ((url: string, init?: RequestInit) => downloads[next++]!.fetch(url, init)) as typeof globalThis.fetch;
    const { result } = renderOfflineAudio({ fetch });
    await waitFor(() => expect(result.current.state).toBe('notSaved'));

    act(() => result.current.save());
    await waitFor(() => expect(result.current.state).toBe('failed'));
    expect(audioCache(storage).entries.size).toBe(0);

    act(() => result.current.save());
    const broken = downloads[1]!;
    await waitFor(() => expect(broken.calls).toHaveLength(1));
    act(() => {
      broken.send(1000);
      broken.breakOff();
    });
    await waitFor(() => expect(result.current.state).toBe('failed'));
    expect(audioCache(storage).entries.size).toBe(0);

    act(() => result.current.save());
    const whole = downloads[2]!;
    await waitFor(() => expect(whole.calls).toHaveLength(1));
    act(() => {
      whole.send(SIZE);
      whole.end();
    });
    await waitFor(() => expect(result.current.state).toBe('saved'));
    expect(audioCache(storage).entries.get(AUDIO)!.bytes.byteLength).toBe(SIZE);
  });

  it('says it failed when the browser has no room for the file', async () => {
    const download = audioDownload();
    (await storage.open(OFFLINE_CACHES.audio)).failPut = new DOMException('Quota exceeded', 'QuotaExceededError');
    const { result } = renderOfflineAudio({ fetch: download.fetch });
    await waitFor(() => expect(result.current.state).toBe('notSaved'));
    act(() => result.current.save());
    await waitFor(() => expect(download.calls).toHaveLength(1));
    act(() => {
      download.send(SIZE);
      download.end();
    });
    await waitFor(() => expect(result.current.state).toBe('failed'));
  });

  it('stops a download on Cancel: nothing is kept', async () => {
    const download = audioDownload();
    const { result } = renderOfflineAudio({ fetch: download.fetch });
    await waitFor(() => expect(result.current.state).toBe('notSaved'));
    act(() => result.current.save());
    await waitFor(() => expect(download.calls).toHaveLength(1));
    act(() => download.send(100_000));
    await waitFor(() => expect(result.current.received).toBe(100_000));

    act(() => result.current.cancel());
    expect(result.current.state).toBe('notSaved');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.state).toBe('notSaved');
    expect(audioCache(storage).entries.size).toBe(0);
    expect(console.debug).not.toHaveBeenCalled();
  });

  it('removes a saved file', async () => {
    const download = audioDownload();
    const { result } = renderOfflineAudio({ fetch: download.fetch });
    await waitFor(() => expect(result.current.state).toBe('notSaved'));
    act(() => result.current.save());
    await waitFor(() => expect(download.calls).toHaveLength(1));
    act(() => {
      download.send(SIZE);
      download.end();
    });
    await waitFor(() => expect(result.current.state).toBe('saved'));

    act(() => result.current.remove());
    await waitFor(() => expect(result.current.state).toBe('notSaved'));
    expect(audioCache(storage).entries.has(AUDIO)).toBe(false);
  });

  it('stops the download when the page goes away', async () => {
    const download = audioDownload();
    const { result, unmount } = renderOfflineAudio({ fetch: download.fetch });
    await waitFor(() => expect(result.current.state).toBe('notSaved'));
    act(() => result.current.save());
    await waitFor(() => expect(download.calls).toHaveLength(1));
    const signal = (download.calls[0]![1] as RequestInit).signal!;
    unmount();
    expect(signal.aborted).toBe(true);
  });
});

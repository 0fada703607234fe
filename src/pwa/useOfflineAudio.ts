import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { OFFLINE_CACHES } from '../model/offline';
import { useServiceWorkerControlled } from './useServiceWorkerControlled';

/**
 * 'unavailable': no Cache API, or no service worker to play the file from it: nothing is offered.
 * 'checking': looking whether the file is already saved.
 */
export type OfflineAudioState = 'unavailable' | 'checking' | 'notSaved' | 'saving' | 'saved' | 'failed';

export interface OfflineAudio {
  state: OfflineAudioState;
  /** While saving: the bytes received so far. */
  received: number;
  /** While saving: the file's size, when the server said it (Content-Length). */
  total: number | undefined;
  /** When saved: the file's size. */
  size: number | undefined;
  /** Downloads the file into the audio cache ('saving', then 'saved' or 'failed'). */
  save: () => void;
  /** Stops a download under way ('notSaved'). */
  cancel: () => void;
  /** Deletes the saved file ('notSaved'). */
  remove: () => void;
}

export interface OfflineAudioOptions {
  /** The Cache API. Default: the browser's (`caches`); null: none. */
  caches?: CacheStorage | null;
  fetch?: typeof fetch;
  /** Whether a service worker controls the page. Default: asked of the browser, and followed. */
  controlled?: boolean;
}

interface Status {
  /** The file this status is about: a status of another file counts as 'checking'. */
  src: string;
  state: Exclude<OfflineAudioState, 'unavailable'>;
  received: number;
  total: number | undefined;
  size: number | undefined;
}

const status = (src: string, state: Status['state'], more: Partial<Omit<Status, 'src' | 'state'>> = {}): Status => ({
  src,
  state,
  received: 0,
  total: undefined,
  size: undefined,
  ...more,
});

/** The saved copy's size, from the Content-Length it was stored with. */
function savedSize(response: Response): number | undefined {
  const length = Number(response.headers.get('Content-Length'));
  return length > 0 ? length : undefined;
}

/**
 * The answer to store, its body counted on its way into the cache (`onProgress` with the bytes so
 * far): the file streams from the network into the cache, never whole in the page's memory.
 */
function counted(response: Response, onProgress: (received: number) => void): Response {
  const headers = new Headers();
  const type = response.headers.get('Content-Type');
  const length = response.headers.get('Content-Length');
  if (type) headers.set('Content-Type', type);
  // A compressed answer's length is not the stored (decoded) file's.
  if (length && !response.headers.has('Content-Encoding')) headers.set('Content-Length', length);
  if (!response.body) return new Response(response.body, { status: 200, headers });
  let received = 0;
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        onProgress(received);
        controller.enqueue(chunk);
      },
    }),
  );
  return new Response(body, { status: 200, headers });
}

type SetStatus = Dispatch<SetStateAction<Status>>;

/** Looks in the audio cache whether `src` is already saved, once it can be offered (the 'checking' state's answer). */
function useSavedAudioCheck(available: boolean, storage: CacheStorage | null, src: string, setCurrent: SetStatus) {
  useEffect(() => {
    if (!available || !storage) return;
    let stale = false;
    storage
      .open(OFFLINE_CACHES.audio)
      .then((cache) => cache.match(src))
      .then(
        (saved) => {
          if (stale) return;
          setCurrent((previous) =>
            // A save begun meanwhile knows better.
            previous.src === src && previous.state === 'saving'
              ? previous
              : saved
                ? status(src, 'saved', { size: savedSize(saved) })
                : status(src, 'notSaved'),
          );
        },
        () => {
          // The cache cannot be opened (e.g. storage blocked): offer saving; it will say if it fails.
          if (!stale) setCurrent(status(src, 'notSaved'));
        },
      );
    return () => {
      stale = true;
    };
  }, [available, storage, src, setCurrent]);
}

interface Download {
  src: string;
  storage: CacheStorage;
  doFetch: typeof fetch;
  /** This download's: aborted by `cancel` or by leaving the page. */
  controller: AbortController;
  setCurrent: SetStatus;
  /** The download under way, let go of once this one ends. */
  saving: RefObject<AbortController | null>;
}

/** The download behind `save`: the file streamed into the audio cache, its progress shown, 'saved' or 'failed' at the end. */
async function downloadForOffline({ src, storage, doFetch, controller, setCurrent, saving }: Download) {
  try {
    const response = await doFetch(src, { signal: controller.signal });
    // A whole file (not a range, not an opaque answer from another site): the service worker cuts ranges from it.
    if (response.status !== 200) throw new Error(`The audio file answered ${response.status}.`);
    const total = Number(response.headers.get('Content-Length')) || undefined;
    let received = 0;
    let shownPercent = -1;
    const toStore = counted(response, (bytes) => {
      received = bytes;
      if (controller.signal.aborted) return;
      // One update per percent, not per chunk.
      const percent = total ? Math.floor((bytes / total) * 100) : -1;
      if (total && percent === shownPercent) return;
      shownPercent = percent;
      setCurrent(status(src, 'saving', { received: bytes, total }));
    });
    const cache = await storage.open(OFFLINE_CACHES.audio);
    // Resolves once the whole body is stored; rejects if the download breaks off.
    await cache.put(src, toStore);
    // Cancelled while it was being stored: not kept after all.
    if (controller.signal.aborted) await cache.delete(src);
    else setCurrent(status(src, 'saved', { size: received || total }));
  } catch (error) {
    if (controller.signal.aborted) return;
    // Quota exceeded, the connection lost, the file gone: the visitor may try again.
    console.debug(`Audio not saved for offline listening: ${src}`, error);
    setCurrent(status(src, 'failed'));
  } finally {
    if (saving.current === controller) saving.current = null;
  }
}

/** `save` and `cancel`: one download at a time, stopped by `cancel` or by leaving the page. */
function useAudioDownload(src: string, storage: CacheStorage | null, doFetch: typeof fetch, setCurrent: SetStatus) {
  const saving = useRef<AbortController | null>(null);

  // A download under way stops with the page.
  useEffect(() => () => saving.current?.abort(), []);

  const save = useCallback(() => {
    if (!storage || saving.current) return;
    const controller = new AbortController();
    saving.current = controller;
    setCurrent(status(src, 'saving'));
    void downloadForOffline({ src, storage, doFetch, controller, setCurrent, saving });
  }, [doFetch, src, storage, setCurrent]);

  const cancel = useCallback(() => {
    const controller = saving.current;
    if (!controller) return;
    saving.current = null;
    controller.abort();
    setCurrent(status(src, 'notSaved'));
  }, [src, setCurrent]);

  return { save, cancel };
}

/**
 * "Keep for offline listening" for one audio file (`src`, the address the player uses): whether it
 * is in the audio cache (OFFLINE_CACHES.audio, keyed by that address, the whole file with a 200),
 * saving it there on request, with progress, and removing it. The service worker plays it from
 * there. Nothing is saved unless asked, and saving is no play: no play is counted.
 */
export function useOfflineAudio(src: string, options: OfflineAudioOptions = {}): OfflineAudio {
  const storage = options.caches === undefined ? (typeof caches === 'undefined' ? null : caches) : options.caches;
  const doFetch = options.fetch ?? fetch;
  const browserControlled = useServiceWorkerControlled();
  const available = storage !== null && (options.controlled ?? browserControlled);

  const [current, setCurrent] = useState<Status>(() => status(src, 'checking'));
  useSavedAudioCheck(available, storage, src, setCurrent);
  const { save, cancel } = useAudioDownload(src, storage, doFetch, setCurrent);

  const remove = useCallback(() => {
    if (!storage) return;
    void storage
      .open(OFFLINE_CACHES.audio)
      .then((cache) => cache.delete(src))
      .then(
        () => setCurrent(status(src, 'notSaved')),
        (error: unknown) => console.debug(`Saved audio not removed: ${src}`, error),
      );
  }, [src, storage]);

  const shown = current.src === src ? current : status(src, 'checking');
  return {
    state: available ? shown.state : 'unavailable',
    received: shown.received,
    total: shown.total,
    size: shown.size,
    save,
    cancel,
    remove,
  };
}

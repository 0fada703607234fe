import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiPaths } from '../model/api-paths';
import { MEDIA_FORM_FIELDS, type MediaUploadResult } from '../model/admin';
import { SUBCATEGORY_IMAGE_PATH, type MediaKind } from '../model/constants';
import { ApiRequestError, parseErrorBody } from './client';

/**
 * Media upload: `POST /api/admin/media`, multipart with `file` and `kind`, answering the
 * path to store in the content's imagePath/audioPath/videoPath or the sub-category's subCategoryImage.
 *
 * Sent with XMLHttpRequest rather than fetch: fetch reports no upload progress, and an audio or video
 * file on a poor connection takes long enough that the editor must see how far it has got.
 */

/** The server's answer to a stored file. */
export type MediaUploaded = MediaUploadResult;

export interface UploadOptions {
  /** Called with the share of the file sent so far, 0–100, whole numbers. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** 0–100, whole numbers, never 100 before everything is sent. */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  const percent = Math.floor((loaded / total) * 100);
  return Math.min(100, Math.max(0, percent));
}

function abortError(): Error {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

/**
 * Uploads one file. Resolves with the server's `{ path }`; rejects with an ApiRequestError as
 * apiFetch does (status 0 when the server could not be reached), or with an AbortError when
 * `signal` aborts. Cookies are sent (the call needs the editor's session).
 */
export function uploadMedia(file: File, kind: MediaKind, { onProgress, signal }: UploadOptions = {}): Promise<MediaUploaded> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiPaths.adminMedia);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');

    let settled = false;
    const done = () => {
      settled = true;
      signal?.removeEventListener('abort', onAbort);
    };
    // Settled at once: the promise must not wait for the request's own abort event, which not every
    // XMLHttpRequest (e.g. a mocked one in tests) fires.
    function onAbort() {
      if (settled) return;
      done();
      xhr.abort();
      reject(abortError());
    }
    signal?.addEventListener('abort', onAbort, { once: true });

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(uploadPercent(event.loaded, event.total));
    });
    xhr.addEventListener('load', () => {
      if (settled) return;
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        const { path } = (JSON.parse(xhr.responseText || '{}') ?? {}) as Partial<MediaUploaded>;
        if (typeof path === 'string' && path) {
          onProgress?.(100);
          resolve({ path });
        } else {
          reject(new ApiRequestError(xhr.status, 'The server did not answer with the stored path.'));
        }
        return;
      }
      const body = parseErrorBody(xhr.responseText);
      reject(
        new ApiRequestError(
          xhr.status,
          body.message ?? (xhr.statusText || `Request failed with status ${xhr.status}`),
          body.fields,
          body.message,
        ),
      );
    });
    xhr.addEventListener('error', () => {
      if (settled) return;
      done();
      reject(new ApiRequestError(0, 'Network error: the server could not be reached.'));
    });
    xhr.addEventListener('abort', () => {
      if (settled) return;
      done();
      reject(abortError());
    });

    // The kind first: the server reads it before the file streams in.
    const form = new FormData();
    form.append(MEDIA_FORM_FIELDS.kind, kind);
    form.append(MEDIA_FORM_FIELDS.file, file, file.name);
    xhr.send(form);
  });
}

/**
 * What goes into a sub-category's `subCategoryImage`: a file name (pictures are served from
 * `/static/subcategoryimg/{file}`). Should the server answer the whole static path, the name is taken from it.
 */
export function subCategoryImageFileName(path: string): string {
  return path.startsWith(SUBCATEGORY_IMAGE_PATH) ? decodeURIComponent(path.slice(SUBCATEGORY_IMAGE_PATH.length)) : path;
}

export type UploadStatus = 'idle' | 'uploading' | 'done' | 'failed';

export interface MediaUploadState {
  status: UploadStatus;
  /** 0–100 while uploading (and 100 once done). */
  progress: number;
  /** The file being, or last, uploaded. */
  fileName: string | undefined;
  /** Why the last upload failed: the server's message, or undefined (network failure, unexpected answer). */
  errorMessage: string | undefined;
  /** Whether the last upload was cancelled by the editor (status is then 'idle'). */
  cancelled: boolean;
}

/**
 * One file picker's upload: `upload(file)` sends it (cancelling one still under way), tracking its
 * progress; `onUploaded` gets the stored path. `cancel()` stops it. Leaving the page cancels it too.
 */
export function useMediaUpload(kind: MediaKind, onUploaded: (path: string) => void) {
  const [progress, setProgress] = useState(0);
  const [fileName, setFileName] = useState<string>();
  const [cancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const latestOnUploaded = useRef(onUploaded);
  useEffect(() => {
    latestOnUploaded.current = onUploaded;
  }, [onUploaded]);
  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    mutationKey: ['media', 'upload', kind] as const,
    mutationFn: ({ file, signal }: { file: File; signal: AbortSignal }) => uploadMedia(file, kind, { signal, onProgress: setProgress }),
  });
  const { mutate, reset } = mutation;

  const upload = useCallback(
    (file: File) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setProgress(0);
      setFileName(file.name);
      setCancelled(false);
      mutate(
        { file, signal: current.signal },
        {
          onSuccess: ({ path }) => {
            if (controller.current === current) latestOnUploaded.current(path);
          },
          onError: () => {
            // A cancelled upload is no failure: back to idle, saying it was cancelled.
            if (current.signal.aborted && controller.current === current) {
              setCancelled(true);
              reset();
            }
          },
        },
      );
    },
    [mutate, reset],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  /** Forget the last upload (after the form is cleared). */
  const clear = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    reset();
    setProgress(0);
    setFileName(undefined);
    setCancelled(false);
  }, [reset]);

  const status: UploadStatus =
    mutation.status === 'pending' ? 'uploading' : mutation.status === 'success' ? 'done' : mutation.status === 'error' ? 'failed' : 'idle';
  const errorMessage = mutation.error instanceof ApiRequestError ? mutation.error.serverMessage : undefined;
  const state: MediaUploadState = { status, progress, fileName, errorMessage, cancelled };
  return { ...state, upload, cancel, clear };
}

import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiPaths } from '../model/api-paths';
import { MEDIA_FORM_FIELDS, type MediaUploadResult } from '../model/admin';
import { SUBCATEGORY_IMAGE_PATH, type MediaKind } from '../model/constants';
import { ApiRequestError } from './client';
import { answerError, sendWithProgress, uploadPercent } from './sendWithProgress';

/**
 * Media upload: `POST /api/admin/media`, multipart with `file` and `kind`, answering the
 * path to store in the content's imagePath/audioPath/videoPath or the sub-category's subCategoryImage.
 * Sent with progress (sendWithProgress.ts): an audio or video file on a poor connection takes long.
 */

/** The server's answer to a stored file. */
export type MediaUploaded = MediaUploadResult;

export interface UploadOptions {
  /** Called with the share of the file sent so far, 0–100, whole numbers. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export { uploadPercent };

/**
 * Uploads one file. Resolves with the server's `{ path }`; rejects with an ApiRequestError as
 * apiFetch does (status 0 when the server could not be reached), or with an AbortError when
 * `signal` aborts.
 */
export async function uploadMedia(file: File, kind: MediaKind, { onProgress, signal }: UploadOptions = {}): Promise<MediaUploaded> {
  // The kind first: the server reads it before the file streams in.
  const form = new FormData();
  form.append(MEDIA_FORM_FIELDS.kind, kind);
  form.append(MEDIA_FORM_FIELDS.file, file, file.name);
  const answer = await sendWithProgress('POST', apiPaths.adminMedia, form, {
    headers: { Accept: 'application/json' },
    onUploadProgress: onProgress,
    signal,
  });
  if (answer.status < 200 || answer.status >= 300) throw answerError(answer);
  const { path } = (JSON.parse(answer.text || '{}') ?? {}) as Partial<MediaUploaded>;
  if (typeof path !== 'string' || !path) throw new ApiRequestError(answer.status, 'The server did not answer with the stored path.');
  onProgress?.(100);
  return { path };
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

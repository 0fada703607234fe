import { ApiRequestError, parseErrorBody } from './client';

/**
 * A request sent with XMLHttpRequest rather than fetch, for the admin's large uploads: fetch
 * reports no upload progress, and a file on a poor connection takes long enough that the editor
 * must see how far it has got. Cookies are sent (the calls need the editor's session).
 */
export interface SendOptions {
  headers?: Record<string, string>;
  /** Called with the share of the body sent so far, 0–100, whole numbers. */
  onUploadProgress?: (percent: number) => void;
  /** Called with the answer's text so far, as it arrives (for an answer streamed line by line). */
  onResponseText?: (text: string) => void;
  signal?: AbortSignal;
}

/** Any HTTP answer: its status and its text. */
export interface SentAnswer {
  status: number;
  statusText: string;
  text: string;
}

/** 0–100, whole numbers, never 100 before everything is sent. */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  const percent = Math.floor((loaded / total) * 100);
  return Math.min(100, Math.max(0, percent));
}

export function abortError(): Error {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

/** The ApiRequestError of an error answer, as apiFetch makes it. */
export function answerError({ status, statusText, text }: SentAnswer): ApiRequestError {
  const body = parseErrorBody(text);
  return new ApiRequestError(status, body.message ?? (statusText || `Request failed with status ${status}`), body.fields, body.message);
}

/**
 * Sends `body` and resolves with whatever the server answers (error answers too); rejects with an
 * ApiRequestError of status 0 when the server could not be reached, or with an AbortError when
 * `signal` aborts.
 */
export function sendWithProgress(
  method: string,
  url: string,
  body: XMLHttpRequestBodyInit,
  options: SendOptions = {},
): Promise<SentAnswer> {
  const { signal, onUploadProgress, onResponseText } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);

    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    // Settled at once: the promise must not wait for the request's own abort event, which not every
    // XMLHttpRequest (e.g. a mocked one in tests) fires.
    function onAbort() {
      settle(() => {
        xhr.abort();
        reject(abortError());
      });
    }
    signal?.addEventListener('abort', onAbort, { once: true });

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onUploadProgress?.(uploadPercent(event.loaded, event.total));
    });
    // Sent to the last byte (a progress event need not come at 100 %).
    xhr.upload.addEventListener('load', () => onUploadProgress?.(100));
    if (onResponseText) xhr.addEventListener('progress', () => onResponseText(xhr.responseText));
    xhr.addEventListener('load', () => settle(() => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText })));
    xhr.addEventListener('error', () => settle(() => reject(new ApiRequestError(0, 'Network error: the server could not be reached.'))));
    xhr.addEventListener('abort', () => settle(() => reject(abortError())));
    xhr.send(body);
  });
}

import type { ApiError } from '../model/entities';

/** A non-OK answer from the API (status ≥ 400), or no answer at all (status 0: network failure). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  /** Per-field messages, when the server sent them with a 400. */
  readonly fields: Record<string, string> | undefined;
  /**
   * The `message` of the server's JSON answer, when it sent one; undefined when `message` is only
   * the status text (an empty or HTML body, e.g. from a proxy) or there was no answer.
   */
  readonly serverMessage: string | undefined;
  /** The server's whole JSON answer, when it sent one (a 409 conflict says more than its message). */
  readonly body: unknown;

  constructor(status: number, message: string, fields?: Record<string, string>, serverMessage?: string, body?: unknown) {
    super(message);
    this.status = status;
    this.fields = fields;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

/**
 * The server has no such thing: 404, or 400 for an id or name that cannot be one. Asking again
 * will not change that (the app's QueryClient does not retry a 4xx), so a screen says the page is
 * not there and offers Home instead of 'Try again'.
 */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

function isAbort(error: unknown): boolean {
  // By name: the DOMException class differs between realms (e.g. Node's fetch under jsdom).
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** `{ message, fields }` of an error answer's body, when it is such JSON (read by fetch or XMLHttpRequest). */
export function parseErrorBody(text: string): Partial<ApiError> & { body?: unknown } {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return {};
    const { message, fields } = body as Record<string, unknown>;
    return {
      message: typeof message === 'string' && message.trim() ? message : undefined,
      fields: typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : undefined,
      body,
    };
  } catch {
    return {};
  }
}

async function readErrorBody(response: Response): Promise<ReturnType<typeof parseErrorBody>> {
  try {
    return parseErrorBody(await response.text());
  } catch {
    return {};
  }
}

/**
 * What a query says of the call it makes (`meta` of its query options): the API path. A page the
 * server rendered carries its queries with this, so the service worker can keep each one's data
 * under the call's address for offline reading, as if the browser had asked for it (src/sw.ts).
 */
export interface ApiQueryMeta extends Record<string, unknown> {
  apiPath: string;
}

export const apiQueryMeta = (apiPath: string): ApiQueryMeta => ({ apiPath });

/** How apiFetch reaches the API: a `fetch` of the same shape. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

// The browser's fetch, looked up at each call (tests replace it). The server renderer sets its own.
let transport: ApiTransport = (path, init) => fetch(path, init);

/** Sends apiFetch's requests elsewhere from now on (tests: to a test server). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/**
 * Runs `call` with apiFetch's requests sent to `api`: the server renderer (src/ssr) answers a
 * page's calls with the server's own routes, in process, as the browser's fetch would over the
 * network. apiFetch takes its transport before it first waits, so every request `call` starts at
 * once (a fetcher does) goes to `api`, and other pages' renders meanwhile are not affected.
 */
export function withApiTransport<T>(api: ApiTransport, call: () => T): T {
  const previous = transport;
  transport = api;
  try {
    return call();
  } finally {
    transport = previous;
  }
}

/**
 * Call the API: same origin, cookies included, JSON both ways. Resolves with the parsed body (or
 * `undefined` for 204); rejects with an ApiRequestError carrying the status and the server's
 * `message`. An abort (e.g. react-query cancelling) is rethrown unchanged.
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, init)).body;
}

/** apiFetch, with the answer's headers too (a paged list's total is in one). */
export async function apiFetchWithHeaders<T>(path: string, init: RequestInit = {}): Promise<{ body: T; headers: Headers }> {
  const response = await apiResponse(path, init);
  if (response.status === 204) return { body: undefined as T, headers: response.headers };
  const text = await response.text();
  return { body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

/**
 * The API's answer itself, once it is known to be OK (its body not read yet: a stream is read as
 * it comes); rejects as apiFetch does.
 */
export async function apiResponse(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (typeof init.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await transport(path, { ...init, headers, credentials: 'include' });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiRequestError(0, 'Network error: the server could not be reached.');
  }

  if (!response.ok) {
    const body = await readErrorBody(response);
    throw new ApiRequestError(
      response.status,
      body.message ?? (response.statusText || `Request failed with status ${response.status}`),
      body.fields,
      body.message,
      body.body,
    );
  }
  return response;
}

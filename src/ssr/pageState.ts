import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../api/client';
import { PAGE_STATE_ELEMENT_ID } from '../model/config';
import { matchRoute, pageAddress } from '../model/paths';

/**
 * The data a server-rendered page was rendered with, handed to the browser in the page (as JSON in
 * `<script id={PAGE_STATE_ELEMENT_ID} type="application/json">`), so that the browser's first render
 * has exactly what the server's had and hydrates without asking the API again.
 */

/** An API error as it travels in the page: JSON keeps no Error class, so its fields are spelled out. */
interface PlainApiError {
  name: 'ApiRequestError';
  status: number;
  message: string;
  fields?: Record<string, string>;
  serverMessage?: string;
}

function isPlainApiError(value: unknown): value is PlainApiError {
  return typeof value === 'object' && value !== null && (value as PlainApiError).name === 'ApiRequestError';
}

function toPlainError(error: unknown): PlainApiError | null {
  if (error === null || error === undefined) return null;
  if (error instanceof ApiRequestError) {
    return {
      name: 'ApiRequestError',
      status: error.status,
      message: error.message,
      fields: error.fields,
      serverMessage: error.serverMessage,
    };
  }
  // Anything else (a bug in a fetcher) travels as a failure without an answer.
  return { name: 'ApiRequestError', status: 0, message: error instanceof Error ? error.message : String(error) };
}

function toApiError(value: unknown): ApiRequestError | null {
  if (!isPlainApiError(value)) return null;
  return new ApiRequestError(value.status, value.message, value.fields, value.serverMessage);
}

/** The data of a page, and the address it was rendered for. */
export type PageState = DehydratedState & { address?: string };

/**
 * The server's dehydrated queries, their errors made plain (see toPlainError), with the page's
 * address: a page the service worker hands out for another address (offline, the home page for a
 * page never saved) is not taken over as if it were that page.
 */
export function serializableState(state: DehydratedState, address: string): PageState {
  return {
    address,
    mutations: [],
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, error: toPlainError(query.state.error), fetchFailureReason: toPlainError(query.state.fetchFailureReason) },
    })),
  };
}

/**
 * Puts the page's data into the browser's QueryClient before the first render:
 * - errors become ApiRequestErrors again, and a query that failed on the server is not asked again
 *   as the page mounts (the browser shows the same error the server rendered; 'Try again' asks);
 * - the data counts as fetched now: the server renders pages from the current catalogue, and drops
 *   a kept page the moment an editor changes what it shows, so a page however long it was kept holds
 *   fresh data (otherwise every kept page would be fetched again as it opens).
 */
export function hydratePageState(queryClient: QueryClient, state: DehydratedState, now: number = Date.now()): void {
  const queries = state.queries.map((query) => {
    const error = toApiError(query.state.error);
    if (error) queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    return {
      ...query,
      state: {
        ...query.state,
        error,
        fetchFailureReason: toApiError(query.state.fetchFailureReason),
        ...(query.state.status === 'success' ? { dataUpdatedAt: now } : { errorUpdatedAt: now }),
      },
    };
  });
  hydrate(queryClient, { mutations: [], queries });
}

/** The page's data as the server wrote it, or undefined (a page rendered in the browser only). */
export function readPageState(doc: Document): PageState | undefined {
  const text = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as PageState;
    return Array.isArray(state?.queries) ? state : undefined;
  } catch {
    return undefined;
  }
}

/** The address a page at `location` is rendered for (its path and the query parameters its route reads). */
export function addressOf(location: { pathname: string; search: string }): string {
  return pageAddress(location.pathname, new URLSearchParams(location.search), matchRoute(location.pathname));
}

import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiRequestError } from '../api/client';

/** Maximum retries of a failed query: a poor network deserves a second try, not five. */
export const QUERY_RETRIES = 1;

/**
 * A 4xx answer (unknown or hidden hymn, bad id) will be the same on a second try; a network
 * failure or a 5xx may not be.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_RETRIES;
}

/**
 * The app's QueryClient. One per browser tab (and later one per server request). Failed queries
 * retry once unless the answer was a 4xx, and do not refetch on window focus, which on phones
 * fires at every app switch. Queries are asked even while the browser says it is offline
 * ('offlineFirst'): the service worker may answer them from what was saved for offline reading
 * (react-query's default would hold them back until the connection returns); only their retries wait.
 */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      ...overrides,
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'offlineFirst', ...overrides.queries },
      mutations: { retry: 0, ...overrides.mutations },
    },
  });
}

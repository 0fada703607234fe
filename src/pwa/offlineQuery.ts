import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError, isMissing } from '../api/client';
import { useOnlineStatus } from './useOnlineStatus';

/** No answer at all: apiFetch turns fetch's network failure (a TypeError) into status 0. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 0;
}

/** What the offline state needs of a screen's query (a useQuery result). */
export type OfflineQuery = Pick<UseQueryResult<unknown>, 'data' | 'status' | 'fetchStatus' | 'error' | 'refetch'>;

/**
 * The screen has nothing to show because there is no connection and the service worker had no
 * saved copy of the data: the call failed without an answer, or failed while the browser is
 * offline, or react-query holds it back until the connection returns (`fetchStatus` 'paused').
 * Not for data already shown (a failed background refetch keeps it) nor for a missing thing (404).
 */
export function isNotSavedOffline(query: Omit<OfflineQuery, 'refetch'>, online: boolean): boolean {
  if (query.data !== undefined) return false;
  if (query.status === 'pending') return query.fetchStatus === 'paused';
  if (query.status !== 'error' || isMissing(query.error)) return false;
  return !online || isNetworkError(query.error);
}

/**
 * isNotSavedOffline for a screen's query, and its recovery: when the connection comes back, the
 * query is asked again (react-query's own refetch on reconnect misses a page that was opened
 * while already offline: it only reacts to a change it saw).
 */
export function useNotSavedOffline(query: OfflineQuery): boolean {
  const online = useOnlineStatus();
  const { data, status, fetchStatus, error, refetch } = query;
  // Any failure worth a new try, not only the offline ones: the `online` event may arrive before
  // this screen has seen that it was offline.
  const failed = data === undefined && (fetchStatus === 'paused' || (status === 'error' && !isMissing(error)));
  useEffect(() => {
    if (!failed) return;
    // Not a second request when react-query's own reconnect has already started one.
    const askAgain = () => void refetch({ cancelRefetch: false });
    window.addEventListener('online', askAgain);
    return () => window.removeEventListener('online', askAgain);
  }, [failed, refetch]);
  return isNotSavedOffline(query, online);
}

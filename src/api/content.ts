import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../model/api-paths';
import { CONTENT_STALE_TIME_MS } from '../model/constants';
import type { Content } from '../model/entities';
import { apiFetch } from './client';

/**
 * One hymn: product-spec §7, `GET /api/content/v3/{id}` (optional `sid`), and the two counting
 * calls of the hymn page, `POST /api/content/v3/analytics/{id}` and `GET /api/getmore/audio/{contentId}`.
 */

interface FetchOptions {
  signal?: AbortSignal;
}

export function getContent(contentId: number | string, sid?: string | null, { signal }: FetchOptions = {}): Promise<Content> {
  return apiFetch<Content>(apiPaths.contentDetail(contentId, sid), { signal });
}

/** A hymn's detail, stale after 10 minutes (product-spec §9). */
export function contentQueryOptions(contentId: number | string, sid?: string | null) {
  return queryOptions({
    queryKey: ['content', 'detail', String(contentId), sid ?? null] as const,
    queryFn: ({ signal }) => getContent(contentId, sid, { signal }),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

/** The hymn for the page (a missing hymn is not asked for again: see shouldRetry). Without an id there is nothing to ask for. */
export function useContent(contentId: number | string, sid?: string | null) {
  return useQuery({ ...contentQueryOptions(contentId, sid), enabled: String(contentId) !== '' });
}

/**
 * The counting calls are fire-and-forget: the reader never waits for them and never sees them fail.
 * `keepalive` lets a call finish when the reader leaves the page straight away. A failure is noted
 * at debug level only (a lost count is no error of the page's).
 */
function sendCount(path: string, init: RequestInit): Promise<void> {
  return apiFetch<unknown>(path, { ...init, keepalive: true }).then(
    () => undefined,
    (error: unknown) => {
      console.debug(`Count not recorded: ${path}`, error);
    },
  );
}

/** One view of a hymn, sent once its content has loaded. The promise never rejects. */
export function recordContentView(contentId: number | string): Promise<void> {
  return sendCount(apiPaths.contentAnalytics(contentId), { method: 'POST', body: '{}' });
}

/** One audio play of a hymn (the first play of a page view). The promise never rejects. */
export function recordAudioPlay(contentId: number | string): Promise<void> {
  return sendCount(apiPaths.audioPlay(contentId), { method: 'GET' });
}

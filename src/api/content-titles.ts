import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../model/api-paths';
import { CONTENT_STALE_TIME_MS } from '../model/constants';
import type { ContentTitle } from '../model/entities';
import { apiFetch, apiQueryMeta } from './client';

/**
 * The titles of a list of hymns, in one call: `GET /api/content/titles?ids=12.48.7` →
 * `[{ contentId, titlePrimary }]`, the visible ones in the order asked (a shared list's page: it
 * shows titles only, and a hundred hymns fetched whole weighed a hundred lyrics).
 */

interface FetchOptions {
  signal?: AbortSignal;
}

export function getContentTitles(contentIds: readonly number[], { signal }: FetchOptions = {}): Promise<ContentTitle[]> {
  return apiFetch<ContentTitle[]>(apiPaths.contentTitlesFor(contentIds), { signal });
}

/**
 * Under the content's keys (`['content', 'titles', '12.48.7']`), so that whatever asks the content
 * again after a save asks these too; as fresh as a hymn's detail.
 */
export function contentTitlesQueryOptions(contentIds: readonly number[]) {
  return queryOptions({
    queryKey: ['content', 'titles', contentIds.join('.')] as const,
    queryFn: ({ signal }) => getContentTitles(contentIds, { signal }),
    meta: apiQueryMeta(apiPaths.contentTitlesFor(contentIds)),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

/** The titles of `contentIds` (ids as sharedListOf reads them); nothing is asked for no ids. */
export function useContentTitles(contentIds: readonly number[]) {
  return useQuery({ ...contentTitlesQueryOptions(contentIds), enabled: contentIds.length > 0 });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditableContent } from '../model/admin';
import { apiPaths } from '../model/api-paths';
import { contentConflictSchema, type ContentConflict, type ContentHistory, type ContentRevision } from '../model/revisions';
import { ApiRequestError, apiFetch } from './client';
import { contentForEditQueryOptions } from './content';

/**
 * A hymn's revisions (src/model/revisions.ts), for editors: its History
 * (`GET /api/admin/content/{id}/revisions`), one revision whole, and Restore this version. Never
 * cached: an editor always compares with what the server has now.
 */

interface FetchOptions {
  signal?: AbortSignal;
}

export function getContentHistory(contentId: number | string, { signal }: FetchOptions = {}): Promise<ContentHistory> {
  return apiFetch<ContentHistory>(apiPaths.contentHistory(contentId), { signal, cache: 'no-store' });
}

export function contentHistoryQueryOptions(contentId: number | string) {
  return queryOptions({
    queryKey: ['revisions', String(contentId)] as const,
    queryFn: ({ signal }) => getContentHistory(contentId, { signal }),
    staleTime: 0,
  });
}

export function useContentHistory(contentId: string) {
  return useQuery(contentHistoryQueryOptions(contentId));
}

export function getContentRevision(contentId: number | string, revision: number, { signal }: FetchOptions = {}): Promise<ContentRevision> {
  return apiFetch<ContentRevision>(apiPaths.contentRevision(contentId, revision), { signal, cache: 'no-store' });
}

/** A revision never changes once written: kept as long as the page is open. */
export function contentRevisionQueryOptions(contentId: number | string, revision: number) {
  return queryOptions({
    queryKey: ['revisions', String(contentId), revision] as const,
    queryFn: ({ signal }) => getContentRevision(contentId, revision, { signal }),
    staleTime: Infinity,
  });
}

/** One revision; nothing while `revision` is undefined. */
export function useContentRevision(contentId: string, revision: number | undefined) {
  return useQuery({ ...contentRevisionQueryOptions(contentId, revision ?? 0), enabled: revision !== undefined });
}

export interface RestoreRequest {
  contentId: number | string;
  /** The revision to save again. */
  restore: number;
  /** The hymn's revision as the History showed it. */
  revision: number;
}

export function restoreContentRevision({ contentId, restore, revision }: RestoreRequest): Promise<EditableContent> {
  return apiFetch<EditableContent>(apiPaths.contentRestore(contentId, restore), { method: 'POST', body: JSON.stringify({ revision }) });
}

/** Restore this version; afterwards the History and the hymn's edit form are asked again. */
export function useRestoreContentRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['revisions', 'restore'] as const,
    mutationFn: restoreContentRevision,
    onSettled: (_data, _error, { contentId }) => {
      void queryClient.invalidateQueries({ queryKey: contentHistoryQueryOptions(contentId).queryKey });
      void queryClient.invalidateQueries({ queryKey: contentForEditQueryOptions(contentId).queryKey });
    },
  });
}

/** The conflict a save or a restore was refused with (409): the revision now, who saved it, what changed. */
export function conflictOf(error: unknown): ContentConflict | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return undefined;
  const parsed = contentConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
}

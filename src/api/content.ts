import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type ContentViewSource } from '../model/api-paths';
import { CONTENT_STALE_TIME_MS } from '../model/constants';
import type { Content } from '../model/entities';
import type { ContentSave, EditableContent, PagedContent } from '../model/admin';
import { isIdText } from '../model/params';
import { apiFetch, apiQueryMeta } from './client';

/**
 * One hymn: the spec's calls, `GET /api/content/v3/{id}` (optional `sid`), and the two counting
 * calls of the hymn page, `POST /api/content/v3/analytics/{id}` and `GET /api/getmore/audio/{contentId}`.
 */

interface FetchOptions {
  signal?: AbortSignal;
}

export function getContent(contentId: number | string, sid?: string | null, { signal }: FetchOptions = {}): Promise<Content> {
  return apiFetch<Content>(apiPaths.contentDetail(contentId, sid), { signal });
}

/** A hymn's detail, stale after 10 minutes (the spec's constants). */
export function contentQueryOptions(contentId: number | string, sid?: string | null) {
  return queryOptions({
    queryKey: ['content', 'detail', String(contentId), sid ?? null] as const,
    queryFn: ({ signal }) => getContent(contentId, sid, { signal }),
    meta: apiQueryMeta(apiPaths.contentDetail(contentId, sid)),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

/**
 * The hymn for the page (a missing hymn is not asked for again: see shouldRetry). For an id that
 * cannot be one (isIdText) nothing is asked for: the screen says the hymn is not there.
 */
export function useContent(contentId: number | string, sid?: string | null) {
  return useQuery({ ...contentQueryOptions(contentId, sid), enabled: isIdText(String(contentId)) });
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

/**
 * One view of a hymn, sent once its content has loaded; `source` when a click on a search result
 * led to it (counted as a search click too). The promise never rejects.
 */
export function recordContentView(contentId: number | string, source?: ContentViewSource): Promise<void> {
  return sendCount(apiPaths.contentAnalytics(contentId, source), { method: 'POST', body: '{}' });
}

/** One audio play of a hymn (the first play of a page view). The promise never rejects. */
export function recordAudioPlay(contentId: number | string): Promise<void> {
  return sendCount(apiPaths.audioPlay(contentId), { method: 'GET' });
}

/**
 * The admin content list (`/admin/content/list/{scid}`): one page of a sub-category's content,
 * hidden rows included, `GET /api/content/get/{scid}?page&size` → `{ content, totalElements }`.
 */
export function getContentPage(
  subCategoryId: number | string,
  page: number,
  size: number,
  { signal }: FetchOptions = {},
): Promise<PagedContent> {
  return apiFetch<PagedContent>(apiPaths.contentPage(subCategoryId, page, size), { signal });
}

/**
 * One page of the admin list. While the next page loads, the page shown stays (keepPreviousData),
 * but only within the same sub-category: another sub-category's rows are never shown as this one's.
 */
export function contentPageQueryOptions(subCategoryId: string, page: number, size: number) {
  return queryOptions({
    queryKey: ['content', 'page', subCategoryId, page, size] as const,
    queryFn: ({ signal }) => getContentPage(subCategoryId, page, size, { signal }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === subCategoryId ? keepPreviousData(previous) : undefined),
  });
}

export function useContentPage(subCategoryId: string | undefined, page: number, size: number) {
  return useQuery({ ...contentPageQueryOptions(subCategoryId ?? '', page, size), enabled: Boolean(subCategoryId) });
}

/**
 * The admin content form (`/admin/content`, `/admin/content/{id}`): `GET /api/content/nocache/{id}`
 * and `POST /api/content` (create, or update when `contentId` is given).
 */

export function getContentForEdit(contentId: number | string, { signal }: FetchOptions = {}): Promise<EditableContent> {
  return apiFetch<EditableContent>(apiPaths.contentForEdit(contentId), { signal, cache: 'no-store' });
}

/** The content to edit: never cached, so the form always starts from what the server has. */
export function contentForEditQueryOptions(contentId: number | string) {
  return queryOptions({
    queryKey: ['content', 'edit', String(contentId)] as const,
    queryFn: ({ signal }) => getContentForEdit(contentId, { signal }),
    staleTime: 0,
  });
}

/** The content to edit; nothing without an id (the create form). */
export function useContentForEdit(contentId: string | undefined) {
  return useQuery({ ...contentForEditQueryOptions(contentId ?? ''), enabled: Boolean(contentId) });
}

/**
 * The body is what the server's schema takes (src/model/admin.ts, `ContentSave`). An edit against an
 * older revision fails with a 409 whose conflict `conflictOf` (api/revisions.ts) reads.
 */
export function saveContent(content: ContentSave): Promise<EditableContent> {
  return apiFetch<EditableContent>(apiPaths.contentSave, { method: 'POST', body: JSON.stringify(content) });
}

/**
 * Saves content. Afterwards every content query is asked again: the edit form's own (so it shows
 * what was saved), the hymn page, the lists.
 */
export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['content', 'save'] as const,
    mutationFn: saveContent,
    // Not awaited: the editor sees the outcome at once; the reloaded content follows.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [contentForEditQueryOptions('').queryKey[0]] }),
  });
}

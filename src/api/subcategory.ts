import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths, TOTAL_COUNT_HEADER } from '../model/api-paths';
import {
  CHOOSER_EMPTY_REFETCH_MS,
  HOME_GC_TIME_MS,
  HOME_STALE_TIME_MS,
  SUBCATEGORY_GC_TIME_MS,
  SUBCATEGORY_STALE_TIME_MS,
} from '../model/constants';
import type { ContentListEntry, NavItem, SubCategory } from '../model/entities';
import type { SubCategorySave } from '../model/admin';
import { isIdText } from '../model/params';
import { apiFetch, apiFetchWithHeaders, apiQueryMeta } from './client';

/**
 * Sub-categories: the spec's calls, `GET /api/subcategory/getAll`, `GET /api/subcategory/getNav`,
 * `GET /api/subcategory/{scid}`, and the sub-category page's list, `GET /api/content/sccache/{scid}`.
 */

interface FetchOptions {
  signal?: AbortSignal;
}

export function getSubCategories({ signal }: FetchOptions = {}): Promise<SubCategory[]> {
  return apiFetch<SubCategory[]>(apiPaths.subCategoryAll, { signal });
}

export function getNavItems({ signal }: FetchOptions = {}): Promise<NavItem[]> {
  return apiFetch<NavItem[]>(apiPaths.subCategoryNav, { signal });
}

export function getSubCategory(subCategoryId: string, { signal }: FetchOptions = {}): Promise<SubCategory> {
  return apiFetch<SubCategory>(apiPaths.subCategory(subCategoryId), { signal });
}

/** One page of a sub-category's list (SUBCATEGORY_PAGE_SIZE hymns), and how many it has in all. */
export interface SubCategoryListPage {
  hymns: ContentListEntry[];
  total: number;
}

/**
 * Page `page` (from 0) of the sub-category's list; its total comes in the answer's
 * TOTAL_COUNT_HEADER. Offline, the service worker may answer with this query's own data instead,
 * as a page the server rendered held it (src/sw.ts, keepPageData): that is taken as it is.
 */
export async function getContentBySubCategory(
  subCategoryId: string,
  page = 0,
  { signal }: FetchOptions = {},
): Promise<SubCategoryListPage> {
  const { body, headers } = await apiFetchWithHeaders<ContentListEntry[] | SubCategoryListPage>(
    apiPaths.contentBySubCategory(subCategoryId, page),
    { signal },
  );
  if (!Array.isArray(body)) return body;
  const total = Number(headers.get(TOTAL_COUNT_HEADER) ?? NaN);
  // Without the header (an older server, an older saved copy) the list is whole.
  return { hymns: body, total: Number.isInteger(total) ? total : body.length };
}

/** Every sub-category, for the home cards (stale after 60 s, kept 1 hour: the spec's constants). */
export function subCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['subcategory', 'all'] as const,
    queryFn: ({ signal }) => getSubCategories({ signal }),
    meta: apiQueryMeta(apiPaths.subCategoryAll),
    staleTime: HOME_STALE_TIME_MS,
    gcTime: HOME_GC_TIME_MS,
  });
}

/** The navigation's 'Bhajans' list; on every page, so cached like the home data. */
export function navItemsQueryOptions() {
  return queryOptions({
    queryKey: ['subcategory', 'nav'] as const,
    queryFn: ({ signal }) => getNavItems({ signal }),
    meta: apiQueryMeta(apiPaths.subCategoryNav),
    staleTime: HOME_STALE_TIME_MS,
    gcTime: HOME_GC_TIME_MS,
  });
}

export function useSubCategories() {
  return useQuery(subCategoriesQueryOptions());
}

export function useNavItems() {
  return useQuery(navItemsQueryOptions());
}

/** One sub-category, for its page (stale after 60 s, kept 10 minutes: the spec's constants). */
export function subCategoryQueryOptions(subCategoryId: string) {
  return queryOptions({
    queryKey: ['subcategory', 'one', subCategoryId] as const,
    queryFn: ({ signal }) => getSubCategory(subCategoryId, { signal }),
    meta: apiQueryMeta(apiPaths.subCategory(subCategoryId)),
    staleTime: SUBCATEGORY_STALE_TIME_MS,
    gcTime: SUBCATEGORY_GC_TIME_MS,
  });
}

/**
 * One page (from 0) of the hymns of one sub-category in display order, for its page; fresh as long
 * as the sub-category. Keyed under 'content' (the resource the call reads), so that a change to
 * content refreshes it.
 */
export function contentBySubCategoryQueryOptions(subCategoryId: string, page = 0) {
  return queryOptions({
    queryKey: ['content', 'bySubCategory', subCategoryId, page] as const,
    queryFn: ({ signal }) => getContentBySubCategory(subCategoryId, page, { signal }),
    meta: apiQueryMeta(apiPaths.contentBySubCategory(subCategoryId, page)),
    staleTime: SUBCATEGORY_STALE_TIME_MS,
    gcTime: SUBCATEGORY_GC_TIME_MS,
  });
}

/** One sub-category (an unknown or hidden one, 404, is not asked for again: see shouldRetry); nothing without an id. */
export function useSubCategory(subCategoryId: string | undefined) {
  return useQuery({ ...subCategoryQueryOptions(subCategoryId ?? ''), enabled: isIdText(subCategoryId ?? '') });
}

/** One page (from 0) of a sub-category's list. */
export function useContentBySubCategory(subCategoryId: string | undefined, page = 0) {
  return useQuery({
    ...contentBySubCategoryQueryOptions(subCategoryId ?? '', page),
    enabled: isIdText(subCategoryId ?? ''),
  });
}

/** The body of `POST /api/subcategory` is what the server's schema takes (src/model/admin.ts, `SubCategorySave`). */
export function createSubCategory(subCategory: SubCategorySave): Promise<unknown> {
  return apiFetch<unknown>(apiPaths.subCategoryCreate, { method: 'POST', body: JSON.stringify(subCategory) });
}

/** Creates a sub-category; every sub-category list (home, navigation, choosers) is asked again afterwards. */
export function useCreateSubCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['subcategory', 'create'] as const,
    mutationFn: createSubCategory,
    // Not awaited: the editor sees the outcome at once; the lists follow.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [subCategoriesQueryOptions().queryKey[0]] }),
  });
}

/**
 * The content form's parent chooser: every sub-category (signed in, hidden ones too), asked again
 * whenever the form opens, and every CHOOSER_EMPTY_REFETCH_MS while the list is empty or could not
 * be loaded (the spec's calls: 'retried while the list is empty').
 */
export function useSubCategoryChoices() {
  return useQuery({
    ...subCategoriesQueryOptions(),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.length ? false : CHOOSER_EMPTY_REFETCH_MS),
  });
}

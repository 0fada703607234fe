import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../model/api-paths';
import { HOME_GC_TIME_MS, HOME_STALE_TIME_MS } from '../model/constants';
import type { NavItem, SubCategory } from '../model/entities';
import { apiFetch } from './client';

/** Sub-categories: product-spec §7, `GET /api/subcategory/getAll` and `GET /api/subcategory/getNav`. */

interface FetchOptions {
  signal?: AbortSignal;
}

export function getSubCategories({ signal }: FetchOptions = {}): Promise<SubCategory[]> {
  return apiFetch<SubCategory[]>(apiPaths.subCategoryAll, { signal });
}

export function getNavItems({ signal }: FetchOptions = {}): Promise<NavItem[]> {
  return apiFetch<NavItem[]>(apiPaths.subCategoryNav, { signal });
}

/** Every sub-category, for the home cards (stale after 60 s, kept 1 hour: product-spec §9). */
export function subCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['subcategory', 'all'] as const,
    queryFn: ({ signal }) => getSubCategories({ signal }),
    staleTime: HOME_STALE_TIME_MS,
    gcTime: HOME_GC_TIME_MS,
  });
}

/** The navigation's 'Bhajans' list; on every page, so cached like the home data. */
export function navItemsQueryOptions() {
  return queryOptions({
    queryKey: ['subcategory', 'nav'] as const,
    queryFn: ({ signal }) => getNavItems({ signal }),
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

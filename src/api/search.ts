import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../model/api-paths';
import { SEARCH_GC_TIME_MS, SEARCH_STALE_TIME_MS } from '../model/constants';
import type { SearchResponse } from '../model/entities';
import { apiFetch } from './client';

/** Search: the spec's calls, `GET /api/content/search?term=…` → `{ response: { numFound, docs } }`. */

interface FetchOptions {
  signal?: AbortSignal;
}

/** Every search's query key starts with this (the navigation bar's spinner watches it). */
export const SEARCH_QUERY_KEY = ['search'] as const;

export function getSearchResults(term: string, { signal }: FetchOptions = {}): Promise<SearchResponse> {
  return apiFetch<SearchResponse>(apiPaths.searchFor(term), { signal });
}

/** The results for `term` (already trimmed). */
export function searchQueryOptions(term: string) {
  return queryOptions({
    queryKey: [...SEARCH_QUERY_KEY, term] as const,
    queryFn: ({ signal }) => getSearchResults(term, { signal }),
    staleTime: SEARCH_STALE_TIME_MS,
    gcTime: SEARCH_GC_TIME_MS,
  });
}

/**
 * The results for `term`. The search runs only for a term that is not blank (the spec's screens and routes):
 * for a blank one nothing is asked for and the query stays pending without fetching.
 */
export function useSearch(term: string) {
  const trimmed = term.trim();
  return useQuery({ ...searchQueryOptions(trimmed), enabled: trimmed !== '' });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiPaths } from '../model/api-paths';
import { SEARCH_GC_TIME_MS, SEARCH_STALE_TIME_MS, SUGGESTIONS_TYPING_PAUSE_MS } from '../model/constants';
import type { Suggestion, SuggestionsResponse } from '../model/entities';
import { isSuggestible } from '../model/params';
import { cleanSearchTerm } from '../model/plainText';
import { apiFetch } from './client';

/**
 * Suggestions while typing (not in the spec): `GET /api/content/suggest?term=…` →
 * `{ suggestions: [{ contentId, titlePrimary }] }`. Keyed apart from searches, so the Search
 * button's spinner does not turn for them.
 */

interface FetchOptions {
  signal?: AbortSignal;
}

export function getSuggestions(term: string, { signal }: FetchOptions = {}): Promise<SuggestionsResponse> {
  return apiFetch<SuggestionsResponse>(apiPaths.suggestionsFor(term), { signal });
}

/** The titles suggested for `term` (already clean); kept like search results. */
export function suggestionsQueryOptions(term: string) {
  return queryOptions({
    queryKey: ['suggestions', term] as const,
    queryFn: ({ signal }) => getSuggestions(term, { signal }),
    staleTime: SEARCH_STALE_TIME_MS,
    gcTime: SEARCH_GC_TIME_MS,
  });
}

/** The same empty list each time: a new one would look like a new list to the search box. */
const NO_SUGGESTIONS: Suggestion[] = [];

/** `value`, once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Titles for what is being typed: asked for once typing pauses (SUGGESTIONS_TYPING_PAUSE_MS) and
 * the term has enough letters; the last list stays while the next is on its way, so the list does
 * not flicker between keystrokes. Empty while nothing is asked for.
 */
export function useSuggestions(typed: string): Suggestion[] {
  const term = useSettled(cleanSearchTerm(typed), SUGGESTIONS_TYPING_PAUSE_MS);
  const wanted = isSuggestible(cleanSearchTerm(typed));
  const { data } = useQuery({
    ...suggestionsQueryOptions(term),
    enabled: isSuggestible(term),
    placeholderData: keepPreviousData,
    // A failed suggestion is no error a visitor needs to hear of: the list just stays closed.
    retry: false,
  });
  return (wanted && isSuggestible(term) && data?.suggestions) || NO_SUGGESTIONS;
}

import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { searchFixture, SEARCH_TERM_HINDI } from '../../mocks/fixtures/search';
import { searchCalls } from '../../mocks/handlers/search';
import { createQueryClient } from '../app/queryClient';
import { getSearchResults, SEARCH_QUERY_KEY, searchQueryOptions, useSearch } from './search';

describe('search', () => {
  const queryClient = createQueryClient({ queries: { retry: false } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);

  beforeEach(() => searchCalls.reset());
  afterEach(() => queryClient.clear());

  it('sends the term as `term` and returns the response with its docs', async () => {
    await expect(getSearchResults(SEARCH_TERM_HINDI)).resolves.toEqual(searchFixture(SEARCH_TERM_HINDI));
    expect(searchCalls.terms).toEqual([SEARCH_TERM_HINDI]);
  });

  it("is cached under ['search', term], which the navigation bar's spinner watches", () => {
    expect(searchQueryOptions('राम').queryKey).toEqual([...SEARCH_QUERY_KEY, 'राम']);
  });

  it('searches for the term without the spaces around it', async () => {
    const { result } = renderHook(() => useSearch(`  ${SEARCH_TERM_HINDI}  `), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(searchCalls.terms).toEqual([SEARCH_TERM_HINDI]);
  });

  it.each(['', '   ', '\t\n'])('asks nothing for the blank term %j', async (term) => {
    const { result } = renderHook(() => useSearch(term), { wrapper });
    // Give a request time to start, if one were made.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
    expect(searchCalls.terms).toEqual([]);
  });
});

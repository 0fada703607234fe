import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audioHymn, MISSING_CONTENT_ID, plainHymn } from '../../mocks/fixtures/content';
import { contentCalls } from '../../mocks/handlers/content';
import { createQueryClient } from '../app/queryClient';
import { apiPaths } from '../model/api-paths';
import { contentQueryOptions } from './content';
import { contentTitlesQueryOptions, getContentTitles, useContentTitles } from './content-titles';

describe('content titles', () => {
  const queryClient = createQueryClient({ queries: { retryDelay: 0 } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
  beforeEach(() => contentCalls.reset());
  afterEach(() => queryClient.clear());

  it('asks for every id in one call and answers the titles there are, in the order asked', async () => {
    await expect(getContentTitles([audioHymn.contentId, MISSING_CONTENT_ID, plainHymn.contentId])).resolves.toEqual([
      { contentId: audioHymn.contentId, titlePrimary: audioHymn.titlePrimary },
      { contentId: plainHymn.contentId, titlePrimary: plainHymn.titlePrimary },
    ]);
    expect(contentCalls.titles).toEqual([`${audioHymn.contentId}.${MISSING_CONTENT_ID}.${plainHymn.contentId}`]);
  });

  it("is kept under the content's keys, and says its call for the service worker", () => {
    const options = contentTitlesQueryOptions([12, 48, 7]);
    expect(options.queryKey).toEqual(['content', 'titles', '12.48.7']);
    expect(options.queryKey[0]).toBe(contentQueryOptions(12).queryKey[0]);
    expect(options.meta).toEqual({ apiPath: apiPaths.contentTitlesFor([12, 48, 7]) });
    expect(apiPaths.contentTitlesFor([12, 48, 7])).toBe('/api/content/titles?ids=12.48.7');
  });

  it('asks nothing for no ids', async () => {
    const { result } = renderHook(() => useContentTitles([]), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(contentCalls.titles).toEqual([]);
  });

  it('gives the titles to a screen', async () => {
    const { result } = renderHook(() => useContentTitles([plainHymn.contentId]), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([{ contentId: plainHymn.contentId, titlePrimary: plainHymn.titlePrimary }]));
  });
});

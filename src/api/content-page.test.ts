import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { adminContentPage, EMPTY_SUBCATEGORY_ID, PAGED_SUBCATEGORY_ID, PAGED_TOTAL } from '../../mocks/fixtures/admin';
import { contentPage, contentPageCalls } from '../../mocks/handlers/admin-content';
import { server } from '../../mocks/node';
import { createQueryClient } from '../app/queryClient';
import { contentPageQueryOptions, getContentPage, useContentPage } from './content';

/** The admin content list's call: `GET /api/content/get/{scid}?page&size` (appended to content.ts). */
describe('content page', () => {
  it('asks for one page at a size and answers its rows and the total', async () => {
    server.use(contentPage.success);
    contentPageCalls.reset();
    const answer = await getContentPage(PAGED_SUBCATEGORY_ID, 2, 10);
    expect(answer).toEqual(adminContentPage(PAGED_SUBCATEGORY_ID, 2, 10));
    expect(answer.content).toHaveLength(PAGED_TOTAL - 20);
    expect(answer.totalElements).toBe(PAGED_TOTAL);
    expect(contentPageCalls.requests).toEqual([{ scid: String(PAGED_SUBCATEGORY_ID), page: 2, size: 10 }]);
  });

  it("is cached under ['content', 'page', scid, page, size]", () => {
    expect(contentPageQueryOptions('8', 1, 20).queryKey).toEqual(['content', 'page', '8', 1, 20]);
  });

  it("keeps the page shown while the next one loads, but never another sub-category's", async () => {
    server.use(contentPage.slow);
    const queryClient = createQueryClient({ queries: { retry: false } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
    const view = renderHook(({ scid, page }) => useContentPage(scid, page, 10), {
      wrapper,
      initialProps: { scid: String(PAGED_SUBCATEGORY_ID), page: 0 },
    });
    await waitFor(() => expect(view.result.current.isSuccess).toBe(true));
    const firstPage = view.result.current.data;

    view.rerender({ scid: String(PAGED_SUBCATEGORY_ID), page: 1 });
    expect(view.result.current.isPlaceholderData).toBe(true);
    expect(view.result.current.data).toBe(firstPage);
    await waitFor(() => expect(view.result.current.isPlaceholderData).toBe(false));

    view.rerender({ scid: String(EMPTY_SUBCATEGORY_ID), page: 0 });
    expect(view.result.current.data).toBeUndefined();
    expect(view.result.current.isPending).toBe(true);
    queryClient.clear();
  });

  it('asks for nothing without a sub-category', () => {
    const queryClient = createQueryClient({ queries: { retry: false } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
    const view = renderHook(() => useContentPage(undefined, 0, 10), { wrapper });
    expect(view.result.current.fetchStatus).toBe('idle');
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ABOUT_PAGE_NAME, aboutPage, MISSING_PAGE_NAME } from '../../mocks/fixtures/static-pages';
import { server } from '../../mocks/node';
import { createQueryClient } from '../app/queryClient';
import { apiPaths } from '../model/api-paths';
import { isMissing } from './client';
import { getStaticPage, staticPageQueryOptions, useStaticPage } from './static-page';

describe('static pages', () => {
  // The app's own retry rule, without the wait between tries.
  const queryClient = createQueryClient({ queries: { retryDelay: 0 } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
  afterEach(() => queryClient.clear());

  it('fetches a page by name', async () => {
    await expect(getStaticPage(ABOUT_PAGE_NAME)).resolves.toEqual(aboutPage);
  });

  it("is cached under ['staticPage', pagename]", () => {
    expect(staticPageQueryOptions(ABOUT_PAGE_NAME).queryKey).toEqual(['staticPage', ABOUT_PAGE_NAME]);
  });

  it('asks once for an unknown page (404), but tries again after a server error', async () => {
    let requests = 0;
    server.use(
      http.get(apiPaths.staticPage(MISSING_PAGE_NAME), () => {
        requests += 1;
        return HttpResponse.json({ message: 'Page not found' }, { status: 404 });
      }),
    );
    const missing = renderHook(() => useStaticPage(MISSING_PAGE_NAME), { wrapper });
    await waitFor(() => expect(missing.result.current.status).toBe('error'));
    expect(requests).toBe(1);
    expect(isMissing(missing.result.current.error)).toBe(true);

    requests = 0;
    server.use(
      http.get(apiPaths.staticPage(ABOUT_PAGE_NAME), () => {
        requests += 1;
        return HttpResponse.json({ message: 'Down' }, { status: 503 });
      }),
    );
    const failing = renderHook(() => useStaticPage(ABOUT_PAGE_NAME), { wrapper });
    await waitFor(() => expect(failing.result.current.status).toBe('error'));
    expect(requests).toBe(2);
  });

  it('asks nothing without a page name', async () => {
    const { result } = renderHook(() => useStaticPage(undefined), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
  });
});

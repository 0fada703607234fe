import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navItems, subCategories } from '../../mocks/fixtures/subcategories';
import { server } from '../../mocks/node';
import { createQueryClient } from '../app/queryClient';
import { apiPaths } from '../model/api-paths';
import { HOME_STALE_TIME_MS } from '../model/constants';
import {
  getNavItems,
  getSubCategories,
  navItemsQueryOptions,
  subCategoriesQueryOptions,
  useNavItems,
  useSubCategories,
} from './subcategory';

/** Answers `path` with `body` and counts the requests. */
function countRequests(path: string, body: JsonBodyType) {
  const counter = { requests: 0 };
  server.use(
    http.get(path, () => {
      counter.requests += 1;
      return HttpResponse.json(body);
    }),
  );
  return counter;
}

const cases = [
  { name: 'every sub-category (home cards)', path: apiPaths.subCategoryAll, body: subCategories, useData: useSubCategories, options: subCategoriesQueryOptions },
  { name: "the navigation's list", path: apiPaths.subCategoryNav, body: navItems, useData: useNavItems, options: navItemsQueryOptions },
];

describe('sub-category data', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches every sub-category and the navigation list', async () => {
    await expect(getSubCategories()).resolves.toEqual(subCategories);
    await expect(getNavItems()).resolves.toEqual(navItems);
  });

  describe.each(cases)('$name', ({ path, body, useData, options }) => {
    it("is cached under a key starting with 'subcategory'", () => {
      expect(options().queryKey[0]).toBe('subcategory');
    });

    it('is asked for once within 60 s (a page shown again uses the cache), and again after', async () => {
      // Only the clock is faked: react-query reads Date.now() to judge staleness, while MSW and
      // react-query's own scheduling keep their real timers.
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = new Date('2025-01-01T06:00:00Z').getTime();
      vi.setSystemTime(start);
      const counter = countRequests(path, body);
      const queryClient = createQueryClient({ queries: { retry: false } });
      const wrapper = ({ children }: { children: ReactNode }) =>
        createElement(QueryClientProvider, { client: queryClient }, children);
      const show = async () => {
        const view = renderHook(() => useData(), { wrapper });
        await waitFor(() => expect(view.result.current.isFetching).toBe(false));
        expect(view.result.current.data).toEqual(body);
        view.unmount();
      };

      try {
        await show();
        expect(counter.requests).toBe(1);

        vi.setSystemTime(start + HOME_STALE_TIME_MS - 1_000);
        await show();
        expect(counter.requests).toBe(1);

        vi.setSystemTime(start + HOME_STALE_TIME_MS + 1_000);
        await show();
        expect(counter.requests).toBe(2);
      } finally {
        queryClient.clear();
      }
    });
  });
});

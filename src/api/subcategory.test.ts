import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentListFor, contentListPage, veryLongList } from '../../mocks/fixtures/subcategory-content';
import { contentBySubCategory, VERY_LONG_LIST_LENGTH } from '../../mocks/handlers/subcategory';
import { navItems, subCategories } from '../../mocks/fixtures/subcategories';
import { server } from '../../mocks/node';
import { createQueryClient } from '../app/queryClient';
import { apiPaths } from '../model/api-paths';
import { HOME_STALE_TIME_MS, SUBCATEGORY_GC_TIME_MS, SUBCATEGORY_PAGE_SIZE, SUBCATEGORY_STALE_TIME_MS } from '../model/constants';
import {
  contentBySubCategoryQueryOptions,
  getContentBySubCategory,
  getNavItems,
  getSubCategories,
  getSubCategory,
  navItemsQueryOptions,
  subCategoriesQueryOptions,
  subCategoryQueryOptions,
  useContentBySubCategory,
  useNavItems,
  useSubCategories,
  useSubCategory,
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
  {
    name: 'every sub-category (home cards)',
    path: apiPaths.subCategoryAll,
    body: subCategories,
    useData: useSubCategories,
    options: subCategoriesQueryOptions,
  },
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
      const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
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

describe("a sub-category's page data", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const pageCases = [
    {
      name: 'the sub-category',
      path: apiPaths.subCategory(1),
      body: subCategories[0]!,
      data: subCategories[0]!,
      useData: () => useSubCategory('1'),
      options: () => subCategoryQueryOptions('1'),
      resource: 'subcategory',
    },
    {
      name: 'its hymns',
      path: apiPaths.contentBySubCategory(1),
      body: contentListPage(contentListFor(1), 0).hymns,
      // Without the total's header (an older server) the total is the list's length.
      data: { hymns: contentListPage(contentListFor(1), 0).hymns, total: contentListFor(1).length },
      useData: () => useContentBySubCategory('1'),
      options: () => contentBySubCategoryQueryOptions('1'),
      resource: 'content',
    },
  ];

  it('fetches one sub-category and its hymns in display order', async () => {
    await expect(getSubCategory('1')).resolves.toEqual(subCategories[0]);
    await expect(getContentBySubCategory('1')).resolves.toEqual(contentListPage(contentListFor(1), 0));
  });

  it("takes a list page as the service worker saved it from a rendered page (the query's own data), offline", async () => {
    const saved = { hymns: contentListPage(contentListFor(1), 0).hymns, total: 321 };
    server.use(http.get(apiPaths.contentBySubCategory(1), () => HttpResponse.json(saved)));
    await expect(getContentBySubCategory('1')).resolves.toEqual(saved);
  });

  it("fetches a long list's later pages, with the total from the answer's header", async () => {
    server.use(contentBySubCategory.veryLong);
    const list = veryLongList(VERY_LONG_LIST_LENGTH);
    const second = await getContentBySubCategory('1', 1);
    expect(second.total).toBe(VERY_LONG_LIST_LENGTH);
    expect(second.hymns.map((hymn) => hymn.contentId)).toEqual(
      list.slice(SUBCATEGORY_PAGE_SIZE, 2 * SUBCATEGORY_PAGE_SIZE).map((hymn) => hymn.contentId),
    );
    expect(second.hymns[0]).not.toHaveProperty('contentPrimary');
  });

  describe.each(pageCases)('$name', ({ path, body, data, useData, options, resource }) => {
    const wrapperFor = (queryClient: QueryClient) =>
      function Wrapper({ children }: { children: ReactNode }) {
        return createElement(QueryClientProvider, { client: queryClient }, children);
      };

    it('is cached under a key starting with the resource it reads', () => {
      expect(options().queryKey[0]).toBe(resource);
    });

    it('is asked for once within 60 s, again after, and forgotten 10 minutes after the page is left', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = new Date('2025-01-01T06:00:00Z').getTime();
      vi.setSystemTime(start);
      const counter = countRequests(path, body);
      const queryClient = createQueryClient({ queries: { retry: false } });
      const show = async () => {
        const view = renderHook(() => useData(), { wrapper: wrapperFor(queryClient) });
        await waitFor(() => expect(view.result.current.isFetching).toBe(false));
        expect(view.result.current.data).toEqual(data);
        return view;
      };

      try {
        (await show()).unmount();
        vi.setSystemTime(start + SUBCATEGORY_STALE_TIME_MS - 1_000);
        (await show()).unmount();
        expect(counter.requests).toBe(1);
        vi.setSystemTime(start + SUBCATEGORY_STALE_TIME_MS + 1_000);
        const last = await show();
        expect(counter.requests).toBe(2);

        // Left: kept for 10 minutes, then dropped (react-query's clean-up runs on timers).
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
        last.unmount();
        vi.advanceTimersByTime(SUBCATEGORY_GC_TIME_MS - 1_000);
        expect(queryClient.getQueryData(options().queryKey)).toEqual(data);
        vi.advanceTimersByTime(2_000);
        expect(queryClient.getQueryData(options().queryKey)).toBeUndefined();
      } finally {
        queryClient.clear();
      }
    });

    it('is not asked for again when it is not there (404), but is after a server error', async () => {
      const answers = { notFound: 0, failing: 0 };
      // The app's own retry rule, without the wait between tries.
      const queryClient = createQueryClient({ queries: { retryDelay: 0 } });
      const wrapper = wrapperFor(queryClient);

      server.use(
        http.get(path, () => {
          answers.notFound += 1;
          return HttpResponse.json({ message: 'Not found' }, { status: 404 });
        }),
      );
      const missing = renderHook(() => useData(), { wrapper });
      await waitFor(() => expect(missing.result.current.status).toBe('error'));
      expect(answers.notFound).toBe(1);
      missing.unmount();
      queryClient.clear();

      server.use(
        http.get(path, () => {
          answers.failing += 1;
          return HttpResponse.json({ message: 'Down' }, { status: 500 });
        }),
      );
      const failing = renderHook(() => useData(), { wrapper });
      await waitFor(() => expect(failing.result.current.status).toBe('error'));
      expect(answers.failing).toBe(2);
      queryClient.clear();
    });
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AD_REVENUE_TOO_LARGE_MESSAGE,
  adRevenueImportResult,
  adRevenueReportCsv,
  adsRevenue,
  adsRevenueAfterImport,
  dailySummary,
  monthSummary,
  recentContentByWindow,
  searchPerformance,
  searchTerms,
  visitorAnalytics,
} from '../../mocks/fixtures/stats';
import { statsAdsRevenueImport, statsMock } from '../../mocks/handlers/stats';
import { server } from '../../mocks/node';
import { createQueryClient } from '../app/queryClient';
import { apiPaths } from '../model/api-paths';
import { DASHBOARD_STALE_TIME_MS, SEARCH_TERMS_LIMIT } from '../model/constants';
import { ApiRequestError } from './client';
import {
  adsRevenueQueryOptions,
  dailySummaryQueryOptions,
  getAdsRevenue,
  getDailySummary,
  getMonthSummary,
  getRecentContent,
  getSearchPerformance,
  getSearchTerms,
  getVisitorAnalytics,
  importAdRevenue,
  monthSummaryQueryOptions,
  recentContentQueryOptions,
  searchPerformanceQueryOptions,
  searchTermsQueryOptions,
  useAdsRevenue,
  useImportAdRevenue,
  useMonthSummary,
  useSearchTerms,
  visitorAnalyticsQueryOptions,
} from './stats';

function setup() {
  const queryClient = createQueryClient({ queries: { retry: false } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
  return { queryClient, wrapper };
}

describe('statistics data', () => {
  beforeEach(() => statsMock.reset());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks each call for its figures, the recent content for its window and the search terms for their limit', async () => {
    await expect(getRecentContent(10)).resolves.toEqual(recentContentByWindow[10]);
    await expect(getSearchTerms()).resolves.toEqual(searchTerms.slice(0, SEARCH_TERMS_LIMIT));
    await expect(getDailySummary()).resolves.toEqual(dailySummary);
    await expect(getMonthSummary()).resolves.toEqual(monthSummary);
    await expect(getAdsRevenue()).resolves.toEqual(adsRevenue);
    await expect(getSearchPerformance()).resolves.toEqual(searchPerformance);
    await expect(getVisitorAnalytics()).resolves.toEqual(visitorAnalytics);
    expect(statsMock.requests.slice(0, 2)).toEqual([apiPaths.statsRecentContentFor(10), apiPaths.statsSearchesFor(SEARCH_TERMS_LIMIT)]);
  });

  it("caches every dashboard call under 'stats' for 10 minutes, except the search terms", () => {
    const dashboard = [
      recentContentQueryOptions(30),
      dailySummaryQueryOptions(),
      monthSummaryQueryOptions(),
      adsRevenueQueryOptions(),
      searchPerformanceQueryOptions(),
      visitorAnalyticsQueryOptions(),
    ];
    for (const options of dashboard) {
      expect(options.queryKey[0]).toBe('stats');
      expect(options.staleTime).toBe(DASHBOARD_STALE_TIME_MS);
    }
    expect(searchTermsQueryOptions().queryKey[0]).toBe('stats');
    expect(searchTermsQueryOptions().staleTime).toBe(0);
    // Every window is a query of its own.
    expect(recentContentQueryOptions(10).queryKey).not.toEqual(recentContentQueryOptions(30).queryKey);
  });

  it('asks for the month again only after 10 minutes, but for the search terms at every visit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-22T04:00:00Z').getTime();
    vi.setSystemTime(start);
    const { queryClient, wrapper } = setup();
    const visit = async () => {
      const month = renderHook(() => useMonthSummary(), { wrapper });
      const terms = renderHook(() => useSearchTerms(), { wrapper });
      await waitFor(() => expect(month.result.current.isFetching || terms.result.current.isFetching).toBe(false));
      expect(month.result.current.data).toEqual(monthSummary);
      month.unmount();
      terms.unmount();
    };
    const calls = (path: string) => statsMock.requests.filter((call) => call.split('?')[0] === path).length;

    try {
      await visit();
      vi.setSystemTime(start + DASHBOARD_STALE_TIME_MS - 1_000);
      await visit();
      expect(calls(apiPaths.statsSummaryMonth)).toBe(1);
      expect(calls(apiPaths.statsSearches)).toBe(2);

      vi.setSystemTime(start + DASHBOARD_STALE_TIME_MS + 1_000);
      await visit();
      expect(calls(apiPaths.statsSummaryMonth)).toBe(2);
      expect(calls(apiPaths.statsSearches)).toBe(3);
    } finally {
      queryClient.clear();
    }
  });

  it('sends the report as text/csv and asks for the revenue again after importing it', async () => {
    const { queryClient, wrapper } = setup();
    const view = renderHook(() => ({ revenue: useAdsRevenue(), importReport: useImportAdRevenue() }), { wrapper });
    await waitFor(() => expect(view.result.current.revenue.data).toEqual(adsRevenue));

    const file = new File([adRevenueReportCsv], 'report.csv', { type: 'text/csv' });
    await act(() => view.result.current.importReport.mutateAsync(file));
    expect(view.result.current.importReport.data).toEqual(adRevenueImportResult);
    expect(statsMock.imports).toEqual([{ contentType: 'text/csv', body: adRevenueReportCsv }]);
    await waitFor(() => expect(view.result.current.revenue.data).toEqual(adsRevenueAfterImport));
    queryClient.clear();
  });

  it("rejects with the server's status and reason when it refuses the report", async () => {
    server.use(statsAdsRevenueImport.tooLarge);
    const refused = importAdRevenue(adRevenueReportCsv);
    await expect(refused).rejects.toBeInstanceOf(ApiRequestError);
    await expect(refused).rejects.toMatchObject({ status: 413, serverMessage: AD_REVENUE_TOO_LARGE_MESSAGE });
  });
});

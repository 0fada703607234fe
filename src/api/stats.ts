import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../model/api-paths';
import { DASHBOARD_STALE_TIME_MS, SEARCH_TERMS_LIMIT, type RecentContentWindow } from '../model/constants';
import type {
  AdRevenueImportResult,
  AdsRevenue,
  DailySummaryRow,
  MonthSummary,
  RecentContentRow,
  SearchPerformance,
  SearchTermRow,
  VisitorAnalytics,
} from '../model/stats';
import { apiFetch } from './client';

/**
 * The statistics dashboard (`/admin/stats`): the spec's stats calls, signed
 * in (a 401 sends the editor to sign in: RequireAdmin watches every query), and the revenue import,
 * `POST /api/admin/stats/ads-revenue/import` with the ad network's CSV report as text/csv.
 */

interface FetchOptions {
  signal?: AbortSignal;
}

/** Every dashboard query's key starts with this. */
export const STATS_QUERY_KEY = ['stats'] as const;

export function getRecentContent(minutes: RecentContentWindow, { signal }: FetchOptions = {}): Promise<RecentContentRow[]> {
  return apiFetch<RecentContentRow[]>(apiPaths.statsRecentContentFor(minutes), { signal });
}

export function getSearchTerms(limit: number = SEARCH_TERMS_LIMIT, { signal }: FetchOptions = {}): Promise<SearchTermRow[]> {
  return apiFetch<SearchTermRow[]>(apiPaths.statsSearchesFor(limit), { signal });
}

export function getDailySummary({ signal }: FetchOptions = {}): Promise<DailySummaryRow[]> {
  return apiFetch<DailySummaryRow[]>(apiPaths.statsSummaryToday, { signal });
}

export function getMonthSummary({ signal }: FetchOptions = {}): Promise<MonthSummary> {
  return apiFetch<MonthSummary>(apiPaths.statsSummaryMonth, { signal });
}

export function getAdsRevenue({ signal }: FetchOptions = {}): Promise<AdsRevenue> {
  return apiFetch<AdsRevenue>(apiPaths.statsAdsRevenue, { signal });
}

export function getSearchPerformance({ signal }: FetchOptions = {}): Promise<SearchPerformance> {
  return apiFetch<SearchPerformance>(apiPaths.statsSearchPerformance, { signal });
}

export function getVisitorAnalytics({ signal }: FetchOptions = {}): Promise<VisitorAnalytics> {
  return apiFetch<VisitorAnalytics>(apiPaths.statsAnalytics, { signal });
}

/**
 * Sends the ad network's CSV report as it is (text/csv): its text, or the file's bytes unchanged,
 * so the server can tell UTF-8 from the UTF-16 that "CSV for Excel" exports use. The server
 * validates it and answers what it imported.
 */
export function importAdRevenue(csv: string | Uint8Array<ArrayBuffer>): Promise<AdRevenueImportResult> {
  return apiFetch<AdRevenueImportResult>(apiPaths.statsAdsRevenueImport, {
    method: 'POST',
    body: csv,
    headers: { 'Content-Type': 'text/csv' },
  });
}

/**
 * Fresh for 10 minutes (the spec's calls and constants), and kept as long: an editor who looks elsewhere
 * and comes back within that time sees the figures at once, without asking the server again.
 */
const dashboardCaching = { staleTime: DASHBOARD_STALE_TIME_MS, gcTime: DASHBOARD_STALE_TIME_MS } as const;

/**
 * The hymns viewed most in the last `minutes`. While another window loads, the rows shown stay
 * (keepPreviousData): the screen marks them as updating rather than emptying the table.
 */
export function recentContentQueryOptions(minutes: RecentContentWindow) {
  return queryOptions({
    queryKey: [...STATS_QUERY_KEY, 'recentContent', minutes] as const,
    queryFn: ({ signal }) => getRecentContent(minutes, { signal }),
    placeholderData: keepPreviousData,
    ...dashboardCaching,
  });
}

/** The latest search terms: the one dashboard list that is never fresh, asked for at every visit (the spec's calls). */
export function searchTermsQueryOptions(limit: number = SEARCH_TERMS_LIMIT) {
  return queryOptions({
    queryKey: [...STATS_QUERY_KEY, 'searches', limit] as const,
    queryFn: ({ signal }) => getSearchTerms(limit, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** The daily rows of the last 30 days, newest first. */
export function dailySummaryQueryOptions() {
  return queryOptions({
    queryKey: [...STATS_QUERY_KEY, 'summary', 'today'] as const,
    queryFn: ({ signal }) => getDailySummary({ signal }),
    ...dashboardCaching,
  });
}

/** This month's content views, audio plays and sub-category views. */
export function monthSummaryQueryOptions() {
  return queryOptions({
    queryKey: [...STATS_QUERY_KEY, 'summary', 'month'] as const,
    queryFn: ({ signal }) => getMonthSummary({ signal }),
    ...dashboardCaching,
  });
}

/** This month's ad revenue (USD). */
export function adsRevenueQueryOptions() {
  return queryOptions({
    queryKey: [...STATS_QUERY_KEY, 'adsRevenue'] as const,
    queryFn: ({ signal }) => getAdsRevenue({ signal }),
    ...dashboardCaching,
  });
}

/** This month's search impressions and clicks. */
export function searchPerformanceQueryOptions() {
  return queryOptions({
    queryKey: [...STATS_QUERY_KEY, 'searchPerformance'] as const,
    queryFn: ({ signal }) => getSearchPerformance({ signal }),
    ...dashboardCaching,
  });
}

/** This month's users and sessions. */
export function visitorAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: [...STATS_QUERY_KEY, 'analytics'] as const,
    queryFn: ({ signal }) => getVisitorAnalytics({ signal }),
    ...dashboardCaching,
  });
}

export function useRecentContent(minutes: RecentContentWindow) {
  return useQuery(recentContentQueryOptions(minutes));
}

export function useSearchTerms(limit: number = SEARCH_TERMS_LIMIT) {
  return useQuery(searchTermsQueryOptions(limit));
}

export function useDailySummary() {
  return useQuery(dailySummaryQueryOptions());
}

export function useMonthSummary() {
  return useQuery(monthSummaryQueryOptions());
}

export function useAdsRevenue() {
  return useQuery(adsRevenueQueryOptions());
}

export function useSearchPerformance() {
  return useQuery(searchPerformanceQueryOptions());
}

export function useVisitorAnalytics() {
  return useQuery(visitorAnalyticsQueryOptions());
}

/** A chosen file's bytes. FileReader rather than Blob.arrayBuffer(): every browser and test DOM has it. */
export function readFileBytes(file: Blob): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(new Uint8Array(reader.result as ArrayBuffer)));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('The file could not be read.')));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Imports the ad network's report: a chosen file (read here, so the import is pending from the
 * moment it is asked for) or its text. Afterwards the month's revenue is asked for again.
 */
export function useImportAdRevenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...STATS_QUERY_KEY, 'adsRevenue', 'import'] as const,
    mutationFn: async (report: Blob | string) => importAdRevenue(typeof report === 'string' ? report : await readFileBytes(report)),
    // Not awaited: the editor sees the outcome at once; the revenue tile follows.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adsRevenueQueryOptions().queryKey }),
  });
}

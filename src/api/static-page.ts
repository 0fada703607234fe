import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../model/api-paths';
import { STATIC_PAGE_GC_TIME_MS, STATIC_PAGE_STALE_TIME_MS } from '../model/constants';
import type { StaticPage } from '../model/entities';
import { isPageName } from '../model/params';
import { apiFetch, apiQueryMeta } from './client';

/** Static pages: the spec's calls, `GET /api/common/{pagename}` → `{ titlePrimary, contentPrimary }`. */

interface FetchOptions {
  signal?: AbortSignal;
}

export function getStaticPage(pageName: string, { signal }: FetchOptions = {}): Promise<StaticPage> {
  return apiFetch<StaticPage>(apiPaths.staticPage(pageName), { signal });
}

/** One static page (`/page/{pagename}`); pages change rarely, so it stays fresh for a while. */
export function staticPageQueryOptions(pageName: string) {
  return queryOptions({
    queryKey: ['staticPage', pageName] as const,
    queryFn: ({ signal }) => getStaticPage(pageName, { signal }),
    meta: apiQueryMeta(apiPaths.staticPage(pageName)),
    staleTime: STATIC_PAGE_STALE_TIME_MS,
    gcTime: STATIC_PAGE_GC_TIME_MS,
  });
}

/** The static page `pageName`; nothing is asked for while there is no name. */
export function useStaticPage(pageName: string | undefined) {
  return useQuery({ ...staticPageQueryOptions(pageName ?? ''), enabled: isPageName(pageName ?? '') });
}

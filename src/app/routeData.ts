import type { FetchQueryOptions } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { contentQueryOptions } from '../api/content';
import { contentTitlesQueryOptions } from '../api/content-titles';
import { staticPageQueryOptions } from '../api/static-page';
import { searchQueryOptions } from '../api/search';
import {
  contentBySubCategoryQueryOptions,
  navItemsQueryOptions,
  subCategoriesQueryOptions,
  subCategoryQueryOptions,
} from '../api/subcategory';
import { sharedListOf } from '../model/favourites';
import { isIdText, isPageName, listPageOf, searchTermOf } from '../model/params';
import { SID_PARAM, type RouteName } from '../model/paths';

/**
 * The data each public page shows, declared once: the server renderer fetches exactly these before
 * it renders a page (and hands them to the browser with the page), and the screens ask for the same
 * queries with the same options through their hooks, so the browser finds them already there.
 *
 * A page's `main` query is what the page is about (the hymn, the sub-category, the static page,
 * the home page's list, the search's results): when the server has no such thing the page is a
 * 404, and when it could not be asked the page is a 503 (the screen still shows the spec's words
 * for a failure).
 */

// Query options of any resource: the screens' own, whatever their data type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQueryOptions = FetchQueryOptions<any, any, any, any>;

export interface PageData {
  /** The page's queries (its main one included). */
  queries: AnyQueryOptions[];
  /** The query the page is about, if it is about one thing. */
  main?: AnyQueryOptions;
  /**
   * What it means when the API has no such thing (a 4xx answer): the page is not there (404), or,
   * for a search the API refuses (a term too long), simply no results.
   */
  whenMissing?: 'notFound' | 'noResults';
  /** The address names no hymn, sub-category or page at all ('/content/abc'): not found, nothing asked. */
  impossible?: boolean;
}

export interface RouteDataArgs {
  params: Params;
  searchParams: URLSearchParams;
}

const one = (main: AnyQueryOptions, ...rest: AnyQueryOptions[]): PageData => ({ queries: [main, ...rest], main });

/** Every public page: the navigation bar's 'Bhajans' list. */
export const frameData = (): PageData => ({ queries: [navItemsQueryOptions()] });

/** Each public route's own data, besides the frame's. Routes not listed show none. */
export const ROUTE_DATA: Partial<Record<RouteName, (args: RouteDataArgs) => PageData>> = {
  home: () => one(subCategoriesQueryOptions()),
  // The home page under the feedback form.
  feedback: () => one(subCategoriesQueryOptions()),
  subCategory: ({ params, searchParams }) =>
    isIdText(params.scid ?? '')
      ? one(subCategoryQueryOptions(params.scid ?? ''), contentBySubCategoryQueryOptions(params.scid ?? '', listPageOf(searchParams)))
      : { queries: [], impossible: true },
  content: ({ params, searchParams }) =>
    isIdText(params.id ?? '') ? one(contentQueryOptions(params.id ?? '', searchParams.get(SID_PARAM))) : { queries: [], impossible: true },
  search: ({ searchParams }) => {
    const term = searchTermOf(searchParams);
    return term ? { ...one(searchQueryOptions(term)), whenMissing: 'noResults' } : { queries: [] };
  },
  // A shared list's titles, in one call, so that its link opens complete (titles in the first HTML,
  // and no lyrics in its page state: the page shows none). The reader's own lists are on their
  // device: the server renders none of them.
  myBhajans: ({ searchParams }) => {
    const shared = sharedListOf(searchParams);
    return { queries: shared ? [contentTitlesQueryOptions(shared.contentIds)] : [] };
  },
  staticPage: ({ params }) =>
    isPageName(params.pagename ?? '') ? one(staticPageQueryOptions(params.pagename ?? '')) : { queries: [], impossible: true },
};

/**
 * The public routes whose screens are chunks of their own (router.tsx), by source file (the build's
 * manifest names chunks so): the browser needs the chunk before it can take over the page the
 * server rendered, so the server has the page ask for it at once.
 */
export const ROUTE_CHUNKS: Partial<Record<RouteName, string>> = {
  feedback: 'src/screens/feedback/FeedbackScreen.tsx',
  staticPage: 'src/screens/static-page/StaticPageScreen.tsx',
  myBhajans: 'src/screens/my-bhajans/MyBhajansScreen.tsx',
  joinSatsang: 'src/screens/together/together.ts',
  together: 'src/screens/together/together.ts',
};

/** A public page's data: the frame's and its route's (`route` undefined: the not-found page). */
export function pageData(route: RouteName | undefined, args: RouteDataArgs): PageData {
  const own = route ? ROUTE_DATA[route]?.(args) : undefined;
  return {
    queries: [...frameData().queries, ...(own?.queries ?? [])],
    main: own?.main,
    whenMissing: own?.whenMissing ?? 'notFound',
    impossible: own?.impossible,
  };
}

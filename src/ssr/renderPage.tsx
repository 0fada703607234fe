import { dehydrate, type QueryClient, type QueryFunction } from '@tanstack/react-query';
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import type { WindowLike } from 'dompurify';
import { ServerStyleSheet } from 'styled-components';
import { markServerStyles } from '../app/serverStyles';
import { isMissing, setApiTransport, withApiTransport, type ApiTransport } from '../api/client';
import { contentQueryOptions } from '../api/content';
import { contentTitlesQueryOptions } from '../api/content-titles';
import { staticPageQueryOptions } from '../api/static-page';
import {
  contentBySubCategoryQueryOptions,
  subCategoriesQueryOptions,
  subCategoryQueryOptions,
  type SubCategoryListPage,
} from '../api/subcategory';
import { AppRoot } from '../app/AppRoot';
import { sanitiseInWindow } from '../components/HtmlContent';
import { createQueryClient } from '../app/queryClient';
import { pageData, ROUTE_CHUNKS, type PageData } from '../app/routeData';
import { AppRoutes } from '../app/router';
import type { AppConfig } from '../model/config';
import type { Content, ContentTitle, SearchResponse, StaticPage, SubCategory } from '../model/entities';
import { sharedListOf } from '../model/favourites';
import { listPageOf, searchTermOf } from '../model/params';
import { displayTitle } from '../model/title';
import { ROUTE_PATTERNS, SID_PARAM, type RouteName } from '../model/paths';
import { searchQueryOptions } from '../api/search';
import { scriptSafeJson } from './html';
import { headTags, pageHead, type HeadData, type PageHead } from './pageHead';
import { serializableState, type PageState } from './pageState';

/**
 * Server rendering of the public pages (the server loads this module's build, dist/server/). For a
 * page address it fetches the route's data (routeData.ts) through the API, renders the app to HTML
 * with its styles, and returns them with the page's status, head and the data for the browser.
 */

export interface RenderRequest {
  /** The page's path and query, as asked for (`/content/12?sid=3`). */
  url: string;
  config: AppConfig;
  /** The site's absolute address without a trailing slash, for canonical and preview links. */
  origin: string;
  /**
   * How this render reaches the API: the server's own routes, in process. Every call the page's
   * data needs goes through it, as the browser's would go over the network.
   */
  api: ApiTransport;
}

/** What a page view counts as in the statistics (the server records it at every view of the page). */
export type PageVisit = { kind: 'subcategory_view'; subCategoryId: number } | { kind: 'search'; searchTerm: string; resultCount: number };

export interface RenderedPage {
  /** 200; 404 for a page the site has not got; 503 when its data could not be fetched. */
  status: number;
  /** Its language, title and description (for `<html lang>`, `<title>` and the meta description). */
  head: PageHead;
  /**
   * Markup for the end of `<head>`: canonical, Open Graph and JSON-LD tags, then the `<style>`
   * elements of the markup's styles.
   */
  headTags: string;
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** The data the page was rendered with, as JSON safe inside a script element (pageState.ts). */
  state: string;
  /** The page's own chunks (source files, as the build's manifest names them), to preload. */
  chunks: string[];
  visit?: PageVisit;
  /** The route it is a page of (none: the not-found page), and the route's parameters as rendered. */
  route: RouteName | undefined;
  params: Record<string, string | undefined>;
  /**
   * The hymns it names besides its route's own: a shared list's, found or not (one shown again
   * later would change the page too).
   */
  listedContentIds: number[];
  /**
   * Everything on it was had and rendered: no part of its data failed (a navigation list the
   * database did not give, say), nothing threw. A page that is not complete must not be kept.
   */
  complete: boolean;
}

// No API outside a page's render (a fetch of a relative address means nothing on the server).
setApiTransport((path) => Promise.reject(new Error(`An API call outside a page render: ${path}`)));

/** The routes by name, for finding a page's route and its parameters. */
const NAMED_ROUTES = (Object.entries(ROUTE_PATTERNS) as [RouteName, string][]).map(([name, path]) => ({ name, path }));

// A DOM for sanitising static pages' HTML as the browser does (see prepareHtml), loaded on first need.
let serverDom: Promise<void> | undefined;
function ensureServerDom(): Promise<void> {
  serverDom ??= import('jsdom').then(({ JSDOM }) => sanitiseInWindow(new JSDOM('').window as unknown as WindowLike));
  return serverDom;
}

/** A path's route and its parameters, as the app's router matches it (no route: the not-found page). */
function routeOf(pathname: string): { route: RouteName | undefined; params: Record<string, string | undefined> } {
  const [match] = matchRoutes(NAMED_ROUTES, pathname) ?? [];
  return { route: match?.route.name, params: match?.params ?? {} };
}

/**
 * The app's markup, once everything in it has rendered: a screen from a chunk of its own (the static
 * pages, the feedback form) is loaded here first, as the server has it at hand.
 */
function renderComplete(app: ReactNode): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failed = false;
    const stream = renderToPipeableStream(app, {
      // Every part in place, none sent apart to be moved in by a script (React does that to large
      // parts when it streams): the page is complete HTML, and needs no script to be read.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
        sink.on('end', () => resolve({ html, failed }));
        sink.on('error', reject);
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        // A part that throws inside a Suspense boundary is sent empty, for the browser to render;
        // the page is then not complete. (One that throws outside any fails the whole render.)
        failed = true;
        console.error('A page failed to render on the server', error);
      },
    });
  });
}

function statusOf(route: RouteName | undefined, queryClient: QueryClient, { main, whenMissing, impossible }: PageData): number {
  if (route === undefined || impossible) return 404;
  if (!main) return 200;
  const { status, error } = queryClient.getQueryState(main.queryKey) ?? {};
  if (status !== 'error') return 200;
  if (!isMissing(error)) return 503;
  return whenMissing === 'noResults' ? 200 : 404;
}

function dataOf<T>(queryClient: QueryClient, options: { queryKey: readonly unknown[] }): T | undefined {
  return queryClient.getQueryData(options.queryKey) as T | undefined;
}

function visitOf(
  route: RouteName | undefined,
  status: number,
  queryClient: QueryClient,
  { scid, term }: { scid: string; term: string },
): PageVisit | undefined {
  if (route === 'subCategory' && status === 200) return { kind: 'subcategory_view', subCategoryId: Number(scid) };
  if (route === 'search' && term) {
    // Counted as the search call counts it: the term it searched for (already clean: searchTermOf).
    const results = dataOf<SearchResponse>(queryClient, searchQueryOptions(term));
    if (results) return { kind: 'search', searchTerm: term, resultCount: results.response.numFound };
  }
  return undefined;
}

/** Fetches the page's queries into its QueryClient; a query that fails is kept as failed. */
async function fetchPageData(queryClient: QueryClient, data: PageData, api: ApiTransport): Promise<void> {
  // Each fetcher starts its call inside its own query function: that is where the page's API is used.
  await Promise.all(
    data.queries.map((options) => {
      const fetcher = options.queryFn as QueryFunction;
      return queryClient.prefetchQuery({ ...options, queryFn: (context) => withApiTransport(api, () => fetcher(context)) });
    }),
  );
}

/** The app rendered at the page's address from the fetched data, with the `<style>` elements of what it rendered. */
async function renderApp(
  url: string,
  config: AppConfig,
  queryClient: QueryClient,
): Promise<{ html: string; failed: boolean; styles: string }> {
  const sheet = new ServerStyleSheet();
  try {
    const rendered = await renderComplete(
      sheet.collectStyles(
        <AppRoot config={config} queryClient={queryClient} fromServer>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppRoot>,
      ),
    );
    return { ...rendered, styles: markServerStyles(sheet.getStyleTags()) };
  } finally {
    sheet.seal();
  }
}

/** What the page shows, for its head: the fetched data of its route (none for the other routes). */
function shownData(
  route: RouteName | undefined,
  params: Record<string, string | undefined>,
  searchParams: URLSearchParams,
  queryClient: QueryClient,
): Pick<HeadData, 'home' | 'subCategory' | 'hymns' | 'content' | 'staticPage' | 'searchResults' | 'sharedList'> {
  const id = params.id ?? '';
  const scid = params.scid ?? '';
  const shared = route === 'myBhajans' ? sharedListOf(searchParams) : undefined;
  return {
    sharedList: shared && {
      ...shared,
      titles: (dataOf<ContentTitle[]>(queryClient, contentTitlesQueryOptions(shared.contentIds)) ?? []).map((hymn) =>
        displayTitle(hymn.titlePrimary),
      ),
    },
    home: route === 'home' || route === 'feedback' ? dataOf<SubCategory[]>(queryClient, subCategoriesQueryOptions()) : undefined,
    subCategory: route === 'subCategory' ? dataOf<SubCategory>(queryClient, subCategoryQueryOptions(scid)) : undefined,
    hymns:
      route === 'subCategory'
        ? dataOf<SubCategoryListPage>(queryClient, contentBySubCategoryQueryOptions(scid, listPageOf(searchParams)))?.hymns
        : undefined,
    content: route === 'content' ? dataOf<Content>(queryClient, contentQueryOptions(id, searchParams.get(SID_PARAM))) : undefined,
    staticPage: route === 'staticPage' ? dataOf<StaticPage>(queryClient, staticPageQueryOptions(params.pagename ?? '')) : undefined,
    searchResults:
      route === 'search' && searchTermOf(searchParams)
        ? dataOf<SearchResponse>(queryClient, searchQueryOptions(searchTermOf(searchParams)))
        : undefined,
  };
}

/** Whether every query of the page had its answer (RenderedPage.complete needs it). */
function hadAllData(queryClient: QueryClient, data: PageData, status: number): boolean {
  return data.queries.every((options) => {
    const state = queryClient.getQueryState(options.queryKey);
    // A thing the server has not got is an answer too (a 404 page, and the hymns of a sub-category
    // that is not there, are complete); only a failure to fetch makes the page incomplete.
    return state?.status === 'success' || (status !== 503 && isMissing(state?.error));
  });
}

/** Renders one public page. Admin pages are not rendered on the server (see the caller). */
export async function renderPage({ url, config, origin, api }: RenderRequest): Promise<RenderedPage> {
  // A path is appended to an origin, not resolved against one: resolved, '//x' would name the host
  // x (the home page's head for a page the browser shows as not found), and '//' or '//x:99999/'
  // no URL at all (a 500). An absolute address (`GET http://host/path`) is read as the URL it is.
  const address = url.startsWith('/') ? new URL(`http://render.invalid${url}`) : new URL(url, 'http://render.invalid');
  const { route, params } = routeOf(address.pathname);
  const { searchParams } = address;

  // One QueryClient per page: no data is shared between visitors' renders. No retries: the page
  // answers now, and says so when its data could not be had (a failed query is shown as failed,
  // not asked again as the page renders, as the browser will do with it: see pageState.ts).
  const queryClient = createQueryClient({ queries: { retry: false, retryOnMount: false } });
  const data = pageData(route, { params, searchParams });
  await fetchPageData(queryClient, data, api);

  const status = statusOf(route, queryClient, data);
  if (route === 'staticPage' && status === 200) await ensureServerDom();
  const rendered = await renderApp(url, config, queryClient);

  const head = pageHead({
    route,
    status,
    pathname: address.pathname,
    searchParams,
    config,
    origin,
    ...shownData(route, params, searchParams, queryClient),
  });

  const state: PageState = serializableState(
    dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
    url,
  );
  const visit = visitOf(route, status, queryClient, { scid: params.scid ?? '', term: searchTermOf(searchParams) });
  const allData = hadAllData(queryClient, data, status);
  queryClient.clear();
  const chunk = route ? ROUTE_CHUNKS[route] : undefined;
  return {
    status,
    head,
    headTags: headTags(head, config.siteName) + rendered.styles,
    html: rendered.html,
    route,
    params,
    listedContentIds: (route === 'myBhajans' && sharedListOf(searchParams)?.contentIds) || [],
    complete: allData && !rendered.failed,
    state: scriptSafeJson(state),
    chunks: chunk ? [chunk] : [],
    visit,
  };
}

import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTE_PATTERNS } from '../model/paths';
import { ContentScreen } from '../screens/content/ContentScreen';
import { HomeScreen } from '../screens/home/HomeScreen';
import { NotFoundScreen } from '../screens/not-found/NotFoundScreen';
import { RouteErrorScreen } from '../screens/error/RouteErrorScreen';
import { SearchScreen } from '../screens/search/SearchScreen';
import { SubCategoryScreen } from '../screens/sub-category/SubCategoryScreen';
import { loadChunk } from './lazy';
import { PublicLayout } from './PublicLayout';

/**
 * The one route table of product-spec §2, for the browser router here and the server renderer
 * later. Every path is a pattern of ROUTE_PATTERNS, which the server also reads: it answers 404 for
 * any other path, so a route added here without its pattern there would be served as not found.
 *
 * The reader's path (home, sub-category, hymn, search) is in the first script, so a visitor from a
 * search engine gets the hymn without a second round trip. The feedback form and the static pages
 * (with their HTML sanitiser) are chunks of their own, loaded when visited; a chunk that fails or
 * stalls ends in 'Loading chunk failed' (RouteErrorScreen).
 */
type AdminChunk = typeof import('./admin');

/** A route whose component comes from the admin chunk (one chunk for the whole admin area). */
const fromAdminChunk = (pick: (chunk: AdminChunk) => RouteObject['Component']) => () =>
  loadChunk(() => import('./admin')).then((chunk) => ({ Component: pick(chunk) }));

export const routes: RouteObject[] = [
  {
    id: 'admin-login',
    path: ROUTE_PATTERNS.adminLogin,
    errorElement: <RouteErrorScreen />,
    lazy: fromAdminChunk((chunk) => chunk.LoginScreen),
  },
  {
    // Every page below is behind the sign-in (RequireAdmin inside AdminLayout).
    id: 'admin',
    path: ROUTE_PATTERNS.adminHome,
    errorElement: <RouteErrorScreen />,
    lazy: fromAdminChunk((chunk) => chunk.AdminLayout),
    children: [
      { index: true, lazy: fromAdminChunk((chunk) => chunk.AdminHomeScreen) },
      { path: ROUTE_PATTERNS.adminInsertCategory, lazy: fromAdminChunk((chunk) => chunk.CategoryFormScreen) },
      { path: ROUTE_PATTERNS.adminInsertSubCategory, lazy: fromAdminChunk((chunk) => chunk.SubCategoryFormScreen) },
      { path: ROUTE_PATTERNS.adminContentNew, lazy: fromAdminChunk((chunk) => chunk.ContentFormScreen) },
      { path: ROUTE_PATTERNS.adminContentEdit, lazy: fromAdminChunk((chunk) => chunk.ContentFormScreen) },
      { path: ROUTE_PATTERNS.adminContentList, lazy: fromAdminChunk((chunk) => chunk.ContentListScreen) },
      { path: ROUTE_PATTERNS.adminStats, lazy: fromAdminChunk((chunk) => chunk.StatsScreen) },
    ],
  },
  {
    id: 'public',
    element: <PublicLayout />,
    // A failure in the frame itself (navigation bar, footer).
    errorElement: <RouteErrorScreen />,
    children: [
      {
        // A failure in a screen keeps the frame around the error.
        errorElement: <RouteErrorScreen />,
        children: [
          { path: ROUTE_PATTERNS.home, element: <HomeScreen /> },
          {
            path: ROUTE_PATTERNS.feedback,
            lazy: () => loadChunk(() => import('../screens/feedback/FeedbackScreen')).then((m) => ({ Component: m.FeedbackScreen })),
          },
          { path: ROUTE_PATTERNS.subCategory, element: <SubCategoryScreen /> },
          { path: ROUTE_PATTERNS.content, element: <ContentScreen /> },
          { path: ROUTE_PATTERNS.search, element: <SearchScreen /> },
          {
            path: ROUTE_PATTERNS.staticPage,
            lazy: () =>
              loadChunk(() => import('../screens/static-page/StaticPageScreen')).then((m) => ({ Component: m.StaticPageScreen })),
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

import { createElement, Suspense, use, useCallback, useEffect, useRef, type ComponentType } from 'react';
import { matchRoutes, Outlet, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { NativeShell } from '../mobile';
import { ROUTE_PATTERNS } from '../model/paths';
import { ContentScreen } from '../screens/content/ContentScreen';
import { HomeScreen } from '../screens/home/HomeScreen';
import { NotFoundScreen } from '../screens/not-found/NotFoundScreen';
import { SearchScreen } from '../screens/search/SearchScreen';
import { SubCategoryScreen } from '../screens/sub-category/SubCategoryScreen';
import { screenChunk, type ScreenChunk } from './chunks';
import { PublicLayout } from './PublicLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * The one route table of the spec's screens, for the browser's router and the server's renderer alike
 * (`AppRoutes`). Every path is a pattern of ROUTE_PATTERNS, which the server also reads: it answers
 * 404 for any other path, so a route added here without its pattern there would be served as not found.
 *
 * The reader's path (home, sub-category, hymn, search) is in the first script, so a visitor from a
 * search engine gets the hymn without a second round trip. The feedback form and the static pages
 * (with their HTML sanitiser) are chunks of their own, loaded when visited; a chunk that fails or
 * stalls ends in 'Loading chunk failed' (RouteErrorBoundary). The table is plain elements (the
 * router's component API): its data-loading router would add about 15 kB to every reader's first
 * script, for features this app does not use (the data comes through react-query).
 */

type AdminChunk = typeof import('./admin');
/** The whole admin area is one chunk; each of its screens comes from it. */
const adminScreen = (pick: (chunk: AdminChunk) => ComponentType) => screenChunk(() => import('./admin'), pick);

const LoginScreen = adminScreen((chunk) => chunk.LoginScreen);
const AdminLayout = adminScreen((chunk) => chunk.AdminLayout);
const AdminHomeScreen = adminScreen((chunk) => chunk.AdminHomeScreen);
const CategoryFormScreen = adminScreen((chunk) => chunk.CategoryFormScreen);
const SubCategoryFormScreen = adminScreen((chunk) => chunk.SubCategoryFormScreen);
const ContentFormScreen = adminScreen((chunk) => chunk.ContentFormScreen);
const ContentHistoryScreen = adminScreen((chunk) => chunk.ContentHistoryScreen);
const ContentListScreen = adminScreen((chunk) => chunk.ContentListScreen);
const StatsScreen = adminScreen((chunk) => chunk.StatsScreen);
const CatalogueScreen = adminScreen((chunk) => chunk.CatalogueScreen);
const CorrectionQueueScreen = adminScreen((chunk) => chunk.CorrectionQueueScreen);
const AuditTrailScreen = adminScreen((chunk) => chunk.AuditTrailScreen);

const FeedbackScreen = screenChunk(
  () => import('../screens/feedback/FeedbackScreen'),
  (chunk) => chunk.FeedbackScreen,
);
const MyBhajansScreen = screenChunk(
  () => import('../screens/my-bhajans/MyBhajansScreen'),
  (chunk) => chunk.MyBhajansScreen,
);
type TogetherChunk = typeof import('../screens/together/together');
/** Sing together's screens: one chunk, for the few readers who join a satsang. */
const togetherScreen = (pick: (chunk: TogetherChunk) => ComponentType) => screenChunk(() => import('../screens/together/together'), pick);
const JoinSatsangScreen = togetherScreen((chunk) => chunk.JoinSatsangScreen);
const FollowScreen = togetherScreen((chunk) => chunk.FollowScreen);
const StaticPageScreen = screenChunk(
  () => import('../screens/static-page/StaticPageScreen'),
  (chunk) => chunk.StaticPageScreen,
);

/** The chunk's screen, once it is here (the same component every time: the chunk's own). */
function ChunkScreen({ chunk }: { chunk: ScreenChunk }) {
  return createElement(use(chunk.load()));
}

/**
 * A screen from a chunk: until it has arrived the page shows nothing new (a move inside the app
 * keeps the previous page meanwhile). The browser loads the chunk of a page the server rendered
 * before it takes the page over (preloadChunks).
 */
function Chunk({ screen }: { screen: ScreenChunk }) {
  return (
    <Suspense fallback={null}>
      <ChunkScreen chunk={screen} />
    </Suspense>
  );
}

/** What a route declares besides its element: the chunks its screen comes from, to load them ahead. */
interface RouteHandle {
  chunks: ScreenChunk[];
}
const fromChunk = (screen: ScreenChunk) => ({ element: <Chunk screen={screen} />, handle: { chunks: [screen] } satisfies RouteHandle });

/** The public screens, inside the frame: a screen that fails keeps the frame around its error. */
function Screens() {
  return (
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  {
    id: 'admin-login',
    path: ROUTE_PATTERNS.adminLogin,
    element: (
      <RouteErrorBoundary>
        <Chunk screen={LoginScreen} />
      </RouteErrorBoundary>
    ),
  },
  {
    // Every page below is behind the sign-in (RequireAdmin inside AdminLayout).
    id: 'admin',
    path: ROUTE_PATTERNS.adminHome,
    element: (
      <RouteErrorBoundary>
        <Chunk screen={AdminLayout} />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: <Chunk screen={AdminHomeScreen} /> },
      { path: ROUTE_PATTERNS.adminInsertCategory, element: <Chunk screen={CategoryFormScreen} /> },
      { path: ROUTE_PATTERNS.adminInsertSubCategory, element: <Chunk screen={SubCategoryFormScreen} /> },
      { path: ROUTE_PATTERNS.adminContentNew, element: <Chunk screen={ContentFormScreen} /> },
      { path: ROUTE_PATTERNS.adminContentEdit, element: <Chunk screen={ContentFormScreen} /> },
      { path: ROUTE_PATTERNS.adminContentHistory, element: <Chunk screen={ContentHistoryScreen} /> },
      { path: ROUTE_PATTERNS.adminContentList, element: <Chunk screen={ContentListScreen} /> },
      { path: ROUTE_PATTERNS.adminStats, element: <Chunk screen={StatsScreen} /> },
      { path: ROUTE_PATTERNS.adminCatalogue, element: <Chunk screen={CatalogueScreen} /> },
      { path: ROUTE_PATTERNS.adminCorrections, element: <Chunk screen={CorrectionQueueScreen} /> },
      { path: ROUTE_PATTERNS.adminAudit, element: <Chunk screen={AuditTrailScreen} /> },
    ],
  },
  {
    id: 'public',
    // A failure in the frame itself (navigation bar, footer).
    element: (
      <RouteErrorBoundary>
        <PublicLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        id: 'screens',
        element: <Screens />,
        children: [
          { path: ROUTE_PATTERNS.home, element: <HomeScreen /> },
          { path: ROUTE_PATTERNS.feedback, ...fromChunk(FeedbackScreen) },
          { path: ROUTE_PATTERNS.subCategory, element: <SubCategoryScreen /> },
          { path: ROUTE_PATTERNS.content, element: <ContentScreen /> },
          { path: ROUTE_PATTERNS.search, element: <SearchScreen /> },
          { path: ROUTE_PATTERNS.staticPage, ...fromChunk(StaticPageScreen) },
          { path: ROUTE_PATTERNS.myBhajans, ...fromChunk(MyBhajansScreen) },
          { path: ROUTE_PATTERNS.joinSatsang, ...fromChunk(JoinSatsangScreen) },
          { path: ROUTE_PATTERNS.together, ...fromChunk(FollowScreen) },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

/**
 * The Android app's back button and links (src/mobile) with the router's navigate; one function
 * for the app's life, so that they are not registered again at every move.
 */
function RoutedNativeShell() {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  const stableNavigate = useCallback((to: string | number) => (typeof to === 'number' ? latest.current(to) : latest.current(to)), []);
  return <NativeShell navigate={stableNavigate} />;
}

/**
 * Loads the chunks the screens of a page come from (rejects when one does not arrive). The browser
 * calls it before it takes over a page the server rendered: hydration then finds the screen there.
 */
export async function preloadChunks(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const chunks = matches.flatMap(({ route }) => (route.handle as RouteHandle | undefined)?.chunks ?? []);
  await Promise.all(chunks.map((chunk) => chunk.load()));
}

/** The app's pages for the router around it (the browser's, or the server's for one address). */
export function AppRoutes() {
  return (
    <>
      {useRoutes(routes)}
      <RoutedNativeShell />
    </>
  );
}

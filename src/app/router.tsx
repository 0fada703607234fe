import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTE_PATTERNS } from '../model/paths';
import { HomeScreen } from '../screens/home/HomeScreen';
import { NotFoundScreen } from '../screens/not-found/NotFoundScreen';
import { RouteErrorScreen } from '../screens/error/RouteErrorScreen';
import { PublicLayout } from './PublicLayout';

/**
 * The one route table of product-spec §2, for the browser router here and the server renderer
 * later. Only routes that exist are listed; anything else is the not-found screen. Every path is a
 * pattern of ROUTE_PATTERNS, which the server also reads: it answers 404 for any other path, so a
 * route added here without its pattern there would be served as not found.
 */
export const routes: RouteObject[] = [
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
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

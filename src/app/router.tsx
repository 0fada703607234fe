import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomeScreen } from '../screens/home/HomeScreen';
import { NotFoundScreen } from '../screens/not-found/NotFoundScreen';
import { RouteErrorScreen } from '../screens/error/RouteErrorScreen';
import { PublicLayout } from './PublicLayout';

/**
 * The one route table of product-spec §2, for the browser router here and the server renderer
 * later. Only routes that exist are listed; anything else is the not-found screen.
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
          { index: true, element: <HomeScreen /> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

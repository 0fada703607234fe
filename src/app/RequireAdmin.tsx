import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AUTH_QUERY_KEY, isSignedOut, meQueryOptions, useMe } from '../api/auth';
import { LoadState } from '../components/StatusMessage';
import { ADMIN_TEXTS } from '../model/adminMessages';
import { loginPath } from '../screens/admin/login/loginPath';

/**
 * When an admin call answers 401 (the session ended: signed out in another tab, expired while
 * idle), the editor counts as signed out, so RequireAdmin sends them to the sign-in screen and,
 * once signed in, back to where they were.
 */
function useSignedOutOnUnauthorized() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.query.queryKey[0] === AUTH_QUERY_KEY[0]) return;
        if (isSignedOut(event.action.error)) {
          queryClient.setQueryData(meQueryOptions().queryKey, null);
        }
      }),
    [queryClient],
  );
}

/**
 * Shows the admin screens (its children, or the matched route) only to a signed-in editor. While
 * the session is checked it says 'Loading...'; signed out, it sends the editor to the sign-in
 * screen with `?next=` the current path and query (replacing this entry, so Back does not return
 * to a page that would send them there again). `signingOut`: the frame is signing the editor out
 * and will go to the sign-in screen itself.
 */
export function RequireAdmin({ children, signingOut = false }: { children?: ReactNode; signingOut?: boolean }) {
  const { data: user, status, refetch, isFetching } = useMe();
  const { pathname, search } = useLocation();
  useSignedOutOnUnauthorized();

  // Signing out clears the cache and then goes to the sign-in screen: meanwhile neither the screen
  // (whose data is gone) nor a redirect back to this page after signing in.
  if (signingOut) return null;
  if (user === undefined) {
    return (
      <LoadState status={status} errorMessage={ADMIN_TEXTS.admin.sessionCheckFailed} onRetry={() => void refetch()} retrying={isFetching} />
    );
  }
  if (user === null) return <Navigate to={loginPath(pathname + search)} replace />;
  return <>{children ?? <Outlet />}</>;
}

import { useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useLogout, useMe } from '../api/auth';
import { usePendingCorrections } from '../api/corrections';
import { AdminNavBar } from '../components/AdminNavBar';
import { StatusMessage } from '../components/StatusMessage';
import { UpdateBanner } from '../components/UpdateBanner';
import { MESSAGES } from '../model/messages';
import { adminPaths } from '../model/paths';
import { useAppUpdate } from '../pwa/appUpdate';
import { useAppConfig } from '../device/AppConfigContext';
import { FramePage, MAIN_CONTENT_ID, SkipLink, useFocusContentOnNavigation, type Navigation } from './frame';
import { RequireAdmin } from './RequireAdmin';
import { useScrollRestoration } from './scrollRestoration';

const Main = styled.main`
  flex: 1 0 auto;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xl}`};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

/**
 * After a move to another admin screen, focus goes to the content (the navbar link followed may be
 * folded away), but not when only the query changes (the content list's Previous, Next and page
 * size keep their focus).
 */
function keepFocusInAdmin({ previous, pathname }: Navigation) {
  return previous.pathname === pathname;
}

/**
 * The admin area's frame: skip link, the admin navbar (once the editor is known to be signed in)
 * and the screen, inside RequireAdmin. Renders the matched route (or `children`, for stories and
 * tests). The sign-in screen is not inside it: its route sits outside this layout.
 */
export function AdminLayout({ children }: { children?: ReactNode }) {
  const { siteName } = useAppConfig();
  const { data: user } = useMe();
  const logout = useLogout();
  const waitingCorrections = usePendingCorrections(Boolean(user));
  const update = useAppUpdate();
  const navigate = useNavigate();
  const mainRef = useRef<HTMLElement>(null);
  useFocusContentOnNavigation(mainRef, keepFocusInAdmin);
  useScrollRestoration();

  const signOut = () =>
    logout.mutate(undefined, {
      // The cache is cleared (useLogout); the sign-in screen replaces the page, so Back does not return to it.
      onSuccess: () => void navigate(adminPaths.login, { replace: true }),
    });

  return (
    <FramePage>
      <SkipLink />
      {user ? (
        <AdminNavBar
          siteName={siteName}
          userEmail={user.email}
          onSignOut={signOut}
          signingOut={logout.isPending}
          waitingCorrections={waitingCorrections}
        />
      ) : null}
      {/* Editors keep the dashboard open for long: once signed in, they are offered a new version too. */}
      {user ? <UpdateBanner ready={update.ready} reloading={update.reloading} siteName={siteName} onReload={update.reload} /> : null}
      <Main ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1}>
        {logout.isError ? <StatusMessage tone="error">{MESSAGES.somethingWentWrong}</StatusMessage> : null}
        <RequireAdmin signingOut={logout.isPending || logout.isSuccess}>{children}</RequireAdmin>
      </Main>
    </FramePage>
  );
}

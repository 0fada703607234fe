import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { ScrollRestoration, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useLogout, useMe } from '../api/auth';
import { AdminNavBar } from '../components/AdminNavBar';
import { StatusMessage } from '../components/StatusMessage';
import { MESSAGES } from '../model/messages';
import { adminPaths } from '../model/paths';
import { useAppConfig } from './AppConfigContext';
import { MAIN_CONTENT_ID, SKIP_LINK_LABEL } from './PublicLayout';
import { RequireAdmin } from './RequireAdmin';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const SkipLink = styled.a`
  position: absolute;
  z-index: 100;
  top: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

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
 * After a move to another admin screen, focus goes to the content, as a page load would reset it
 * (the navbar link followed may be folded away). Not on the first render, and not when only the
 * query changes (the content list's Previous, Next and page size keep their focus).
 */
function useFocusContentOnNewScreen(content: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    content.current?.focus({ preventScroll: true });
  }, [pathname, content]);
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
  const navigate = useNavigate();
  const mainRef = useRef<HTMLElement>(null);
  useFocusContentOnNewScreen(mainRef);

  const signOut = () =>
    logout.mutate(undefined, {
      // The cache is cleared (useLogout); the sign-in screen replaces the page, so Back does not return to it.
      onSuccess: () => void navigate(adminPaths.login, { replace: true }),
    });

  return (
    <Page>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{SKIP_LINK_LABEL}</SkipLink>
      {user ? <AdminNavBar siteName={siteName} userEmail={user.email} onSignOut={signOut} signingOut={logout.isPending} /> : null}
      <Main ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1}>
        {logout.isError ? <StatusMessage tone="error">{MESSAGES.somethingWentWrong}</StatusMessage> : null}
        <RequireAdmin signingOut={logout.isPending || logout.isSuccess}>{children}</RequireAdmin>
      </Main>
      <ScrollRestoration />
    </Page>
  );
}

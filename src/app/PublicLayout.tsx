import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import styled from 'styled-components';
import { FeedbackButton } from '../components/FeedbackButton';
import { Footer } from '../components/Footer';
import { paths } from '../model/paths';
import { useAppConfig } from './AppConfigContext';
import { NavBarContainer } from './NavBarContainer';

export const MAIN_CONTENT_ID = 'main-content';
export const SKIP_LINK_LABEL = 'Skip to content';

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
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} 0`};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} 0`};
  }
`;

/**
 * After a client-side navigation (a new pathname or query), focus moves to the page's content, as a
 * full page load would reset it: otherwise it stays on the link that was followed, which may be gone
 * or folded away (a card, a 'Bhajans' entry, the small-screen menu), and a screen reader announces
 * nothing. Not on the first render; without scrolling (ScrollRestoration owns the scroll position).
 * A new search from the search page's own box leaves focus in the box: the reader stays on the page.
 * The feedback overlay (/feedback) moves the focus itself: into its dialog when it opens, back to
 * what opened it when it closes (the floating button or a Feedback link; the content when that
 * is gone).
 */
function useFocusContentOnNavigation(content: RefObject<HTMLElement | null>) {
  const { pathname, search } = useLocation();
  const shown = useRef({ pathname, search });
  useEffect(() => {
    const previous = shown.current;
    if (previous.pathname === pathname && previous.search === search) return;
    shown.current = { pathname, search };
    const active = document.activeElement;
    if (previous.pathname === pathname && active instanceof HTMLElement && active.closest('[role="search"]')) return;
    if (active instanceof HTMLElement && active.closest('dialog[open]')) return;
    if (previous.pathname === paths.feedback && active instanceof HTMLElement && active !== document.body) return;
    content.current?.focus({ preventScroll: true });
  }, [pathname, search, content]);
}

/**
 * The public pages' frame: skip link, navigation bar, the page, footer, and the floating Feedback
 * button (out of sight on /feedback itself). Renders the matched route (or `children`, for stories
 * and tests that show one screen in its frame).
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { siteName, supportEmail, androidAppUrl } = useAppConfig();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  useFocusContentOnNavigation(mainRef);
  return (
    <Page>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{SKIP_LINK_LABEL}</SkipLink>
      <NavBarContainer />
      <Main ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children ?? <Outlet />}
      </Main>
      <Footer siteName={siteName} supportEmail={supportEmail} androidAppUrl={androidAppUrl} />
      <FeedbackButton hidden={pathname === paths.feedback} />
      <ScrollRestoration />
    </Page>
  );
}

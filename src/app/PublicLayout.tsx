import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import styled from 'styled-components';
import { Footer } from '../components/Footer';
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
 * The public pages' frame: skip link, navigation bar, the page, footer. Renders the matched route
 * (or `children`, for stories and tests that show one screen in its frame).
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { siteName, supportEmail, androidAppUrl } = useAppConfig();
  return (
    <Page>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{SKIP_LINK_LABEL}</SkipLink>
      <NavBarContainer />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children ?? <Outlet />}
      </Main>
      <Footer siteName={siteName} supportEmail={supportEmail} androidAppUrl={androidAppUrl} />
      <ScrollRestoration />
    </Page>
  );
}

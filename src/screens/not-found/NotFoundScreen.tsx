import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useAppConfig } from '../../device/AppConfigContext';
import { useDocumentTitle } from '../../device/useDocumentTitle';
import { PageSearchForm } from '../../components/MissingNotice';
import { MESSAGES, pageTitle, SITE_TEXTS } from '../../model/messages';
import { paths } from '../../model/paths';

const Box = styled.section`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: ${({ theme }) => `${theme.space.xl} auto`};
  text-align: center;
`;

const Path = styled.code`
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow-wrap: anywhere;
`;

const Search = styled(PageSearchForm)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const HomeButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** The title of the not-found page for a path: 'Page not found: /x | Site'. */
export const notFoundTitle = pageTitle.notFound;

/** Any path without a route: 'Page not found', '404 Page not found', a search and the way home. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  const { siteName } = useAppConfig();
  useDocumentTitle(notFoundTitle(pathname, siteName));
  return (
    <Box>
      <h1>{MESSAGES.pageNotFound}</h1>
      <p>{MESSAGES.notFound404}</p>
      <p>
        {SITE_TEXTS.noPageAt} <Path>{pathname}</Path>.
      </p>
      <Search />
      <HomeButton to={paths.home}>{SITE_TEXTS.goHome}</HomeButton>
    </Box>
  );
}

import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { SITE_TEXTS } from '../../model/messages';
import { paths } from '../../model/paths';
import { secondaryActionStyle } from '../StatusMessage';
import { PageSearchForm } from './PageSearchForm';

export interface MissingNoticeProps {
  /** What was not found, said as a sentence: SITE_TEXTS.missing.content or .subCategory. */
  children: string;
  className?: string;
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: ${({ theme }) => `${theme.space.xl} auto`};
  text-align: center;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const HomeLink = styled(Link)`
  ${secondaryActionStyle}
`;

/**
 * A hymn or sub-category the site has not got (unknown, hidden, or an address that cannot be one),
 * said as such rather than as a failure to fetch, with the ways on: a search, and the home page.
 * The server answers such a page with 404.
 */
export function MissingNotice({ children, className }: MissingNoticeProps) {
  const headingId = useId();
  return (
    <Box className={className} aria-labelledby={headingId}>
      <Heading id={headingId}>{children}</Heading>
      <Hint>{SITE_TEXTS.missing.hint}</Hint>
      <PageSearchForm />
      <HomeLink to={paths.home}>{SITE_TEXTS.goHome}</HomeLink>
    </Box>
  );
}

import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { SITE_TEXTS } from '../../model/messages';

export interface ListPagerProps {
  /** The page shown, from 1. */
  pageNumber: number;
  /** How many pages the list has (at least 1). */
  pageCount: number;
  /** The address of a page (from 1): real links, so pages open without the script and crawlers find every hymn. */
  hrefFor: (pageNumber: number) => string;
  className?: string;
}

const texts = SITE_TEXTS.subCategory;

/** Pages linked on each side of the current one, besides the first and the last. */
const NEIGHBOURS = 1;

/**
 * The page numbers a pager links: the first, the last, and the current one with its neighbours;
 * `null` where numbers are left out ('…'). `[1, null, 4, 5, 6, null, 20]` for page 5 of 20.
 */
export function pageWindow(pageNumber: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount]);
  for (let page = pageNumber - NEIGHBOURS; page <= pageNumber + NEIGHBOURS; page++) {
    if (page >= 1 && page <= pageCount) wanted.add(page);
  }
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const before = sorted[index - 1];
    // One left-out number is shown rather than an ellipsis standing for it.
    if (before !== undefined && page - before === 2) result.push(before + 1);
    else if (before !== undefined && page - before > 2) result.push(null);
    result.push(page);
  });
  return result;
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Pages = styled.ol`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const box = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: ${({ theme }) => theme.layout.tapTarget};
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const PageLink = styled(Link)`
  ${box}
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    text-decoration: underline;
  }

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.surface};
    font-weight: 700;
  }
`;

/** Previous on the first page, Next on the last: shown, but not links (as the spec's admin pager has them). */
const NoLink = styled.span`
  ${box}
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Gap = styled.span`
  ${box}
  min-width: auto;
  padding: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Step({ label, to }: { label: { en: string; hi: string }; to: string | undefined }) {
  const content = (
    <>
      <span>{label.en}</span> <span lang="hi">{label.hi}</span>
    </>
  );
  return to ? (
    <PageLink to={to}>{content}</PageLink>
  ) : (
    <NoLink role="link" aria-disabled="true">
      {content}
    </NoLink>
  );
}

/**
 * The pages of a long list: Previous, the page numbers (the first, the last and those around the
 * current one), Next; the current page marked for screen readers. Nothing for a one-page list.
 */
export function ListPager({ pageNumber, pageCount, hrefFor, className }: ListPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={texts.pagesLabel} className={className}>
      <Step label={texts.previousPage} to={pageNumber > 1 ? hrefFor(Math.min(pageNumber - 1, pageCount)) : undefined} />
      <Pages role="list">
        {pageWindow(Math.min(pageNumber, pageCount), pageCount).map((page, index) => (
          <li key={page ?? `gap-${index}`}>
            {page === null ? (
              <Gap aria-hidden="true">…</Gap>
            ) : (
              <PageLink to={hrefFor(page)} aria-label={texts.pageLink(page)} aria-current={page === pageNumber ? 'page' : undefined}>
                {page}
              </PageLink>
            )}
          </li>
        ))}
      </Pages>
      <Step label={texts.nextPage} to={pageNumber < pageCount ? hrefFor(pageNumber + 1) : undefined} />
    </Nav>
  );
}

import { useId, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styled, { css } from 'styled-components';
import type { Content } from '../../model/entities';
import { paths } from '../../model/paths';
import { displayTitle } from '../../model/title';

export type ContentListItem = Pick<Content, 'contentId' | 'titlePrimary'>;

export type ContentListVariant = 'numbered' | 'centred';

export interface ContentListProps<T extends ContentListItem = ContentListItem> {
  items: readonly T[];
  /**
   * `numbered`: a sub-category's hymns in display order, numbered as in a hymn book, in two
   * columns (read down first) on wide screens. `centred`: search results, one centred column.
   */
  variant?: ContentListVariant;
  /** Names the list for screen readers (or point at a heading with `aria-labelledby`). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /**
   * `numbered`: the first item's number (a later page of a long list goes on from the one before:
   * 101, 102, …). Default 1.
   */
  start?: number;
  /** Router state every link carries (the search results say the reader came from a search). */
  linkState?: LinkProps['state'];
  /**
   * What to show under an item's link, if anything (a search result's matched line): outside the
   * link, so its name stays the title, and describing it (`aria-describedby`).
   */
  renderDetail?: (item: T) => ReactNode;
  className?: string;
}

const List = styled.ol<{ $variant: ContentListVariant }>`
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $variant, theme }) =>
    $variant === 'numbered'
      ? css`
          counter-reset: hymn;
          column-gap: ${theme.space.xl};

          /* Two columns read down, then across, as in a printed hymn book's index. */
          ${theme.media.lg} {
            columns: 2;
          }
        `
      : css`
          max-width: ${theme.layout.readingWidth};
          margin: 0 auto;
          text-align: center;
        `}
`;

const Item = styled.li<{ $variant: ContentListVariant }>`
  min-width: 0;
  break-inside: avoid;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $variant }) =>
    $variant === 'numbered' &&
    css`
      counter-increment: hymn;
    `}
`;

const ItemLink = styled(Link)<{ $variant: ContentListVariant }>`
  display: flex;
  align-items: baseline;
  justify-content: ${({ $variant }) => ($variant === 'centred' ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }

  &:visited {
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  ${({ $variant, theme }) =>
    $variant === 'numbered' &&
    css`
      &::before {
        content: counter(hymn) '.';
        flex: 0 0 2.5em;
        color: ${theme.colors.textMuted};
        font-size: ${theme.fontSizes.md};
        text-align: right;
        font-variant-numeric: tabular-nums;
      }
    `}
`;

/** Under a link, in line with its title; a little smaller and quieter than the title. */
const Detail = styled.p<{ $variant: ContentListVariant }>`
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space.sm} ${theme.space.xs}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
  ${({ $variant }) =>
    $variant === 'numbered' &&
    css`
      /* Under the title, past its number. */
      padding-left: calc(2.5em + ${({ theme }) => theme.space.sm} * 2);
    `}
`;

/**
 * A list of hymns, each a link to its page labelled with its title: the part of `titlePrimary`
 * after the last dot, as on the hymn page itself (the whole name when nothing follows the dot).
 */
export function ContentList<T extends ContentListItem>({
  items,
  variant = 'numbered',
  start = 1,
  linkState,
  renderDetail,
  className,
  ...labelling
}: ContentListProps<T>) {
  const detailIds = useId();
  const numbered = variant === 'numbered' && start !== 1;
  return (
    // role="list" keeps list semantics in Safari, which drops them for `list-style: none`.
    <List
      role="list"
      $variant={variant}
      className={className}
      start={numbered ? start : undefined}
      // The counter goes on from `start` (a style, not a class per number).
      style={numbered ? { counterReset: `hymn ${start - 1}` } : undefined}
      {...labelling}
    >
      {items.map((item) => {
        const { contentId, titlePrimary } = item;
        const detail = renderDetail?.(item);
        const detailId = detail ? `${detailIds}-${contentId}` : undefined;
        return (
          <Item key={contentId} $variant={variant}>
            <ItemLink to={paths.content(contentId)} state={linkState} lang="hi" $variant={variant} aria-describedby={detailId}>
              {displayTitle(titlePrimary) || titlePrimary}
            </ItemLink>
            {detail ? (
              <Detail id={detailId} $variant={variant}>
                {detail}
              </Detail>
            ) : null}
          </Item>
        );
      })}
    </List>
  );
}

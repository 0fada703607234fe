import { Link } from 'react-router';
import styled from 'styled-components';
import { SITE_TEXTS } from '../../model/messages';

export interface BreadcrumbItem {
  /** The page's name as shown. */
  label: string;
  /** Where the item links; the last item (the page the reader is on) is never a link. */
  to?: string;
  /** The label's language, e.g. 'hi' for a Devanagari title. */
  lang?: string;
}

export interface BreadcrumbProps {
  /** From the home page to the current page; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  className?: string;
}

const Nav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  min-width: 0;
`;

const Separator = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.borderStrong};
  font-weight: 700;
`;

const ItemLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  /* A finger-sized target without making the line taller than the text. */
  min-height: ${({ theme }) => theme.layout.tapTarget};
  font-weight: 600;
  text-decoration: underline;
  text-decoration-thickness: 1px;
  overflow-wrap: anywhere;
`;

const Current = styled.span`
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

/**
 * Where the page sits in the site: a navigation landmark named 'Breadcrumb' with an ordered list of
 * links; an item without a link, when last, is the current page (aria-current). The hymn page's
 * last step is its sub-category, a link (the spec's two steps: the hymn's title is the heading).
 */
export function Breadcrumb({ items, className }: BreadcrumbProps) {
  return (
    <Nav aria-label={SITE_TEXTS.breadcrumb} className={className}>
      <List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Item key={`${index}-${item.label}`}>
              {index > 0 ? <Separator aria-hidden="true">›</Separator> : null}
              {item.to === undefined ? (
                <Current lang={item.lang} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </Current>
              ) : (
                <ItemLink to={item.to} lang={item.lang}>
                  {item.label}
                </ItemLink>
              )}
            </Item>
          );
        })}
      </List>
    </Nav>
  );
}

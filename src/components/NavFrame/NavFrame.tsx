import { Link } from 'react-router';
import styled from 'styled-components';
import { mediaWidth } from '../../theme/tokens';
import { visuallyHidden } from '../../theme/visuallyHidden';

/*
 * The pieces the public and the admin navigation bars share: the dark header, its row, the brand,
 * and the 'Menu' button with the panel it folds below the `lg` breakpoint. Each bar adds its own
 * rules from `lg` up by extending these.
 */

export const NavHeader = styled.header`
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.onHeader};
  border-bottom: 4px solid ${({ theme }) => theme.colors.accent};

  a:focus-visible,
  button:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
`;

export const NavRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm} ${theme.space.sm}`};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md} ${theme.space.sm}`};
  }

  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  }
`;

export const NavBrand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.tapTarget};
  margin-right: auto;
  color: ${({ theme }) => theme.colors.onHeader};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  /* One line where it fits; at a large text size on a narrow phone, two rather than past the edge. */
  min-width: 0;
  font-weight: 700;
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    color: ${({ theme }) => theme.colors.onHeader};
  }

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** The 'Menu' text; on the narrowest phones only the icon shows (the button keeps its name). */
export const MenuText = styled.span`
  @media (max-width: ${mediaWidth(359.98)}) {
    ${visuallyHidden}
  }
`;

export const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 2px solid ${({ theme }) => theme.colors.onHeaderMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.onHeader};
  font-weight: 600;
  cursor: pointer;

  &[aria-expanded='true'] {
    background: rgba(255, 255, 255, 0.12);
  }

  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

/** Below `lg` the links fold behind 'Menu' into a full-width panel under the row. */
export const NavMenu = styled.nav<{ $open: boolean }>`
  flex: 1 0 100%;
  order: 3;

  ${({ theme }) => theme.media.belowLg} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    border-top: 1px solid rgba(255, 255, 255, 0.2);
    padding-top: ${({ theme }) => theme.space.xs};
  }
`;

/** The list of links in the menu: a column when folded, a row from large screens on. */
export const NavLinks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.lg} {
    flex-direction: row;
    align-items: center;
  }
`;

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      ) : (
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      )}
    </svg>
  );
}

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import type { NavItem } from '../../model/entities';
import { paths } from '../../model/paths';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { Logo } from '../Logo';
import { NAV_LINKS } from '../siteLinks';
import { BhajansMenu, type NavItemsStatus } from './BhajansMenu';
import { SearchBox } from './SearchBox';

export interface NavBarProps {
  siteName: string;
  /** The 'Bhajans' dropdown: every visible sub-category. */
  navItems: readonly NavItem[];
  /** Whether the dropdown's list is still loading, failed, or loaded. */
  navItemsStatus?: NavItemsStatus;
  /** A search is running: the Search button shows a spinner. */
  busy?: boolean;
  className?: string;
}

export const MENU_LABEL = 'Menu';

const Header = styled.header`
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.onHeader};
  border-bottom: 4px solid ${({ theme }) => theme.colors.accent};

  a:focus-visible,
  button:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
`;

const Bar = styled.div`
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
    flex-wrap: nowrap;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.tapTarget};
  margin-right: auto;
  color: ${({ theme }) => theme.colors.onHeader};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  letter-spacing: 0.01em;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.onHeader};
  }

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  ${({ theme }) => theme.media.lg} {
    margin-right: 0;
  }
`;

/** The 'Menu' text; on the narrowest phones only the icon shows (the button keeps its name). */
const MenuText = styled.span`
  @media (max-width: 359.98px) {
    ${visuallyHidden}
  }
`;

const MenuToggle = styled.button`
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

const Menu = styled.nav<{ $open: boolean }>`
  flex: 1 0 100%;
  order: 3;

  ${({ theme }) => theme.media.belowLg} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    border-top: 1px solid rgba(255, 255, 255, 0.2);
    padding-top: ${({ theme }) => theme.space.xs};
  }

  ${({ theme }) => theme.media.lg} {
    flex: 1 1 auto;
    order: 0;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.lg} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const PageLink = styled(NavLink)`
  display: flex;
  flex-direction: row;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.onHeader};
  font-weight: 600;
  text-decoration: none;
  line-height: 1.3;

  &:hover {
    color: ${({ theme }) => theme.colors.onHeader};
    background: rgba(255, 255, 255, 0.1);
  }

  &[aria-current='page'] {
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
  }

  ${({ theme }) => theme.media.lg} {
    flex-direction: column;
    align-items: center;
    gap: 0;
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};

    &[aria-current='page'] {
      box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.accent};
    }
  }
`;

const Hindi = styled.span`
  color: ${({ theme }) => theme.colors.onHeaderMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
`;

const Search = styled.div`
  flex: 1 0 100%;
  min-width: 0;
  order: 4;

  ${({ theme }) => theme.media.lg} {
    flex: 0 1 20rem;
    order: 0;
  }
`;

function MenuIcon({ open }: { open: boolean }) {
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

/**
 * The navigation bar on every public page: brand, Home / About / Feedback (English and Hindi), the
 * 'Bhajans' dropdown and the search box. Below the `lg` breakpoint the links fold into a menu behind
 * a 'Menu' button; choosing a link (or searching, or any navigation) folds it again.
 */
export function NavBar({ siteName, navItems, navItemsStatus = 'success', busy = false, className }: NavBarProps) {
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    // Any navigation (a link, search, the back button) folds the menu.
    setSeenKey(location.key);
    setMenuOpen(false);
  }

  const collapse = () => setMenuOpen(false);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && menuOpen && !event.defaultPrevented) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <Header className={className}>
      <Bar>
        <Brand to={paths.home} onClick={collapse}>
          <Logo size={40} />
          <span>{siteName}</span>
        </Brand>
        <MenuToggle
          ref={toggleRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
          <MenuText>{MENU_LABEL}</MenuText>
        </MenuToggle>
        <Menu id={menuId} aria-label="Main" $open={menuOpen} onKeyDown={onMenuKeyDown}>
          <Links>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <PageLink to={link.to} end onClick={collapse}>
                  <span>{link.en}</span>{' '}
                  <Hindi lang="hi">{link.hi}</Hindi>
                </PageLink>
              </li>
            ))}
            <li>
              <BhajansMenu items={navItems} status={navItemsStatus} onNavigate={collapse} />
            </li>
          </Links>
        </Menu>
        <Search>
          <SearchBox busy={busy} onSearch={collapse} />
        </Search>
      </Bar>
    </Header>
  );
}

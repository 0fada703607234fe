import { useId } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import type { NavItem, Suggestion } from '../../model/entities';
import { NO_SCRIPT } from '../../model/noScript';
import { paths } from '../../model/paths';
import { Logo } from '../Logo';
import { NAV_LINKS } from '../siteLinks';
import { MenuIcon, MenuText, MenuToggle, NavBrand, NavHeader, NavLinks, NavMenu, NavRow, useCollapsibleMenu } from '../NavFrame';
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
  /** Called with the search box's text as the visitor types. */
  onSearchTyping?: (text: string) => void;
  /** Titles suggested for what is typed in the search box. */
  suggestions?: readonly Suggestion[];
  className?: string;
}

export const MENU_LABEL = 'Menu';

const Bar = styled(NavRow)`
  ${({ theme }) => theme.media.lg} {
    flex-wrap: nowrap;
  }
`;

const Brand = styled(NavBrand)`
  letter-spacing: 0.01em;

  ${({ theme }) => theme.media.lg} {
    margin-right: 0;
  }
`;

/** From `lg` the links sit in the row, between the brand and the search box. */
const Menu = styled(NavMenu)`
  ${({ theme }) => theme.media.lg} {
    flex: 1 1 auto;
    order: 0;
  }
`;

const Links = styled(NavLinks)`
  ${({ theme }) => theme.media.lg} {
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

/**
 * The navigation bar on every public page: brand, Home / About / Feedback (English and Hindi), the
 * 'Bhajans' dropdown and the search box. Below the `lg` breakpoint the links fold into a menu behind
 * a 'Menu' button; choosing a link (or searching, or any navigation) folds it again.
 */
export function NavBar({
  siteName,
  navItems,
  navItemsStatus = 'success',
  busy = false,
  onSearchTyping,
  suggestions,
  className,
}: NavBarProps) {
  const menuId = useId();
  const { menuOpen, toggleRef, toggle, collapse, onMenuKeyDown } = useCollapsibleMenu();

  return (
    <NavHeader className={className}>
      <Bar>
        <Brand to={paths.home} onClick={collapse}>
          <Logo size={40} />
          <span>{siteName}</span>
        </Brand>
        <MenuToggle {...NO_SCRIPT.hidden} ref={toggleRef} type="button" aria-expanded={menuOpen} aria-controls={menuId} onClick={toggle}>
          <MenuIcon open={menuOpen} />
          <MenuText>{MENU_LABEL}</MenuText>
        </MenuToggle>
        <Menu {...NO_SCRIPT.shown} id={menuId} aria-label="Main" $open={menuOpen} onKeyDown={onMenuKeyDown}>
          <Links>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <PageLink to={link.to} end onClick={collapse}>
                  <span>{link.en}</span> <Hindi lang="hi">{link.hi}</Hindi>
                </PageLink>
              </li>
            ))}
            <li>
              <BhajansMenu items={navItems} status={navItemsStatus} onNavigate={collapse} />
            </li>
          </Links>
        </Menu>
        <Search>
          <SearchBox busy={busy} onSearch={collapse} onTyping={onSearchTyping} suggestions={suggestions} />
        </Search>
      </Bar>
    </NavHeader>
  );
}

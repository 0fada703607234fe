import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import type { NavItem, Suggestion } from '../../model/entities';
import { CHROME_LABELS, SITE_TEXTS } from '../../model/messages';
import { NO_SCRIPT } from '../../model/noScript';
import { paths } from '../../model/paths';
import { Logo } from '../Logo';
import { NAV_LINKS } from '../siteLinks';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { MenuIcon, MenuToggle, NavBrand, NavHeader, NavLinks, NavMenu, NavRow, useCollapsibleMenu } from '../NavFrame';
import { BhajansMenu, type NavItemsStatus } from './BhajansMenu';
import { SearchBox, SearchIcon } from './SearchBox';

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
/** The phone's search button's name: it holds the visible 'Search' (the box's own label). */
export const SEARCH_TOGGLE_LABEL = SITE_TEXTS.searchLabel;

/**
 * The header measures its own width in its text's size (a container), so that what the row shows
 * follows the reader's text size, not only the screen's width: at twice the text on a phone the
 * brand keeps its mark and the row stays one row.
 */
const Header = styled(NavHeader)`
  container-type: inline-size;
`;

const Bar = styled(NavRow)`
  ${({ theme }) => theme.media.belowLg} {
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
    padding-block: ${({ theme }) => theme.space.xxs};
  }

  ${({ theme }) => theme.media.lg} {
    flex-wrap: nowrap;
  }
`;

const Brand = styled(NavBrand)`
  letter-spacing: 0.01em;

  ${({ theme }) => theme.media.belowLg} {
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ${({ theme }) => theme.media.lg} {
    margin-right: 0;
  }
`;

/**
 * The site's name beside its mark; where the row has no room for it and the two buttons (a phone
 * of 320 px, or larger text), only the mark shows, and the link keeps the name for screen readers.
 */
const BrandName = styled.span`
  @container (max-width: 19.5em) {
    ${visuallyHidden}
  }
`;

/**
 * The phone row's buttons (Search, Menu): the icon over a short label, like the hymn's action bar,
 * so that both fit beside the brand on one row at any text size.
 */
const RowButton = styled(MenuToggle)`
  flex-direction: column;
  justify-content: center;
  gap: 0;
  min-width: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `2px ${theme.space.xxs}`};
  border-width: 0;
  font-size: 0.75rem;
  line-height: 1.2;

  svg {
    flex: none;
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

/** Below `lg` the search box folds behind its button into a row under the bar (open on the search page). */
const Search = styled.div<{ $open: boolean }>`
  flex: 1 0 100%;
  min-width: 0;
  order: 4;

  ${({ theme }) => theme.media.belowLg} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    padding-bottom: ${({ theme }) => theme.space.xs};
  }

  ${({ theme }) => theme.media.lg} {
    flex: 0 1 20rem;
    order: 0;
  }
`;

/** Where the phone's search row starts open: home, where most visits begin with a search, and the search page (its term). */
const SEARCH_OPEN_ON: readonly string[] = [paths.home, paths.search];

/**
 * The phone's search row: open on the home and search pages (there the box shows the term searched
 * for), folded elsewhere, where the page's own words come first, and after every navigation; opening it puts the focus in the box (a phone shows its
 * keyboard), Escape in it folds it and gives the focus back to its button.
 */
function useFoldedSearch() {
  const location = useLocation();
  const openHere = SEARCH_OPEN_ON.includes(location.pathname);
  const [searchOpen, setSearchOpen] = useState(openHere);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setSearchOpen(openHere);
  }
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const focusBox = useRef(false);
  useEffect(() => {
    if (searchOpen && focusBox.current) rowRef.current?.querySelector('input')?.focus();
    focusBox.current = false;
  }, [searchOpen]);
  return {
    searchOpen,
    toggleRef,
    rowRef,
    toggleSearch: () => {
      focusBox.current = !searchOpen;
      setSearchOpen(!searchOpen);
    },
    onSearchKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      // An Escape the box used (closing its suggestions) is not this one; nor is one on a wide
      // screen, where the box is always in the row (its button is not shown).
      if (event.key !== 'Escape' || event.defaultPrevented || !searchOpen || !toggleRef.current?.checkVisibility?.()) return;
      setSearchOpen(false);
      toggleRef.current.focus();
    },
  };
}

/**
 * The navigation bar on every public page: brand, Home / About / Feedback (English and Hindi), the
 * 'Bhajans' dropdown and the search box. Below the `lg` breakpoint it is one compact row, the brand,
 * a Search button and a Menu button: the links fold into a menu, and the search box into a row,
 * behind them; choosing a link (or searching, or any navigation) folds them again.
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
  const searchId = useId();
  const { menuOpen, toggleRef, toggle, collapse, onMenuKeyDown } = useCollapsibleMenu();
  const { searchOpen, toggleRef: searchToggleRef, rowRef: searchRowRef, toggleSearch, onSearchKeyDown } = useFoldedSearch();

  return (
    <Header className={className}>
      <Bar>
        <Brand to={paths.home} onClick={collapse}>
          <Logo size={36} />
          <BrandName>{siteName}</BrandName>
        </Brand>
        <RowButton
          {...NO_SCRIPT.hidden}
          ref={searchToggleRef}
          type="button"
          aria-label={SEARCH_TOGGLE_LABEL}
          aria-expanded={searchOpen}
          aria-controls={searchId}
          onClick={toggleSearch}
        >
          <SearchIcon size={20} />
          <span>{CHROME_LABELS.search}</span>
        </RowButton>
        <RowButton {...NO_SCRIPT.hidden} ref={toggleRef} type="button" aria-expanded={menuOpen} aria-controls={menuId} onClick={toggle}>
          <MenuIcon open={menuOpen} />
          <span>{MENU_LABEL}</span>
        </RowButton>
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
        <Search {...NO_SCRIPT.shown} id={searchId} ref={searchRowRef} $open={searchOpen} onKeyDown={onSearchKeyDown}>
          <SearchBox busy={busy} onSearch={collapse} onTyping={onSearchTyping} suggestions={suggestions} />
        </Search>
      </Bar>
    </Header>
  );
}

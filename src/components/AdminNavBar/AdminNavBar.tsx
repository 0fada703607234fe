import { useId } from 'react';
import { NavLink } from 'react-router';
import styled, { css } from 'styled-components';
import { apiPaths } from '../../model/api-paths';
import { CHROME_LABELS } from '../../model/messages';
import { ADMIN_TEXTS } from '../../model/adminMessages';
import { adminPaths } from '../../model/paths';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { Logo } from '../Logo';
import { MenuIcon, MenuText, MenuToggle, NavBrand, NavHeader, NavLinks, NavMenu, NavRow, useCollapsibleMenu } from '../NavFrame';

export interface AdminNavBarProps {
  siteName: string;
  /** The signed-in editor's e-mail address, shown beside Sign out. */
  userEmail?: string;
  /** Sign out was pressed. */
  onSignOut: () => void;
  /** Signing out is under way: the button says so and cannot be pressed again. */
  signingOut?: boolean;
  /** How many readers' corrections wait (shown by the Corrections link when some do). */
  waitingCorrections?: number;
  className?: string;
}

/** The admin navbar's links within the app (the spec's screens and routes, the statistics dashboard and the catalogue file's page), in order. */
export const ADMIN_NAV_LINKS: readonly { to: string; label: string }[] = [
  { to: adminPaths.home, label: CHROME_LABELS.home.en },
  { to: adminPaths.insertCategory, label: ADMIN_TEXTS.adminForms.insertCategory },
  { to: adminPaths.insertSubCategory, label: ADMIN_TEXTS.adminForms.insertSubCategory },
  { to: adminPaths.contentNew, label: ADMIN_TEXTS.adminForms.insertContent },
  { to: adminPaths.stats, label: ADMIN_TEXTS.stats.navLink },
  { to: adminPaths.catalogue, label: ADMIN_TEXTS.catalogue.navLink },
  { to: adminPaths.corrections, label: ADMIN_TEXTS.corrections.navLink },
  { to: adminPaths.audit, label: ADMIN_TEXTS.audit.navLink },
];

/** The server actions the navbar opens in a new tab (the spec's screens and routes: the reindex and refresh calls). */
export const ADMIN_ACTION_LINKS: readonly { href: string; label: string }[] = [
  { href: apiPaths.reindex, label: ADMIN_TEXTS.admin.refreshContent },
  { href: apiPaths.refresh, label: ADMIN_TEXTS.admin.refreshAllBackends },
];

const Badge = styled.span`
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  border: 1px solid ${({ theme }) => theme.colors.onHeaderMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.onHeaderMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;

  /* Phones: read, not shown, so that the brand and 'Menu' share one row. */
  ${({ theme }) => theme.media.belowSm} {
    ${visuallyHidden}
  }
`;

const Links = styled(NavLinks)`
  ${({ theme }) => theme.media.lg} {
    flex-wrap: wrap;
  }
`;

const linkStyle = css`
  display: flex;
  align-items: center;
  gap: 0.4em;
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  text-decoration: none;
  line-height: 1.3;
`;

const PageLink = styled(NavLink)`
  ${linkStyle}
  color: ${({ theme }) => theme.colors.onHeader};

  &:hover {
    color: ${({ theme }) => theme.colors.onHeader};
    background: rgba(255, 255, 255, 0.1);
  }

  &[aria-current='page'] {
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
  }

  ${({ theme }) => theme.media.lg} {
    &[aria-current='page'] {
      box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.accent};
    }
  }
`;

const ActionLink = styled.a`
  ${linkStyle}
  color: ${({ theme }) => theme.colors.onHeaderMuted};

  &:hover {
    color: ${({ theme }) => theme.colors.onHeader};
    background: rgba(255, 255, 255, 0.1);
  }
`;

/** How many corrections wait: a round count by the link. */
const Count = styled.span`
  min-width: 1.6em;
  padding: 0 0.4em;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
  text-align: center;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** The editor and Sign out: at the top right from `lg`; below it, folded with the links, under them. */
const Account = styled.div<{ $open: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};

  ${({ theme }) => theme.media.belowLg} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    flex: 1 0 100%;
    order: 4;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm} 0`};
    border-top: 1px solid rgba(255, 255, 255, 0.2);
  }
`;

const Email = styled.span`
  color: ${({ theme }) => theme.colors.onHeaderMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const SignOut = styled.button`
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.onHeaderMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.onHeader};
  font-weight: 600;
  cursor: pointer;

  &:hover:not([aria-disabled='true']) {
    background: rgba(255, 255, 255, 0.12);
  }

  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.8;
  }
`;

/** A square with an arrow out of it: the link opens a new tab. */
function NewTabIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The admin area's navigation bar (the spec's screens and routes): Home, Insert Category, Insert Sub Category,
 * Insert Content, Statistics (the dashboard), Refresh Content and Refresh All Backends (the reindex
 * and refresh calls, each in a new tab), and Sign out. Below the `lg` breakpoint the links fold behind a 'Menu' button, as in
 * the public navigation bar (useCollapsibleMenu).
 */
export function AdminNavBar({ siteName, userEmail, onSignOut, signingOut = false, waitingCorrections = 0, className }: AdminNavBarProps) {
  const texts = ADMIN_TEXTS.admin;
  const menuId = useId();
  const accountId = useId();
  const { menuOpen, toggleRef, toggle, onMenuKeyDown } = useCollapsibleMenu();

  return (
    <NavHeader className={className}>
      <NavRow>
        <NavBrand to={adminPaths.home}>
          <Logo size={40} />
          <span>{siteName}</span>
          <Badge>{texts.badge}</Badge>
        </NavBrand>
        <MenuToggle ref={toggleRef} type="button" aria-expanded={menuOpen} aria-controls={`${menuId} ${accountId}`} onClick={toggle}>
          <MenuIcon open={menuOpen} />
          <MenuText>{texts.menu}</MenuText>
        </MenuToggle>
        <NavMenu id={menuId} aria-label={texts.navLabel} $open={menuOpen} onKeyDown={onMenuKeyDown}>
          <Links>
            {ADMIN_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <PageLink to={link.to} end>
                  {link.label}
                  {link.to === adminPaths.corrections && waitingCorrections > 0 ? (
                    <Count>
                      {waitingCorrections}
                      <Hidden> {ADMIN_TEXTS.corrections.navWaiting}</Hidden>
                    </Count>
                  ) : null}
                </PageLink>
              </li>
            ))}
            {ADMIN_ACTION_LINKS.map((link) => (
              <li key={link.href}>
                {/* An API call whose answer (what it did) is shown in its own tab. */}
                <ActionLink href={link.href} target="_blank" rel="noopener">
                  {link.label} <Hidden>{texts.newTab}</Hidden>
                  <NewTabIcon />
                </ActionLink>
              </li>
            ))}
          </Links>
        </NavMenu>
        <Account id={accountId} $open={menuOpen} onKeyDown={onMenuKeyDown}>
          {userEmail ? <Email>{texts.signedInAs(userEmail)}</Email> : null}
          {/* aria-disabled rather than disabled while signing out: the button keeps the keyboard focus. */}
          <SignOut
            type="button"
            onClick={() => {
              if (!signingOut) onSignOut();
            }}
            aria-disabled={signingOut}
          >
            {signingOut ? texts.signingOut : texts.signOut}
          </SignOut>
        </Account>
      </NavRow>
    </NavHeader>
  );
}

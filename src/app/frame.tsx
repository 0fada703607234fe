import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';

/** The pieces the public and admin frames share: the skip link and focus after a navigation. */

export const MAIN_CONTENT_ID = 'main-content';
export const SKIP_LINK_LABEL = 'Skip to content';

/** A full-height column: navbar, content that grows, and what follows it. */
export const FramePage = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const SkipLinkAnchor = styled.a`
  position: absolute;
  z-index: 100;
  top: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

/** Out of sight until focused; jumps to the frame's content (`<main id={MAIN_CONTENT_ID}>`). */
export function SkipLink() {
  return <SkipLinkAnchor href={`#${MAIN_CONTENT_ID}`}>{SKIP_LINK_LABEL}</SkipLinkAnchor>;
}

export interface Navigation {
  previous: { pathname: string; search: string };
  pathname: string;
  search: string;
  /** The element that had the focus when the location changed. */
  active: Element | null;
}

/**
 * After a client-side navigation (a new pathname or query), focus moves to the frame's content, as
 * a full page load would reset it; not on the first render, and without scrolling (ScrollRestoration
 * owns the scroll position). `keepFocus` (a stable, module-level
 * function) names the moves after which the focus stays where it is.
 */
export function useFocusContentOnNavigation(content: RefObject<HTMLElement | null>, keepFocus: (navigation: Navigation) => boolean) {
  const { pathname, search } = useLocation();
  const shown = useRef({ pathname, search });
  useEffect(() => {
    const previous = shown.current;
    if (previous.pathname === pathname && previous.search === search) return;
    shown.current = { pathname, search };
    if (keepFocus({ previous, pathname, search, active: document.activeElement })) return;
    content.current?.focus({ preventScroll: true });
  }, [pathname, search, content, keepFocus]);
}

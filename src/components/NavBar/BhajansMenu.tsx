import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import type { NavItem } from '../../model/entities';
import { NO_SCRIPT } from '../../model/noScript';
import { CHROME_LABELS, MESSAGES, SITE_TEXTS } from '../../model/messages';
import { paths } from '../../model/paths';

export type NavItemsStatus = 'pending' | 'error' | 'success';

export interface BhajansMenuProps {
  items: readonly NavItem[];
  status?: NavItemsStatus;
  /** Called when a sub-category is chosen (the navigation bar collapses). */
  onNavigate?: () => void;
  className?: string;
}

export const NAV_ITEMS_ERROR = 'The list of bhajans could not be loaded.';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.onHeader};
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: rgba(255, 255, 255, 0.1);
  }

  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }

  ${({ theme }) => theme.media.lg} {
    width: auto;
  }
`;

const Caret = styled.svg<{ $open: boolean }>`
  flex: 0 0 auto;
  margin-left: auto;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform 150ms ease;

  ${({ theme }) => theme.media.lg} {
    margin-left: 0;
  }
`;

const Panel = styled.div`
  margin: ${({ theme }) => `${theme.space.xxs} 0 ${theme.space.xs}`};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  max-height: min(60vh, 28rem);
  overflow-y: auto;
  overscroll-behavior: contain;

  &[hidden] {
    display: none;
  }

  ${({ theme }) => theme.media.lg} {
    position: absolute;
    z-index: 20;
    top: calc(100% + ${({ theme }) => theme.space.xxs});
    left: 0;
    min-width: 18rem;
    max-width: 24rem;
    margin: 0;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ItemLink = styled(NavLink)`
  display: block;
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  line-height: 1.5;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.primary};
  }

  /* Doubled class: wins over the header's light focus ring, which would not show on white. */
  &&:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type FocusTarget = 'first' | 'last';

/** The list's links. */
const entries = (panel: HTMLElement | null) => Array.from(panel?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);

/** Focuses the first, the last or the n-th entry (wrapping around at either end). */
function focusEntry(panel: HTMLElement | null, target: FocusTarget | number) {
  const all = entries(panel);
  if (all.length === 0) return;
  const index = target === 'first' ? 0 : target === 'last' ? all.length - 1 : (target + all.length) % all.length;
  all[index]?.focus();
}

/**
 * The disclosure's behaviour: open and closed by the button (from the keyboard, focus goes to the
 * first entry, or the last with ArrowUp); ArrowUp/ArrowDown/Home/End move between entries; Escape
 * closes it and gives the button its focus back; a click outside, tabbing away or choosing an entry
 * closes it.
 */
function useBhajansMenu(onNavigate: (() => void) | undefined) {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const focusLink = (target: FocusTarget | number) => focusEntry(panelRef.current, target);

  // Close on a click or tap anywhere outside.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openWithFocus = (target: FocusTarget) => {
    // Show the list now, so that its first (or last) entry can take focus at once.
    if (!open) flushSync(() => setOpen(true));
    focusLink(target);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    // `detail` is 0 when Enter or Space "clicked" the button: then focus moves to the first entry.
    if (!open && event.detail === 0) openWithFocus('first');
    else setOpen(!open);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const actions: Record<string, (() => void) | undefined> = {
      ArrowDown: () => openWithFocus('first'),
      ArrowUp: () => openWithFocus('last'),
      Escape: open ? () => close(false) : undefined,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = entries(panelRef.current).indexOf(document.activeElement as HTMLAnchorElement);
    const actions: Record<string, () => void> = {
      ArrowDown: () => focusLink(current + 1),
      ArrowUp: () => focusLink(current - 1),
      Home: () => focusLink('first'),
      End: () => focusLink('last'),
      Escape: () => close(true),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const onWrapperBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !wrapperRef.current?.contains(next)) setOpen(false);
  };

  const choose = () => {
    setOpen(false);
    onNavigate?.();
  };

  return { open, wrapperRef, buttonRef, panelRef, onButtonClick, onButtonKeyDown, onPanelKeyDown, onWrapperBlur, choose };
}

/** The list's content: the sub-categories as links, or 'Loading...', its error, or that there are none yet. */
function MenuEntries({ items, status, onChoose }: { items: BhajansMenuProps['items']; status: NavItemsStatus; onChoose: () => void }) {
  if (items.length > 0) {
    return (
      <List>
        {items.map((item) => (
          <li key={item.subCategoryId}>
            <ItemLink to={paths.subCategory(item.subCategoryId)} lang="hi" onClick={onChoose}>
              {item.titlePrimary}
            </ItemLink>
          </li>
        ))}
      </List>
    );
  }
  if (status === 'pending') return <Note role="status">{MESSAGES.loading}</Note>;
  if (status === 'error') return <Note role="alert">{NAV_ITEMS_ERROR}</Note>;
  return <Note>{SITE_TEXTS.noBhajansYet}</Note>;
}

/** The 'Bhajans' disclosure: a button that shows the list of sub-categories (see useBhajansMenu). */
export function BhajansMenu({ items, status = 'success', onNavigate, className }: BhajansMenuProps) {
  const panelId = useId();
  const { open, wrapperRef, buttonRef, panelRef, onButtonClick, onButtonKeyDown, onPanelKeyDown, onWrapperBlur, choose } =
    useBhajansMenu(onNavigate);
  return (
    <Wrapper {...NO_SCRIPT.disclosure} ref={wrapperRef} className={className} onBlur={onWrapperBlur}>
      <Toggle
        ref={buttonRef}
        type="button"
        // Focused when clicked in every browser (Safari focuses only elements with a tabindex), so
        // that without the script the list opens while the button has focus (NO_SCRIPT).
        tabIndex={0}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {CHROME_LABELS.bhajans}
        <Caret $open={open} width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 8l8 8 8-8" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </Caret>
      </Toggle>
      <Panel ref={panelRef} id={panelId} hidden={!open} onKeyDown={onPanelKeyDown}>
        <MenuEntries items={items} status={status} onChoose={choose} />
      </Panel>
    </Wrapper>
  );
}

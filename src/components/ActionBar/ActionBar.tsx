import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { MoreIcon } from './icons';

/** One action of the bar: an icon over a short label, a button of at least 44 × 44 px. */
export interface BarAction {
  /** Stable among the bar's actions (React's key). */
  id: string;
  icon: ReactNode;
  /** The short label under the icon (readers who do not read icons alone see what it does). */
  label: string;
  /** The label's language when it is not the chrome's English ('hi' for Devanagari). */
  labelLang?: string;
  /**
   * What a screen reader says, where the short label says too little ('Read in Roman letters' for
   * 'Roman'). It holds the label's words, so that a reader using speech input can say what they see.
   */
  name?: string;
  onSelect: () => void;
  /** A toggle's state (Starred). */
  pressed?: boolean;
  /** A disclosure's state (the reading settings' panel) and the id of what it opens. */
  expanded?: boolean;
  controls?: string;
  /** It opens a dialog (Add to list). */
  opensDialog?: boolean;
  /**
   * Always under More, never in the row, however wide the bar: an action few readers need often
   * (Suggest a correction), which should not take a slot from those they use at every visit.
   */
  menuOnly?: boolean;
}

export interface ActionBarProps {
  /** The bar's name for screen readers ('Bhajan actions'). */
  label: string;
  /** In order of importance: the first stay in the row, those that do not fit go under More. */
  actions: readonly BarAction[];
  /** The overflow's label ('More'). */
  moreLabel: string;
  /** Shown under the row: a panel an action opens. */
  children?: ReactNode;
  /**
   * Escape pressed in that panel: the page closes it, and the focus goes back to the action that
   * opened it (in the row, or More when it is under More).
   */
  onPanelEscape?: () => void;
  className?: string;
}

/**
 * One slot of the row, in em of the labels' size: a phone 320 px wide holds five at the default
 * text size (four actions and More), fewer as the reader's text grows, since the thresholds grow
 * with it (container query lengths are the container's ems).
 */
const SLOT_EM = 4.4;
/** The labels' size, which is also the container's em. */
const LABEL_SIZE = '0.75rem';

/**
 * Which actions the row shows and which go under More, by CSS alone (no measuring, so the server's
 * page is already right and nothing moves as it hydrates): action n (1-based) is in the row once
 * there is room for it and for More, (n + 1) slots; all `count` at `count` slots, More then gone,
 * unless some actions are always under More (`moreStays`): then all `count` at `count + 1` slots.
 * Browsers without container queries show every action in a row that wraps (and More, when it
 * holds actions of its own).
 */
function overflowRules(count: number, moreStays: boolean) {
  const rules: string[] = [];
  for (let rank = 1; rank < count; rank++) {
    rules.push(`@container actions (min-width: ${(rank + 1) * SLOT_EM}em) {
      [data-rank='${rank}'][data-place='row'] { display: flex; }
      [data-rank='${rank}'][data-place='menu'] { display: none; }
    }`);
  }
  rules.push(
    moreStays
      ? `@container actions (min-width: ${(count + 1) * SLOT_EM}em) {
    [data-place='row'] { display: flex; }
    [data-place='menu'] { display: none; }
  }`
      : `@container actions (min-width: ${count * SLOT_EM}em) {
    [data-place='row'] { display: flex; }
    [data-place='menu'], [data-more] { display: none; }
  }`,
  );
  return rules.join('\n');
}

const Frame = styled.div`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Container = styled.div<{ $count: number; $moreStays: boolean }>`
  container: actions / inline-size;
  font-size: ${LABEL_SIZE};

  /* Without container queries: every action in the row (it wraps), no More unless it holds actions of its own. */
  [data-more] {
    display: ${({ $moreStays }) => ($moreStays ? 'flex' : 'none')};
  }
  [data-place='menu'] {
    display: none;
  }

  @supports (container-type: inline-size) {
    [data-place='row'] {
      display: none;
    }
    [data-more] {
      display: flex;
    }
    [data-place='menu'] {
      display: block;
    }
    ${({ $count, $moreStays }) => overflowRules($count, $moreStays)}
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: stretch;
  gap: 2px;
  border-block: 1px solid ${({ theme }) => theme.colors.border};
`;

const actionStyle = css`
  flex: 1 1 0;
  min-width: ${({ theme }) => theme.layout.tapTarget};
  min-height: ${({ theme }) => theme.layout.tapTarget};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space.xxs} 2px`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.accentSoft};
  }

  &:focus-visible {
    outline-offset: -3px;
  }

  &[aria-pressed='true'],
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.accentText};
  }

  svg {
    flex: none;
    width: 1.7em;
    height: 1.7em;
  }
`;

const ActionButton = styled.button`
  ${actionStyle}
`;

/** More: a native disclosure, so that it opens without the script too. */
const More = styled.details`
  position: relative;
  flex: 1 1 0;
  display: flex;

  > summary {
    ${actionStyle}
    list-style: none;
    width: 100%;

    &::-webkit-details-marker {
      display: none;
    }
  }

  &[open] > summary {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Menu = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  top: 100%;
  z-index: 5;
  min-width: 14rem;
  max-width: min(20rem, 90vw);
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding: ${({ theme }) => theme.space.xxs};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.2);
  /* The chrome's size again: the row's labels are smaller. */
  font-size: 1rem;
`;

const MenuButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.accentSoft};
  }

  &[aria-pressed='true'] {
    font-weight: 700;
  }

  svg {
    flex: none;
    width: 1.4em;
    height: 1.4em;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const MenuItem = styled.li`
  display: block;
`;

/** An action's ARIA state, the same in the row and in the menu. */
function stateOf(action: BarAction) {
  return {
    'aria-pressed': action.pressed,
    'aria-expanded': action.expanded,
    'aria-controls': action.controls,
    'aria-haspopup': action.opensDialog ? ('dialog' as const) : undefined,
  };
}

/**
 * A page's actions in one compact row: an icon over a short label each, those that do not fit
 * (a narrow phone, a large text size) under More, a disclosure that Escape closes. What fits is
 * worked out by CSS (see overflowRules): the server's page is already right. A panel an action opens
 * goes under the row (`children`).
 */
export function ActionBar({ label, actions, moreLabel, children, onPanelEscape, className }: ActionBarProps) {
  const frame = useRef<HTMLDivElement>(null);
  const inRow = actions.filter((action) => !action.menuOnly);
  const more = useRef<HTMLDetailsElement>(null);
  // The menu's buttons exist only while it is open: the page's other actions are not there twice
  // for a screen reader or a search of the page (they all need the script anyway).
  const [moreOpen, setMoreOpen] = useState(false);
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !onPanelEscape) return;
    event.preventDefault();
    const opener = [...(frame.current?.querySelectorAll<HTMLElement>('[aria-expanded="true"]') ?? [])].find((element) =>
      element.checkVisibility(),
    );
    onPanelEscape();
    (opener ?? more.current?.querySelector('summary'))?.focus();
  };
  const close = () => {
    if (more.current) more.current.open = false;
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !more.current?.open) return;
    event.preventDefault();
    close();
    more.current.querySelector('summary')?.focus();
  };
  return (
    <Frame ref={frame} className={className}>
      <Container $count={inRow.length} $moreStays={inRow.length < actions.length}>
        <Row role="group" aria-label={label}>
          {inRow.map((action, index) => (
            <ActionButton
              key={action.id}
              type="button"
              data-rank={index + 1}
              data-place="row"
              aria-label={action.name}
              {...stateOf(action)}
              onClick={action.onSelect}
            >
              {action.icon}
              <span lang={action.labelLang}>{action.label}</span>
            </ActionButton>
          ))}
          <More ref={more} data-more="" onKeyDown={onMenuKeyDown} onToggle={(event) => setMoreOpen(event.currentTarget.open)}>
            <summary>
              <MoreIcon />
              <span>{moreLabel}</span>
            </summary>
            {moreOpen ? (
              <Menu>
                {actions.map((action) => (
                  <MenuItem
                    key={action.id}
                    data-rank={action.menuOnly ? undefined : inRow.indexOf(action) + 1}
                    data-place={action.menuOnly ? 'menu-only' : 'menu'}
                  >
                    <MenuButton
                      type="button"
                      {...stateOf(action)}
                      onClick={() => {
                        // The menu closes first: what the action opens (a dialog, a panel) takes the focus.
                        close();
                        action.onSelect();
                      }}
                    >
                      {action.icon}
                      <span lang={action.name ? undefined : action.labelLang}>{action.name ?? action.label}</span>
                    </MenuButton>
                  </MenuItem>
                ))}
              </Menu>
            ) : null}
          </More>
        </Row>
      </Container>
      {/* Keys pressed in the panel (Escape) come up here. */}
      <div onKeyDown={onPanelKeyDown}>{children}</div>
    </Frame>
  );
}

import { PRESENTATION_TEXTS } from '../../model/presentationTexts';
import { useEffect, useId, useRef, type PointerEvent, type ReactNode } from 'react';
import styled from 'styled-components';

import { darkColors } from '../../theme/tokens';
import { VerseWords } from '../VerseText';

export interface PresentationProps {
  /** The hymn's title, small at the top. */
  title: string;
  /** The language tag of the lines ('hi', 'hi-Gujr', …), and of the title when it is not given. */
  lang: string;
  titleLang?: string;
  /** The hymn's stanzas, each its lines (VerseText's stanzasOf). */
  stanzas: readonly (readonly string[])[];
  /** The stanza shown, from 0. */
  index: number;
  /** Asks for another stanza (the next, the previous, the first or the last). */
  onStep?: (index: number) => void;
  /** Leaves the presentation (the Close button, Escape). */
  onClose?: () => void;
  /**
   * Presenting a set list: the hymn that comes after this one, shown after the last stanza, and
   * moved on to by the next step there (a tap, a swipe, an arrow, the clicker).
   */
  nextHymn?: { title: string; lang?: string };
  onNextHymn?: () => void;
  /** Opens a second window (a TV or projector) that follows this one. */
  onOpenSecondScreen?: () => void;
  /**
   * The second screen's view: the stanza alone, no controls and no peek, following the leader's
   * window (which sends `index`).
   */
  follower?: boolean;
  /**
   * Leading a Sing together room: the bar's button (its label: "Sing together" before a room is
   * open, the room's code after), whether the room's panel is shown, and the panel itself (over the stanza).
   */
  together?: { label: ReactNode; expanded: boolean; onPress: () => void; panelId: string };
  togetherPanel?: ReactNode;
  /**
   * The followers' screens are blank: a second screen shows nothing; the leader's shows the
   * stanza muted under a note saying so, so the leader still knows where they are.
   */
  blank?: boolean;
  /** A second screen's corner: how to join the Sing together room (its code). */
  joinHint?: string | undefined;
  className?: string;
}

const TEXT = PRESENTATION_TEXTS;

/** Keys that step forward: arrows, Page Down and the space bar (presentation clickers send Page Down or an arrow). */
const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown', 'PageDown', ' ', 'Enter']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace']);
/** How far a finger must move sideways to count as a swipe, in CSS pixels. */
const SWIPE_PX = 48;

/**
 * Always the night colours, whatever the page's: a projector or a TV in a hall shows light words
 * on black best, and a dark room is not lit up by it.
 */
const Stage = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  display: flex;
  flex-direction: column;
  background: ${darkColors.footer};
  color: ${darkColors.text};
  overscroll-behavior: contain;
  touch-action: pan-y;

  &:focus {
    outline: none;
  }
`;

const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  color: ${darkColors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One line, cut short on a phone: the room is the verse's. */
const TopTitle = styled.h2`
  flex: 1 1 8rem;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  color: inherit;
  font-size: inherit;
  font-weight: 600;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** A button of the stage (light on black), also the Sing together panel's. */
export const StageButton = styled.button`
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 2px solid ${darkColors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${darkColors.text};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    border-color: ${darkColors.text};
  }

  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: default;
  }

  &:focus-visible {
    outline: 3px solid ${darkColors.focusOnDark};
    outline-offset: 2px;
  }
`;

/**
 * The stanza, as large as the screen allows, centred; a tap on its left third goes back, elsewhere
 * on. A stanza longer than a small screen scrolls, from its first line.
 */
const Verse = styled.div`
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  min-height: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  overflow: auto;
  font-size: clamp(1.25rem, min(6.5vw, 8vh), 5.5rem);
  line-height: 1.45;
  text-align: center;
  overflow-wrap: anywhere;
  cursor: pointer;
  user-select: none;
`;

/** Centred while it fits (auto margins, unlike centring the column, never push its top out of reach). */
const Lines = styled.div<{ $dimmed?: boolean }>`
  margin-block: auto;
  color: ${({ $dimmed }) => ($dimmed ? darkColors.textMuted : 'inherit')};
`;

/** Over the leader's stanza while the followers' screens are blank. */
const BlankedNote = styled.p`
  margin: 0 0 0.4em;
  color: ${darkColors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-style: italic;
`;

/** Everything under the top bar: the Sing together panel covers it while shown. */
const Body = styled.div`
  position: relative;
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  min-height: 0;
`;

/** A second screen's corner: the room's code, small, never over the words. */
const JoinHint = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  color: ${darkColors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: end;
`;

const Line = styled.p`
  margin: 0 0 0.2em;
`;

/** For the leader: where the hymn is, and the next stanza's first line. */
const Peek = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md} ${theme.space.sm}`};
  border-top: 1px solid ${darkColors.border};
  color: ${darkColors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const PeekLine = styled.p`
  margin: 0;
  min-width: 0;
`;

const StepButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const Position = styled.span`
  align-self: center;
  font-variant-numeric: tabular-nums;
`;

function VerseLines({ lines }: { lines: readonly string[] }) {
  return lines.map((line, l) => (
    <Line key={l}>
      <VerseWords line={line} />
    </Line>
  ));
}

/**
 * Satsang presentation: one stanza at a time in very large type over the whole screen, for a room
 * to sing from. The leader steps on by tap (the left third of the verse goes back), swipe, the
 * arrow keys, Page Up/Down (a presentation clicker), Space, Home and End; sees where the hymn is and
 * the next stanza's first line; Escape or Close leaves. A second screen (follower) shows the stanza
 * alone. Presentational: the stanza and the steps come from its owner.
 */
export function Presentation({
  title,
  titleLang,
  lang,
  stanzas,
  index,
  onStep,
  onClose,
  onOpenSecondScreen,
  nextHymn,
  onNextHymn,
  follower = false,
  together,
  togetherPanel,
  blank = false,
  joinHint,
  className,
}: PresentationProps) {
  const titleId = useId();
  const stage = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const last = stanzas.length - 1;
  const at = Math.min(Math.max(index, 0), Math.max(last, 0));
  const step = (to: number) => {
    // Past the last stanza of a list's hymn: the list's next one.
    if (to > last && nextHymn && onNextHymn) {
      onNextHymn();
      return;
    }
    const target = Math.min(Math.max(to, 0), last);
    if (target !== at) onStep?.(target);
  };

  // The stage takes the focus when it opens, so a screen reader is in it (once: a step must not
  // take it from the button that made it).
  useEffect(() => stage.current?.focus(), []);

  // The keyboard and clickers work wherever the focus is; the listener is added once and always
  // runs this render's handler.
  const onKeyRef = useRef<(event: KeyboardEvent) => void>(() => undefined);
  useEffect(() => {
    onKeyRef.current = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      // A button keeps its own Enter and Space.
      if ((event.key === 'Enter' || event.key === ' ') && event.target instanceof HTMLButtonElement) return;
      // The Sing together panel covers the stanza: its keys scroll it (Escape hides it, below).
      if (together?.expanded && event.key !== 'Escape') return;
      let handled = true;
      if (NEXT_KEYS.has(event.key)) step(at + 1);
      else if (PREVIOUS_KEYS.has(event.key)) step(at - 1);
      else if (event.key === 'Home') step(0);
      else if (event.key === 'End') step(last);
      // Escape hides the Sing together panel first, then leaves.
      else if (event.key === 'Escape') (together?.expanded ? together.onPress : onClose)?.();
      else handled = false;
      if (handled) event.preventDefault();
    };
  });
  useEffect(() => {
    if (follower) return undefined;
    const onKey = (event: KeyboardEvent) => onKeyRef.current(event);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [follower]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (follower) return;
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
      // A swipe to the left brings the next stanza, as turning a page.
      step(dx < 0 ? at + 1 : at - 1);
      return;
    }
    if (Math.abs(dx) < 10 && Math.abs(dy) < 10) {
      const box = event.currentTarget.getBoundingClientRect();
      step(event.clientX - box.left < box.width / 3 ? at - 1 : at + 1);
    }
  };

  const next = stanzas[at + 1];
  return (
    <Stage ref={stage} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={className}>
      <TopBar hidden={follower}>
        <TopTitle id={titleId} lang={titleLang ?? lang}>
          {title}
        </TopTitle>
        {together ? (
          <StageButton type="button" aria-expanded={together.expanded} aria-controls={together.panelId} onClick={together.onPress}>
            {together.label}
          </StageButton>
        ) : null}
        {onOpenSecondScreen ? (
          <StageButton type="button" onClick={onOpenSecondScreen}>
            {TEXT.secondScreen.en} <span lang="hi">{TEXT.secondScreen.hi}</span>
          </StageButton>
        ) : null}
        {onClose ? (
          <StageButton type="button" onClick={onClose}>
            {TEXT.close.en} <span lang="hi">{TEXT.close.hi}</span>
          </StageButton>
        ) : null}
      </TopBar>
      <Body>
        {/* Read out as it changes: the stanza's place, then its words. A stanza longer than the screen
          scrolls: from the keyboard too, so the region takes the focus (Tab), and the arrows up
          and down scroll it. */}
        <Verse
          role="group"
          tabIndex={0}
          lang={lang}
          aria-live="polite"
          aria-label={TEXT.stanzaOf(at + 1, stanzas.length)}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
        >
          {follower && blank ? null : (
            <Lines $dimmed={blank}>
              {blank ? <BlankedNote>{TEXT.blankedForFollowers}</BlankedNote> : null}
              <VerseLines lines={stanzas[at] ?? []} />
            </Lines>
          )}
        </Verse>
        {follower && joinHint ? <JoinHint>{joinHint}</JoinHint> : null}
        {follower ? null : (
          <Peek>
            <PeekLine>
              {next ? (
                <>
                  {TEXT.next}: <span lang={lang}>{next[0]}</span>
                </>
              ) : nextHymn ? (
                <>
                  {TEXT.nextHymn}: <span lang={nextHymn.lang}>{nextHymn.title}</span>
                </>
              ) : (
                <>
                  {TEXT.end.en} <span lang="hi">{TEXT.end.hi}</span>
                </>
              )}
            </PeekLine>
            <StepButtons>
              <StageButton type="button" onClick={() => step(at - 1)} aria-disabled={at === 0}>
                {TEXT.previous}
              </StageButton>
              <Position>{TEXT.position(at + 1, stanzas.length)}</Position>
              {at === last && nextHymn ? (
                <StageButton type="button" onClick={() => step(at + 1)}>
                  {TEXT.nextHymn} ›
                </StageButton>
              ) : (
                <StageButton type="button" onClick={() => step(at + 1)} aria-disabled={at === last}>
                  {TEXT.nextButton}
                </StageButton>
              )}
            </StepButtons>
          </Peek>
        )}
        {togetherPanel}
      </Body>
    </Stage>
  );
}

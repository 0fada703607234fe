import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { keptClear, noneKeptClear, subscribeToKeptClear } from './keepClear';
import { Link } from 'react-router';
import styled from 'styled-components';
import { CHROME_LABELS } from '../../model/messages';
import { paths } from '../../model/paths';

export interface FeedbackButtonProps {
  /**
   * Kept out of sight (on /feedback itself). It stays in the page, so that the focus can come back
   * to it when the feedback overlay it opened closes.
   */
  hidden?: boolean;
  className?: string;
}

/** How close to the page's end the button goes away: its own height and margin, and some room. */
export const PAGE_END_ZONE = '6rem';
const FADE_MS = 200;

/**
 * An invisible strip over the last PAGE_END_ZONE of the page (the bottom of the footer), without
 * taking room or clicks: while any of it is in view, the page is scrolled to the bottom.
 */
const PageEnd = styled.div`
  flex: none;
  height: ${PAGE_END_ZONE};
  margin-top: -${PAGE_END_ZONE};
  pointer-events: none;
`;

const FloatingLink = styled(Link)<{ $shown: boolean }>`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: calc(${({ theme }) => theme.space.md} + env(safe-area-inset-bottom, 0px));
  z-index: 900;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 3.5rem;
  height: 3.5rem;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  font-weight: 700;
  text-decoration: none;
  /* Hidden means hidden: not seen, not focusable, not read (visibility), after a short fade. */
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
  transition:
    opacity ${FADE_MS}ms ease,
    visibility 0s linear ${({ $shown }) => ($shown ? '0s' : `${FADE_MS}ms`)};

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:focus-visible {
    outline-offset: 3px;
  }

  svg {
    flex: none;
    width: 1.6rem;
    height: 1.6rem;
  }

  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space.md};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }

  @media print {
    display: none;
  }
`;

/** On phones only the icon shows (the name is still read); from medium screens the words too. */
const Label = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;

  ${({ theme }) => theme.media.md} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
  }
`;

function FeedbackIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 4.5h16a1.5 1.5 0 0 1 1.5 1.5v10a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 3.5v-3.5H4A1.5 1.5 0 0 1 2.5 16V6A1.5 1.5 0 0 1 4 4.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M12 7.3l1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.3-2.4 1.3.5-2.6-1.9-1.8 2.6-.4z" fill="currentColor" />
    </svg>
  );
}

/** Room around the button that lyrics must not enter either, in pixels. */
const BUTTON_CLEARANCE = 8;

/**
 * Whether an element marked to be kept clear (the lyrics) passes under the button: the observed
 * area is the screen's corner from the button's top-left (a little more) to the bottom-right, so
 * lyrics beside it on a wide screen leave it shown. Measured again when the window changes size.
 */
function useOverKeptClear(button: RefObject<HTMLElement | null>): boolean {
  const elements = useSyncExternalStore(subscribeToKeptClear, keptClear, noneKeptClear);
  const [over, setOver] = useState(false);
  const [size, setSize] = useState(0);
  useEffect(() => {
    const resized = () => setSize((value) => value + 1);
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, []);
  useEffect(() => {
    const place = button.current?.getBoundingClientRect();
    if (elements.length === 0 || !place || typeof IntersectionObserver === 'undefined') return;
    const top = Math.max(0, Math.floor(place.top) - BUTTON_CLEARANCE);
    const left = Math.max(0, Math.floor(place.left) - BUTTON_CLEARANCE);
    const inCorner = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inCorner.add(entry.target);
          else inCorner.delete(entry.target);
        }
        setOver(inCorner.size > 0);
      },
      { rootMargin: `-${top}px 0px 0px -${left}px` },
    );
    // Each element observed is reported at once, so a new set of lyrics sets `over` anew.
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [elements, button, size]);
  return elements.length > 0 && over;
}

/**
 * The floating Feedback button (the spec's screens and routes): a round button in the bottom corner that opens
 * /feedback. It goes away while the end of the page is in view, so that it does not cover the
 * footer's links, and while lyrics pass under it (keepClear.ts), so that it never covers a word. Render it last on the page: it watches a strip at its own place in the page.
 */
export function FeedbackButton({ hidden = false, className }: FeedbackButtonProps) {
  const pageEnd = useRef<HTMLDivElement>(null);
  // Unknown until the observer first reports (or when there is none, e.g. on the server).
  const [atPageEnd, setAtPageEnd] = useState<boolean | undefined>(undefined);
  const link = useRef<HTMLAnchorElement>(null);
  const overLyrics = useOverKeptClear(link);

  useEffect(() => {
    const target = pageEnd.current;
    if (!target) return;
    if (typeof IntersectionObserver === 'undefined') {
      // Nothing to tell where the page ends (very old browsers, jsdom): the button just shows.
      const show = setTimeout(() => setAtPageEnd(false));
      return () => clearTimeout(show);
    }
    const observer = new IntersectionObserver((entries) => {
      const latest = entries[entries.length - 1];
      if (latest) setAtPageEnd(latest.isIntersecting);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  const { en, hi } = CHROME_LABELS.feedback;
  // A landmark of its own: outside the header, main and footer, it would be content that a screen
  // reader's landmark list cannot reach (axe's `region` rule).
  return (
    <aside aria-label={en}>
      <PageEnd ref={pageEnd} aria-hidden="true" />
      <FloatingLink ref={link} to={paths.feedback} className={className} $shown={!hidden && atPageEnd === false && !overLyrics}>
        <FeedbackIcon />
        <Label>
          {en} <span lang="hi">{hi}</span>
        </Label>
      </FloatingLink>
    </aside>
  );
}

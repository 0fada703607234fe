/**
 * The action bar's icons: simple strokes in the text's colour, each beside a label that says what it
 * does (never an icon alone), hidden from screen readers.
 */
import type { ReactNode } from 'react';

function Icon({ children, filled = false }: { children: ReactNode; filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const MoreIcon = () => (
  <Icon filled>
    <circle cx="5" cy="12" r="1.8" />
    <circle cx="12" cy="12" r="1.8" />
    <circle cx="19" cy="12" r="1.8" />
  </Icon>
);

export const ListenIcon = () => (
  <Icon>
    <path d="M3 14v-2a9 9 0 0118 0v2" />
    <rect x="3" y="14" width="4" height="7" rx="1.5" />
    <rect x="17" y="14" width="4" height="7" rx="1.5" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon filled>
    <rect x="6" y="4" width="4" height="16" rx="1" />
    <rect x="14" y="4" width="4" height="16" rx="1" />
  </Icon>
);

/** 'Aa': the reading settings (text size, colours, script, screen on). */
export const ReadingIcon = () => (
  <Icon>
    <path d="M2 19l5-14 5 14M3.8 14h6.4" />
    <path d="M20 19v-5.5a3 3 0 00-5.6-1.5M20 16.2c-1 1.8-2.3 2.8-3.8 2.8-1.4 0-2.2-.8-2.2-2 0-1.6 1.5-2.4 6-2.5" />
  </Icon>
);

/** Roman letters: the lyrics in Latin script. */
export const RomanIcon = () => (
  <Icon>
    <path d="M3 18l3.5-11L10 18M4.2 14.5h4.6" />
    <path d="M13 7h3.5a2.5 2.5 0 010 5H13zM13 12h4a3 3 0 010 6h-4z" />
  </Icon>
);

export const PresentIcon = () => (
  <Icon>
    <rect x="2" y="4" width="20" height="13" rx="1.5" />
    <path d="M8 21h8M12 17v4" />
  </Icon>
);

export const StarIcon = ({ filled }: { filled: boolean }) => (
  <Icon filled={filled}>
    <path d="M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 3 1.1-6.2L3 9.7l6.2-.9z" />
  </Icon>
);

export const AddToListIcon = () => (
  <Icon>
    <path d="M4 6h11M4 12h11M4 18h7M18 14v7M14.5 17.5h7" />
  </Icon>
);

export const ShareIcon = () => (
  <Icon>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
  </Icon>
);

/** A pencil over a line: a correction of the text. */
export const CorrectIcon = () => (
  <Icon>
    <path d="M4 20h16M14.5 4.5l3 3L8 17H5v-3z" />
  </Icon>
);

import styled, { css } from 'styled-components';
import { SITE_TEXTS } from '../../model/messages';

export interface OfflineNoticeProps {
  /** The browser has no connection: the notice shows. */
  offline: boolean;
  className?: string;
}

/** A strip in the page's flow (under the navigation bar), covering nothing; nothing at all while online. */
const Strip = styled.div<{ $shown: boolean }>`
  ${({ $shown, theme }) =>
    $shown &&
    css`
      display: flex;
      align-items: center;
      justify-content: center;
      gap: ${theme.space.xs};
      padding: ${`${theme.space.xs} ${theme.space.md}`};
      background: ${theme.colors.accentSoft};
      border-bottom: 2px solid ${theme.colors.accent};
      color: ${theme.colors.text};
      text-align: center;
    `}

  svg {
    flex: none;
    width: 1.4rem;
    height: 1.4rem;
  }
`;

const Text = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

function OfflineIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="12" cy="19" r="1.5" fill="currentColor" />
      <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Over every public page while the browser is offline: pages opened before can still be read. A
 * polite live region that stays in the page, so that going offline is announced when it happens.
 */
export function OfflineNotice({ offline, className }: OfflineNoticeProps) {
  return (
    <Strip $shown={offline} className={className}>
      {offline ? <OfflineIcon /> : null}
      <Text role="status">{offline ? SITE_TEXTS.offline.offlineBanner : null}</Text>
    </Strip>
  );
}

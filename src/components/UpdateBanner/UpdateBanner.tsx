import styled, { css } from 'styled-components';
import { SITE_TEXTS } from '../../model/messages';
import { secondaryActionStyle } from '../StatusMessage';

export interface UpdateBannerProps {
  /** A new version waits: the banner shows. */
  ready: boolean;
  /** The configured site name, as in 'A new version of {site} is ready.' */
  siteName: string;
  /** The visitor pressed Reload: the button waits while the new version takes over. */
  reloading?: boolean;
  /** The visitor's Reload: switch the new version on and reload the page. */
  onReload: () => void;
  className?: string;
}

/** In the page's flow, under the navigation bar: it covers nothing and never interrupts the reading. */
const Bar = styled.div<{ $shown: boolean }>`
  ${({ $shown, theme }) =>
    $shown &&
    css`
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: center;
      gap: ${`${theme.space.xs} ${theme.space.md}`};
      padding: ${`${theme.space.xs} ${theme.space.md}`};
      background: ${theme.colors.surface};
      border-bottom: 2px solid ${theme.colors.accent};
      text-align: center;
    `}
`;

const Text = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const ReloadButton = styled.button`
  ${secondaryActionStyle}

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

/**
 * 'A new version of {site} is ready.' with Reload. The page never reloads by itself: the visitor
 * finishes reading and reloads when it suits. The message is a polite live region that stays in
 * the page, so that it is announced when a version arrives.
 */
export function UpdateBanner({ ready, siteName, reloading = false, onReload, className }: UpdateBannerProps) {
  return (
    <Bar $shown={ready} className={className}>
      <Text role="status">{ready ? SITE_TEXTS.offline.updateReady(siteName) : null}</Text>
      {ready ? (
        <ReloadButton type="button" onClick={onReload} disabled={reloading}>
          {reloading ? SITE_TEXTS.offline.reloading : SITE_TEXTS.offline.reload}
        </ReloadButton>
      ) : null}
    </Bar>
  );
}

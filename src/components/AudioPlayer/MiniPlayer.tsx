import styled from 'styled-components';
import { SITE_TEXTS } from '../../model/messages';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { formatTime } from './audioMath';
import { PauseIcon, PlayIcon } from './icons';
import type { AudioElement } from './useAudioElement';

const TEXT = SITE_TEXTS.audio;

/** At the top of the window (the Feedback button has the bottom corner), over the page. */
const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 900;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-bottom: 3px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const PlayPause = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;

  svg {
    width: 24px;
    height: 24px;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Close = styled.button`
  flex: none;
  width: ${({ theme }) => theme.layout.tapTarget};
  height: ${({ theme }) => theme.layout.tapTarget};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  cursor: pointer;
`;

const What = styled.button`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: start;
  cursor: pointer;
`;

const Title = styled.span`
  max-width: 100%;
  overflow: hidden;
  font-weight: 700;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Time = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

/** What the compact player shows and does (a player's, or audio carried on from a page left). */
export type MiniPlayerState = Pick<AudioElement, 'playing' | 'togglePlay' | 'currentTime' | 'duration'>;

export interface MiniPlayerProps {
  player: MiniPlayerState;
  title: string;
  /** Brings the whole player back into view, or goes back to its page (`showLabel` says which, after the title and time). */
  onShowPlayer: () => void;
  showLabel?: string;
  /** Stops the audio and closes the compact player (audio carried on from a page left). */
  onClose?: () => void;
}

/**
 * The hymn's audio, compact (a chunk of its own, fetched when the audio first plays), while the reader has scrolled away from the player (to sing along
 * from the lyrics): play/pause, the title and where it is; a tap on the title goes back to the
 * whole player and its other controls.
 */
export default function MiniPlayer({ player, title, onShowPlayer, showLabel, onClose }: MiniPlayerProps) {
  const { playing, togglePlay, currentTime, duration } = player;
  return (
    <Bar role="group" aria-label={TEXT.miniPlayer(title)}>
      <PlayPause type="button" aria-label={playing ? TEXT.pause : TEXT.play} onClick={togglePlay}>
        {playing ? <PauseIcon /> : <PlayIcon />}
      </PlayPause>
      {/* Named by what it shows (the title, the time), then what it does. */}
      <What type="button" onClick={onShowPlayer}>
        <Title lang="hi">{title}</Title>
        <Time>{TEXT.position(formatTime(currentTime), formatTime(duration))}</Time>
        <Hidden>{`, ${showLabel ?? TEXT.showPlayer}`}</Hidden>
      </What>
      {onClose ? (
        <Close type="button" aria-label={TEXT.stopPlayer} onClick={onClose}>
          <span aria-hidden="true">✕</span>
        </Close>
      ) : null}
    </Bar>
  );
}

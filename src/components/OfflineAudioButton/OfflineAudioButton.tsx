import { OFFLINE_AUDIO_TEXTS } from '../../model/offlineAudioTexts';
import styled, { css } from 'styled-components';
import { SITE_TEXTS } from '../../model/messages';
import { secondaryActionStyle } from '../StatusMessage';

const TEXT = OFFLINE_AUDIO_TEXTS;

export type OfflineAudioButtonState = 'notSaved' | 'saving' | 'saved' | 'failed';

export interface OfflineAudioButtonProps {
  state: OfflineAudioButtonState;
  /** While saving: the bytes received so far. */
  received?: number;
  /** While saving: the file's size, when known (else the progress bar runs without an end). */
  total?: number;
  /** When saved: the file's size, when known. */
  size?: number;
  /** 'Keep for offline listening', or 'Try again' after a failure. */
  onSave: () => void;
  /** Stops the download under way. */
  onCancel: () => void;
  /** Deletes the saved file. */
  onRemove: () => void;
  className?: string;
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Button = styled.button`
  ${secondaryActionStyle}
  gap: ${({ theme }) => theme.space.xs};

  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const Info = styled.div`
  display: flex;
  flex: 1 1 12rem;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  min-width: 0;
`;

const Status = styled.p<{ $failed: boolean }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;

  ${({ $failed, theme }) =>
    $failed &&
    css`
      color: ${theme.colors.error};
      font-weight: 600;
    `}
`;

const Progress = styled.progress`
  flex: 1 1 6rem;
  max-width: 14rem;
  height: 0.75rem;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const Figure = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3v12m0 0l-5-5m5 5l5-5M4 20h16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function statusText(state: OfflineAudioButtonState, size: number | undefined): string {
  switch (state) {
    case 'saving':
      return TEXT.saving;
    case 'saved':
      return size ? TEXT.savedWithSize(TEXT.size(size)) : TEXT.saved;
    case 'failed':
      return TEXT.failed;
    default:
      return '';
  }
}

/**
 * "Keep for offline listening" under a hymn's audio player: one button whose job follows the
 * state (keep, cancel, remove, try again), so that keyboard focus stays on it throughout, and a
 * polite status line beside it (with a progress bar while saving).
 */
export function OfflineAudioButton({ state, received = 0, total, size, onSave, onCancel, onRemove, className }: OfflineAudioButtonProps) {
  const percent = total ? Math.min(100, Math.floor((received / total) * 100)) : undefined;
  const button =
    state === 'saving'
      ? { onClick: onCancel, label: TEXT.cancel, name: TEXT.cancelLabel }
      : state === 'saved'
        ? { onClick: onRemove, label: TEXT.remove, name: TEXT.removeLabel }
        : state === 'failed'
          ? { onClick: onSave, label: SITE_TEXTS.tryAgain, name: undefined }
          : { onClick: onSave, label: TEXT.keep, name: undefined };

  return (
    <Box className={className}>
      <Button type="button" onClick={button.onClick} aria-label={button.name}>
        {state === 'notSaved' || state === 'failed' ? <DownloadIcon /> : null}
        {button.label}
      </Button>
      <Info>
        <Status role="status" $failed={state === 'failed'}>
          {statusText(state, size)}
        </Status>
        {state === 'saving' ? (
          <>
            {/* Without a known size the bar runs without an end. */}
            <Progress aria-label={TEXT.progress} max={total ?? undefined} value={total ? received : undefined} />
            <Figure aria-hidden="true">{percent !== undefined ? TEXT.percent(percent) : TEXT.size(received)}</Figure>
          </>
        ) : null}
      </Info>
    </Box>
  );
}

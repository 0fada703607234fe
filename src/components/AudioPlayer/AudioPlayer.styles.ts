import styled, { css } from 'styled-components';
import { errorToneStyle } from '../StatusMessage';

export const Player = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 3px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.sm}`};
  }

  ${({ theme }) => theme.media.enlargedText} {
    padding-inline: ${({ theme }) => theme.space.xs};
  }
`;

const thumb = css`
  width: 24px;
  height: 24px;
  border: 3px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

const track = css`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  /* The played part in maroon, the rest muted; --progress is set inline (0%..100%). */
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.primary} var(--progress, 0%),
    ${({ theme }) => theme.colors.border} var(--progress, 0%)
  );
`;

/** The position slider: a native range input (screen readers and phones' accessibility gestures know it). */
export const Slider = styled.input`
  display: block;
  width: 100%;
  /* The whole 44 px row is the touch target, the track is drawn 8 px high inside it. */
  height: ${({ theme }) => theme.layout.tapTarget};
  margin: 0;
  background: transparent;
  appearance: none;
  -webkit-appearance: none;
  cursor: pointer;

  &::-webkit-slider-runnable-track {
    ${track}
  }
  &::-moz-range-track {
    ${track}
  }
  &::-webkit-slider-thumb {
    -webkit-appearance: none;
    margin-top: -8px;
    ${thumb}
  }
  &::-moz-range-thumb {
    ${thumb}
  }

  &:disabled {
    cursor: default;
    opacity: 0.55;
  }
`;

export const Times = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: -${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

/** Play and the jumps on the first row; loop, mute and the volume below (on phones, two rows). */
export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
`;

/** A row of controls that belong together; it never breaks inside. */
export const Group = styled.div<{ $transport?: boolean }>`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  /* Play and the jumps have a row of their own. */
  ${({ $transport }) => ($transport ? 'flex-basis: 100%;' : '')}

  /* Enlarged text on a narrow phone: the group's controls wrap rather than run off the screen. */
  ${({ theme }) => theme.media.enlargedText} {
    flex-wrap: wrap;
  }
`;

export const WideOnly = styled.span`
  display: none;

  ${({ theme }) => theme.media.sm} {
    display: inline;
  }
`;

export const NarrowOnly = styled.span`
  ${({ theme }) => theme.media.sm} {
    display: none;
  }
`;

/** Every control is at least 48 px high: many readers are elderly and on phones. */
export const ControlButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 48px;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;

  svg {
    flex: none;
  }

  &:hover:not(:disabled, [aria-disabled='true']) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  /* A toggle that is on: filled, so the state is seen without reading. */
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  /* The volume buttons at a limit use aria-disabled, so keyboard focus stays on them. */
  &:disabled,
  &[aria-disabled='true'] {
    cursor: default;
    color: ${({ theme }) => theme.colors.textMuted};
    border-color: ${({ theme }) => theme.colors.border};
    opacity: 0.7;
  }
`;

/** The 5 s jumps: on phones the arrow above '5 s', so play and both jumps fit one row at 320 px. */
export const JumpButton = styled(ControlButton)<{ $iconAfter?: boolean }>`
  flex-direction: column;
  gap: 0;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};

  ${({ theme }) => theme.media.sm} {
    flex-direction: ${({ $iconAfter }) => ($iconAfter ? 'row-reverse' : 'row')};
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  }
`;

export const PlayButton = styled(ControlButton)`
  min-width: 64px;
  min-height: 64px;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border-color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.md};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primaryHover};
    background: ${({ theme }) => theme.colors.primaryHover};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  svg {
    width: 28px;
    height: 28px;
  }

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `0 ${theme.space.lg}`};
  }
`;

export const VolumeLevel = styled.output`
  display: inline-block;
  min-width: 6.5em;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

export const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  ${errorToneStyle}
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
  }
`;

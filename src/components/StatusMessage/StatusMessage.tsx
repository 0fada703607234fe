import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type StatusTone = 'info' | 'error';

export interface StatusMessageProps {
  /** The exact text to show (e.g. MESSAGES.loading or MESSAGES.homeError). */
  children: ReactNode;
  /** `info` is announced politely (role="status"); `error` at once (role="alert"). */
  tone?: StatusTone;
  /** An optional action under the message, e.g. a 'Try again' button. */
  action?: ReactNode;
  className?: string;
}

/** How the site shows an error: in the error colour, on its pale surface, inside an error-coloured border. */
export const errorToneStyle = css`
  color: ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.errorSurface};
  border: 1px solid ${({ theme }) => theme.colors.error};
`;

const Box = styled.div<{ $tone: StatusTone }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.xl} auto`};
  padding: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.readingWidth};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};

  ${({ $tone, theme }) =>
    $tone === 'error'
      ? errorToneStyle
      : css`
          color: ${theme.colors.textMuted};
        `}
`;

const Text = styled.p`
  margin: 0;
`;

/** A loading, empty or error message for a screen, announced to screen readers. */
export function StatusMessage({ children, tone = 'info', action, className }: StatusMessageProps) {
  return (
    <Box $tone={tone} className={className}>
      <Text role={tone === 'error' ? 'alert' : 'status'}>{children}</Text>
      {action}
    </Box>
  );
}

/** A calm secondary action (a button or a link): 'Try again', 'Go home', 'Reload the page'. */
export const secondaryActionStyle = css`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  min-height: ${({ theme }) => theme.layout.tapTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  /* A long word breaks rather than runs past a narrow phone's edge at a large text size. */
  overflow-wrap: anywhere;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  ${({ theme }) => theme.media.enlargedText} {
    padding-inline: ${({ theme }) => theme.space.sm};
  }
`;

export const StatusAction = styled.button`
  ${secondaryActionStyle}
`;

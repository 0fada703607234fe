import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { LoadState } from '../../../components/StatusMessage';

const Section = styled.section<{ $plain: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  /* Lets a wide table scroll inside the panel instead of widening the page. */
  min-width: 0;

  ${({ $plain, theme }) =>
    !$plain &&
    css`
      padding: ${theme.space.sm};
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.lg};
      background: ${theme.colors.surface};
      box-shadow: ${theme.shadows.card};

      ${theme.media.sm} {
        padding: ${theme.space.lg};
      }
    `}
`;

const Heading = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export interface PanelProps {
  heading: string;
  /** No frame of its own: its pieces are cards already (the month tiles). */
  plain?: boolean;
  children: ReactNode;
  className?: string;
}

/** One part of the dashboard: a section named by its heading. */
export function Panel({ heading, plain = false, children, className }: PanelProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} $plain={plain} className={className}>
      <Heading id={headingId}>{heading}</Heading>
      {children}
    </Section>
  );
}

/** A panel's 'Loading...' or failure with 'Try again': closer to the heading than on a screen of its own. */
export const PanelLoadState = styled(LoadState)`
  margin: ${({ theme }) => `${theme.space.md} auto`};
`;

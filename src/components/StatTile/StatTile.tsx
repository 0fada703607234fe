import { Fragment, useId } from 'react';
import styled, { keyframes } from 'styled-components';
import { MESSAGES, SITE_TEXTS } from '../../model/messages';
import { ADMIN_TEXTS } from '../../model/adminMessages';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { StatusAction } from '../StatusMessage';
import { statValueChunks, type StatTileFormat } from './format';

export type { StatTileFormat } from './format';

export interface StatTileProps {
  /** What the figure is ('Content views'). */
  label: string;
  /** The figure; ignored unless `status` is 'ready'. */
  value?: number;
  /** 'count': a whole number with digit grouping (1,234,567); 'money': USD with 2 decimals ($1,234.50). */
  format?: StatTileFormat;
  /** Under the figure: the period or a detail ('This month'). */
  hint?: string;
  /** 'loading' shows a placeholder, 'error' says the figure could not be loaded (with Try again when `onRetry`). */
  status?: 'ready' | 'loading' | 'error';
  onRetry?: () => void;
  className?: string;
}

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  /* Lets the tile shrink to its grid cell or flex share: the figure wraps instead of widening it. */
  min-width: 0;
  height: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 3px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  }
`;

const List = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
`;

const Label = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  line-height: 1.3;
`;

const Figure = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
  /* A last resort: the figure breaks between digit groups first (<wbr>), never runs out of the tile. */
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Hint = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

/** Where the figure will be: a calm bar of the figure's height, no made-up number. */
const Placeholder = styled.span`
  display: block;
  width: 60%;
  height: 1.2em;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 900ms ease-in-out infinite alternate;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Failure = styled.dd`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
`;

const FailureText = styled.span`
  color: ${({ theme }) => theme.colors.error};
`;

const RetryButton = styled(StatusAction)`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

/** The figure's text, with a line-break opportunity after each digit-group separator. */
function FigureText({ value, format }: { value: number; format: StatTileFormat }) {
  const chunks = statValueChunks(value, format);
  return (
    <>
      {chunks.map((chunk, index) => (
        <Fragment key={index}>
          {chunk}
          {index < chunks.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </>
  );
}

/**
 * One figure of the statistics dashboard: its label, the figure and a hint under it. A group named
 * by the label, holding a term (the label) and its definitions (the figure, the hint), so a screen
 * reader reads 'Content views, 1,234, This month'. While loading: a placeholder read as 'Loading...'
 * (aria-busy); on error: a short sentence, and 'Try again' when `onRetry` is given.
 */
export function StatTile({ label, value, format = 'count', hint, status = 'ready', onRetry, className }: StatTileProps) {
  const labelId = useId();
  let figure;
  if (status === 'loading') {
    figure = (
      <Figure>
        <Placeholder aria-hidden="true" />
        <Hidden>{MESSAGES.loading}</Hidden>
      </Figure>
    );
  } else if (status === 'error') {
    figure = (
      <Failure>
        <FailureText>{ADMIN_TEXTS.stats.figureFailed}</FailureText>
        {onRetry ? (
          // Several tiles may fail at once: the description says which figure this button asks for again.
          <RetryButton type="button" onClick={onRetry} aria-describedby={labelId}>
            {SITE_TEXTS.tryAgain}
          </RetryButton>
        ) : null}
      </Failure>
    );
  } else if (value === undefined || !Number.isFinite(value)) {
    figure = (
      <Figure>
        <span aria-hidden="true">—</span>
        <Hidden>{ADMIN_TEXTS.stats.noFigure}</Hidden>
      </Figure>
    );
  } else {
    figure = (
      <Figure>
        <FigureText value={value} format={format} />
      </Figure>
    );
  }

  return (
    <Tile className={className} role="group" aria-labelledby={labelId} aria-busy={status === 'loading'}>
      <List>
        <Label id={labelId}>{label}</Label>
        {figure}
        {hint ? <Hint>{hint}</Hint> : null}
      </List>
    </Tile>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { MESSAGES, SITE_TEXTS } from '../../model/messages';
import { paths } from '../../model/paths';
import { secondaryActionStyle, StatusAction, StatusMessage } from './StatusMessage';

export interface LoadStateProps {
  /** The query's status: 'error' shows `errorMessage`; anything else shows 'Loading...'. */
  status: 'pending' | 'error' | 'success';
  /** The screen's exact error text (e.g. MESSAGES.homeError). */
  errorMessage: ReactNode;
  /** Asks again: the 'Try again' button. */
  onRetry: () => void;
  /** A try is under way: 'Try again' is disabled until it ends. */
  retrying?: boolean;
  /**
   * The thing is not there (unknown or hidden: see isMissing). A second try will not bring it, so
   * the way on is the home page instead of 'Try again'.
   */
  missing?: boolean;
  className?: string;
}

const HomeLink = styled(Link)`
  ${secondaryActionStyle}
`;

/**
 * What a screen shows while it has no data: 'Loading...', or once the call has failed its error
 * message with 'Try again' (or the way home when the thing is missing). Render it only while there
 * is no data: a failed background refetch keeps the data on screen.
 */
export function LoadState({ status, errorMessage, onRetry, retrying = false, missing = false, className }: LoadStateProps) {
  if (status !== 'error') return <StatusMessage className={className}>{MESSAGES.loading}</StatusMessage>;
  const action = missing ? (
    <HomeLink to={paths.home}>{SITE_TEXTS.goHome}</HomeLink>
  ) : (
    <StatusAction type="button" onClick={onRetry} disabled={retrying}>
      {SITE_TEXTS.tryAgain}
    </StatusAction>
  );
  return (
    <StatusMessage tone="error" action={action} className={className}>
      {errorMessage}
    </StatusMessage>
  );
}

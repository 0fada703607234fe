import type { ReactNode } from 'react';
import { MissingNotice } from '../../components/MissingNotice';
import { NotSavedNotice } from '../../components/OfflineNotice';
import { LoadState } from '../../components/StatusMessage';

export interface WithoutDataProps {
  /** The query's status ('pending' or 'error' here: with data, the screen shows it instead). */
  status: 'pending' | 'error' | 'success';
  /** The screen's exact error text (e.g. MESSAGES.homeError). */
  errorMessage: ReactNode;
  /** Offline, and this page was never saved for offline reading (useNotSavedOffline). */
  notSaved: boolean;
  /** The server has no such thing (unknown or hidden): said with `missingText` and the way on. */
  missing?: boolean;
  missingText?: string;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * What a public screen shows while it has nothing of its page to show, in one order for every
 * screen: that the thing is not there; else, offline, that the page was not saved for offline
 * reading; else 'Loading...', or the screen's error with 'Try again'. Render it only without data:
 * a failed background refetch keeps the data on screen.
 */
export function WithoutData({ status, errorMessage, notSaved, missing = false, missingText, onRetry, retrying }: WithoutDataProps) {
  if (missing && missingText) return <MissingNotice>{missingText}</MissingNotice>;
  if (notSaved) return <NotSavedNotice onRetry={onRetry} retrying={retrying} />;
  return <LoadState status={status} errorMessage={errorMessage} onRetry={onRetry} retrying={retrying} />;
}

import { SITE_TEXTS } from '../../model/messages';
import { StatusAction, StatusMessage } from '../StatusMessage';

export interface NotSavedNoticeProps {
  /** Asks again: the 'Try again' button. */
  onRetry: () => void;
  /** A try is under way: 'Try again' waits for it. */
  retrying?: boolean;
  className?: string;
}

/**
 * Instead of a screen's error text when its data could not be fetched for want of a connection and
 * was never saved for offline reading: what happened and what will happen, said calmly, with 'Try
 * again'. The screen asks again by itself when the connection comes back.
 */
export function NotSavedNotice({ onRetry, retrying = false, className }: NotSavedNoticeProps) {
  return (
    <StatusMessage
      className={className}
      action={
        <StatusAction type="button" onClick={onRetry} disabled={retrying}>
          {SITE_TEXTS.tryAgain}
        </StatusAction>
      }
    >
      {SITE_TEXTS.offline.notSaved}
    </StatusMessage>
  );
}

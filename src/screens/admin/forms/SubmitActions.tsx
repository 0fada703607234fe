import { FormMessage, SubmitButton } from '../../../components/FormField';
import { MESSAGES } from '../../../model/messages';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { Actions, WaitHint } from './AdminFormParts';
import type { FormOutcome } from './formOutcome';

const TEXTS = ADMIN_TEXTS.adminForms;

export interface SubmitActionsProps {
  /** The last submit's outcome, as useAdminFormSave gives it. */
  outcome: Pick<FormOutcome<string>, 'status' | 'message' | 'reasons'>;
  submitting: boolean;
  /** A file is still uploading: the button waits and says why. */
  uploading: boolean;
  /** The id of the 'wait for the upload' hint the button points at. */
  waitHintId: string;
}

/** The foot of a form with uploads (content, sub-category): the outcome, the hint while a file uploads, and 'Submit Form'. */
export function SubmitActions({ outcome, submitting, uploading, waitHintId }: SubmitActionsProps) {
  return (
    <Actions>
      <FormMessage status={outcome.status} message={outcome.message} reasons={outcome.reasons} />
      {uploading ? <WaitHint id={waitHintId}>{TEXTS.waitForUpload}</WaitHint> : null}
      <SubmitButton busy={submitting || uploading} aria-describedby={uploading ? waitHintId : undefined}>
        {MESSAGES.submitForm}
      </SubmitButton>
    </Actions>
  );
}

import { CorrectionForm, type CorrectableText, type CorrectionFormErrors } from '../../components/CorrectionForm';
import { ApiRequestError } from '../../api/client';
import { correctionFailureMessage, useSendCorrection } from '../../api/corrections';
import { useState } from 'react';
import type { SelectedText } from '../../device/lastSelection';
import { correctableTexts, lineOfSelection, type CorrectableHymn } from './correctionLines';

export interface SuggestCorrectionDialogProps {
  contentId: number;
  /** The hymn's revision the page shows: the correction is made against it. */
  revision: number;
  title: string;
  titleLang?: string;
  hymn: CorrectableHymn;
  /** What the reader had selected on the page (nothing: '' each): the line it is in is chosen. */
  selected: SelectedText;
  /** The texts as the page shows them, where another script shows them otherwise than as written. */
  shown: Partial<Record<CorrectableText['field'], string>>;
  onClose: () => void;
}

const FORM_FIELDS = ['line', 'suggested', 'note', 'source', 'email'] as const;

/** The server's reasons for the fields the form has (a line that changed since the page was read among them). */
function errorsOf(error: unknown): CorrectionFormErrors {
  if (!(error instanceof ApiRequestError) || !error.fields) return {};
  return Object.fromEntries(FORM_FIELDS.flatMap((field) => (error.fields?.[field] ? [[field, error.fields[field]]] : [])));
}

/**
 * Suggest a correction, for the hymn page: a chunk of its own (the form and its sending), loaded
 * when a reader first chooses it under More.
 */
export default function SuggestCorrectionDialog({
  contentId,
  revision,
  title,
  titleLang,
  hymn,
  selected,
  shown,
  onClose,
}: SuggestCorrectionDialogProps) {
  const send = useSendCorrection();
  // Worked out once, as the dialog opens: the hymn does not change under an open dialog.
  const [{ texts, chosen }] = useState(() => {
    const texts = correctableTexts(hymn);
    return { texts, chosen: lineOfSelection(selected, texts, shown) };
  });
  return (
    <CorrectionForm
      hymnTitle={title}
      hymnTitleLang={titleLang}
      texts={texts}
      chosen={chosen}
      status={send.isPending ? 'submitting' : send.isSuccess ? 'success' : send.isError ? 'error' : 'idle'}
      message={send.isSuccess ? send.data.message : send.isError ? correctionFailureMessage(send.error) : undefined}
      errors={errorsOf(send.error)}
      onSubmit={({ original, suggested, note, source, email, field, line }) =>
        send.mutate({ contentId, revision, field, line, original, suggested, note, source, email })
      }
      onAnother={() => send.reset()}
      onClose={onClose}
    />
  );
}

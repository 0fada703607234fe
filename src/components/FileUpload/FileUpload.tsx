import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { ADMIN_TEXTS } from '../../model/adminMessages';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { secondaryActionStyle } from '../StatusMessage';

/** idle → uploading → done or failed; a cancelled upload is idle again. */
export type FileUploadStatus = 'idle' | 'uploading' | 'done' | 'failed';

export interface FileUploadProps {
  /** The picker's label, e.g. 'Upload an audio file'. */
  label: string;
  /** The file types offered, e.g. 'audio/*'. */
  accept?: string;
  status: FileUploadStatus;
  /** 0–100: the share of the file sent (shown while uploading). */
  progress?: number;
  /** The file being, or last, uploaded. */
  fileName?: string;
  /** With `failed`: why (the server's message), else a general failure text. */
  errorMessage?: string;
  /** The last upload was cancelled (with `idle`). */
  cancelled?: boolean;
  /** A file was chosen: upload it. */
  onFileChosen: (file: File) => void;
  /** Stop the upload under way; without it there is no cancel button. */
  onCancel?: () => void;
  className?: string;
}

const TEXTS = ADMIN_TEXTS.fileUpload;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
`;

const Picker = styled.input`
  max-width: 100%;
  min-height: ${({ theme }) => theme.layout.tapTarget};
  font: inherit;

  &::file-selector-button {
    ${secondaryActionStyle}
    margin-right: ${({ theme }) => theme.space.sm};
    font: inherit;
    font-weight: 600;
  }
`;

const ProgressRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
`;

const ProgressLabel = styled.label`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Bar = styled.progress`
  flex: 1 1 12rem;
  height: 1rem;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const Percent = styled.span`
  min-width: 3.5ch;
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

const CancelButton = styled.button`
  ${secondaryActionStyle}
  min-height: 2.25rem;
  padding-block: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Status = styled.p<{ $failed: boolean; $unseen?: boolean }>`
  ${({ $unseen }) => ($unseen ? visuallyHidden : '')}
  margin: 0;
  color: ${({ $failed, theme }) => ($failed ? theme.colors.error : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ $failed }) => ($failed ? 600 : 400)};
  overflow-wrap: anywhere;

  &:empty {
    display: none;
  }
`;

/**
 * A file picker that uploads as soon as a file is chosen, with a progress bar (a labelled
 * `<progress>` and the percentage) while it is sent. The outcome is said politely (uploaded,
 * cancelled) or at once (failed). Presentational: the caller uploads and passes the progress in.
 */
export function FileUpload({
  label,
  accept,
  status,
  progress = 0,
  fileName = '',
  errorMessage,
  cancelled = false,
  onFileChosen,
  onCancel,
  className,
}: FileUploadProps) {
  const pickerId = useId();
  const progressId = useId();
  const percent = Math.round(Math.min(100, Math.max(0, progress)));

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onFileChosen(file);
  };

  const outcome =
    status === 'done' ? TEXTS.done(fileName) : status === 'uploading' ? TEXTS.uploading(fileName) : cancelled ? TEXTS.cancelled : null;
  const failure = status === 'failed' ? TEXTS.failed(fileName, errorMessage ?? TEXTS.failedReason) : null;

  return (
    <Wrapper className={className}>
      <Label htmlFor={pickerId}>{label}</Label>
      <Picker id={pickerId} type="file" accept={accept} onChange={choose} />
      {status === 'uploading' ? (
        <ProgressRow>
          <ProgressLabel htmlFor={progressId}>{TEXTS.progress(fileName)}</ProgressLabel>
          <Bar id={progressId} max={100} value={percent} />
          {/* The bar's value is read out as a percentage; this is for the eye. */}
          <Percent aria-hidden="true">{TEXTS.percent(percent)}</Percent>
          {onCancel ? (
            <CancelButton type="button" onClick={onCancel}>
              {TEXTS.cancel}
            </CancelButton>
          ) : null}
        </ProgressRow>
      ) : null}
      {/* While uploading, the bar's label says the same for the eye: announced only. */}
      <Status $failed={false} $unseen={status === 'uploading'} role="status">
        {outcome}
      </Status>
      <Status $failed role="alert">
        {failure}
      </Status>
    </Wrapper>
  );
}

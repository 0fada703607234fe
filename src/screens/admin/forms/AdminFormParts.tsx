import { useCallback, useId, useState, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import styled from 'styled-components';
import type { MediaUploadState } from '../../../api/media';
import { FileUpload } from '../../../components/FileUpload';
import { langOf } from '../../../components/LangText';
import { SelectField, TextField, type SelectOption, type TextFieldProps } from '../../../components/FormField';
import { SITE_TEXTS } from '../../../model/messages';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { PageHeading } from '../../shared/PageHeading';

/** The pieces the three admin forms share: their frame, rows, the parent chooser and a media path with its upload. */

const TEXTS = ADMIN_TEXTS.adminForms;

const Page = styled.div`
  max-width: 56rem;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** Two fields side by side from medium screens up (primary and secondary, or two flags). */
export const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Legend = styled.legend`
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  font-weight: 700;
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** Under the submit button while a file is still uploading (the button points at it). */
export const WaitHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A form screen: its heading (also the form's name) over the form. */
export function AdminFormPage({
  heading,
  headingId,
  subtitle,
  children,
}: {
  heading: string;
  headingId: string;
  /** A second line under the heading, e.g. the edited content's whole dotted title (Devanagari). */
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Page>
      <PageHeading id={headingId} subtitle={subtitle} subtitleLang={subtitle ? langOf(subtitle) : undefined}>
        {heading}
      </PageHeading>
      {children}
    </Page>
  );
}

/** Stable, unique ids for a form's controls: `ids('titlePrimary')`. */
export function useFieldIds(): (name: string) => string {
  const formId = useId();
  return useCallback((name: string) => `${formId}${name}`, [formId]);
}

/**
 * A counter to give the file pickers a new key when the form is cleared: a file input cannot be
 * emptied from script in every browser, but a new one is empty.
 */
export function useGeneration(): [number, () => void] {
  const [generation, setGeneration] = useState(0);
  return [generation, useCallback(() => setGeneration((value) => value + 1), [])];
}

export interface ChooserFieldProps {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly SelectOption[];
  /** The list's state: 'pending' says it is loading, 'error' that it failed (with a way to try again). */
  status: 'pending' | 'error' | 'success';
  /** What to say when the list is there but empty. */
  emptyHint: string;
  onRetry: () => void;
  error?: string;
  className?: string;
}

const RetryButton = styled.button`
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * A parent chooser (category or sub-category): 'Select an option' first, then the list. Choosing
 * nothing is allowed (the spec's validation rules). Controlled, so a value set before the list arrives (the
 * edit form's) is selected once it does.
 */
export function ChooserField({ status, emptyHint, onRetry, options, ...select }: ChooserFieldProps) {
  const hint =
    status === 'pending' ? (
      TEXTS.choicesLoading
    ) : status === 'error' && options.length === 0 ? (
      <>
        {TEXTS.choicesFailed}
        <RetryButton type="button" onClick={onRetry}>
          {SITE_TEXTS.tryAgain}
        </RetryButton>
      </>
    ) : options.length === 0 ? (
      emptyHint
    ) : undefined;
  return (
    <SelectField
      {...select}
      options={options}
      aria-busy={status === 'pending'}
      onChange={(event) => select.onChange(event.target.value)}
      hint={hint}
    />
  );
}

/** The parent chooser of a form (category, sub-category): a ChooserField bound to the form's `name`. */
export function FormChooserField<T extends FieldValues>({
  control,
  name,
  ...chooser
}: { control: Control<T>; name: Path<T> } & Omit<ChooserFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'>) {
  const { field } = useController({ control, name });
  return <ChooserField {...chooser} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />;
}

export type MediaPathFieldProps = TextFieldProps & {
  /** The upload's label, e.g. 'Upload an audio file'. */
  uploadLabel: string;
  accept: string;
  upload: MediaUploadState & { upload: (file: File) => void; cancel: () => void };
};

const MediaGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

/**
 * A media path (or a sub-category's image file name): the text box, which stays editable, and a
 * file picker that uploads the file and fills the box with the stored path.
 */
export function MediaPathField({ uploadLabel, accept, upload, className, ...field }: MediaPathFieldProps) {
  return (
    <MediaGroup className={className}>
      <TextField {...field} />
      <FileUpload
        label={uploadLabel}
        accept={accept}
        status={upload.status}
        progress={upload.progress}
        fileName={upload.fileName}
        errorMessage={upload.errorMessage}
        cancelled={upload.cancelled}
        onFileChosen={upload.upload}
        onCancel={upload.cancel}
      />
    </MediaGroup>
  );
}

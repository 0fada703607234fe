import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormHandleSubmit, UseFormRegister } from 'react-hook-form';
import type { MediaUploadState } from '../../../api/media';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { useGeneration } from './AdminFormParts';
import { formOutcome } from './formOutcome';

const TEXTS = ADMIN_TEXTS.adminForms;

/** What a save needs of a form's upload: whether it is still going, and how to clear it once saved. */
export type FormUpload = Pick<MediaUploadState, 'status'> & { clear: () => void };

/** The fields every admin form starts with (the titles, then the texts), with their labels. */
export const TEXT_FIELDS = [
  ['titlePrimary', TEXTS.titlePrimary],
  ['titleSecondary', TEXTS.titleSecondary],
  ['contentPrimary', TEXTS.contentPrimary],
  ['contentSecondary', TEXTS.contentSecondary],
] as const;
/** The two flags every admin form has, with their labels. */
export const FLAG_FIELDS = [
  ['displayFlag', TEXTS.displayFlag],
  ['showSecondary', TEXTS.showSecondary],
] as const;

interface FormSaveOptions<V extends FieldValues, I> {
  form: { register: UseFormRegister<V>; handleSubmit: UseFormHandleSubmit<V> };
  save: UseMutationResult<unknown, unknown, I>;
  /** What the form says once saved (the spec's error catalogue). */
  successMessage: string;
  /** The form's fields in the order they are on it (the reasons are listed in it), with their labels. */
  fields: readonly (readonly [Path<V> & string, string])[];
  ids: (name: string) => string;
  /** What the save is sent from the form's values. */
  toInput: (values: V) => I;
  /** After a success, e.g. clearing the form. */
  onSaved: () => void;
}

interface AdminFormSaveOptions<V extends FieldValues, I> extends FormSaveOptions<V, I> {
  /** Something else must finish before sending (an upload): a submit meanwhile sends nothing. */
  waiting?: boolean;
}

/**
 * The submit and outcome flow the admin forms share: one save at a time, the outcome (success text,
 * 'Please check fields' with the reasons, 'Something went wrong'), and each field's props with its
 * id, label and reason.
 */
export function useAdminFormSave<V extends FieldValues, I>({
  form: { register, handleSubmit },
  save,
  successMessage,
  fields,
  ids,
  toInput,
  onSaved,
  waiting = false,
}: AdminFormSaveOptions<V, I>) {
  const submitting = save.isPending;
  const named = fields.map(([name, label]) => ({ name, label, id: ids(name) }));
  const outcome = formOutcome(save, successMessage, named);
  const field = (name: Path<V> & string) => ({
    id: ids(name),
    label: named.find((f) => f.name === name)!.label,
    error: outcome.fieldErrors[name],
    ...register(name),
  });
  const submit = handleSubmit((values) => {
    if (submitting || waiting) return;
    save.mutate(toInput(values), { onSuccess: onSaved });
  });
  return { outcome, field, submit, submitting };
}

interface UploadFormSaveOptions<V extends FieldValues, I> extends FormSaveOptions<V, I> {
  /** The form's uploads: a submit waits for them, a success forgets them. */
  uploads: readonly FormUpload[];
}

/**
 * useAdminFormSave for a form with file pickers (content, sub-category): `uploading` while a file
 * uploads (a submit meanwhile sends nothing); after a success the uploads are forgotten and the
 * pickers get new, empty inputs (`generation` is their key), then `onSaved` runs.
 */
export function useUploadFormSave<V extends FieldValues, I>({ uploads, onSaved, ...options }: UploadFormSaveOptions<V, I>) {
  const [generation, nextGeneration] = useGeneration();
  const uploading = uploads.some((upload) => upload.status === 'uploading');
  const save = useAdminFormSave<V, I>({
    ...options,
    waiting: uploading,
    onSaved: () => {
      uploads.forEach((upload) => upload.clear());
      nextGeneration();
      onSaved();
    },
  });
  return { ...save, uploading, generation };
}

import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormHandleSubmit, UseFormRegister } from 'react-hook-form';
import { formOutcome } from './formOutcome';

interface AdminFormSaveOptions<V extends FieldValues, I> {
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

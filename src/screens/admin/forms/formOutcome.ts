import { ApiRequestError } from '../../../api/client';
import type { FormReason, FormStatus } from '../../../components/FormField';
import { MESSAGES } from '../../../model/messages';
import { ADMIN_TEXTS } from '../../../model/adminMessages';

/**
 * What an admin form shows after a submit (the spec's states and transitions and error catalogue): the success text; 'Please check
 * fields' for any non-OK answer, with the reasons the server gave for each field; 'Something went
 * wrong' when there was no answer (network failure) or anything unexpected happened.
 */

/**
 * The form field a server reason belongs to: the key itself; else its last dotted part
 * ('category.categoryId' → 'categoryId'); else the key with 'Id' ('category' → 'categoryId').
 */
export function formFieldFor<F extends string>(key: string, formFields: readonly F[]): F | undefined {
  const candidates = [key, key.split('.').at(-1) ?? key, `${key}Id`];
  return candidates.map((candidate) => formFields.find((field) => field === candidate)).find(Boolean);
}

export interface SortedReasons<F extends string> {
  /** The reason shown next to each field of the form. */
  byField: Partial<Record<F, string>>;
  /** Reasons for keys the form has no field for, as [key, reason], in the server's order. */
  others: [string, string][];
}

/** The server's `fields` sorted into those next to a field of the form and the others. */
export function sortReasons<F extends string>(fields: Record<string, string> | undefined, formFields: readonly F[]): SortedReasons<F> {
  const byField: Partial<Record<F, string>> = {};
  const others: [string, string][] = [];
  for (const [key, reason] of Object.entries(fields ?? {})) {
    const field = formFieldFor(key, formFields);
    if (field && byField[field] === undefined) byField[field] = reason;
    else if (field) byField[field] = `${byField[field]} ${reason}`;
    else others.push([key, reason]);
  }
  return { byField, others };
}

export interface FormOutcome<F extends string> {
  status: FormStatus;
  /** What the form's message says (nothing while editing). */
  message: string | undefined;
  /** With a non-OK answer: what is said next to each field, its label and the server's reason. */
  fieldErrors: Partial<Record<F, string>>;
  /** With a non-OK answer: every reason, in the form's order, then those for no field of the form. */
  reasons: FormReason[];
}

export interface OutcomeInput {
  /** The save's state, as react-query's useMutation gives it. */
  status: 'idle' | 'pending' | 'success' | 'error';
  error: unknown;
}

/**
 * The outcome of a form's submit. `fields` are the form's fields in their order, with their labels
 * and control ids (for the reasons' links).
 */
export function formOutcome<F extends string>(
  { status, error }: OutcomeInput,
  successMessage: string,
  fields: readonly { name: F; label: string; id: string }[],
): FormOutcome<F> {
  const none = { fieldErrors: {}, reasons: [] };
  if (status === 'idle') return { status: 'idle', message: undefined, ...none };
  if (status === 'pending') return { status: 'submitting', message: ADMIN_TEXTS.adminForms.submitting, ...none };
  if (status === 'success') return { status: 'success', message: successMessage, ...none };

  if (!(error instanceof ApiRequestError) || error.status === 0) {
    return { status: 'error', message: MESSAGES.somethingWentWrong, ...none };
  }
  const { byField, others } = sortReasons(
    error.fields,
    fields.map((field) => field.name),
  );
  const fieldErrors: Partial<Record<F, string>> = {};
  const reasons: FormReason[] = [];
  for (const { name, label, id } of fields) {
    const reason = byField[name];
    if (reason === undefined) continue;
    fieldErrors[name] = ADMIN_TEXTS.adminForms.fieldReason(label, reason);
    reasons.push({ text: fieldErrors[name], fieldId: id });
  }
  for (const [key, reason] of others) reasons.push({ text: ADMIN_TEXTS.adminForms.fieldReason(key, reason) });
  // Without a reason for any field (e.g. a 500, or a session that has ended), the server's own message.
  if (reasons.length === 0 && error.serverMessage) reasons.push({ text: error.serverMessage });
  return { status: 'error', message: MESSAGES.checkFields, fieldErrors, reasons };
}

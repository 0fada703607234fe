import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FLAG_LABELS, FLAGS } from '../../model/constants';
import { MESSAGES } from '../../model/messages';
import { ADMIN_TEXTS } from '../../model/adminMessages';
import { controlStyle, FieldLabel, FieldWrapper } from './fieldStyles';

export { FieldWrapper };

/**
 * The admin forms' building blocks: a labelled text box, text area or select, with an optional hint
 * and the server's reason for refusing the field (the spec's validation rules: the forms check nothing
 * themselves). The reason is tied to the control (`aria-describedby`, `aria-invalid`).
 */

export interface FieldProps {
  /** The visible label, the control's accessible name. */
  label: string;
  /** The server's reason for refusing the value; marks the control invalid. */
  error?: string;
  /** A help text under the control. */
  hint?: ReactNode;
  className?: string;
}

const Input = styled.input`
  ${controlStyle}
`;

const TextArea = styled.textarea`
  ${controlStyle}
  min-height: 8rem;
  resize: vertical;
  line-height: 1.6;
`;

const Select = styled.select`
  ${controlStyle}
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

/** The server's reason for refusing a field, under it (the control points at it by `id`). */
export function FieldError({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  return (
    <ErrorText id={id} className={className}>
      {children}
    </ErrorText>
  );
}

/** Ids of a field's control, hint and error, and the control's ARIA attributes. */
function useField(idProp: string | undefined, hint: ReactNode, error: string | undefined) {
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return {
    id,
    hintId,
    errorId,
    controlProps: { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined },
  };
}

function FieldShell({
  id,
  hintId,
  errorId,
  label,
  hint,
  error,
  className,
  children,
}: FieldProps & { id: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldWrapper>
  );
}

export type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & { ref?: Ref<HTMLInputElement> };

/** A labelled one-line text box (react-hook-form's `register(...)` can be spread into it). */
export function TextField({ label, error, hint, className, id: idProp, ref, ...input }: TextFieldProps) {
  const { id, hintId, errorId, controlProps } = useField(idProp, hint, error);
  return (
    <FieldShell {...{ id, hintId, errorId, label, hint, error, className }}>
      <Input type="text" {...input} {...controlProps} ref={ref} />
    </FieldShell>
  );
}

export type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line text box; line breaks are kept as typed. */
export function TextAreaField({ label, error, hint, className, id: idProp, ref, rows = 6, ...textarea }: TextAreaFieldProps) {
  const { id, hintId, errorId, controlProps } = useField(idProp, hint, error);
  return (
    <FieldShell {...{ id, hintId, errorId, label, hint, error, className }}>
      <TextArea rows={rows} {...textarea} {...controlProps} ref={ref} />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  /** The option's language, e.g. 'hi' for a Devanagari title. */
  lang?: string;
}

export type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
    options: readonly SelectOption[];
    /**
     * The empty first choice (value ''), 'Select an option' unless given; `false` for none.
     * Choosing it is allowed: the server decides (the spec's validation rules).
     */
    emptyOption?: string | false;
    ref?: Ref<HTMLSelectElement>;
  };

/** A labelled select, starting with an empty 'Select an option' choice. */
export function SelectField({
  label,
  error,
  hint,
  className,
  id: idProp,
  ref,
  options,
  emptyOption = MESSAGES.selectAnOption,
  ...select
}: SelectFieldProps) {
  const { id, hintId, errorId, controlProps } = useField(idProp, hint, error);
  return (
    <FieldShell {...{ id, hintId, errorId, label, hint, error, className }}>
      <Select {...select} {...controlProps} ref={ref}>
        {emptyOption === false ? null : <option value="">{emptyOption}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldShell>
  );
}

/** The spec's flag choices (states and transitions): 'Y (Yes)', 'N (No)', 'R (Under Review)'. */
export const FLAG_OPTIONS: readonly SelectOption[] = FLAGS.map((flag) => ({
  value: flag,
  label: ADMIN_TEXTS.adminForms.flagOption(flag, FLAG_LABELS[flag]),
}));

export type FlagSelectFieldProps = Omit<SelectFieldProps, 'options' | 'emptyOption'> & {
  /** Offer the empty choice too (the category form's flags start empty). */
  allowEmpty?: boolean;
};

/** A displayFlag or showSecondary select: Y, N or R (and the empty choice when `allowEmpty`). */
export function FlagSelectField({ allowEmpty = false, ...props }: FlagSelectFieldProps) {
  return <SelectField {...props} options={FLAG_OPTIONS} emptyOption={allowEmpty ? MESSAGES.selectAnOption : false} />;
}

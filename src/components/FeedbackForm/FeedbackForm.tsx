import { FEEDBACK_TEXTS } from '../../model/feedbackTexts';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { FEEDBACK_EMAIL_MAX_LENGTH, FEEDBACK_NAME_MAX_LENGTH, FEEDBACK_TEXT_MAX_LENGTH, RATING_START } from '../../model/constants';
import type { Feedback } from '../../model/entities';

import { controlStyle, FieldLabel, FieldWrapper, SubmitButton } from '../FormField';
import { StarRating } from '../StarRating';
import { errorToneStyle } from '../StatusMessage';

/** What the visitor fills in; the screen adds `deviceInfo` (the browser's user-agent text). */
export type FeedbackFormValues = Omit<Feedback, 'deviceInfo'>;

/** idle → submitting → success or error (the spec's states and transitions). */
export type FeedbackFormStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface FeedbackFormProps {
  onSubmit: (values: FeedbackFormValues) => void;
  status?: FeedbackFormStatus;
  /** The text to show with `success` (the thank-you) or `error` (what went wrong). */
  message?: string;
  className?: string;
}

const TEXTS = FEEDBACK_TEXTS;
const EMPTY: FeedbackFormValues = { name: '', email: '', feedbackText: '', rating: RATING_START };

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Required = styled.span`
  margin-left: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Input = styled.input`
  ${controlStyle}
`;

const TextArea = styled.textarea`
  ${controlStyle}
  min-height: 8rem;
  resize: vertical;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Messages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Message = styled.p<{ $tone: 'success' | 'error' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;

  ${({ $tone, theme }) =>
    $tone === 'error'
      ? errorToneStyle
      : css`
          color: ${theme.colors.primary};
          background: ${theme.colors.accentSoft};
          border: 1px solid ${theme.colors.accent};
        `}

  /* Kept in the page while empty (a live region must be there before its text), but not seen. */
  &:empty {
    padding: 0;
    border: 0;
  }
`;

/** The form's text fields, by their names in the API. */
type TextKey = 'name' | 'email' | 'feedbackText';

type LabelledField = keyof typeof TEXTS.hindi;

/** A label in English and Hindi, as the navigation bar's links are. */
function BilingualLabel({ field }: { field: LabelledField }) {
  return (
    <>
      {TEXTS[field]} <span lang="hi">{TEXTS.hindi[field]}</span>
    </>
  );
}

/**
 * A field the visitor must fill in: its label, marked as required for the eye (the control's own
 * `required` tells assistive technology), over its control.
 */
function RequiredField({ id, field, children }: { id: string; field: LabelledField; children: ReactNode }) {
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={id}>
        <BilingualLabel field={field} />
        {/* Where the line may break when the words do not fit (a large text size on a phone). */}
        <wbr />
        <Required aria-hidden="true">{TEXTS.required}</Required>
      </FieldLabel>
      {children}
    </FieldWrapper>
  );
}

/**
 * The feedback form (docs/product-spec.md): name, e-mail and text, each required (checked by the
 * browser, nothing else is; the server's length limits are the fields' maxLength), and a 1–5 star
 * rating starting at 0. While submitting, the form is
 * busy and the button does nothing more (it keeps the focus: `aria-disabled`, not `disabled`).
 * A success empties the fields and the rating; `message` is then said politely, an error's at
 * once. A new submit clears the previous message (the status moves on to `submitting`).
 */
export function FeedbackForm({ onSubmit, status = 'idle', message, className }: FeedbackFormProps) {
  const ids: Record<TextKey, string> = { name: useId(), email: useId(), feedbackText: useId() };
  const [values, setValues] = useState<FeedbackFormValues>(EMPTY);
  const [seenStatus, setSeenStatus] = useState(status);
  if (status !== seenStatus) {
    setSeenStatus(status);
    if (status === 'success') setValues(EMPTY);
  }
  const submitting = status === 'submitting';
  // The outcome is said under the button, which on a phone is the last thing the dialog shows: it
  // is brought into view as it arrives, or a reader would never see why nothing happened.
  const messages = useRef<HTMLDivElement>(null);
  const outcomeShown = (status === 'success' || status === 'error') && Boolean(message);
  useEffect(() => {
    if (outcomeShown) messages.current?.scrollIntoView?.({ block: 'nearest' });
  }, [outcomeShown, message]);

  const set = <K extends keyof FeedbackFormValues>(key: K, value: FeedbackFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  /** A text field's control: its id and name, required, and its value kept in the form's state. */
  const textControl = (key: TextKey) => ({
    id: ids[key],
    name: key,
    required: true,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, event.target.value),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    onSubmit(values);
  };

  return (
    <Form className={className} onSubmit={submit} aria-busy={submitting}>
      <RequiredField id={ids.name} field="name">
        <Input {...textControl('name')} autoComplete="name" maxLength={FEEDBACK_NAME_MAX_LENGTH} />
      </RequiredField>
      <RequiredField id={ids.email} field="email">
        <Input {...textControl('email')} type="email" autoComplete="email" maxLength={FEEDBACK_EMAIL_MAX_LENGTH} />
      </RequiredField>
      <RequiredField id={ids.feedbackText} field="text">
        <TextArea {...textControl('feedbackText')} rows={5} maxLength={FEEDBACK_TEXT_MAX_LENGTH} />
      </RequiredField>
      <StarRating value={values.rating} onChange={(rating) => set('rating', rating)} label={<BilingualLabel field="rating" />} />
      <Note>{TEXTS.deviceInfoNote}</Note>
      <SubmitButton busy={submitting}>{submitting ? TEXTS.submitting : TEXTS.submit}</SubmitButton>
      <Messages ref={messages}>
        <Message $tone="success" role="status">
          {status === 'success' ? message : null}
        </Message>
        <Message $tone="error" role="alert">
          {status === 'error' ? message : null}
        </Message>
      </Messages>
    </Form>
  );
}

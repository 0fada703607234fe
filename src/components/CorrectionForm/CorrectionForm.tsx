import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  CORRECTION_LINE_MAX_LENGTH,
  CORRECTION_NOTE_MAX_LENGTH,
  CORRECTION_SOURCE_MAX_LENGTH,
  FEEDBACK_EMAIL_MAX_LENGTH,
} from '../../model/constants';
import { CORRECTION_FORM_TEXTS } from '../../model/correctionTexts';
import type { CorrectionField } from '../../model/corrections';
import { plainText } from '../../model/plainText';
import { Dialog } from '../Dialog';
import { controlStyle, FieldLabel, FieldWrapper, FormMessage, SubmitButton, TextAreaField, TextField, type FormStatus } from '../FormField';
import { secondaryActionStyle } from '../StatusMessage';
import { LineChange } from '../TextDiff';

const TEXT = CORRECTION_FORM_TEXTS;

/** A text of the hymn whose lines a reader may correct (the lyrics, the text below them). */
export interface CorrectableText {
  field: CorrectionField;
  /** The chooser's group heading. */
  label: string;
  /** The lines' language ('hi' for Devanagari). */
  lang?: string;
  /** The text's lines as written (split at line breaks; blank ones are not offered). */
  lines: readonly string[];
}

/** A line of one of the texts: which text, and its number there (from 0). */
export interface LinePlace {
  field: CorrectionField;
  line: number;
}

export interface CorrectionFormValues extends LinePlace {
  /** The line as the reader saw it. */
  original: string;
  suggested: string;
  note: string;
  source: string;
  email: string;
}

/** The fields a refusal may name (the server's `fields`). */
export type CorrectionFormErrors = Partial<Record<'line' | 'suggested' | 'note' | 'source' | 'email', string>>;

export interface CorrectionFormProps {
  hymnTitle: string;
  hymnTitleLang?: string;
  texts: readonly CorrectableText[];
  /** The line chosen at first: the one the reader had selected on the page; else the first. */
  chosen?: LinePlace;
  status: FormStatus;
  /** With `success`, the thank-you; with `error`, what went wrong. */
  message?: string;
  errors?: CorrectionFormErrors;
  onSubmit: (values: CorrectionFormValues) => void;
  /** After a thank-you: back to an empty form, for another line. */
  onAnother: () => void;
  onClose: () => void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Intro = styled.p`
  margin: 0;
`;

const LineSelect = styled.select`
  ${controlStyle}
`;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Said = styled(FormMessage)`
  &:has(p) {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Secondary = styled.button`
  ${secondaryActionStyle}
`;

const keyOf = ({ field, line }: LinePlace) => `${field}:${line}`;

function placeOf(key: string): LinePlace {
  const [field, line] = key.split(':');
  return { field: field as CorrectionField, line: Number(line) };
}

/** The line as a correction names it: plain, its spaces as one (correctionLine in model/corrections.ts, which this chunk does not load). */
function lineAt(texts: readonly CorrectableText[], { field, line }: LinePlace): string {
  return plainText(texts.find((text) => text.field === field)?.lines[line] ?? '');
}

/** The first line with words in it, where nothing was chosen. */
function firstLine(texts: readonly CorrectableText[]): LinePlace | undefined {
  for (const text of texts) {
    const line = text.lines.findIndex((words) => words.trim() !== '');
    if (line >= 0) return { field: text.field, line };
  }
  return undefined;
}

/**
 * A reader's suggested correction of one line of a hymn, in a dialog: the line chosen from the
 * hymn's texts (the one they had selected, when they had), the line as it should read (starting
 * as it is, so that they change only the wrong word), the change shown with its words marked, and
 * an optional note, source and e-mail. No account. After it is sent, the server's thank-you.
 */
export function CorrectionForm({
  hymnTitle,
  hymnTitleLang,
  texts,
  chosen,
  status,
  message,
  errors = {},
  onSubmit,
  onAnother,
  onClose,
}: CorrectionFormProps) {
  const lineId = useId();
  const initial = chosen && lineAt(texts, chosen) ? chosen : firstLine(texts);
  const [place, setPlace] = useState<LinePlace | undefined>(initial);
  const original = place ? lineAt(texts, place) : '';
  const [suggested, setSuggested] = useState(original);
  const [note, setNote] = useState('');
  const [source, setSource] = useState('');
  const [email, setEmail] = useState('');
  const lang = texts.find((text) => text.field === place?.field)?.lang;
  const changed = suggested.trim() !== original && suggested.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!place || status === 'submitting') return;
    onSubmit({ ...place, original, suggested, note, source, email });
  };
  // The Send button goes with the form: the focus moves on to what follows the thank-you.
  const afterThanks = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (status === 'success') afterThanks.current?.focus();
  }, [status]);
  const another = () => {
    setSuggested(original);
    setNote('');
    onAnother();
  };

  return (
    <Dialog
      title={
        <>
          {TEXT.title} <span lang="hi">{TEXT.titleHi}</span>
        </>
      }
      subtitle={hymnTitle}
      subtitleLang={hymnTitleLang}
      onClose={onClose}
      closeLabel={TEXT.close}
    >
      {/* One live region through both states: the thank-you is said as it arrives, above the form (a refusal takes the focus there). */}
      <Said status={status === 'submitting' ? 'idle' : status} message={status === 'success' || status === 'error' ? message : undefined} />
      {status === 'success' ? (
        <Actions>
          <Secondary ref={afterThanks} type="button" onClick={another}>
            {TEXT.another}
          </Secondary>
          <Secondary type="button" onClick={onClose}>
            {TEXT.close}
          </Secondary>
        </Actions>
      ) : (
        <Form onSubmit={submit} noValidate aria-busy={status === 'submitting'}>
          <Intro>{TEXT.intro}</Intro>
          <FieldWrapper>
            <FieldLabel htmlFor={lineId}>{TEXT.line}</FieldLabel>
            <LineSelect
              id={lineId}
              lang={lang}
              value={place ? keyOf(place) : ''}
              aria-invalid={errors.line ? true : undefined}
              aria-describedby={errors.line ? `${lineId}-error` : undefined}
              onChange={(event) => {
                const next = placeOf(event.target.value);
                setPlace(next);
                setSuggested(lineAt(texts, next));
              }}
            >
              {texts.map((text) => (
                <optgroup key={text.field} label={text.label}>
                  {text.lines.map((words, line) =>
                    words.trim() ? (
                      <option key={line} value={keyOf({ field: text.field, line })} lang={text.lang}>
                        {words.trim()}
                      </option>
                    ) : null,
                  )}
                </optgroup>
              ))}
            </LineSelect>
            {errors.line ? <Error id={`${lineId}-error`}>{errors.line}</Error> : null}
          </FieldWrapper>
          <TextAreaField
            label={TEXT.suggested}
            lang={lang}
            rows={2}
            maxLength={CORRECTION_LINE_MAX_LENGTH}
            value={suggested}
            error={errors.suggested}
            onChange={(event) => setSuggested(event.target.value)}
          />
          {changed ? (
            <LineChange
              label={TEXT.yourChange}
              before={original}
              after={suggested.trim()}
              beforeLabel={TEXT.asItIs}
              afterLabel={TEXT.asSuggested}
              lang={lang}
              boxed
            />
          ) : null}
          <TextAreaField
            label={TEXT.note}
            hint={TEXT.noteHint}
            rows={2}
            maxLength={CORRECTION_NOTE_MAX_LENGTH}
            value={note}
            error={errors.note}
            onChange={(event) => setNote(event.target.value)}
          />
          <TextField
            label={TEXT.source}
            hint={TEXT.sourceHint}
            maxLength={CORRECTION_SOURCE_MAX_LENGTH}
            value={source}
            error={errors.source}
            onChange={(event) => setSource(event.target.value)}
          />
          <TextField
            label={TEXT.email}
            hint={TEXT.emailHint}
            type="email"
            autoComplete="email"
            maxLength={FEEDBACK_EMAIL_MAX_LENGTH}
            value={email}
            error={errors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <SubmitButton busy={status === 'submitting'}>{status === 'submitting' ? TEXT.sending : TEXT.send}</SubmitButton>
        </Form>
      )}
    </Dialog>
  );
}

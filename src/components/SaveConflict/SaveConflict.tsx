import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ADMIN_TEXTS } from '../../model/adminMessages';
import { SubmitButton, TextAreaField, TextField } from '../FormField';
import { TextDiff } from '../TextDiff';

const TEXTS = ADMIN_TEXTS.revisions;

/** One field that changed since the editor opened the form: their value and the one saved meanwhile, as text. */
export interface ConflictField {
  /** The form's name for it; `onSave` answers by it. */
  name: string;
  label: string;
  mine: string;
  theirs: string;
  /** The editor changed it too (a choice to make, not just news). */
  changedByMe: boolean;
  /** Lyrics and descriptions: edited by hand in a text area. */
  multiline: boolean;
  /** It can be edited by hand (a text); a choice among set values (a flag, a parent) cannot. */
  editable: boolean;
}

export type ConflictChoice = 'mine' | 'theirs' | 'hand';

/** What the editor chose for a field: their value, the saved one, or a text of their own. */
export type ConflictResolution = { keep: 'mine' | 'theirs' } | { byHand: string };

export interface SaveConflictProps {
  /** Who saved the revision the editor's save met, when (as it is to be read), and its number. */
  author: string;
  savedAt: string;
  revision: number;
  fields: readonly ConflictField[];
  /** The merged save is on its way. */
  saving: boolean;
  /** What was chosen for each field, by name. */
  onSave: (resolutions: Record<string, ConflictResolution>) => void;
}

const Panel = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-block: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.primary};
  }
  h2:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  p {
    margin: 0;
  }
`;

const Field = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;

  legend {
    font-weight: 700;
    padding-inline: ${({ theme }) => theme.space.xxs};
  }
`;

const Tag = styled.span`
  margin-inline-start: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.lg}`};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: ${({ theme }) => theme.layout.tapTarget};
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const CHOICES: readonly [ConflictChoice, string][] = [
  ['mine', TEXTS.keepMine],
  ['theirs', TEXTS.takeTheirs],
  ['hand', TEXTS.editByHand],
];

/** A field the editor left alone takes the saved value; one they changed too keeps theirs until they choose. */
const firstChoice = (field: ConflictField): ConflictChoice => (field.changedByMe ? 'mine' : 'theirs');

/**
 * What an editor sees when their save met a later revision: who saved it and when, then each field
 * that changed since, theirs and the saved one side by side with the changed words marked, and a
 * choice for each (keep mine, take theirs, or edit by hand, starting from their own); then one save
 * with the choices. Nothing is chosen for them silently: a field they changed too starts at their own.
 * The heading takes the focus when the panel appears, so the keyboard and screen readers are brought to it.
 */
export function SaveConflict({ author, savedAt, revision, fields, saving, onSave }: SaveConflictProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, firstChoice(field)])),
  );
  const [byHand, setByHand] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((field) => [field.name, field.mine])));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const resolutions: Record<string, ConflictResolution> = {};
    for (const field of fields) {
      const choice = choices[field.name] ?? firstChoice(field);
      resolutions[field.name] = choice === 'hand' ? { byHand: byHand[field.name] ?? field.mine } : { keep: choice };
    }
    onSave(resolutions);
  };

  return (
    <Panel onSubmit={submit} aria-labelledby={headingId} aria-busy={saving} noValidate>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {TEXTS.conflictHeading}
      </h2>
      <p>{TEXTS.conflictIntro(author, savedAt, revision)}</p>
      {fields.map((field) => {
        const choice = choices[field.name] ?? firstChoice(field);
        const HandField = field.multiline ? TextAreaField : TextField;
        return (
          <Field key={field.name}>
            <legend>
              {field.label}
              {field.changedByMe ? <Tag>{TEXTS.changedByYouToo}</Tag> : null}
            </legend>
            <TextDiff
              before={field.mine}
              after={field.theirs}
              beforeLabel={TEXTS.yours}
              afterLabel={TEXTS.theirs(author)}
              caption={field.label}
              hideCaption
            />
            <Choices role="radiogroup" aria-label={TEXTS.choiceGroup(field.label)}>
              {CHOICES.filter(([value]) => value !== 'hand' || field.editable).map(([value, label]) => (
                <label key={value}>
                  <input
                    type="radio"
                    name={`${headingId}-${field.name}`}
                    value={value}
                    checked={choice === value}
                    onChange={() => setChoices((all) => ({ ...all, [field.name]: value }))}
                  />
                  {label}
                </label>
              ))}
            </Choices>
            {choice === 'hand' ? (
              <HandField
                label={TEXTS.handEdit(field.label)}
                value={byHand[field.name] ?? ''}
                onChange={(event) => setByHand((all) => ({ ...all, [field.name]: event.target.value }))}
              />
            ) : null}
          </Field>
        );
      })}
      <SubmitButton busy={saving}>{TEXTS.saveChoices}</SubmitButton>
    </Panel>
  );
}

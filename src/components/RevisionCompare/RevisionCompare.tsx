import { useId } from 'react';
import styled from 'styled-components';
import { ADMIN_TEXTS } from '../../model/adminMessages';
import { CONTENT_RECORD_FIELDS, type ContentRecord, type ContentRecordField, type RevisionSummary } from '../../model/revisions';
import { controlStyle, FieldLabel } from '../FormField';
import { TextDiff } from '../TextDiff';

const TEXTS = ADMIN_TEXTS.revisions;

export interface RevisionCompareProps {
  /** The hymn's revisions, newest first: the choices. */
  revisions: readonly RevisionSummary[];
  /** The two compared, the earlier first. */
  from: number;
  to: number;
  onChange: (from: number, to: number) => void;
  /** Their records once loaded; `failed` when either could not be. */
  before?: ContentRecord;
  after?: ContentRecord;
  failed?: boolean;
  fieldLabel: (field: ContentRecordField) => string;
  /** A field's value as an editor reads it (a sub-category's title for its id). */
  shown: (field: ContentRecordField, value: string) => string;
  formatTime: (iso: string) => string;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0;
  }
`;

const Pickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    min-width: min(100%, 16rem);
  }
`;

const Select = styled.select`
  ${controlStyle}
`;

const text = (record: ContentRecord, field: ContentRecordField) => String(record[field] ?? '');

/**
 * Any two revisions of a hymn compared: two choosers, then each field that differs between them,
 * side by side, line by line, the changed words marked.
 */
export function RevisionCompare({
  revisions,
  from,
  to,
  onChange,
  before,
  after,
  failed,
  fieldLabel,
  shown,
  formatTime,
}: RevisionCompareProps) {
  const id = useId();
  const headingId = `${id}heading`;
  const options = revisions.map((summary) => (
    <option key={summary.revision} value={summary.revision}>
      {TEXTS.revisionOption(summary.revision, formatTime(summary.savedAt), summary.author)}
    </option>
  ));
  const differing = before && after ? CONTENT_RECORD_FIELDS.filter((field) => text(before, field) !== text(after, field)) : [];
  return (
    <Section aria-labelledby={headingId} aria-busy={!failed && (!before || !after)}>
      <h2 id={headingId}>{TEXTS.compareHeading}</h2>
      {revisions.length < 2 ? (
        <p>{TEXTS.onlyOneRevision}</p>
      ) : (
        <>
          <Pickers>
            <div>
              <FieldLabel htmlFor={`${id}from`}>{TEXTS.compareFrom}</FieldLabel>
              <Select id={`${id}from`} value={from} onChange={(event) => onChange(Number(event.target.value), to)}>
                {options}
              </Select>
            </div>
            <div>
              <FieldLabel htmlFor={`${id}to`}>{TEXTS.compareTo}</FieldLabel>
              <Select id={`${id}to`} value={to} onChange={(event) => onChange(from, Number(event.target.value))}>
                {options}
              </Select>
            </div>
          </Pickers>
          {failed ? (
            <p role="alert">{TEXTS.compareLoadFailed}</p>
          ) : before && after ? (
            differing.length === 0 ? (
              <p>{TEXTS.noDifference}</p>
            ) : (
              differing.map((field) => (
                <TextDiff
                  key={field}
                  caption={fieldLabel(field)}
                  before={shown(field, text(before, field))}
                  after={shown(field, text(after, field))}
                  beforeLabel={TEXTS.revisionLabel(from)}
                  afterLabel={TEXTS.revisionLabel(to)}
                />
              ))
            )
          ) : null}
        </>
      )}
    </Section>
  );
}

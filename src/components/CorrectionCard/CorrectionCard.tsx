import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ADMIN_TEXTS } from '../../model/adminMessages';
import { CORRECTION_LINE_MAX_LENGTH, CORRECTION_NOTE_MAX_LENGTH } from '../../model/constants';
import type { QueuedCorrection } from '../../model/corrections';
import { TextAreaField } from '../FormField';
import { langOf } from '../LangText';
import { secondaryActionStyle } from '../StatusMessage';
import { LineChange } from '../TextDiff';

const TEXTS = ADMIN_TEXTS.corrections;

export interface CorrectionCardProps {
  correction: QueuedCorrection;
  /** The hymn's title as the admin area shows it (its last dotted part). */
  hymnTitle: string;
  /** Where the editor goes to edit the hymn, to its History, and to its public page. */
  links: { edit: string; history: string; page: string };
  /** An instant as the admin area writes it. */
  formatTime: (iso: string) => string;
  /** A decision about this correction is on its way: its buttons wait. */
  busy?: boolean;
  /** Accept: the reader's line, or `text` as the editor edited it. */
  onAccept: (text?: string) => void;
  onReject: (reason: string) => void;
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Flag = styled.p<{ $tone: 'warning' | 'error' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-inline-start: 4px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.accent)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: 600;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  a {
    font-weight: 600;
  }
`;

const Action = styled.button`
  ${secondaryActionStyle}
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** What the editor is doing with a waiting correction. */
type Mode = 'view' | 'editing' | 'rejecting';

function Detail({ term, children, lang }: { term: string; children: ReactNode; lang?: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd lang={lang}>{children}</dd>
    </>
  );
}

interface DecisionFormProps {
  label: string;
  lang?: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  submitLabel: string;
  /** The submit does nothing now (a decision on its way, or nothing typed where something must be). */
  refused: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/** A decision's one field (the edited line, the reason), its submit and Cancel. */
function DecisionForm({ label, lang, maxLength, value, onChange, submitLabel, refused, onSubmit, onCancel }: DecisionFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!refused) onSubmit();
  };
  return (
    <Form onSubmit={submit}>
      <TextAreaField
        label={label}
        lang={lang}
        rows={2}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Row>
        <Action type="submit" aria-disabled={refused}>
          {submitLabel}
        </Action>
        <Action type="button" onClick={onCancel}>
          {ADMIN_TEXTS.corrections.cancel}
        </Action>
      </Row>
    </Form>
  );
}

/**
 * One reader's correction in the editors' queue: the hymn and the line, the line now and as the
 * reader would have it with the changed words marked, their note, source and e-mail, and whether it
 * was made against an older revision (stale: it can still be accepted while its line is unchanged;
 * conflicting: its line changed, so it cannot). Waiting: Accept, Edit and accept (the line edited
 * first), Reject with a reason. Decided: who decided, when, and how.
 */
export function CorrectionCard({ correction, hymnTitle, links, formatTime, busy = false, onAccept, onReject }: CorrectionCardProps) {
  const headingId = useId();
  const [mode, setMode] = useState<Mode>('view');
  const [edited, setEdited] = useState(correction.suggested);
  const [reason, setReason] = useState('');
  const { original, suggested, status } = correction;
  const lang = langOf(`${original}${suggested}`);
  const conflicting = status === 'pending' && correction.lineNow === null;
  const stale = status === 'pending' && correction.stale && !conflicting;

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>
        {TEXTS.heading(correction.id)} · <span lang="hi">{hymnTitle}</span>
      </h2>
      <Meta>
        {TEXTS.lineOf(correction.line, correction.field)}, {TEXTS.sent(formatTime(correction.createdAt))}
      </Meta>
      {stale ? <Flag $tone="warning">{TEXTS.stale(correction.revision, correction.currentRevision)}</Flag> : null}
      {conflicting ? <Flag $tone="error">{TEXTS.conflicting(correction.revision, correction.currentRevision)}</Flag> : null}
      <LineChange
        label={TEXTS.change}
        before={original}
        after={suggested}
        beforeLabel={TEXTS.now}
        afterLabel={TEXTS.suggested}
        lang={lang}
      />
      {correction.note || correction.source || correction.email ? (
        <Details>
          {correction.note ? (
            <Detail term={TEXTS.note} lang={langOf(correction.note)}>
              {correction.note}
            </Detail>
          ) : null}
          {correction.source ? <Detail term={TEXTS.source}>{correction.source}</Detail> : null}
          {correction.email ? (
            <Detail term={TEXTS.email}>
              <a href={`mailto:${correction.email}`}>{correction.email}</a>
            </Detail>
          ) : null}
        </Details>
      ) : null}
      {status === 'accepted' ? (
        <Meta>{TEXTS.acceptedBy(correction.decidedBy ?? '', formatTime(correction.decidedAt ?? ''), correction.appliedRevision)}</Meta>
      ) : null}
      {status === 'rejected' ? (
        <Details>
          <Detail term={TEXTS.rejectedBy(correction.decidedBy ?? '', formatTime(correction.decidedAt ?? ''))}>{correction.reason}</Detail>
        </Details>
      ) : null}
      {status === 'pending' && mode === 'editing' ? (
        <DecisionForm
          label={TEXTS.editedLine}
          lang={lang}
          maxLength={CORRECTION_LINE_MAX_LENGTH}
          value={edited}
          onChange={setEdited}
          submitLabel={busy ? TEXTS.working : TEXTS.acceptEdited}
          refused={busy || !edited.trim()}
          onSubmit={() => onAccept(edited)}
          onCancel={() => setMode('view')}
        />
      ) : null}
      {status === 'pending' && mode === 'rejecting' ? (
        <DecisionForm
          label={TEXTS.reason}
          maxLength={CORRECTION_NOTE_MAX_LENGTH}
          value={reason}
          onChange={setReason}
          submitLabel={busy ? TEXTS.working : TEXTS.confirmReject}
          refused={busy}
          onSubmit={() => onReject(reason)}
          onCancel={() => setMode('view')}
        />
      ) : null}
      <Row>
        {status === 'pending' && mode === 'view' ? (
          <>
            {conflicting ? null : (
              <>
                <Action type="button" aria-disabled={busy} onClick={() => !busy && onAccept()}>
                  {busy ? TEXTS.working : TEXTS.accept}
                </Action>
                <Action type="button" onClick={() => setMode('editing')}>
                  {TEXTS.editAndAccept}
                </Action>
              </>
            )}
            <Action type="button" onClick={() => setMode('rejecting')}>
              {TEXTS.reject}
            </Action>
          </>
        ) : null}
        <Link to={links.edit}>{TEXTS.editBhajan}</Link>
        <Link to={links.history}>{TEXTS.history}</Link>
        <a href={links.page} target="_blank" rel="noreferrer">
          {TEXTS.page}
        </a>
      </Row>
    </Card>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { ADMIN_TEXTS } from '../../model/adminMessages';
import type { CatalogueImportOutcome, CatalogueImportStep, CatalogueImportSummary } from '../../model/catalogue-file';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { FormMessage, SubmitButton, TextField, type FormStatus } from '../FormField';
import { DataTable, type TableColumn } from '../PaginationTable';
import { secondaryActionStyle } from '../StatusMessage';

export interface CatalogueImportProps {
  step: CatalogueImportStep;
  /** The file being, or last, imported. */
  fileName?: string;
  /** 0–100: the share of the file sent (while sending). */
  sent?: number;
  /** Hymns written so far, of `total` (while writing). */
  written?: number;
  total?: number;
  /** With `done`: imported, refused with its wrong lines, or stopped half-way. */
  outcome?: CatalogueImportOutcome;
  /** With `failed`: the server's reason, when it gave one. */
  errorMessage?: string;
  /** The last import was stopped by the editor (with `idle`). */
  cancelled?: boolean;
  /** A file was chosen and Import pressed. */
  onImport: (file: File) => void;
  /** Stop the import under way. */
  onCancel: () => void;
  className?: string;
}

const TEXTS = ADMIN_TEXTS.catalogue;
const thousands = (n: number) => n.toLocaleString('en');

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
`;

const ProgressRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  max-width: 40rem;
`;

const ProgressLabel = styled.label`
  flex-basis: 100%;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** The stripes of a bar that is busy without saying how far (while the server checks the file). */
const busy = keyframes`
  from { background-position: 0 0; }
  to { background-position: 2.83rem 0; }
`;

const Bar = styled.progress`
  flex: 1 1 12rem;
  height: 1rem;
  accent-color: ${({ theme }) => theme.colors.primary};

  /* Drawn here rather than by the browser, whose own busy bar moves in a way no style can stop. */
  &:indeterminate {
    appearance: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: repeating-linear-gradient(
      -45deg,
      ${({ theme }) => theme.colors.primary} 0 0.5rem,
      ${({ theme }) => theme.colors.accentSoft} 0.5rem 1rem
    );
    animation: ${busy} 1s linear infinite;

    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  }

  &:indeterminate::-webkit-progress-bar {
    background: transparent;
  }

  &:indeterminate::-moz-progress-bar {
    background: transparent;
  }
`;

const Figure = styled.span`
  min-width: 3.5ch;
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

const CancelButton = styled.button`
  ${secondaryActionStyle}
`;

const Announcer = styled.p`
  ${visuallyHidden}
`;

const More = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
`;

/** One field's problem of one line: a row of the table of lines to correct. */
interface ProblemRow {
  line: number;
  field: string;
  problem: string;
}

const problemColumns: readonly TableColumn<ProblemRow>[] = [
  { key: 'line', header: TEXTS.problems.line, narrow: true, rowHeader: true, cell: (row) => thousands(row.line) },
  { key: 'field', header: TEXTS.problems.field, cell: (row) => (row.field === 'line' ? TEXTS.problems.wholeLine : row.field) },
  { key: 'problem', header: TEXTS.problems.problem, cell: (row) => row.problem },
];

/** 'Imported 1,200 hymns. 1,000 new, 200 updated, …' (the counts that are not nought), and the keys of the lines left alone. */
export function summaryText(summary: CatalogueImportSummary): string {
  const parts = (Object.keys(TEXTS.counts) as (keyof typeof TEXTS.counts)[])
    .filter((name) => summary[name] > 0)
    .map((name) => TEXTS.counts[name](summary[name]));
  const kept =
    summary.keptOnSiteKeys.length > 0 ? TEXTS.keptKeys(summary.keptOnSiteKeys, summary.keptOnSite - summary.keptOnSiteKeys.length) : '';
  return [TEXTS.imported(summary.hymns), parts.length ? `${parts.join(', ')}.` : '', kept].join(' ').trim();
}

/** The form's message: what is under way, what happened, or why it failed. */
function messageOf(props: CatalogueImportProps, noFile: boolean): { status: FormStatus; message?: string } {
  const { step, outcome, errorMessage, cancelled } = props;
  if (noFile) return { status: 'error', message: TEXTS.chooseFile };
  if (step === 'failed') return { status: 'error', message: errorMessage ?? TEXTS.failed };
  if (step === 'done' && outcome) {
    if (outcome.status === 'imported') return { status: 'success', message: summaryText(outcome.summary) };
    return { status: 'error', message: outcome.message };
  }
  if (step === 'idle' && cancelled) return { status: 'success', message: TEXTS.cancelled };
  return { status: 'idle' };
}

function announcementOf(step: 'sending' | 'checking' | 'writing', fileName: string): string {
  if (step === 'sending') return TEXTS.sending(fileName);
  return step === 'checking' ? TEXTS.checking(fileName) : TEXTS.writingStarted;
}

/** The progress of the import under way: a bar while sending and writing, an unfilled one while the server checks. */
function ImportProgress({ step, fileName = '', sent = 0, written = 0, total = 0, onCancel }: CatalogueImportProps) {
  const barId = useId();
  const percent = Math.round(Math.min(100, Math.max(0, sent)));
  const label =
    step === 'sending'
      ? TEXTS.sending(fileName)
      : step === 'checking'
        ? TEXTS.checking(fileName)
        : TEXTS.writing(thousands(written), thousands(total));
  return (
    <ProgressRow>
      <ProgressLabel htmlFor={barId}>{label}</ProgressLabel>
      {step === 'sending' ? <Bar id={barId} max={100} value={percent} /> : null}
      {/* No value: the bar says it is busy without saying how far (the server says nothing while it checks). */}
      {step === 'checking' ? <Bar id={barId} /> : null}
      {step === 'writing' ? <Bar id={barId} max={Math.max(total, 1)} value={written} /> : null}
      {step === 'sending' ? <Figure aria-hidden="true">{TEXTS.percent(percent)}</Figure> : null}
      <CancelButton type="button" onClick={onCancel}>
        {TEXTS.cancel}
      </CancelButton>
    </ProgressRow>
  );
}

/**
 * The catalogue import: a file picker and Import, the import's progress (sending the file, the
 * server checking every line, writing the hymns) with a way to stop it, and its outcome: the
 * summary, or the refusal with a table of the lines to correct. Presentational: the caller imports
 * and passes the state in.
 */
export function CatalogueImport(props: CatalogueImportProps) {
  const { step, outcome, onImport, className } = props;
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [noFile, setNoFile] = useState(false);
  const running = step === 'sending' || step === 'checking' || step === 'writing';
  const form = useRef<HTMLFormElement>(null);
  const wasRunning = useRef(running);
  useEffect(() => {
    // The progress row (and its Stop button) is gone: a keyboard or screen-reader user whose focus
    // was there is put back on Import rather than at the top of the page.
    const lost = !document.activeElement || document.activeElement === document.body;
    if (wasRunning.current && !running && lost) form.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    wasRunning.current = running;
  }, [running]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running) return;
    const file = fileInput.current?.files?.[0];
    setNoFile(!file);
    if (file) onImport(file);
  };

  const { status, message } = messageOf(props, noFile && !running);
  const refused = step === 'done' && outcome?.status === 'refused' ? outcome : undefined;
  const rows: ProblemRow[] =
    refused?.problems.flatMap(({ line, fields }) => Object.entries(fields).map(([field, problem]) => ({ line, field, problem }))) ?? [];
  const unlisted = refused ? refused.problemCount - refused.problems.length : 0;

  return (
    <div className={className}>
      <Form ref={form} onSubmit={submit} noValidate>
        <TextField
          ref={fileInput}
          id={fileId}
          type="file"
          name="catalogue"
          accept=".jsonl,.ndjson,.json,.txt,application/x-ndjson"
          label={TEXTS.file}
          hint={TEXTS.hint}
          onChange={() => setNoFile(false)}
        />
        <SubmitButton busy={running}>{TEXTS.submit}</SubmitButton>
        {running ? <ImportProgress {...props} /> : null}
        {/* The step, said once as it changes (the figures change too often to be read out). */}
        <Announcer role="status">{running ? announcementOf(step, props.fileName ?? '') : ''}</Announcer>
        <FormMessage status={status} message={message} />
      </Form>
      {refused ? (
        <>
          <DataTable
            caption={TEXTS.problems.caption}
            columns={problemColumns}
            rows={rows}
            rowKey={(row) => `${row.line} ${row.field}`}
            emptyMessage=""
          />
          {unlisted > 0 ? <More>{TEXTS.problems.more(thousands(unlisted))}</More> : null}
        </>
      ) : null}
    </div>
  );
}

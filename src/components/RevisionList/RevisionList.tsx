import styled from 'styled-components';
import { ADMIN_TEXTS } from '../../model/adminMessages';
import type { ContentRecordField, RevisionSummary } from '../../model/revisions';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { secondaryActionStyle } from '../StatusMessage';

const TEXTS = ADMIN_TEXTS.revisions;

export interface RevisionListProps {
  /** Newest first. */
  revisions: readonly RevisionSummary[];
  /** The hymn's revision now (it has no Restore). */
  current: number;
  fieldLabel: (field: ContentRecordField) => string;
  /** An instant as the admin area writes it. */
  formatTime: (iso: string) => string;
  /** The revision whose restore is on its way: every Restore waits. */
  restoring?: number;
  onRestore: (revision: number) => void;
}

/** Scrolls sideways by itself on a narrow screen, the page staying put. */
const Scroller = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 40rem;
  border-collapse: collapse;

  caption {
    text-align: start;
    font-weight: 700;
    padding-block-end: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: ${({ theme }) => theme.space.xs};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    border-block-end-color: ${({ theme }) => theme.colors.borderStrong};
  }
  tr[aria-current='true'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const RestoreButton = styled.button`
  ${secondaryActionStyle}
  white-space: nowrap;

  &[aria-disabled='true'] {
    opacity: 0.75;
    cursor: progress;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Current = styled.span`
  font-weight: 700;
`;

/**
 * A hymn's revisions, newest first: its number, when and by whom it was saved, the fields it
 * changed, its note, and 'Restore this version' for every one but the current (a restore saves it
 * again as the newest: nothing is rewritten).
 */
export function RevisionList({ revisions, current, fieldLabel, formatTime, restoring, onRestore }: RevisionListProps) {
  return (
    <Scroller tabIndex={0} role="region" aria-label={TEXTS.revisionsCaption}>
      <Table>
        <caption>{TEXTS.revisionsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXTS.columns.revision}</th>
            <th scope="col">{TEXTS.columns.savedAt}</th>
            <th scope="col">{TEXTS.columns.author}</th>
            <th scope="col">{TEXTS.columns.changed}</th>
            <th scope="col">{TEXTS.columns.note}</th>
            <th scope="col">{TEXTS.columns.action}</th>
          </tr>
        </thead>
        <tbody>
          {revisions.map((summary) => (
            <tr key={summary.revision} aria-current={summary.revision === current ? 'true' : undefined}>
              <th scope="row">{summary.revision}</th>
              <td>
                <time dateTime={summary.savedAt}>{formatTime(summary.savedAt)}</time>
              </td>
              <td>{summary.author}</td>
              <td>{summary.revision === 1 ? TEXTS.firstRevision : summary.changed.map(fieldLabel).join(', ')}</td>
              <td>{summary.note}</td>
              <td>
                {summary.revision === current ? (
                  <Current>{TEXTS.current}</Current>
                ) : (
                  <RestoreButton
                    type="button"
                    aria-disabled={restoring !== undefined}
                    onClick={() => restoring === undefined && onRestore(summary.revision)}
                  >
                    {restoring === summary.revision ? TEXTS.restoring : TEXTS.restore}
                    <Hidden>{TEXTS.whichRevision(summary.revision)}</Hidden>
                  </RestoreButton>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

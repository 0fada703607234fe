import { Fragment, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { ADMIN_TEXTS } from '../../model/adminMessages';
import { lineDiff, type DiffLine, type WordPart } from '../../model/textDiff';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { langOf } from '../LangText';

const TEXTS = ADMIN_TEXTS.textDiff;

/** Unchanged lines kept around a change; a longer run between changes is folded into one row. */
const CONTEXT_LINES = 2;

export interface TextDiffProps {
  /** The earlier text (or the editor's own) and the later one (or the one saved meanwhile). */
  before: string;
  after: string;
  /** The columns' headings: 'Revision 3', 'Yours', … */
  beforeLabel: string;
  afterLabel: string;
  /** What is compared (a field's name): the table's caption. */
  caption: string;
  /** The caption is for screen readers only (a legend above says it already). */
  hideCaption?: boolean;
  className?: string;
}

/** How removed and added words look, wherever ChangedWords are shown. */
export const changedWordsStyle = css`
  del,
  ins {
    color: ${({ theme }) => theme.colors.text};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  del {
    background: ${({ theme }) => theme.colors.removed};
    text-decoration: line-through;
  }
  ins {
    background: ${({ theme }) => theme.colors.added};
    text-decoration: underline;
    /* Below the vowel signs that hang under Devanagari letters. */
    text-underline-offset: 0.3em;
  }
`;

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.6;

  caption {
    text-align: start;
    font-weight: 600;
    padding-block-end: ${({ theme }) => theme.space.xxs};
  }
  th {
    text-align: start;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    border-block-end: 1px solid ${({ theme }) => theme.colors.borderStrong};
    padding: ${({ theme }) => theme.space.xxs};
  }
  td {
    vertical-align: top;
    padding: 0 ${({ theme }) => theme.space.xxs};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  }
  td:first-child {
    border-inline-start: none;
  }
  ${changedWordsStyle}
`;

const Folded = styled.td`
  && {
    color: ${({ theme }) => theme.colors.textMuted};
    font-style: italic;
    text-align: center;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** A marked piece: struck through or underlined, and said as such to a screen reader. */
function Mark({ kind, children }: { kind: 'removed' | 'added'; children: string }) {
  const Tag = kind === 'removed' ? 'del' : 'ins';
  return (
    <Tag>
      <Hidden>{kind === 'removed' ? TEXTS.removedStart : TEXTS.addedStart}</Hidden>
      {children}
      <Hidden>{TEXTS.markEnd}</Hidden>
    </Tag>
  );
}

/** One side of a changed line, its removed or added words marked (in a box styled by changedWordsStyle). */
export function ChangedWords({ parts }: { parts: readonly WordPart[] }) {
  return parts.map((part, index) =>
    part.kind === 'same' ? (
      <Fragment key={index}>{part.text}</Fragment>
    ) : (
      <Mark key={index} kind={part.kind}>
        {part.text}
      </Mark>
    ),
  );
}

/** A table cell holding one side of a line, `lang="hi"` when it is Devanagari. */
function Cell({ text, children }: { text: string; children: ReactNode }) {
  return <td lang={langOf(text)}>{children}</td>;
}

const textOf = (parts: WordPart[]) => parts.map((part) => part.text).join('');

function Row({ line }: { line: DiffLine }) {
  switch (line.kind) {
    case 'same':
      return (
        <tr>
          <Cell text={line.text}>{line.text}</Cell>
          <Cell text={line.text}>{line.text}</Cell>
        </tr>
      );
    case 'removed':
      return (
        <tr>
          <Cell text={line.text}>
            <Mark kind="removed">{line.text}</Mark>
          </Cell>
          <td />
        </tr>
      );
    case 'added':
      return (
        <tr>
          <td />
          <Cell text={line.text}>
            <Mark kind="added">{line.text}</Mark>
          </Cell>
        </tr>
      );
    case 'changed':
      return (
        <tr>
          <Cell text={textOf(line.before)}>
            <ChangedWords parts={line.before} />
          </Cell>
          <Cell text={textOf(line.after)}>
            <ChangedWords parts={line.after} />
          </Cell>
        </tr>
      );
  }
}

type Shown = { line: DiffLine } | { folded: number };

/** The lines to show: every change with CONTEXT_LINES around it, longer unchanged runs folded. */
function shownLines(lines: DiffLine[]): Shown[] {
  const near = lines.map((_, index) =>
    lines.slice(Math.max(0, index - CONTEXT_LINES), index + CONTEXT_LINES + 1).some((line) => line.kind !== 'same'),
  );
  const shown: Shown[] = [];
  for (const [index, line] of lines.entries()) {
    if (near[index]) shown.push({ line });
    else {
      const last = shown.at(-1);
      if (last && 'folded' in last) last.folded += 1;
      else shown.push({ folded: 1 });
    }
  }
  return shown;
}

/**
 * Two texts side by side, line by line: lines only in one of them, and the words changed within a
 * line, marked (struck through on the earlier side, underlined on the later, each on its own
 * colour, and said to screen readers). Unchanged stretches are folded to a count.
 */
export function TextDiff({ before, after, beforeLabel, afterLabel, caption, hideCaption = false, className }: TextDiffProps) {
  const lines = lineDiff(before, after);
  const same = lines.every((line) => line.kind === 'same');
  return (
    <Table className={className}>
      {hideCaption ? (
        <caption>
          <Hidden>{caption}</Hidden>
        </caption>
      ) : (
        <caption>{caption}</caption>
      )}
      <thead>
        <tr>
          <th scope="col">{beforeLabel}</th>
          <th scope="col">{afterLabel}</th>
        </tr>
      </thead>
      <tbody>
        {same ? (
          <tr>
            <Folded colSpan={2}>{TEXTS.same}</Folded>
          </tr>
        ) : (
          shownLines(lines).map((shown, index) =>
            'folded' in shown ? (
              <tr key={index}>
                <Folded colSpan={2}>{TEXTS.unchangedLines(shown.folded)}</Folded>
              </tr>
            ) : (
              <Row key={index} line={shown.line} />
            ),
          )
        )}
      </tbody>
    </Table>
  );
}

import { useId, type Key, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { MESSAGES } from '../../model/messages';
import { visuallyHidden } from '../../theme/visuallyHidden';

/** One column of a table: its header and how a row fills its cell. */
export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
  /** This column's cell names the row for screen readers (`<th scope="row">`); one column at most. */
  rowHeader?: boolean;
  /** The cells' language, e.g. 'hi' for Devanagari titles. */
  lang?: string;
  /** A narrow column (an id, a flag, actions) keeps to its content's width. */
  narrow?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table (`<caption>`). */
  caption: ReactNode;
  /** The caption is read by screen readers but not shown (a heading above already says it). */
  captionHidden?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): Key;
  /** Rows are on their way: 'Loading...' when there are none yet, else the rows shown dimmed. */
  loading?: boolean;
  /** What the table says when it has no rows. */
  emptyMessage: ReactNode;
  className?: string;
}

/** Scrolls sideways on narrow screens instead of squeezing the columns; focusable so keys can scroll it. */
const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table<{ $busy: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition: opacity 150ms ease;

  ${({ $busy }) =>
    $busy &&
    css`
      /* Dimmed while the next page loads, and still readable (WCAG AA contrast on the surface). */
      opacity: 0.85;
    `}
`;

const Caption = styled.caption<{ $hidden: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-align: left;

  ${({ $hidden }) =>
    $hidden &&
    css`
      ${visuallyHidden}
    `}
`;

const cellStyle = css<{ $narrow?: boolean }>`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: left;
  vertical-align: top;
  overflow-wrap: anywhere;

  ${({ $narrow }) =>
    $narrow &&
    css`
      width: 1%;
      white-space: nowrap;
      overflow-wrap: normal;
    `}
`;

const HeaderCell = styled.th<{ $narrow?: boolean }>`
  ${cellStyle}
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  white-space: nowrap;
`;

const RowHeaderCell = styled.th<{ $narrow?: boolean }>`
  ${cellStyle}
  font-weight: 600;
`;

const Cell = styled.td<{ $narrow?: boolean }>`
  ${cellStyle}
`;

const Row = styled.tr`
  &:nth-child(even) {
    background: ${({ theme }) => theme.colors.background};
  }

  &:last-child > * {
    border-bottom: 0;
  }
`;

const NoRows = styled.td`
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/**
 * A table of rows: a caption, column headers (`scope="col"`), one row header per row, and an empty
 * or loading state in place of rows. Presentational: the screen gives the rows.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  loading = false,
  emptyMessage,
  className,
}: DataTableProps<Row>) {
  const captionId = useId();
  let body: ReactNode;
  if (rows.length === 0) {
    body = (
      <tr>
        <NoRows colSpan={columns.length}>
          <span role="status">{loading ? MESSAGES.loading : emptyMessage}</span>
        </NoRows>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <Row key={rowKey(row)}>
        {columns.map((column) => {
          const Tag = column.rowHeader ? RowHeaderCell : Cell;
          return (
            <Tag key={column.key} scope={column.rowHeader ? 'row' : undefined} lang={column.lang} $narrow={column.narrow}>
              {column.cell(row)}
            </Tag>
          );
        })}
      </Row>
    ));
  }

  return (
    // Focusable so that a keyboard can scroll a wide table sideways, and named by the caption for
    // that. A group, not a region: the screen's section or the dashboard's panel around the table is
    // the landmark, under the same name, and two landmarks of one name cannot be told apart.
    <Scroller className={className} role="group" aria-labelledby={captionId} tabIndex={0}>
      <Table $busy={loading && rows.length > 0} aria-busy={loading}>
        <Caption id={captionId} $hidden={captionHidden}>
          {caption}
        </Caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.key} scope="col" $narrow={column.narrow}>
                {column.header}
              </HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </Table>
    </Scroller>
  );
}

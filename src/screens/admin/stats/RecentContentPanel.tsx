import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useRecentContent } from '../../../api/stats';
import { SelectField, type SelectOption } from '../../../components/FormField';
import { DataTable, type TableColumn } from '../../../components/PaginationTable';
import { formatStatValue } from '../../../components/StatTile';
import { DEFAULT_RECENT_CONTENT_WINDOW, RECENT_CONTENT_WINDOWS, type RecentContentWindow } from '../../../model/constants';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { paths } from '../../../model/paths';
import type { RecentContentRow } from '../../../model/stats';
import { displayTitle } from '../../../model/title';
import { Panel, PanelLoadState } from './Panel';

const texts = ADMIN_TEXTS.stats;

const WINDOW_OPTIONS: readonly SelectOption[] = RECENT_CONTENT_WINDOWS.map((minutes) => ({
  value: String(minutes),
  label: texts.recent.windowOption(minutes),
}));

const toWindow = (value: string): RecentContentWindow =>
  RECENT_CONTENT_WINDOWS.find((minutes) => String(minutes) === value) ?? DEFAULT_RECENT_CONTENT_WINDOW;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

const WindowField = styled(SelectField)`
  min-width: 12rem;
`;

/** 'Updating…' while another window loads; the live region stays in the page so the change is announced. */
const Updating = styled.p`
  margin: 0;
  min-height: ${({ theme }) => theme.layout.tapTarget};
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TitleLink = styled(Link)`
  font-weight: 600;
`;

/** ID, the hymn's title as its page shows it (the part after the last dot), linking to that page, and its hits. */
const columns: readonly TableColumn<RecentContentRow>[] = [
  { key: 'id', header: ADMIN_TEXTS.admin.columns.id, narrow: true, cell: (row) => row.content_id },
  {
    key: 'title',
    header: ADMIN_TEXTS.adminForms.titlePrimary,
    rowHeader: true,
    lang: 'hi',
    cell: (row) => <TitleLink to={paths.content(row.content_id)}>{displayTitle(row.title_primary) || row.title_primary}</TitleLink>,
  },
  { key: 'hits', header: texts.recent.hits, narrow: true, cell: (row) => formatStatValue(row.hits) },
];

/**
 * The hymns viewed most in the chosen window (10, 30 or 60 minutes, 30 at first). Choosing another
 * window asks for it; meanwhile the rows shown stay, dimmed, and 'Updating…' says why.
 */
export function RecentContentPanel() {
  const [minutes, setMinutes] = useState<RecentContentWindow>(DEFAULT_RECENT_CONTENT_WINDOW);
  const { data, isPending, isError, isPlaceholderData, refetch, isFetching } = useRecentContent(minutes);

  const controls = (
    <Controls>
      <WindowField
        label={texts.recent.window}
        options={WINDOW_OPTIONS}
        emptyOption={false}
        value={String(minutes)}
        onChange={(event) => setMinutes(toWindow(event.target.value))}
      />
      <Updating role="status">{isPlaceholderData ? texts.recent.updating : null}</Updating>
    </Controls>
  );

  return (
    <Panel heading={texts.recentContent}>
      {controls}
      {data === undefined && isError ? (
        <PanelLoadState status="error" errorMessage={texts.recent.failed} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <DataTable
          caption={texts.recentContent}
          captionHidden
          columns={columns}
          rows={data ?? []}
          rowKey={(row) => row.content_id}
          loading={isPending || isPlaceholderData}
          emptyMessage={texts.recent.empty(minutes)}
        />
      )}
    </Panel>
  );
}

import { useSearchTerms } from '../../../api/stats';
import { LangText } from '../../../components/LangText';
import { DataTable, type TableColumn } from '../../../components/PaginationTable';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import type { SearchTermRow } from '../../../model/stats';
import { Panel, PanelLoadState } from './Panel';
import { formatInstant } from '../formatInstant';

const texts = ADMIN_TEXTS.stats;

/** The term (marked Hindi only when it has Devanagari in it: visitors search in Latin letters too) and when. */
const columns: readonly TableColumn<SearchTermRow>[] = [
  { key: 'term', header: texts.searches.term, rowHeader: true, cell: (row) => <LangText>{row.search_term}</LangText> },
  {
    key: 'time',
    header: texts.searches.time,
    narrow: true,
    cell: (row) => <time dateTime={row.created_date}>{formatInstant(row.created_date)}</time>,
  },
];

/** The latest search terms, newest first; asked for again at every visit. */
export function SearchTermsPanel() {
  const { data, isPending, isError, refetch, isFetching } = useSearchTerms();
  return (
    <Panel heading={texts.searchTerms}>
      {data === undefined && isError ? (
        <PanelLoadState status="error" errorMessage={texts.searches.failed} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <DataTable
          caption={texts.searchTerms}
          captionHidden
          columns={columns}
          rows={data ?? []}
          // The same term can be searched twice in a second: the position keeps the keys apart.
          rowKey={(row) => `${data?.indexOf(row) ?? 0}:${row.created_date}:${row.search_term}`}
          loading={isPending}
          emptyMessage={texts.searches.empty}
        />
      )}
    </Panel>
  );
}

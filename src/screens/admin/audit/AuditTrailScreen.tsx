import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useAuditPage } from '../../../api/audit';
import { useAppConfig } from '../../../device/AppConfigContext';
import { useDocumentTitle } from '../../../device/useDocumentTitle';
import { SelectField } from '../../../components/FormField';
import { langOf } from '../../../components/LangText';
import { DataTable, type TableColumn } from '../../../components/PaginationTable';
import { LoadState } from '../../../components/StatusMessage';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { AUDIT_KINDS, type AuditEntry, type AuditKind, type AuditQuery } from '../../../model/audit';
import { pageTitle } from '../../../model/messages';
import { adminPaths } from '../../../model/paths';
import { PageHeading } from '../../shared/PageHeading';
import { formatInstant } from '../formatInstant';

const TEXTS = ADMIN_TEXTS.audit;

/** The page's address keeps the choices: `?actor=&kind=&before=`. */
export const AUDIT_PARAMS = { actor: 'actor', kind: 'kind', before: 'before' } as const;

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};

  > * {
    flex: 0 1 18rem;
  }
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  justify-content: space-between;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  a {
    font-weight: 600;
  }
`;

/** Where an entry's thing can be looked at: a hymn's edit form, the corrections queue. */
function aboutLink(entry: AuditEntry): string | undefined {
  if (entry.subject === 'content' && entry.subjectId !== null) return adminPaths.contentEdit(entry.subjectId);
  if (entry.subject === 'correction') return adminPaths.corrections;
  return undefined;
}

function About({ entry }: { entry: AuditEntry }) {
  const href = aboutLink(entry);
  const what = entry.subject ? `${TEXTS.subjects[entry.subject]}${entry.subjectId === null ? '' : ` #${entry.subjectId}`}` : '';
  return (
    <>
      {href ? <Link to={href}>{what}</Link> : what}
      {what && entry.summary ? ': ' : null}
      {entry.summary ? <span lang={langOf(entry.summary)}>{entry.summary}</span> : null}
    </>
  );
}

const columns: readonly TableColumn<AuditEntry>[] = [
  { key: 'when', header: TEXTS.columns.when, narrow: true, rowHeader: true, cell: (entry) => formatInstant(entry.at) },
  { key: 'who', header: TEXTS.columns.who, cell: (entry) => entry.actor },
  { key: 'what', header: TEXTS.columns.what, cell: (entry) => TEXTS.kinds[entry.kind] },
  { key: 'about', header: TEXTS.columns.about, cell: (entry) => <About entry={entry} /> },
  { key: 'address', header: TEXTS.columns.address, narrow: true, cell: (entry) => entry.address },
];

function queryOf(params: URLSearchParams): AuditQuery {
  const kind = params.get(AUDIT_PARAMS.kind);
  const before = Number(params.get(AUDIT_PARAMS.before));
  return {
    actor: params.get(AUDIT_PARAMS.actor) || undefined,
    kind: AUDIT_KINDS.find((known) => known === kind),
    before: Number.isInteger(before) && before > 0 ? before : undefined,
  };
}

/**
 * `/admin/audit`: the audit trail, newest first: who did what in the admin area, when, about what,
 * from which address; by one account and/or one kind of thing (kept in the page's address, so a
 * view can be shared with another editor), a page at a time.
 */
export function AuditTrailScreen() {
  const { siteName } = useAppConfig();
  useDocumentTitle(pageTitle.withSite(TEXTS.title, siteName));
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const trail = useAuditPage(query);
  // A new choice starts again from the newest entries.
  const choose = (name: 'actor' | 'kind', value: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(AUDIT_PARAMS[name], value);
      else next.delete(AUDIT_PARAMS[name]);
      next.delete(AUDIT_PARAMS.before);
      return next;
    });
  const olderHref = (before: number) => {
    const next = new URLSearchParams(params);
    next.set(AUDIT_PARAMS.before, String(before));
    return `?${next.toString()}`;
  };
  const newestHref = () => {
    const next = new URLSearchParams(params);
    next.delete(AUDIT_PARAMS.before);
    return `?${next.toString()}`;
  };
  const filtered = Boolean(query.actor || query.kind);

  return (
    <Page aria-labelledby={headingId}>
      <PageHeading id={headingId}>{TEXTS.title}</PageHeading>
      <Filters>
        <SelectField
          label={TEXTS.account}
          value={query.actor ?? ''}
          emptyOption={TEXTS.everyone}
          options={(trail.data?.actors ?? (query.actor ? [query.actor] : [])).map((actor) => ({ value: actor, label: actor }))}
          onChange={(event) => choose('actor', event.target.value)}
        />
        <SelectField
          label={TEXTS.kind}
          value={query.kind ?? ''}
          emptyOption={TEXTS.everything}
          options={AUDIT_KINDS.map((kind: AuditKind) => ({ value: kind, label: TEXTS.kinds[kind] }))}
          onChange={(event) => choose('kind', event.target.value)}
        />
      </Filters>
      {trail.data ? (
        <>
          <DataTable
            caption={TEXTS.caption}
            captionHidden
            columns={columns}
            rows={trail.data.entries}
            rowKey={(entry) => entry.id}
            loading={trail.isFetching}
            emptyMessage={filtered ? TEXTS.emptyFiltered : TEXTS.empty}
          />
          <Foot>
            <p>{TEXTS.kept(trail.data.retentionDays)}</p>
            {query.before ? <Link to={newestHref()}>{TEXTS.newest}</Link> : null}
            {trail.data.next ? <Link to={olderHref(trail.data.next)}>{TEXTS.older}</Link> : null}
          </Foot>
        </>
      ) : (
        <LoadState status={trail.status} errorMessage={TEXTS.loadFailed} onRetry={() => void trail.refetch()} retrying={trail.isFetching} />
      )}
    </Page>
  );
}

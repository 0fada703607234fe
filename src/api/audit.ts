import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../model/api-paths';
import type { AuditPage, AuditQuery } from '../model/audit';
import { apiFetch } from './client';

/** The audit trail (`GET /api/admin/audit?actor=&kind=&before=`, src/model/audit.ts), for editors; never cached. */

interface FetchOptions {
  signal?: AbortSignal;
}

/** The call's address: only the choices made. */
export function auditUrl({ actor, kind, before }: AuditQuery): string {
  const search = new URLSearchParams();
  if (actor) search.set('actor', actor);
  if (kind) search.set('kind', kind);
  if (before) search.set('before', String(before));
  const query = search.toString();
  return query ? `${apiPaths.adminAudit}?${query}` : apiPaths.adminAudit;
}

export function getAuditPage(query: AuditQuery, { signal }: FetchOptions = {}): Promise<AuditPage> {
  return apiFetch<AuditPage>(auditUrl(query), { signal, cache: 'no-store' });
}

export function auditQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: ['audit', query.actor ?? '', query.kind ?? '', query.before ?? 0] as const,
    queryFn: ({ signal }) => getAuditPage(query, { signal }),
    staleTime: 0,
  });
}

/** A page of the trail; the page shown stays while another choice loads. */
export function useAuditPage(query: AuditQuery) {
  return useQuery({ ...auditQueryOptions(query), placeholderData: keepPreviousData });
}

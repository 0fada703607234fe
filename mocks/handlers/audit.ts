import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../src/model/api-paths';
import { AUDIT_RETENTION_DEFAULT_DAYS, type AuditPage } from '../../src/model/audit';
import { AUDIT_ENTRIES } from '../fixtures/audit';

/**
 * `GET /api/admin/audit?actor=&kind=&before=`, as the server answers it: AUDIT_ENTRIES filtered,
 * newest first, AUDIT_MOCK_PAGE_SIZE at a time (smaller than the server's page, so that a story
 * shows the way to older entries).
 */
export const AUDIT_MOCK_PAGE_SIZE = 6;

function pageOf(url: URL): AuditPage {
  const actor = url.searchParams.get('actor');
  const kind = url.searchParams.get('kind');
  const before = Number(url.searchParams.get('before') ?? Infinity);
  const matching = AUDIT_ENTRIES.filter(
    (entry) => (!actor || entry.actor === actor) && (!kind || entry.kind === kind) && entry.id < before,
  );
  const entries = matching.slice(0, AUDIT_MOCK_PAGE_SIZE);
  return {
    entries,
    next: matching.length > AUDIT_MOCK_PAGE_SIZE ? entries.at(-1)!.id : null,
    actors: [...new Set(AUDIT_ENTRIES.map((entry) => entry.actor))].sort(),
    retentionDays: AUDIT_RETENTION_DEFAULT_DAYS,
  };
}

export const auditTrail = {
  success: http.get(apiPaths.adminAudit, ({ request }) => HttpResponse.json(pageOf(new URL(request.url)))),
  empty: http.get(apiPaths.adminAudit, () =>
    HttpResponse.json({ entries: [], next: null, actors: [], retentionDays: AUDIT_RETENTION_DEFAULT_DAYS } satisfies AuditPage),
  ),
  error: http.get(apiPaths.adminAudit, () => HttpResponse.json({ message: 'The database could not be reached.' }, { status: 500 })),
};

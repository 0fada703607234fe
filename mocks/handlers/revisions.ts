import { delay, http, HttpResponse } from 'msw';
import { apiRoutes } from '../../src/model/api-paths';
import { changedFields, REVISION_TEXTS, type ContentConflict, type ContentHistory } from '../../src/model/revisions';
import { dottedTitleHymn } from '../fixtures/content';
import { HISTORY_REVISIONS, OTHER_EDITOR, type HistoryRevision } from '../fixtures/revisions';

/**
 * A hymn's History (`dottedTitleHymn`, HISTORY_REVISIONS) and its calls: the list, one revision,
 * and Restore this version, which adds the restored record as a new revision (as the server does)
 * until `resetRevisions()`. `restoreConflict` answers as if someone saved meanwhile; `historyError`
 * and `historyLoading` for the load's states.
 */
let revisions: HistoryRevision[] = [...HISTORY_REVISIONS];
/** Who the mock's restores name. */
export const RESTORING_EDITOR = 'editor@example.com';

export function resetRevisions() {
  revisions = [...HISTORY_REVISIONS];
}

const isTheHymn = (id: unknown) => String(id) === String(dottedTitleHymn.contentId);
const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });

function historyNow(): ContentHistory {
  const latest = revisions.at(-1)!;
  return {
    contentId: dottedTitleHymn.contentId,
    titlePrimary: latest.record.titlePrimary,
    revision: latest.summary.revision,
    revisions: [...revisions].reverse().map((revision) => revision.summary),
  };
}

export const contentHistory = {
  success: http.get(apiRoutes.contentHistory, ({ params }) =>
    isTheHymn(params.id) ? HttpResponse.json(historyNow()) : notFound('There is no such bhajan.'),
  ),
  error: http.get(apiRoutes.contentHistory, () => HttpResponse.json({ message: 'The database could not be reached.' }, { status: 500 })),
  loading: http.get(apiRoutes.contentHistory, async () => {
    await delay('infinite');
    return HttpResponse.json(historyNow());
  }),
};

export const contentRevision = {
  success: http.get(apiRoutes.contentRevision, ({ params }) => {
    const found = isTheHymn(params.id) ? revisions.find((r) => String(r.summary.revision) === String(params.revision)) : undefined;
    return found ? HttpResponse.json({ ...found.summary, record: found.record }) : notFound(REVISION_TEXTS.revisionNotFound);
  }),
};

export const contentRestore = {
  success: http.post(apiRoutes.contentRestore, async ({ params, request }) => {
    const { revision: base } = (await request.json()) as { revision: number };
    const latest = revisions.at(-1)!;
    const restored = revisions.find((r) => String(r.summary.revision) === String(params.revision));
    if (!isTheHymn(params.id) || !restored) return notFound(REVISION_TEXTS.revisionNotFound);
    if (base !== latest.summary.revision) return conflictAnswer(base);
    const number = latest.summary.revision + 1;
    revisions.push({
      summary: {
        revision: number,
        savedAt: new Date('2026-11-27T06:00:00.000Z').toISOString(),
        author: RESTORING_EDITOR,
        note: REVISION_TEXTS.restoredNote(restored.summary.revision),
        changed: changedFields(latest.record, restored.record),
      },
      record: restored.record,
    });
    await delay(300);
    return HttpResponse.json({ ...dottedTitleHymn, ...restored.record, revision: number });
  }),
  /** Someone saved the hymn just before: 409, and the History now has their revision. */
  conflict: http.post(apiRoutes.contentRestore, async ({ request }) => {
    const { revision: base } = (await request.json()) as { revision: number };
    const latest = revisions.at(-1)!;
    revisions.push({
      summary: {
        revision: latest.summary.revision + 1,
        savedAt: '2026-11-27T05:59:00.000Z',
        author: OTHER_EDITOR,
        note: '',
        changed: ['bookPgNo'],
      },
      record: { ...latest.record, bookPgNo: 112 },
    });
    return conflictAnswer(base);
  }),
};

function conflictAnswer(base: number) {
  const latest = revisions.at(-1)!;
  const then = revisions.find((r) => r.summary.revision === base);
  const conflict: ContentConflict = {
    message: REVISION_TEXTS.conflict,
    revision: latest.summary.revision,
    savedAt: latest.summary.savedAt,
    author: latest.summary.author,
    current: latest.record,
    changedSince: changedFields(then?.record, latest.record),
  };
  return HttpResponse.json(conflict, { status: 409 });
}

import { delay, http, HttpResponse } from 'msw';
import { apiPaths, apiRoutes } from '../../src/model/api-paths';
import {
  CORRECTION_QUEUE_TEXTS,
  CORRECTION_STATUSES,
  CORRECTION_TEXTS,
  type CorrectionBody,
  type CorrectionStatus,
  type QueuedCorrection,
} from '../../src/model/corrections';
import { findContent } from '../fixtures/content';
import { SAVED_MEANWHILE } from '../fixtures/revisions';
import { REVISION_TEXTS, type ContentConflict } from '../../src/model/revisions';
import { QUEUED_CORRECTIONS } from '../fixtures/corrections';

/**
 * Readers' corrections, as the server answers them: the reader's suggestion
 * (`POST /public/api/corrections`: 201 with the thank-you, 400 with each field's reason, 429), and
 * the editors' queue (`GET /api/admin/corrections?status=`, Accept and Reject), which keeps the
 * decisions made in a story until `resetCorrections()`.
 */

/** The suggestions the handlers were sent, oldest first. */
const sent: CorrectionBody[] = [];
export const correctionCalls = {
  last: (): CorrectionBody | undefined => sent.at(-1),
  reset: () => {
    sent.length = 0;
  },
};

let queue: QueuedCorrection[] = [...QUEUED_CORRECTIONS];
/** Who the mock's decisions name. */
export const DECIDING_EDITOR = 'editor@example.com';

export function resetCorrections() {
  queue = [...QUEUED_CORRECTIONS];
  correctionCalls.reset();
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

function recorded(answer: (body: CorrectionBody) => Response | Promise<Response>) {
  return http.post(apiPaths.correctionCreate, async ({ request }) => {
    const body = (await request.json()) as CorrectionBody;
    sent.push(body);
    return answer(body);
  });
}

const thanks = () => json({ message: CORRECTION_TEXTS.thanks }, 201);

export const correctionCreate = {
  /** Stored: the thank-you; a hymn the mock does not know, 404. */
  success: recorded((body) => (findContent(body.contentId) ? thanks() : json({ message: 'There is no such bhajan.' }, 404))),
  /** The hymn changed since the page was read: its line is not what the reader saw. */
  lineChanged: recorded(() => json({ message: CORRECTION_TEXTS.lineChanged, fields: { line: CORRECTION_TEXTS.lineChanged } }, 400)),
  rateLimited: recorded(() => json({ message: CORRECTION_TEXTS.rateLimited }, 429)),
  networkError: recorded(() => HttpResponse.error()),
  /** Stored, after a while: the form is seen busy. */
  slow: recorded(async () => {
    await delay(1_500);
    return thanks();
  }),
};

function queueOf(status: CorrectionStatus) {
  const byNewest = (a: QueuedCorrection, b: QueuedCorrection) => (b.decidedAt ?? '').localeCompare(a.decidedAt ?? '');
  const listed = queue.filter((correction) => correction.status === status);
  return {
    pending: queue.filter((correction) => correction.status === 'pending').length,
    corrections: status === 'pending' ? listed.sort((a, b) => a.createdAt.localeCompare(b.createdAt)) : listed.sort(byNewest),
  };
}

/** The status asked for (pending by default); undefined for one that is none, which the server refuses (400). */
const statusOf = (request: Request): CorrectionStatus | undefined => {
  const asked = new URL(request.url).searchParams.get('status') ?? 'pending';
  return CORRECTION_STATUSES.find((status) => status === asked);
};

/**
 * Decides correction `id` by `change` (or answers what `change` answers instead); refused as the
 * server refuses a correction unknown or already decided. Answers `answer(decided)`.
 */
function decide(
  id: unknown,
  change: (correction: QueuedCorrection) => QueuedCorrection | Response,
  answer: (decided: QueuedCorrection) => Response,
): Response {
  const index = queue.findIndex((correction) => String(correction.id) === String(id));
  const found = queue[index];
  if (!found) return json({ message: CORRECTION_QUEUE_TEXTS.notFound }, 404);
  if (found.status !== 'pending') return json({ message: CORRECTION_QUEUE_TEXTS.alreadyDecided }, 409);
  const changed = change(found);
  if (changed instanceof Response) return changed;
  queue = queue.with(index, changed);
  return answer(changed);
}

const decidedNow = () => ({ decidedBy: DECIDING_EDITOR, decidedAt: new Date().toISOString() });

export const correctionQueue = {
  success: http.get(apiPaths.adminCorrections, ({ request }) => {
    const status = statusOf(request);
    return status ? json(queueOf(status)) : json({ message: 'Invalid querystring: status is not one of pending, accepted, rejected' }, 400);
  }),
  empty: http.get(apiPaths.adminCorrections, () => json({ pending: 0, corrections: [] })),
  error: http.get(apiPaths.adminCorrections, () => json({ message: 'The database could not be reached.' }, 500)),
  loading: http.get(apiPaths.adminCorrections, async () => {
    await delay('infinite');
    return json({});
  }),
};

export const correctionAccept = {
  /** The line replaced as a new revision of the hymn; refused for a line that is gone, as the server does. */
  success: http.post(apiRoutes.adminCorrectionAccept, async ({ params, request }) => {
    const { text } = (await request.json()) as { text?: string };
    return decide(
      params.id,
      (found) =>
        found.lineNow === null
          ? json({ message: CORRECTION_QUEUE_TEXTS.lineGone }, 409)
          : {
              ...found,
              ...decidedNow(),
              status: 'accepted',
              suggested: text ?? found.suggested,
              appliedRevision: found.currentRevision + 1,
            },
      // The hymn as saved, at its new revision.
      (decided) => json({ ...findContent(decided.contentId), revision: decided.appliedRevision }),
    );
  }),
  /** The hymn was saved meanwhile (409 with the conflict, as a save's): nothing decided. */
  savedMeanwhile: http.post(apiRoutes.adminCorrectionAccept, () =>
    json(
      {
        message: REVISION_TEXTS.conflict,
        revision: SAVED_MEANWHILE.revision,
        author: SAVED_MEANWHILE.author,
        savedAt: SAVED_MEANWHILE.savedAt,
        current: SAVED_MEANWHILE.current,
        changedSince: ['contentPrimary'],
      } satisfies ContentConflict,
      409,
    ),
  ),
  /** Someone decided it meanwhile. */
  alreadyDecided: http.post(apiRoutes.adminCorrectionAccept, () => json({ message: CORRECTION_QUEUE_TEXTS.alreadyDecided }, 409)),
};

export const correctionReject = {
  success: http.post(apiRoutes.adminCorrectionReject, async ({ params, request }) => {
    const { reason } = (await request.json()) as { reason: string };
    return decide(
      params.id,
      (found) => ({ ...found, ...decidedNow(), status: 'rejected', reason }),
      () => json({ message: CORRECTION_QUEUE_TEXTS.rejected }),
    );
  }),
};

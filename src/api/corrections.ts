import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditableContent } from '../model/admin';
import { apiPaths } from '../model/api-paths';
import { CORRECTION_FORM_TEXTS } from '../model/correctionTexts';
import type { CorrectionBody, CorrectionQueue, CorrectionStatus } from '../model/corrections';
import { ApiRequestError, apiFetch } from './client';
import { contentForEditQueryOptions } from './content';

/**
 * Readers' corrections of a hymn's line (src/model/corrections.ts): a reader suggests one
 * (`POST /public/api/corrections`), editors read the queue (`GET /api/admin/corrections?status=`)
 * and accept or reject each. The queue is never cached: two editors share it.
 */

interface FetchOptions {
  signal?: AbortSignal;
}

/** The server's answer to a stored correction (201): the thank-you. */
export interface CorrectionSent {
  message: string;
}

export function sendCorrection(body: CorrectionBody): Promise<CorrectionSent> {
  return apiFetch<CorrectionSent>(apiPaths.correctionCreate, { method: 'POST', body: JSON.stringify(body) });
}

export function useSendCorrection() {
  return useMutation({ mutationKey: ['corrections', 'send'] as const, mutationFn: sendCorrection });
}

/**
 * What the reader reads after a refused suggestion: the server's words (each field's reason, the
 * limit reached), else that it could not be sent; no answer at all: the connection.
 */
export function correctionFailureMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError) || error.status === 0) return CORRECTION_FORM_TEXTS.notSent;
  return error.serverMessage ?? CORRECTION_FORM_TEXTS.notSentAtAll;
}

export function getCorrectionQueue(status: CorrectionStatus, { signal }: FetchOptions = {}): Promise<CorrectionQueue> {
  return apiFetch<CorrectionQueue>(apiPaths.adminCorrectionsWith(status), { signal, cache: 'no-store' });
}

export function correctionQueueQueryOptions(status: CorrectionStatus) {
  return queryOptions({
    queryKey: ['corrections', status] as const,
    queryFn: ({ signal }) => getCorrectionQueue(status, { signal }),
    staleTime: 0,
  });
}

export function useCorrectionQueue(status: CorrectionStatus) {
  return useQuery(correctionQueueQueryOptions(status));
}

/**
 * How many corrections wait, for the admin navigation (once the editor is signed in): the pending
 * queue's count, asked again each few minutes while an editor works and whenever a decision is made.
 */
export function usePendingCorrections(enabled: boolean): number | undefined {
  return useQuery({ ...correctionQueueQueryOptions('pending'), enabled, select: (queue) => queue.pending, refetchInterval: 5 * 60_000 })
    .data;
}

export interface CorrectionDecision {
  id: number;
  contentId: number;
}

export interface AcceptRequest extends CorrectionDecision {
  /** The hymn's revision as the queue showed it. */
  revision: number;
  /** The line as the editor would have it, when they edited the reader's. */
  text?: string;
}

export function acceptCorrection({ id, revision, text }: AcceptRequest): Promise<EditableContent> {
  return apiFetch<EditableContent>(apiPaths.adminCorrectionAccept(id), {
    method: 'POST',
    body: JSON.stringify(text === undefined ? { revision } : { revision, text }),
  });
}

export interface RejectRequest extends CorrectionDecision {
  reason: string;
}

export function rejectCorrection({ id, reason }: RejectRequest): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(apiPaths.adminCorrectionReject(id), { method: 'POST', body: JSON.stringify({ reason }) });
}

/** After a decision, the queue (every status, and the count) and the hymn's own admin views are asked again. */
function useAfterDecision() {
  const queryClient = useQueryClient();
  return (_data: unknown, _error: unknown, { contentId }: CorrectionDecision) => {
    void queryClient.invalidateQueries({ queryKey: ['corrections'] });
    // The hymn's History (api/revisions.ts's keys; not imported here: it brings the schemas, which a
    // reader's Suggest a correction has no use for).
    void queryClient.invalidateQueries({ queryKey: ['revisions', String(contentId)] });
    void queryClient.invalidateQueries({ queryKey: contentForEditQueryOptions(contentId).queryKey });
  };
}

export function useAcceptCorrection() {
  return useMutation({ mutationKey: ['corrections', 'accept'] as const, mutationFn: acceptCorrection, onSettled: useAfterDecision() });
}

export function useRejectCorrection() {
  return useMutation({ mutationKey: ['corrections', 'reject'] as const, mutationFn: rejectCorrection, onSettled: useAfterDecision() });
}

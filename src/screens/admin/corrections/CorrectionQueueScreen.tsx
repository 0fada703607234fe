import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ApiRequestError } from '../../../api/client';
import { useAcceptCorrection, useCorrectionQueue, useRejectCorrection } from '../../../api/corrections';
import { useAppConfig } from '../../../device/AppConfigContext';
import { useDocumentTitle } from '../../../device/useDocumentTitle';
import { CorrectionCard } from '../../../components/CorrectionCard';
import { LoadState, StatusMessage } from '../../../components/StatusMessage';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { CORRECTION_STATUSES, type CorrectionStatus, type QueuedCorrection } from '../../../model/corrections';
import { pageTitle } from '../../../model/messages';
import { adminPaths, paths } from '../../../model/paths';
import { displayTitle } from '../../../model/title';
import { PageHeading } from '../../shared/PageHeading';
import { formatInstant } from '../formatInstant';

const TEXTS = ADMIN_TEXTS.corrections;

/** `?status=`: which corrections the queue shows (waiting ones unless said). */
export const CORRECTION_STATUS_PARAM = 'status';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 56rem;
`;

const Filters = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.tapTarget};
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }

  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Said = styled.p<{ $error: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ theme, $error }) => ($error ? theme.colors.error : theme.colors.text)};
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

function statusOf(asked: string | null): CorrectionStatus {
  return CORRECTION_STATUSES.find((status) => status === asked) ?? 'pending';
}

const hrefOf = (status: CorrectionStatus) =>
  status === 'pending' ? adminPaths.corrections : `${adminPaths.corrections}?${CORRECTION_STATUS_PARAM}=${status}`;

/** What the last decision came to, as the page says it. */
type Outcome = { error: boolean; text: string };

function failureOf(error: unknown): Outcome {
  // 409 for a hymn saved meanwhile: its body is the conflict (a revision), not a message an editor can act on.
  if (error instanceof ApiRequestError && error.status === 409 && typeof (error.body as { revision?: unknown })?.revision === 'number') {
    return { error: true, text: TEXTS.decisionConflict };
  }
  return { error: true, text: (error instanceof ApiRequestError && error.serverMessage) || TEXTS.decisionFailed };
}

/**
 * `/admin/corrections`: readers' suggested corrections (the waiting ones oldest first; `?status=`
 * accepted or rejected ones, newest first), each with its line's change marked, and Accept, Edit
 * and accept, Reject. A decision is said in a live region, and the queue (with the navigation's
 * count) is asked again after it.
 */
export function CorrectionQueueScreen() {
  const { siteName } = useAppConfig();
  useDocumentTitle(pageTitle.withSite(TEXTS.title, siteName));
  const [searchParams] = useSearchParams();
  const status = statusOf(searchParams.get(CORRECTION_STATUS_PARAM));
  const queue = useCorrectionQueue(status);
  const accept = useAcceptCorrection();
  const reject = useRejectCorrection();
  const [outcome, setOutcome] = useState<Outcome>();
  const deciding = accept.isPending ? accept.variables.id : reject.isPending ? reject.variables.id : undefined;

  const onAccept = (correction: QueuedCorrection, text?: string) => {
    setOutcome(undefined);
    accept.mutate(
      { id: correction.id, contentId: correction.contentId, revision: correction.currentRevision, text },
      {
        onSuccess: (saved) => setOutcome({ error: false, text: TEXTS.accepted(correction.id, saved.revision) }),
        onError: (error) => setOutcome(failureOf(error)),
      },
    );
  };
  const onReject = (correction: QueuedCorrection, reason: string) => {
    setOutcome(undefined);
    reject.mutate(
      { id: correction.id, contentId: correction.contentId, reason },
      {
        onSuccess: () => setOutcome({ error: false, text: TEXTS.rejected(correction.id) }),
        onError: (error) => setOutcome(failureOf(error)),
      },
    );
  };

  return (
    <Page>
      <PageHeading>{TEXTS.title}</PageHeading>
      <Filters aria-label={TEXTS.filterLabel}>
        <ul>
          {CORRECTION_STATUSES.map((shown) => (
            <li key={shown}>
              <Link to={hrefOf(shown)} aria-current={shown === status ? 'page' : undefined}>
                {TEXTS.filters[shown]}
                {shown === 'pending' && queue.data ? ` (${queue.data.pending})` : null}
              </Link>
            </li>
          ))}
        </ul>
      </Filters>
      <div role="status">{outcome ? <Said $error={outcome.error}>{outcome.text}</Said> : null}</div>
      {!queue.data ? (
        <LoadState status={queue.status} errorMessage={TEXTS.loadFailed} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />
      ) : queue.data.corrections.length === 0 ? (
        <StatusMessage>{TEXTS.empty[status]}</StatusMessage>
      ) : (
        <List>
          {queue.data.corrections.map((correction) => (
            <CorrectionCard
              key={correction.id}
              correction={correction}
              hymnTitle={displayTitle(correction.titlePrimary)}
              links={{
                edit: adminPaths.contentEdit(correction.contentId),
                history: adminPaths.contentHistory(correction.contentId),
                page: paths.content(correction.contentId),
              }}
              formatTime={formatInstant}
              busy={deciding === correction.id}
              onAccept={(text) => onAccept(correction, text)}
              onReject={(reason) => onReject(correction, reason)}
            />
          ))}
        </List>
      )}
    </Page>
  );
}

import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { isMissing } from '../../../api/client';
import { conflictOf, useContentHistory, useContentRevision, useRestoreContentRevision } from '../../../api/revisions';
import { useSubCategoryChoices } from '../../../api/subcategory';
import { useAppConfig } from '../../../device/AppConfigContext';
import { useDocumentTitle } from '../../../device/useDocumentTitle';
import { RevisionCompare } from '../../../components/RevisionCompare';
import { RevisionList } from '../../../components/RevisionList';
import { LoadState, StatusMessage } from '../../../components/StatusMessage';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { pageTitle } from '../../../model/messages';
import { adminPaths } from '../../../model/paths';
import type { ContentRecordField } from '../../../model/revisions';
import { PageHeading } from '../../shared/PageHeading';
import { CONTENT_FIELD_LABELS } from '../contentFieldLabels';
import { formatInstant } from '../formatInstant';

const TEXTS = ADMIN_TEXTS.revisions;

/** The route parameter of `/admin/content/{id}/history`. */
export const HISTORY_CONTENT_ID_PARAM = 'id';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 72rem;

  a {
    font-weight: 600;
  }
`;

/** The way back to the form, and what the last restore came to (a live region, there from the start). */
const Top = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Said = styled.p<{ $error: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ theme, $error }) => ($error ? theme.colors.error : theme.colors.text)};
`;

const fieldLabel = (field: ContentRecordField) => CONTENT_FIELD_LABELS[field];

/** What the last restore came to, as the page says it. */
type Outcome = { kind: 'restored'; restored: number; revision: number } | { kind: 'conflict' } | { kind: 'failed' };

const saidOf = (outcome: Outcome) =>
  outcome.kind === 'restored'
    ? TEXTS.restored(outcome.restored, outcome.revision)
    : outcome.kind === 'conflict'
      ? TEXTS.restoreConflict
      : TEXTS.restoreFailed;

/**
 * `/admin/content/{id}/history`: a hymn's revisions newest first (who, when, what changed, the
 * note), any two compared field by field with the changed words marked (the newest and the one
 * before it at first), and Restore this version, which saves that revision again as the newest.
 */
export function ContentHistoryScreen() {
  const { siteName } = useAppConfig();
  useDocumentTitle(pageTitle.withSite(TEXTS.historyTitle, siteName));
  const contentId = useParams()[HISTORY_CONTENT_ID_PARAM] ?? '';
  const headingId = useId();
  const history = useContentHistory(contentId);
  const choices = useSubCategoryChoices();
  const restore = useRestoreContentRevision();
  const [chosen, setChosen] = useState<{ from: number; to: number }>();
  const [outcome, setOutcome] = useState<Outcome>();

  const current = history.data?.revision ?? 1;
  // The newest and the one before it, until the editor chooses (a restore starts over).
  const { from, to } = chosen ?? { from: Math.max(1, current - 1), to: current };
  const before = useContentRevision(contentId, history.data ? from : undefined);
  const after = useContentRevision(contentId, history.data ? to : undefined);

  const shown = (field: ContentRecordField, value: string) =>
    field === 'subCategoryId' ? (choices.data?.find((choice) => String(choice.subCategoryId) === value)?.titlePrimary ?? value) : value;

  const onRestore = (revision: number) => {
    setOutcome(undefined);
    restore.mutate(
      { contentId, restore: revision, revision: current },
      {
        onSuccess: (saved) => {
          setChosen(undefined);
          setOutcome({ kind: 'restored', restored: revision, revision: saved.revision });
        },
        onError: (error) => setOutcome({ kind: conflictOf(error) ? 'conflict' : 'failed' }),
      },
    );
  };

  return (
    <Page>
      <PageHeading id={headingId} subtitle={history.data?.titlePrimary} subtitleLang="hi">
        {TEXTS.historyTitle}
      </PageHeading>
      <Top>
        <Link to={adminPaths.contentEdit(contentId)}>{TEXTS.backToEdit}</Link>
        <div role="status">{outcome ? <Said $error={outcome.kind !== 'restored'}>{saidOf(outcome)}</Said> : null}</div>
      </Top>
      {!history.data ? (
        history.status === 'error' && isMissing(history.error) ? (
          <StatusMessage tone="error">{ADMIN_TEXTS.adminForms.notFound}</StatusMessage>
        ) : (
          <LoadState
            status={history.status}
            errorMessage={TEXTS.historyLoadFailed}
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        )
      ) : (
        <>
          <RevisionList
            revisions={history.data.revisions}
            current={current}
            fieldLabel={fieldLabel}
            formatTime={formatInstant}
            restoring={restore.isPending ? restore.variables.restore : undefined}
            onRestore={onRestore}
          />
          <RevisionCompare
            revisions={history.data.revisions}
            from={from}
            to={to}
            onChange={(nextFrom, nextTo) => setChosen({ from: nextFrom, to: nextTo })}
            before={before.data?.record}
            after={after.data?.record}
            failed={before.status === 'error' || after.status === 'error'}
            fieldLabel={fieldLabel}
            shown={shown}
            formatTime={formatInstant}
          />
        </>
      )}
    </Page>
  );
}

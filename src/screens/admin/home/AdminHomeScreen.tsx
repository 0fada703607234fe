import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { isSignedOut } from '../../../api/auth';
import { subCategoriesQueryOptions } from '../../../api/subcategory';
import { useAppConfig } from '../../../device/AppConfigContext';
import { useDocumentTitle } from '../../../device/useDocumentTitle';
import { DataTable, type TableColumn } from '../../../components/PaginationTable';
import type { SubCategory } from '../../../model/entities';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { adminPaths } from '../../../model/paths';
import { visuallyHidden } from '../../../theme/visuallyHidden';
import { PageHeading } from '../../shared/PageHeading';
import { shorten } from '../content-list/shorten';

const Hidden = styled.span`
  ${visuallyHidden}
`;

const ShowContent = styled(Link)`
  font-weight: 600;
  white-space: nowrap;
`;

const texts = ADMIN_TEXTS.admin;

/** The sub-category table's columns (the spec's screens and routes): ID, Title Primary, Content Primary, 'Show Content'. */
const columns: readonly TableColumn<SubCategory>[] = [
  { key: 'id', header: texts.columns.id, narrow: true, cell: (row) => row.subCategoryId },
  { key: 'titlePrimary', header: ADMIN_TEXTS.adminForms.titlePrimary, rowHeader: true, lang: 'hi', cell: (row) => row.titlePrimary },
  { key: 'contentPrimary', header: ADMIN_TEXTS.adminForms.contentPrimary, lang: 'hi', cell: (row) => shorten(row.contentPrimary) },
  {
    key: 'showContent',
    header: texts.columns.actions,
    narrow: true,
    cell: (row) => (
      <ShowContent to={adminPaths.contentList(row.subCategoryId)}>
        {texts.home.showContent} {/* Each link's name says whose content it shows. */}
        <Hidden lang="hi">{row.titlePrimary}</Hidden>
      </ShowContent>
    ),
  },
];

/**
 * `/admin`: every sub-category, hidden ones included (the server answers so to a signed-in editor),
 * each with a link to its content list. Asked again at each visit, so a sub-category just added
 * is there. A failed load is only logged (the spec's error catalogue); the table then says it has no rows.
 */
export function AdminHomeScreen() {
  const { siteName } = useAppConfig();
  useDocumentTitle(texts.pageTitle(siteName));
  const headingId = useId();
  const { data, isPending, error } = useQuery({ ...subCategoriesQueryOptions(), staleTime: 0 });

  useEffect(() => {
    // A 401 is no failure to log: the session has ended, and RequireAdmin sends the editor to sign in.
    if (error && !isSignedOut(error)) console.error('Admin: the sub-category list could not be loaded.', error);
  }, [error]);

  return (
    <section aria-labelledby={headingId}>
      <PageHeading id={headingId}>{texts.home.heading}</PageHeading>
      <DataTable
        caption={texts.home.heading}
        captionHidden
        columns={columns}
        rows={data ?? []}
        rowKey={(row) => row.subCategoryId}
        loading={isPending}
        emptyMessage={texts.home.empty}
      />
    </section>
  );
}

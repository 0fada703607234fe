import { useEffect, useId } from 'react';
import { useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { isSignedOut } from '../../../api/auth';
import { useContentPage } from '../../../api/content';
import { useSubCategories } from '../../../api/subcategory';
import { useAppConfig } from '../../../device/AppConfigContext';
import { useDocumentTitle } from '../../../device/useDocumentTitle';
import { PaginationTable, pageCount, type TableColumn } from '../../../components/PaginationTable';
import { LoadState } from '../../../components/StatusMessage';
import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE, FIRST_PAGE, FLAG_LABELS, isFlag } from '../../../model/constants';
import type { Content } from '../../../model/entities';
import { MESSAGES } from '../../../model/messages';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { adminPaths, paths } from '../../../model/paths';
import { displayTitle } from '../../../model/title';
import { visuallyHidden } from '../../../theme/visuallyHidden';
import { PageHeading } from '../../shared/PageHeading';
import { shorten } from './shorten';

/**
 * The list's page and page size live in the URL (`?page=2&size=20`), so a reload, a bookmark or
 * Back shows the same page. `page` counts from 1 there, as 'Page N of M' says it; the API's page
 * counts from 0 (FIRST_PAGE). The defaults (the first page, 10 rows) are left out of the URL.
 */
export const LIST_PAGE_PARAM = 'page';
export const LIST_SIZE_PARAM = 'size';

/** The 0-based page the URL asks for; the first page for anything that is not a page number. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page - 1 : FIRST_PAGE;
}

/** The page size the URL asks for; the default for anything but 10, 20 or 50. */
export function sizeFromParam(value: string | null): number {
  const size = Number(value);
  return (ADMIN_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_ADMIN_PAGE_SIZE;
}

const texts = ADMIN_TEXTS.admin;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};

  a {
    font-weight: 600;
    white-space: nowrap;
  }
`;

/** Edit or Preview: opens in a new tab, and its name says which content and that it opens a tab. */
function NewTabLink({ href, label, title }: { href: string; label: string; title: string }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {label}{' '}
      <Hidden>
        <span lang="hi">{title}</span> {texts.newTab}
      </Hidden>
    </a>
  );
}

/** The table's columns (the spec's screens and routes): ID, Title Primary, Content Primary, Display Flag, Edit and Preview. */
const columns: readonly TableColumn<Content>[] = [
  { key: 'id', header: texts.columns.id, narrow: true, cell: (row) => row.contentId },
  { key: 'titlePrimary', header: ADMIN_TEXTS.adminForms.titlePrimary, rowHeader: true, lang: 'hi', cell: (row) => row.titlePrimary },
  { key: 'contentPrimary', header: ADMIN_TEXTS.adminForms.contentPrimary, lang: 'hi', cell: (row) => shorten(row.contentPrimary) },
  {
    key: 'displayFlag',
    header: ADMIN_TEXTS.adminForms.displayFlag,
    narrow: true,
    cell: (row) => texts.contentList.flag(row.displayFlag, isFlag(row.displayFlag) ? FLAG_LABELS[row.displayFlag] : undefined),
  },
  {
    key: 'actions',
    header: texts.columns.actions,
    narrow: true,
    cell: (row) => {
      const title = displayTitle(row.titlePrimary) || row.titlePrimary;
      return (
        <Actions>
          <NewTabLink href={adminPaths.contentEdit(row.contentId)} label={texts.contentList.edit} title={title} />
          <NewTabLink href={paths.content(row.contentId)} label={texts.contentList.preview} title={title} />
        </Actions>
      );
    },
  },
];

/**
 * `/admin/content/list/{scid}`, 'Content by Sub Category': the sub-category's content, hidden rows
 * included, one page at a time (the spec's screens and routes). The page and size change only when the editor
 * asks (Previous, Next, the size select, or a URL). A failed load shows the spec's error text and
 * is logged (the spec's error catalogue).
 */
export function ContentListScreen() {
  const { siteName } = useAppConfig();
  const headingId = useId();
  const { scid = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get(LIST_PAGE_PARAM));
  const size = sizeFromParam(params.get(LIST_SIZE_PARAM));
  const { data, error, isPending, isPlaceholderData, refetch, isFetching } = useContentPage(scid, page, size);
  const subCategories = useSubCategories();

  const title =
    subCategories.data?.find((subCategory) => String(subCategory.subCategoryId) === scid)?.titlePrimary ??
    data?.content[0]?.subCategory?.titlePrimary;
  useDocumentTitle(texts.pageTitle(siteName, title ? `${MESSAGES.contentBySubCategory}: ${title}` : MESSAGES.contentBySubCategory));

  useEffect(() => {
    // A 401 is no failure to log: the session has ended, and RequireAdmin sends the editor to sign in.
    if (error && !isSignedOut(error)) console.error(`Admin: the content of sub-category ${scid} could not be loaded.`, error);
  }, [error, scid]);

  const showPage = (nextPage: number, nextSize: number, replace = false) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (nextPage === FIRST_PAGE) updated.delete(LIST_PAGE_PARAM);
        else updated.set(LIST_PAGE_PARAM, String(nextPage + 1));
        if (nextSize === DEFAULT_ADMIN_PAGE_SIZE) updated.delete(LIST_SIZE_PARAM);
        else updated.set(LIST_SIZE_PARAM, String(nextSize));
        return updated;
      },
      { replace },
    );

  // A URL past the last page (rows were removed since it was shared) shows the last page instead.
  const lastPage = data && !isPlaceholderData ? pageCount(data.totalElements, size) - 1 : undefined;
  const pastTheEnd = lastPage !== undefined && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) showPage(lastPage, size, true);
  });

  let body;
  if (data === undefined && error) {
    body = <LoadState status="error" errorMessage={MESSAGES.subCategoryError} onRetry={() => void refetch()} retrying={isFetching} />;
  } else {
    body = (
      <PaginationTable
        caption={
          title ? (
            <>
              {MESSAGES.contentBySubCategory}: <span lang="hi">{title}</span>
            </>
          ) : (
            MESSAGES.contentBySubCategory
          )
        }
        captionHidden
        columns={columns}
        rows={pastTheEnd ? [] : (data?.content ?? [])}
        rowKey={(row) => row.contentId}
        loading={isPending || isPlaceholderData || pastTheEnd}
        emptyMessage={texts.contentList.empty}
        page={page}
        pageSize={size}
        totalElements={data?.totalElements ?? 0}
        onPageChange={(nextPage) => showPage(nextPage, size)}
        onPageSizeChange={(nextSize) => showPage(FIRST_PAGE, nextSize)}
      />
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <PageHeading id={headingId} subtitle={title} subtitleLang="hi">
        {MESSAGES.contentBySubCategory}
      </PageHeading>
      {body}
    </section>
  );
}

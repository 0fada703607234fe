import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { isMissing } from '../../api/client';
import { useContentBySubCategory, useSubCategory, type SubCategoryListPage } from '../../api/subcategory';
import { useAppConfig } from '../../device/AppConfigContext';
import { useDocumentTitle } from '../../device/useDocumentTitle';
import { ContentList } from '../../components/ContentList';
import { FoldedText } from '../../components/FoldedText';
import { ListPager } from '../../components/ListPager';
import { StatusMessage } from '../../components/StatusMessage';
import { SubCategoryImage } from '../../components/SubCategoryImage';
import type { SubCategory } from '../../model/entities';
import { isShownToVisitors, SUBCATEGORY_PAGE_SIZE } from '../../model/constants';
import { paths } from '../../model/paths';
import { isIdText, listPageOf } from '../../model/params';
import { MESSAGES, pageTitle, SITE_TEXTS } from '../../model/messages';
import { useNotSavedOffline } from '../../pwa/offlineQuery';
import { PageHeading } from '../shared/PageHeading';
import { WithoutData } from '../shared/WithoutData';

/**
 * The picture and the description. On a phone the picture is a thumbnail beside the description,
 * which folds after DESCRIPTION_LINES lines: the list of hymns, what readers came for, starts on
 * the first screen. From tablets up, the picture at its size beside the whole description.
 */
const Intro = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: ${({ theme }) => theme.space.lg};
    margin-bottom: ${({ theme }) => theme.space.xl};
  }
`;

const Picture = styled(SubCategoryImage)`
  width: min(7rem, 30vw);
  border-radius: ${({ theme }) => theme.radii.md};

  ${({ theme }) => theme.media.md} {
    width: 100%;
    max-width: 30rem;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Description = styled(FoldedText)`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** How many lines of a sub-category's description show before 'Read more'. */
const DESCRIPTION_LINES = 3;

const ListHeading = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `0 ${theme.space.sm}`};
  padding-bottom: ${({ theme }) => theme.space.xs};
  border-bottom: 2px solid ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const ListHeadingHi = styled.span`
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 400;
`;

const ListRange = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type HymnListQuery = Pick<UseQueryResult<SubCategoryListPage>, 'data' | 'status' | 'refetch' | 'isFetching'>;

/** The list's page (from 1) and where each page is. */
interface HymnListPaging {
  pageNumber: number;
  hrefFor: (pageNumber: number) => string;
}

/** The page of the list, or what is said instead: none yet, or no such page (with the way back). */
function HymnListBody({ page, paging, headingId }: { page: SubCategoryListPage; paging: HymnListPaging; headingId: string }) {
  const hymns = page.hymns.filter(isShownToVisitors);
  const pageCount = Math.max(1, Math.ceil(page.total / SUBCATEGORY_PAGE_SIZE));
  if (page.total === 0) return <StatusMessage>{SITE_TEXTS.subCategory.noHymnsYet}</StatusMessage>;
  if (page.hymns.length === 0) {
    return (
      <StatusMessage>
        {SITE_TEXTS.subCategory.pastTheEnd(pageCount)} <Link to={paging.hrefFor(1)}>{SITE_TEXTS.subCategory.firstPage}</Link>
      </StatusMessage>
    );
  }
  const first = (paging.pageNumber - 1) * SUBCATEGORY_PAGE_SIZE + 1;
  return (
    <>
      {pageCount > 1 ? <ListRange>{SITE_TEXTS.subCategory.shownRange(first, first + page.hymns.length - 1, page.total)}</ListRange> : null}
      <ContentList items={hymns} start={first} aria-labelledby={headingId} />
      <ListPager pageNumber={paging.pageNumber} pageCount={pageCount} hrefFor={paging.hrefFor} />
    </>
  );
}

/**
 * The hymns of the sub-category: 'Loading...', an error with 'Try again' (or, offline, that the list
 * was not saved for offline reading), 'none yet', or the list, a page (SUBCATEGORY_PAGE_SIZE
 * hymns) at a time with links to the other pages when it is longer.
 */
function HymnList({ query, notSaved, paging }: { query: HymnListQuery; notSaved: boolean; paging: HymnListPaging }) {
  const headingId = useId();
  const { status, refetch, isFetching } = query;

  // As on the home page: a failed background refetch keeps the list; the error shows only when
  // there is nothing to show.
  const body =
    query.data !== undefined ? (
      <HymnListBody page={query.data} paging={paging} headingId={headingId} />
    ) : (
      <WithoutData
        status={status}
        errorMessage={MESSAGES.subCategoryError}
        notSaved={notSaved}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );

  return (
    <section aria-labelledby={headingId}>
      <ListHeading id={headingId}>
        <span>{SITE_TEXTS.subCategory.listHeading}</span>
        <ListHeadingHi lang="hi">{SITE_TEXTS.subCategory.listHeadingHi}</ListHeadingHi>
      </ListHeading>
      {body}
    </section>
  );
}

function SubCategoryPage({
  subCategory,
  hymns,
  hymnsNotSaved,
  paging,
}: {
  subCategory: SubCategory;
  hymns: HymnListQuery;
  hymnsNotSaved: boolean;
  paging: HymnListPaging;
}) {
  const headingId = useId();
  const { titlePrimary, contentPrimary, subCategoryImage } = subCategory;
  return (
    <article aria-labelledby={headingId}>
      <PageHeading id={headingId}>
        <span lang="hi">{titlePrimary}</span>
      </PageHeading>
      <Intro>
        {/* Decorative: the heading names the sub-category. Above the fold, so not lazy. */}
        <Picture file={subCategoryImage} loading="eager" />
        {contentPrimary ? (
          <Description
            lang="hi"
            lines={DESCRIPTION_LINES}
            moreLabel={SITE_TEXTS.subCategory.readMore}
            lessLabel={SITE_TEXTS.subCategory.readLess}
          >
            {contentPrimary}
          </Description>
        ) : null}
      </Intro>
      <HymnList query={hymns} notSaved={hymnsNotSaved} paging={paging} />
    </article>
  );
}

/**
 * `/subcategory/{scid}` (the spec's screens and routes): the sub-category's primary title, its description with
 * its line breaks, its picture, and the titles of its hymns, each linking to the hymn.
 */
export function SubCategoryScreen() {
  const { scid } = useParams<'scid'>();
  const [searchParams] = useSearchParams();
  const { siteName } = useAppConfig();
  const query = useSubCategory(scid);
  const { data, status, error, refetch, isFetching } = query;
  // Asked for at the same time as the sub-category, not after it.
  const hymns = useContentBySubCategory(scid, listPageOf(searchParams));
  const paging: HymnListPaging = {
    pageNumber: listPageOf(searchParams) + 1,
    hrefFor: (pageNumber) => paths.subCategory(scid ?? '', pageNumber),
  };
  // No connection and no saved copy: said as such, instead of the error text (and both asked
  // again when the connection comes back).
  const notSaved = useNotSavedOffline(query);
  const hymnsNotSaved = useNotSavedOffline(hymns);
  // Not a sub-category's address at all ('/subcategory/abc'): nothing is asked for.
  const missing = data === undefined && (!isIdText(scid ?? '') || isMissing(error));

  useDocumentTitle(
    data !== undefined
      ? pageTitle.subCategory(data.titlePrimary, data.titleSecondary, siteName)
      : missing
        ? pageTitle.withSite(SITE_TEXTS.missing.subCategoryTitle, siteName)
        : notSaved
          ? pageTitle.withSite(SITE_TEXTS.offline.notSavedTitle, siteName)
          : status === 'error'
            ? pageTitle.withSite(MESSAGES.subCategoryError, siteName)
            : siteName,
  );

  const tryAgain = () => {
    void refetch();
    if (hymns.status === 'error') void hymns.refetch();
  };

  if (data !== undefined) return <SubCategoryPage subCategory={data} hymns={hymns} hymnsNotSaved={hymnsNotSaved} paging={paging} />;
  // Missing: unknown, hidden or not a sub-category's address at all (the server answered 404).
  return (
    <WithoutData
      status={status}
      errorMessage={MESSAGES.subCategoryError}
      notSaved={notSaved}
      missing={missing}
      missingText={SITE_TEXTS.missing.subCategory}
      onRetry={tryAgain}
      retrying={isFetching}
    />
  );
}

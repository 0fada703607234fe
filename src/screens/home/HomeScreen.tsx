import { useId } from 'react';
import { useSubCategories } from '../../api/subcategory';
import { useAppConfig } from '../../device/AppConfigContext';
import { useDocumentTitle } from '../../device/useDocumentTitle';
import { Card } from '../../components/Card';
import { CardGrid } from '../../components/CardGrid';
import { StatusMessage } from '../../components/StatusMessage';
import { isShownToVisitors } from '../../model/constants';
import { MESSAGES, pageTitle, SITE_TEXTS } from '../../model/messages';
import { useNotSavedOffline } from '../../pwa/offlineQuery';
import { PageHeading } from '../shared/PageHeading';
import { WithoutData } from '../shared/WithoutData';

/** `/`: every sub-category as a card (the spec's screens and routes). */
export function HomeScreen() {
  const { siteName } = useAppConfig();
  useDocumentTitle(pageTitle.home(siteName));
  const headingId = useId();
  const query = useSubCategories();
  const { status, refetch, isFetching } = query;
  const data = query.data?.filter(isShownToVisitors);
  // No connection and no saved copy: said as such, instead of the error text.
  const notSaved = useNotSavedOffline(query);

  // A failed background refetch leaves `status` at 'error' but keeps `data`: the cards stay. The
  // error shows only when there is nothing to show, and 'Loading...' only before the first answer.
  let body;
  if (data !== undefined) {
    body =
      data.length === 0 ? (
        <StatusMessage>{SITE_TEXTS.noBhajansYet}</StatusMessage>
      ) : (
        <CardGrid aria-labelledby={headingId}>
          {data.map((subCategory, index) => (
            <Card key={subCategory.subCategoryId} subCategory={subCategory} imageLoading={index === 0 ? 'eager' : 'lazy'} />
          ))}
        </CardGrid>
      );
  } else {
    body = (
      <WithoutData
        status={status}
        errorMessage={MESSAGES.homeError}
        notSaved={notSaved}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <PageHeading id={headingId} subtitle={SITE_TEXTS.homeHeadingHi} subtitleLang="hi">
        {SITE_TEXTS.homeHeading}
      </PageHeading>
      {body}
    </section>
  );
}

import { useId } from 'react';
import { useSubCategories } from '../../api/subcategory';
import { useAppConfig } from '../../app/AppConfigContext';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Card } from '../../components/Card';
import { CardGrid } from '../../components/CardGrid';
import { StatusAction, StatusMessage } from '../../components/StatusMessage';
import { NO_BHAJANS_YET } from '../../components/texts';
import { MESSAGES, pageTitle } from '../../model/messages';
import { PageHeading } from '../shared/PageHeading';
import { TRY_AGAIN } from '../shared/texts';
import { HOME_HEADING, HOME_HEADING_HI } from './texts';

/** `/`: every sub-category as a card (product-spec §2). */
export function HomeScreen() {
  const { siteName } = useAppConfig();
  useDocumentTitle(pageTitle.home(siteName));
  const headingId = useId();
  const { data, status, refetch, isFetching } = useSubCategories();

  // A failed background refetch leaves `status` at 'error' but keeps `data`: the cards stay. The
  // error shows only when there is nothing to show, and 'Loading...' only before the first answer.
  let body;
  if (data !== undefined) {
    body =
      data.length === 0 ? (
        <StatusMessage>{NO_BHAJANS_YET}</StatusMessage>
      ) : (
        <CardGrid aria-labelledby={headingId}>
          {data.map((subCategory, index) => (
            <Card key={subCategory.subCategoryId} subCategory={subCategory} imageLoading={index === 0 ? 'eager' : 'lazy'} />
          ))}
        </CardGrid>
      );
  } else if (status === 'error') {
    body = (
      <StatusMessage
        tone="error"
        action={
          <StatusAction type="button" onClick={() => void refetch()} disabled={isFetching}>
            {TRY_AGAIN}
          </StatusAction>
        }
      >
        {MESSAGES.homeError}
      </StatusMessage>
    );
  } else {
    body = <StatusMessage>{MESSAGES.loading}</StatusMessage>;
  }

  return (
    <section aria-labelledby={headingId}>
      <PageHeading id={headingId} subtitle={HOME_HEADING_HI} subtitleLang="hi">
        {HOME_HEADING}
      </PageHeading>
      {body}
    </section>
  );
}

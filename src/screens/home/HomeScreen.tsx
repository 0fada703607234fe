import { useId } from 'react';
import { useSubCategories } from '../../api/subcategory';
import { useAppConfig } from '../../app/AppConfigContext';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Card } from '../../components/Card';
import { CardGrid } from '../../components/CardGrid';
import { StatusAction, StatusMessage } from '../../components/StatusMessage';
import { MESSAGES, pageTitle } from '../../model/messages';
import { PageHeading } from '../shared/PageHeading';
import { TRY_AGAIN } from '../shared/texts';
import { HOME_EMPTY, HOME_HEADING, HOME_HEADING_HI } from './texts';

/** `/`: every sub-category as a card (product-spec §2). */
export function HomeScreen() {
  const { siteName } = useAppConfig();
  useDocumentTitle(pageTitle.home(siteName));
  const headingId = useId();
  const { data, status, refetch, isFetching } = useSubCategories();

  let body;
  if (status === 'pending') {
    body = <StatusMessage>{MESSAGES.loading}</StatusMessage>;
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
  } else if (data.length === 0) {
    body = <StatusMessage>{HOME_EMPTY}</StatusMessage>;
  } else {
    body = (
      <CardGrid aria-labelledby={headingId}>
        {data.map((subCategory, index) => (
          <Card key={subCategory.subCategoryId} subCategory={subCategory} imageLoading={index === 0 ? 'eager' : 'lazy'} />
        ))}
      </CardGrid>
    );
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

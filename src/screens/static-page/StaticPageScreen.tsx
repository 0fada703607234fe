import { useEffect, useId } from 'react';
import { useParams } from 'react-router';
import { isMissing } from '../../api/client';
import { useStaticPage } from '../../api/static-page';
import { useAppConfig } from '../../device/AppConfigContext';
import { useDocumentTitle } from '../../device/useDocumentTitle';
import { HtmlContent } from '../../components/HtmlContent';
import { LangText } from '../../components/LangText';
import { StatusMessage } from '../../components/StatusMessage';
import type { StaticPage } from '../../model/entities';
import { MESSAGES, pageTitle } from '../../model/messages';
import { isPageName } from '../../model/params';
import { NotFoundScreen } from '../not-found/NotFoundScreen';
import { PageHeading } from '../shared/PageHeading';

function Loading() {
  const { siteName } = useAppConfig();
  useDocumentTitle(siteName);
  return <StatusMessage>{MESSAGES.loadingData}</StatusMessage>;
}

function StaticPageView({ page }: { page: StaticPage }) {
  const { siteName, mediaBaseUrl } = useAppConfig();
  useDocumentTitle(pageTitle.withSite(page.titlePrimary, siteName));
  const headingId = useId();
  return (
    <article aria-labelledby={headingId}>
      <PageHeading id={headingId}>
        <LangText>{page.titlePrimary}</LangText>
      </PageHeading>
      <HtmlContent html={page.contentPrimary} baseUrl={mediaBaseUrl} />
    </article>
  );
}

/**
 * `/page/{pagename}` (the spec's screens and routes): a page written by the editors, its HTML sanitised and its
 * base-URL placeholder replaced by the API base. 'Loading data...' until it has loaded; a failed
 * call is only logged and the page stays on 'Loading data...' (the spec's error catalogue). A page the server
 * does not know (404) is not a passing failure, so it is the app's 'Page not found'.
 */
export function StaticPageScreen() {
  const { pagename } = useParams<'pagename'>();
  const { data, error } = useStaticPage(pagename);
  const missing = data === undefined && (!isPageName(pagename ?? '') || isMissing(error));

  useEffect(() => {
    // A warning, not an error: the page handles it as the spec asks, by staying on 'Loading data...'.
    if (error && !missing) console.warn(`Static page "${pagename}" could not be loaded:`, error);
  }, [error, missing, pagename]);

  if (!pagename || missing) return <NotFoundScreen />;
  if (data === undefined) return <Loading />;
  return <StaticPageView page={data} />;
}

import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useSearch } from '../../api/search';
import { useAppConfig } from '../../device/AppConfigContext';
import { useDocumentTitle } from '../../device/useDocumentTitle';
import { ContentList } from '../../components/ContentList';
import { LangText } from '../../components/LangText';
import { StatusMessage } from '../../components/StatusMessage';
import { MESSAGES, pageTitle, SITE_TEXTS } from '../../model/messages';
import { searchTermOf } from '../../model/params';
import { SEARCH_RESULT_LINK_STATE } from '../../model/paths';
import { PageHeading } from '../shared/PageHeading';

/** 'Showing results for {term}' around the term, so that the term can carry its own language. */
const MARK = '\u0000';
const [SHOWING_BEFORE, SHOWING_AFTER = ''] = MESSAGES.searchShowing(MARK).split(MARK);

/** Centred, above the centred results. */
const Heading = styled(PageHeading)`
  text-align: center;
`;

/**
 * `/search?query=term` (the spec's screens and routes): 'Showing results for {term}', then the hymns found as
 * centred links, 'No results found', or 'Loading...'. The search runs only for a term that is not
 * blank; without one the page asks for a term. A failed search is only logged (the spec's error catalogue):
 * the reader sees 'No results found'. A result's link tells the hymn page that a search led there
 * (SEARCH_RESULT_LINK_STATE), so its view counts as a click on a search result.
 */
export function SearchScreen() {
  const [searchParams] = useSearchParams();
  const term = searchTermOf(searchParams);
  const { siteName } = useAppConfig();
  useDocumentTitle(pageTitle.withSite(term ? SITE_TEXTS.search.pageTitle(term) : SITE_TEXTS.search.heading, siteName));
  const headingId = useId();
  const { data, status, error } = useSearch(term);

  useEffect(() => {
    // A warning, not an error: the page handles it, as the spec asks, by showing no results.
    if (error) console.warn(`Search for "${term}" failed:`, error);
  }, [error, term]);

  if (!term) {
    return (
      <section aria-labelledby={headingId}>
        <Heading id={headingId}>{SITE_TEXTS.search.heading}</Heading>
        <StatusMessage>{SITE_TEXTS.search.hint}</StatusMessage>
      </section>
    );
  }

  let body;
  if (data !== undefined && data.response.docs.length > 0) {
    body = <ContentList items={data.response.docs} variant="centred" linkState={SEARCH_RESULT_LINK_STATE} aria-labelledby={headingId} />;
  } else if (data !== undefined || status === 'error') {
    body = <StatusMessage>{MESSAGES.searchEmpty}</StatusMessage>;
  } else {
    body = <StatusMessage>{MESSAGES.loading}</StatusMessage>;
  }

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>
        {SHOWING_BEFORE}
        <LangText>{term}</LangText>
        {SHOWING_AFTER}
      </Heading>
      {body}
    </section>
  );
}

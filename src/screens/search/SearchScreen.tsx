import { useEffect, useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useSearch } from '../../api/search';
import { useAppConfig } from '../../device/AppConfigContext';
import { useReadingSettings } from '../../device/readingSettings';
import { useDocumentTitle } from '../../device/useDocumentTitle';
import { ContentList } from '../../components/ContentList';
import { LangText } from '../../components/LangText';
import { MarkedText } from '../../components/MarkedText';
import { StatusMessage } from '../../components/StatusMessage';
import type { SearchDoc } from '../../model/entities';
import { MESSAGES, pageTitle, SITE_TEXTS } from '../../model/messages';
import { searchTermOf } from '../../model/params';
import { SEARCH_RESULT_LINK_STATE } from '../../model/paths';
import { useScriptConverter } from '../shared/scriptConversion';
import { PageHeading } from '../shared/PageHeading';
import { isConvertedScript, lineInScript } from './lineInScript';

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
 *
 * Under a result found in its lyrics (not in its title, which the link shows), the line the words
 * were found in, the words marked: in the reader's script where they chose one, as the hymn page
 * shows the lyrics (lineInScript; the converter is fetched only then, and the server's page, like
 * the page being hydrated, shows the line as written).
 */
export function SearchScreen() {
  const [searchParams] = useSearchParams();
  const term = searchTermOf(searchParams);
  const { siteName } = useAppConfig();
  useDocumentTitle(pageTitle.withSite(term ? SITE_TEXTS.search.pageTitle(term) : SITE_TEXTS.search.heading, siteName));
  const headingId = useId();
  const { data, status, error } = useSearch(term);
  const [{ script }] = useReadingSettings();
  const docs = data?.response.docs;
  const converter = useScriptConverter(isConvertedScript(script) && Boolean(docs?.some((doc) => doc.matchedLine?.field === 'lyrics')));
  // Converted once per answer and script, not at each render of the page.
  const shownLines = useMemo(
    () =>
      new Map(
        docs?.flatMap(({ contentId, matchedLine }) => (matchedLine ? [[contentId, lineInScript(matchedLine, script, converter)]] : [])),
      ),
    [docs, script, converter],
  );

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
  if (docs !== undefined && docs.length > 0) {
    const matchedLine = ({ contentId }: SearchDoc) => {
      const shown = shownLines.get(contentId);
      return shown ? <MarkedText text={shown.text} marks={shown.marks} lang={shown.lang} /> : null;
    };
    body = (
      <ContentList
        items={docs}
        variant="centred"
        linkState={SEARCH_RESULT_LINK_STATE}
        renderDetail={matchedLine}
        aria-labelledby={headingId}
      />
    );
  } else if (docs !== undefined || status === 'error') {
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

import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchCalls } from '../../../mocks/handlers/search';
import * as stories from '../../../stories/screens/Search.stories';
import { MESSAGES, SITE_TEXTS } from '../../model/messages';
import { paths, ROUTE_PATTERNS } from '../../model/paths';
import { renderApp } from '../../test/renderApp';
import { SearchScreen } from './SearchScreen';

const {
  Results,
  LatinResults,
  LyricLines,
  LyricLinesAtNight,
  LyricLinesInScript,
  TermTrimmed,
  NoResults,
  Loading,
  SpinnerStops,
  Error: ErrorStory,
  NetworkError,
  NoTerm,
  BlankTerm,
  SearchAgain,
  FollowResult,
  ResultClickCounted,
} = composeStories(stories);

describe('Search screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the results for a Devanagari or a Latin term as centred links to the hymns', async () => {
    await Results.run();
    await LatinResults.run();
  });

  it('shows under each result found in its lyrics the line it was found in, its words marked, by day and by night', async () => {
    await LyricLines.run();
    await LyricLinesAtNight.run();
  });

  it("shows the lines in the reader's script, the same words marked", async () => {
    await LyricLinesInScript.run();
  });

  it('searches for the term without the spaces around it', async () => {
    await TermTrimmed.run();
  });

  it("says 'No results found' when nothing matches", async () => {
    await NoResults.run();
  });

  it("says 'Loading...' and spins the Search button while the search runs, and stops after", async () => {
    await Loading.run();
    await SpinnerStops.run();
  });

  it("only logs a failed search: the reader sees 'No results found'", async () => {
    await ErrorStory.run();
    await NetworkError.run();
  });

  it('runs no search without a term, and says how to search', async () => {
    await NoTerm.run();
    await BlankTerm.run();
  });

  it('searches again from the results page, and opens a hymn from a result', async () => {
    await SearchAgain.run();
    await FollowResult.run();
  });

  it('counts the view of a hymn opened from a result as a click on a search result', async () => {
    await ResultClickCounted.run();
  });

  it('asks the server once for a term shown again within the freshness time', async () => {
    searchCalls.reset();
    const router = renderApp([{ path: ROUTE_PATTERNS.search, element: <SearchScreen /> }], paths.searchFor('राम'));
    await screen.findAllByRole('link');
    await router.navigate(paths.search);
    expect(await screen.findByText(SITE_TEXTS.search.hint)).toBeInTheDocument();
    await router.navigate(paths.searchFor('राम'));
    await screen.findAllByRole('link');
    expect(searchCalls.terms).toEqual(['राम']);
    await waitFor(() => expect(screen.queryByText(MESSAGES.loading)).not.toBeInTheDocument());
  });
});

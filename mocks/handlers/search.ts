import { delay, http, HttpResponse } from 'msw';
import { apiPaths, SEARCH_TERM_PARAM } from '../../src/model/api-paths';
import { MESSAGES } from '../../src/model/messages';
import { searchFixture, suggestionsFixture } from '../fixtures/search';

/**
 * `GET /api/content/search?term=…`. The default searches the fixture hymns; the variants give every
 * state a story or test needs. Override with `parameters.msw.handlers.search`.
 */

/** The terms the mock API was asked for, in order. Call `reset()` before each use (a story's `beforeEach`). */
export const searchCalls = {
  terms: [] as string[],
  reset() {
    searchCalls.terms = [];
  },
};

function record(request: Request): string {
  const term = new URL(request.url).searchParams.get(SEARCH_TERM_PARAM) ?? '';
  searchCalls.terms.push(term);
  return term;
}

export const search = {
  success: http.get(apiPaths.search, ({ request }) => HttpResponse.json(searchFixture(record(request)))),
  /** Nothing found, whatever the term. */
  empty: http.get(apiPaths.search, ({ request }) => {
    record(request);
    return HttpResponse.json(searchFixture(''));
  }),
  /** A non-OK answer. */
  error: http.get(apiPaths.search, ({ request }) => {
    record(request);
    return HttpResponse.json({ message: MESSAGES.somethingWentWrong }, { status: 500 });
  }),
  /** No answer at all (the network failed). */
  networkError: http.get(apiPaths.search, ({ request }) => {
    record(request);
    return HttpResponse.error();
  }),
  loading: http.get(apiPaths.search, async ({ request }) => {
    record(request);
    await delay('infinite');
    return HttpResponse.json(searchFixture(''));
  }),
};

/** `GET /api/content/suggest?term=…`: titles from the fixtures; or none. */
export const suggestions = {
  success: http.get(apiPaths.suggestions, ({ request }) =>
    HttpResponse.json(suggestionsFixture(new URL(request.url).searchParams.get(SEARCH_TERM_PARAM) ?? '')),
  ),
  empty: http.get(apiPaths.suggestions, () => HttpResponse.json(suggestionsFixture(''))),
};

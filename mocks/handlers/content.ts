import { delay, http, HttpResponse } from 'msw';
import { apiPaths, apiRoutes, CONTENT_IDS_PARAM, CONTENT_IDS_SEPARATOR, CONTENT_VIEW_SOURCE_PARAM } from '../../src/model/api-paths';
import type { ContentTitle } from '../../src/model/entities';
import { isIdText } from '../../src/model/params';
import { MESSAGES } from '../../src/model/messages';
import { findContent } from '../fixtures/content';

/**
 * The hymn page's calls: `GET /api/content/v3/{id}`, `POST /api/content/v3/analytics/{id}` and
 * `GET /api/getmore/audio/{contentId}`; and a shared list's, `GET /api/content/titles?ids=`. The
 * defaults answer from the fixtures; the named variants give every state a story or test needs.
 * Stories override one endpoint with `parameters.msw.handlers.contentDetail` (or
 * `contentAnalytics`, `audioPlay`, `contentTitles`).
 */

/**
 * What the hymn page asked the mock API, in order: detail requests (id and `sid`), content views
 * (ids as sent, and each view's `source`, null without one) and audio plays (ids as sent). Call
 * `reset()` before each use (a story's `beforeEach`).
 */
export const contentCalls = {
  details: [] as { id: string; sid: string | null }[],
  views: [] as string[],
  viewSources: [] as (string | null)[],
  audioPlays: [] as string[],
  /** The `ids` of each titles call, as sent. */
  titles: [] as string[],
  reset() {
    contentCalls.details = [];
    contentCalls.titles = [];
    contentCalls.views = [];
    contentCalls.viewSources = [];
    contentCalls.audioPlays = [];
  },
};

function recordView(request: Request, id: unknown) {
  contentCalls.views.push(String(id));
  contentCalls.viewSources.push(new URL(request.url).searchParams.get(CONTENT_VIEW_SOURCE_PARAM));
}

function recordDetail(request: Request, id: unknown) {
  contentCalls.details.push({ id: String(id), sid: new URL(request.url).searchParams.get('sid') });
}

const notFound = () => HttpResponse.json({ message: 'Content not found' }, { status: 404 });
const serverError = () => HttpResponse.json({ message: MESSAGES.somethingWentWrong }, { status: 500 });

export const contentDetail = {
  /** The fixture hymn with that id; 404 for any other id (as for a hidden one). */
  success: http.get(apiRoutes.contentDetail, ({ request, params }) => {
    recordDetail(request, params.id);
    const content = findContent(String(params.id));
    return content ? HttpResponse.json(content) : notFound();
  }),
  /** Unknown or hidden from visitors, whatever the id. */
  notFound: http.get(apiRoutes.contentDetail, ({ request, params }) => {
    recordDetail(request, params.id);
    return notFound();
  }),
  error: http.get(apiRoutes.contentDetail, ({ request, params }) => {
    recordDetail(request, params.id);
    return serverError();
  }),
  loading: http.get(apiRoutes.contentDetail, async ({ request, params }) => {
    recordDetail(request, params.id);
    await delay('infinite');
    return notFound();
  }),
};

/** The ids a titles call asks for, as the server reads them; undefined for any it would refuse (400). */
function recordTitles(request: Request): number[] | undefined {
  const ids = new URL(request.url).searchParams.get(CONTENT_IDS_PARAM) ?? '';
  contentCalls.titles.push(ids);
  const parts = ids.split(CONTENT_IDS_SEPARATOR);
  return parts.every(isIdText) ? parts.map(Number) : undefined;
}

export const contentTitles = {
  /** The titles of the fixture hymns among the ids, in the order asked, each once; others left out. */
  success: http.get(apiPaths.contentTitles, ({ request }) => {
    const ids = recordTitles(request);
    if (!ids) return HttpResponse.json({ message: `Invalid querystring: ${CONTENT_IDS_PARAM} must be ids` }, { status: 400 });
    const titles: ContentTitle[] = [...new Set(ids)].flatMap((id) => {
      const content = findContent(id);
      return content ? [{ contentId: content.contentId, titlePrimary: content.titlePrimary }] : [];
    });
    return HttpResponse.json(titles);
  }),
  error: http.get(apiPaths.contentTitles, ({ request }) => {
    recordTitles(request);
    return serverError();
  }),
  loading: http.get(apiPaths.contentTitles, async ({ request }) => {
    recordTitles(request);
    await delay('infinite');
    return serverError();
  }),
};

export const contentAnalytics = {
  success: http.post(apiRoutes.contentAnalytics, ({ request, params }) => {
    recordView(request, params.id);
    return new HttpResponse(null, { status: 204 });
  }),
  /** The count is lost; the reader must not notice. */
  error: http.post(apiRoutes.contentAnalytics, ({ request, params }) => {
    recordView(request, params.id);
    return serverError();
  }),
};

export const audioPlay = {
  success: http.get(apiRoutes.audioPlay, ({ params }) => {
    contentCalls.audioPlays.push(String(params.contentId));
    return new HttpResponse(null, { status: 204 });
  }),
  error: http.get(apiRoutes.audioPlay, ({ params }) => {
    contentCalls.audioPlays.push(String(params.contentId));
    return serverError();
  }),
};

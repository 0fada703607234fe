import { delay, http, HttpResponse } from 'msw';
import { apiRoutes, CONTENT_VIEW_SOURCE_PARAM } from '../../src/model/api-paths';
import { MESSAGES } from '../../src/model/messages';
import { findContent } from '../fixtures/content';

/**
 * The hymn page's calls: `GET /api/content/v3/{id}`, `POST /api/content/v3/analytics/{id}` and
 * `GET /api/getmore/audio/{contentId}`. The defaults answer from the fixtures; the named variants
 * give every state a story or test needs. Stories override one endpoint with
 * `parameters.msw.handlers.contentDetail` (or `contentAnalytics`, `audioPlay`).
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
  reset() {
    contentCalls.details = [];
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

import { AUTH_TEXTS } from '../../src/model/authTexts';
import { delay, http, HttpResponse } from 'msw';
import { apiRoutes } from '../../src/model/api-paths';
import { DEFAULT_ADMIN_PAGE_SIZE, FIRST_PAGE } from '../../src/model/constants';
import { MESSAGES } from '../../src/model/messages';
import { adminContentPage } from '../fixtures/admin';
import { mockSession } from './auth';

/**
 * The admin content list's call: `GET /api/content/get/{scid}?page&size`. Stories override it with
 * `parameters.msw.handlers.contentPage`. (The admin home's list, signed in, is
 * `subCategoryAll.withHidden` in ./subcategory.ts.)
 *
 * `contentPageCalls` records the page and size of each content-page request; reset it in the
 * story's `beforeEach`.
 */
export const contentPageCalls = {
  requests: [] as { scid: string; page: number; size: number }[],
  reset() {
    contentPageCalls.requests = [];
  },
};

const serverError = () => HttpResponse.json({ message: MESSAGES.somethingWentWrong }, { status: 500 });
const signedOut = () => HttpResponse.json({ message: AUTH_TEXTS.signedOut }, { status: 401 });
const forever = async () => {
  await delay('infinite');
  return serverError();
};

type Params = Record<string, string | readonly string[] | undefined>;

function record(request: Request, params: Params) {
  const query = new URL(request.url).searchParams;
  const call = {
    scid: String(params.scid),
    page: Number(query.get('page') ?? FIRST_PAGE),
    size: Number(query.get('size') ?? DEFAULT_ADMIN_PAGE_SIZE),
  };
  contentPageCalls.requests.push(call);
  return call;
}

const onePage = ({ request, params }: { request: Request; params: Params }) => {
  const { scid, page, size } = record(request, params);
  return HttpResponse.json(adminContentPage(scid, page, size));
};

/** How long `contentPage.slow` takes per page: long enough to see the table busy. */
export const SLOW_PAGE_MS = 800;

export const contentPage = {
  /** The fixture list's page (empty for an unknown sub-category, as the server answers). */
  success: http.get(apiRoutes.contentPage, onePage),
  /** Each page after SLOW_PAGE_MS. */
  slow: http.get(apiRoutes.contentPage, async (info) => {
    await delay(SLOW_PAGE_MS);
    return onePage(info);
  }),
  empty: http.get(apiRoutes.contentPage, ({ request, params }) => {
    record(request, params);
    return HttpResponse.json({ content: [], totalElements: 0 });
  }),
  error: http.get(apiRoutes.contentPage, ({ request, params }) => {
    record(request, params);
    return serverError();
  }),
  /** The session has ended (401). */
  signedOut: http.get(apiRoutes.contentPage, ({ request, params }) => {
    record(request, params);
    return signedOut();
  }),
  /** The session ends now (it expired, or the editor signed out in another tab): 401 from here on. */
  endsSession: http.get(apiRoutes.contentPage, ({ request, params }) => {
    record(request, params);
    mockSession.signedIn = false;
    return signedOut();
  }),
  loading: http.get(apiRoutes.contentPage, ({ request, params }) => {
    record(request, params);
    return forever();
  }),
};

/** The first page at once, every later one never: the table keeps the first page while it waits. */
export const contentPageStallsAfterFirst = http.get(apiRoutes.contentPage, (info) => {
  const { scid, page, size } = record(info.request, info.params);
  return page === FIRST_PAGE ? HttpResponse.json(adminContentPage(scid, page, size)) : forever();
});

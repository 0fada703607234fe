import { delay, http, HttpResponse } from 'msw';
import type { Content } from '../../src/model/entities';
import { apiPaths, apiRoutes, LIST_PAGE_PARAM, TOTAL_COUNT_HEADER } from '../../src/model/api-paths';
import { MESSAGES } from '../../src/model/messages';
import { contentListFor, contentListPage, LONG_LIST_SUBCATEGORY_ID, veryLongList } from '../fixtures/subcategory-content';
import { hiddenSubCategories, navItems, noImageSubCategory, subCategories, subCategoriesWithoutImages } from '../fixtures/subcategories';

/**
 * `GET /api/subcategory/getAll` and `GET /api/subcategory/getNav`. The defaults answer with the
 * fixtures; the named variants give every state a story or test needs.
 * Stories override one endpoint with `parameters.msw.handlers.subcategoryAll` (or `…Nav`).
 */
const { subCategoryAll: GET_ALL, subCategoryNav: GET_NAV } = apiPaths;

/** A 500 with the `{ message }` body every API error carries. */
const serverError = () => HttpResponse.json({ message: MESSAGES.somethingWentWrong }, { status: 500 });

export const subCategoryAll = {
  success: http.get(GET_ALL, () => HttpResponse.json(subCategories)),
  noImages: http.get(GET_ALL, () => HttpResponse.json(subCategoriesWithoutImages)),
  empty: http.get(GET_ALL, () => HttpResponse.json([])),
  /** As a signed-in editor gets it: the hidden (N) and under-review (R) rows too. */
  withHidden: http.get(GET_ALL, () => HttpResponse.json([...subCategories, ...hiddenSubCategories])),
  error: http.get(GET_ALL, serverError),
  loading: http.get(GET_ALL, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
};

/**
 * A handler that gives its answers in turn, the last one from then on. Call `reset()` before each
 * use (a story's `beforeEach`), so that the sequence starts again.
 */
function inTurn(path: string, ...answers: ((info: { request: Request }) => Response)[]) {
  let calls = 0;
  return {
    handler: http.get(path, ({ request }) => answers[Math.min(calls++, answers.length - 1)]!({ request })),
    reset: () => {
      calls = 0;
    },
  };
}

const allSubCategories = () => HttpResponse.json(subCategories);

/** Fails the first time, then answers with the fixtures (for 'Try again'). */
export const subCategoryAllErrorOnce = inTurn(GET_ALL, serverError, allSubCategories);

/** Answers with the fixtures the first time, then fails (a background refetch that fails while the page shows the cards). */
export const subCategoryAllFailsAfterFirst = inTurn(GET_ALL, allSubCategories, serverError);

export const subCategoryNav = {
  success: http.get(GET_NAV, () => HttpResponse.json(navItems)),
  empty: http.get(GET_NAV, () => HttpResponse.json([])),
  error: http.get(GET_NAV, serverError),
  loading: http.get(GET_NAV, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
};

const notFound = () => HttpResponse.json({ message: 'Sub-category not found' }, { status: 404 });
const forever = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

const oneSubCategory = ({ params }: { params: Record<string, string | readonly string[] | undefined> }) => {
  const subCategory = subCategories.find((s) => String(s.subCategoryId) === String(params.scid));
  return subCategory ? HttpResponse.json(subCategory) : notFound();
};

/**
 * `GET /api/subcategory/{scid}`: the fixture sub-category with that id, 404 for any other id (as
 * for a hidden one). Override with `parameters.msw.handlers.subcategoryOne`.
 */
export const subCategoryOne = {
  success: http.get(apiRoutes.subCategory, oneSubCategory),
  /** Whatever the id, the sub-category without an image. */
  noImage: http.get(apiRoutes.subCategory, () => HttpResponse.json(noImageSubCategory)),
  notFound: http.get(apiRoutes.subCategory, notFound),
  error: http.get(apiRoutes.subCategory, serverError),
  loading: http.get(apiRoutes.subCategory, forever),
};

/** Fails the first time, then answers (for 'Try again'). */
export const subCategoryOneErrorOnce = inTurn(apiRoutes.subCategory, serverError, () => HttpResponse.json(subCategories[0]!));

/** Answers the first time, then fails (a background refetch that fails while the page is shown). */
export const subCategoryOneFailsAfterFirst = inTurn(apiRoutes.subCategory, () => HttpResponse.json(subCategories[0]!), serverError);

/** How many hymns the very long list has: three pages and a bit. */
export const VERY_LONG_LIST_LENGTH = 321;

/** A list's page as the server answers it: the page the request asks for, the total in a header. */
function listAnswer(list: readonly Content[], request: Request) {
  const page = Number(new URL(request.url).searchParams.get(LIST_PAGE_PARAM) ?? 0);
  const { hymns, total } = contentListPage(list, page);
  return HttpResponse.json(hymns, { headers: { [TOTAL_COUNT_HEADER]: String(total) } });
}

/**
 * `GET /api/content/sccache/{scid}`: the sub-category page's list, from the fixtures (empty for an
 * unknown id). Override with `parameters.msw.handlers.subcategoryContent`.
 */
export const contentBySubCategory = {
  success: http.get(apiRoutes.contentBySubCategory, ({ params, request }) => listAnswer(contentListFor(String(params.scid)), request)),
  /** Whatever the id, the long list. */
  long: http.get(apiRoutes.contentBySubCategory, ({ request }) => listAnswer(contentListFor(LONG_LIST_SUBCATEGORY_ID), request)),
  /** Whatever the id, a list of VERY_LONG_LIST_LENGTH hymns: several pages. */
  veryLong: http.get(apiRoutes.contentBySubCategory, ({ request }) => listAnswer(veryLongList(VERY_LONG_LIST_LENGTH), request)),
  empty: http.get(apiRoutes.contentBySubCategory, ({ request }) => listAnswer([], request)),
  notFound: http.get(apiRoutes.contentBySubCategory, notFound),
  error: http.get(apiRoutes.contentBySubCategory, serverError),
  loading: http.get(apiRoutes.contentBySubCategory, forever),
};

/** The first sub-category's list the first time, then failures. */
export const contentBySubCategoryFailsAfterFirst = inTurn(
  apiRoutes.contentBySubCategory,
  ({ request }) => listAnswer(contentListFor(subCategories[0]!.subCategoryId), request),
  serverError,
);

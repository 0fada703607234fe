import { delay, http, HttpResponse } from 'msw';
import { apiPaths, apiRoutes } from '../../src/model/api-paths';
import { MESSAGES } from '../../src/model/messages';
import { contentListFor, LONG_LIST_SUBCATEGORY_ID } from '../fixtures/subcategory-content';
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
function inTurn(path: string, ...answers: (() => Response)[]) {
  let calls = 0;
  return {
    handler: http.get(path, () => answers[Math.min(calls++, answers.length - 1)]!()),
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

/**
 * `GET /api/content/sccache/{scid}`: the sub-category page's list, from the fixtures (empty for an
 * unknown id). Override with `parameters.msw.handlers.subcategoryContent`.
 */
export const contentBySubCategory = {
  success: http.get(apiRoutes.contentBySubCategory, ({ params }) => HttpResponse.json(contentListFor(String(params.scid)))),
  /** Whatever the id, the long list. */
  long: http.get(apiRoutes.contentBySubCategory, () => HttpResponse.json(contentListFor(LONG_LIST_SUBCATEGORY_ID))),
  empty: http.get(apiRoutes.contentBySubCategory, () => HttpResponse.json([])),
  notFound: http.get(apiRoutes.contentBySubCategory, notFound),
  error: http.get(apiRoutes.contentBySubCategory, serverError),
  loading: http.get(apiRoutes.contentBySubCategory, forever),
};

/** The first sub-category's list the first time, then failures. */
export const contentBySubCategoryFailsAfterFirst = inTurn(
  apiRoutes.contentBySubCategory,
  () => HttpResponse.json(contentListFor(subCategories[0]!.subCategoryId)),
  serverError,
);

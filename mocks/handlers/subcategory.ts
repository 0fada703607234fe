import { delay, http, HttpResponse } from 'msw';
import { apiPaths, apiRoutes } from '../../src/model/api-paths';
import { MESSAGES } from '../../src/model/messages';
import { navItems, subCategories, subCategoriesWithoutImages } from '../fixtures/subcategories';

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

/** `GET /api/subcategory/{scid}` (stub: the sub-category page work fills in variants). */
export const subCategoryOne = {
  success: http.get(apiRoutes.subCategory, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
};

/** `GET /api/content/sccache/{scid}`: the sub-category page's list (stub). */
export const contentBySubCategory = {
  success: http.get(apiRoutes.contentBySubCategory, () => HttpResponse.json([])),
};

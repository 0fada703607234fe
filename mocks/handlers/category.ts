import { delay, http, HttpResponse } from 'msw';
import { FIELD_REASONS } from '../../src/model/admin';
import { apiPaths } from '../../src/model/api-paths';
import { MESSAGES } from '../../src/model/messages';
import { categories } from '../fixtures/categories';
import { saveHandlers } from './admin-forms';

/**
 * Categories: `GET /api/category/getAll` (the sub-category form's chooser) and `POST /api/category`
 * (the category form). Stories override them with `parameters.msw.handlers.categoryAll` and
 * `…categoryCreate`; the POST variants record the body they were sent (`savedBodies` in ./admin-forms.ts).
 */

export const categoryAll = {
  success: http.get(apiPaths.categoryAll, () => HttpResponse.json(categories)),
  empty: http.get(apiPaths.categoryAll, () => HttpResponse.json([])),
  error: http.get(apiPaths.categoryAll, () => HttpResponse.json({ message: MESSAGES.somethingWentWrong }, { status: 500 })),
  loading: http.get(apiPaths.categoryAll, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
};

/** The reasons `categoryCreate.fieldErrors` gives. */
export const CATEGORY_FIELD_REASONS = {
  titlePrimary: FIELD_REASONS.required,
  displayFlag: FIELD_REASONS.categoryFlag,
};

/** The id the mock gives a new category. */
export const NEW_CATEGORY_ID = 11;

export const categoryCreate = saveHandlers(
  apiPaths.category,
  (body) => HttpResponse.json({ ...(body as object), categoryId: NEW_CATEGORY_ID }, { status: 201 }),
  CATEGORY_FIELD_REASONS,
);

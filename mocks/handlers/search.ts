import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../src/model/api-paths';

/** `GET /api/content/search?term=…` (stub: the search work fills in fixtures and variants). */
export const search = {
  success: http.get(apiPaths.search, () => HttpResponse.json({ response: { numFound: 0, docs: [] } })),
};

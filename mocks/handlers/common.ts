import { http, HttpResponse } from 'msw';
import { apiRoutes } from '../../src/model/api-paths';

/** `GET /api/common/{pagename}` (stub: the static-page work fills in fixtures and variants). */
export const staticPage = {
  success: http.get(apiRoutes.staticPage, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
};

import { http, HttpResponse } from 'msw';
import { apiRoutes } from '../../src/model/api-paths';

/**
 * The hymn page's calls: `GET /api/content/v3/{id}`, `POST /api/content/v3/analytics/{id}` and
 * `GET /api/getmore/audio/{contentId}`. (Stub: the content-page work fills in fixtures and variants.)
 */
export const contentDetail = {
  success: http.get(apiRoutes.contentDetail, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
};

export const contentAnalytics = {
  success: http.post(apiRoutes.contentAnalytics, () => new HttpResponse(null, { status: 204 })),
};

export const audioPlay = {
  success: http.get(apiRoutes.audioPlay, () => new HttpResponse(null, { status: 204 })),
};

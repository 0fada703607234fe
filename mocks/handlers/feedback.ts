import { http, HttpResponse } from 'msw';
import { apiPaths } from '../../src/model/api-paths';

/** `GET /public/api/feedback/create?…` (stub: the feedback work fills in variants). */
export const feedbackCreate = {
  success: http.get(apiPaths.feedbackCreate, () => new HttpResponse(null, { status: 201 })),
};

import { delay, http, HttpResponse } from 'msw';
import { apiRoutes } from '../../src/model/api-paths';
import { MESSAGES } from '../../src/model/messages';
import { aboutPage, staticPages } from '../fixtures/static-pages';

/**
 * `GET /api/common/{pagename}`: the fixture page with that name, 404 for any other name. Override
 * with `parameters.msw.handlers.staticPage`.
 */
const notFound = () => HttpResponse.json({ message: 'Page not found' }, { status: 404 });

export const staticPage = {
  success: http.get(apiRoutes.staticPage, ({ params }) => {
    const page = staticPages[String(params.pagename)];
    return page ? HttpResponse.json(page) : notFound();
  }),
  notFound: http.get(apiRoutes.staticPage, notFound),
  error: http.get(apiRoutes.staticPage, () => HttpResponse.json({ message: MESSAGES.somethingWentWrong }, { status: 500 })),
  loading: http.get(apiRoutes.staticPage, async () => {
    await delay('infinite');
    return HttpResponse.json(aboutPage);
  }),
};

/**
 * For search engines: `/robots.txt` (keeps them out of the admin area and the API, names the
 * sitemap) and the sitemap, `/sitemap.xml` (an index of its parts) and `/sitemap-{n}.xml`. Kept in
 * memory and dropped the moment a hymn, sub-category or static page changes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATH_PREFIXES } from '../../src/model/api-paths';
import { adminPaths, ROBOTS_TXT_PATH, SITEMAP_PATH } from '../../src/model/paths';
import type { Database } from '../db/connect';
import { cacheForCatalogue } from '../http/caching';
import { errorResponses, notFound, SITEMAP_PART_NOT_FOUND_MESSAGE } from '../http/errors';
import { sitemapPartParamsSchema } from '../../src/model/requests';
import { siteOrigin } from '../http/site-origin';
import { SITEMAP_TAG } from '../services/cache';
import { listSitemapEntries, sitemapIndexXml, sitemapParts, sitemapXml } from '../services/sitemap';

export interface CrawlerRoutesOptions {
  db: Database;
  siteUrl: string;
}

const XML_TYPE = 'application/xml; charset=utf-8';

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    `Disallow: ${adminPaths.home}`,
    ...API_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}

export const crawlerRoutes: FastifyPluginAsyncZod<CrawlerRoutesOptions> = async (app, { db, siteUrl }) => {
  const keptInMemory = { tags: () => [SITEMAP_TAG] };

  // Unset SITE_URL: these name the address each request came to.
  const originFromRequest = !siteUrl;

  app.get(ROBOTS_TXT_PATH, { config: { keptInMemory }, schema: { response: errorResponses } }, async (request, reply) =>
    cacheForCatalogue(reply, { originFromRequest })
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(siteOrigin(request, siteUrl))),
  );

  app.get(SITEMAP_PATH, { config: { keptInMemory }, schema: { response: errorResponses } }, async (request, reply) => {
    const parts = sitemapParts(await listSitemapEntries(db));
    return cacheForCatalogue(reply, { originFromRequest })
      .type(XML_TYPE)
      .send(sitemapIndexXml(siteOrigin(request, siteUrl), parts));
  });

  app.get(
    '/sitemap-:part.xml',
    {
      config: { keptInMemory },
      schema: {
        params: sitemapPartParamsSchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const parts = sitemapParts(await listSitemapEntries(db));
      const part = parts[request.params.part - 1];
      if (!part) throw notFound(SITEMAP_PART_NOT_FOUND_MESSAGE);
      return cacheForCatalogue(reply, { originFromRequest })
        .type(XML_TYPE)
        .send(sitemapXml(siteOrigin(request, siteUrl), part));
    },
  );
};

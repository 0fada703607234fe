/**
 * The site's address, as pages, previews, the sitemap and robots.txt name it: SITE_URL, or when
 * that is unset the address the request came to (its protocol and host, as Fastify reads them,
 * from the proxy's X-Forwarded-* headers behind a trusted one). Answers that name it are kept in
 * memory under that address too (see app.ts), so one request's host never shows in another's page.
 */
import type { FastifyRequest } from 'fastify';

export function siteOrigin(request: FastifyRequest, siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '') || `${request.protocol}://${request.host}`;
}

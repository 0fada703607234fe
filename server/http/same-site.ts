/**
 * Refuses (403 JSON) calls that change state when the browser says another site sent them: the
 * second wall against cross-site request forgery, behind the session cookie's SameSite=Lax.
 *
 * A POST/PUT/PATCH/DELETE to an API route (`/api/…`, `/public/api/…`) is refused when
 * - `Sec-Fetch-Site` is anything but `same-origin` or `none` (`none`: the user's own action, such
 *   as a bookmark). `same-site` is refused too: a sibling host on the same domain (another app, or
 *   a forgotten subdomain someone took over) is still another origin, and the admin screens only
 *   ever call their own origin;
 * - an `Origin` header is present and names another host than the one the request was sent to
 *   (Host, or X-Forwarded-Host from a trusted proxy). `Origin: null` (sandboxed frames, some
 *   redirects) names no host and is refused.
 * Requests with neither header (curl, server to server, old browsers) pass: they cannot have been
 * forged by a page in a browser that sends them.
 *
 * Hosts are compared (with their ports) rather than whole origins: behind a TLS proxy that is not
 * in TRUST_PROXY the request looks like plain HTTP although the page was HTTPS, and comparing
 * schemes would refuse every real call. A page on http:// of the same host is told apart by
 * browsers anyway (`Sec-Fetch-Site: cross-site`, and the cookie is not sent to it).
 */
import { AUTH_TEXTS } from '../../src/model/authTexts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { HttpError } from './errors';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const GUARDED_PATH_PREFIXES = ['/api/', '/public/api/'] as const;
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

/** `host[:port]` as a URL spells it (lower case, the scheme's default port left out), or undefined. */
function hostOf(url: string): string | undefined {
  try {
    const { host } = new URL(url);
    return host || undefined;
  } catch {
    return undefined;
  }
}

/** Whether the browser said this request comes from another site (or another origin on this one). */
export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && !ALLOWED_FETCH_SITES.has(fetchSite.toLowerCase())) return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const originHost = hostOf(origin);
  return originHost === undefined || originHost !== hostOf(`${request.protocol}://${request.host}`);
}

/**
 * Call on the root instance, before the routes (and before registerSessions, so a refused request
 * costs no session lookup). Which route a request reached is read from the router's match rather
 * than the raw URL, since the router decodes it: `/%61pi/…` reaches `/api/…`.
 */
export function registerSameSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING_METHODS.has(request.method)) return;
    const route = request.routeOptions.url;
    if (route === undefined || !GUARDED_PATH_PREFIXES.some((prefix) => route.startsWith(prefix))) return;
    if (isCrossSite(request)) {
      request.log.info({ origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] }, 'refused a cross-site request');
      throw new HttpError(403, AUTH_TEXTS.crossSite);
    }
  });
}

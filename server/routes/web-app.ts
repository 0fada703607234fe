/**
 * The built browser app from dist/: hashed assets cached for a year, other files in dist/ for an
 * hour, and the pages:
 * - every public page rendered on the server (services/page-render.ts): complete in its first HTML
 *   answer, with its status (404 for a page, hymn or sub-category the site has not got, 503 when
 *   the database cannot be reached), its head and the data the browser takes over with;
 * - the admin area's pages as the built index.html (with this deployment's AppConfig filled in),
 *   which the browser renders itself (they are behind the sign-in, and not for search engines).
 *
 * The installable site: the web app manifest (WEB_MANIFEST_URL), written from this deployment's
 * configuration, and the service worker (SERVICE_WORKER_URL, dist/sw.js), which browsers must
 * revalidate on every visit so that a new version is found at once.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATH_PREFIXES } from '../../src/model/api-paths';
import type { AppConfig } from '../../src/model/config';
import { SITE_TEXTS } from '../../src/model/messages';
import { SERVICE_WORKER_URL, WEB_APP_ICONS, WEB_MANIFEST_URL } from '../../src/model/offline';
import { ADMIN_ROUTES, matchRoute, pageAddress, paths } from '../../src/model/paths';
import { colors, type RenderedPage } from '../../src/ssr';
import { isFile } from '../fs';
import { cacheNever, cachePublicly, pageCaching } from '../http/caching';
import { errorResponses, notFoundHandler, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/errors';
import { siteOrigin } from '../http/site-origin';
import { contentTag, subCategoryTag, type CacheRegistry } from '../services/cache';
import type { EventRecorder } from '../services/events';
import { injectedApi, pageHtml, readBuildManifest, type RenderPage } from '../services/page-render';
import { pagePolicy } from '../http/security-headers';
import { pageTemplateFile } from '../services/page-template';
import { recordVisit, type RawVisits, type VisitEvent } from '../http/visits';

export interface WebAppRoutesOptions {
  distDir: string;
  appConfig: AppConfig;
  /** The server renderer of the same build; without one, public pages are left to the browser too. */
  renderPage?: RenderPage;
  /** Where a page view's visit is recorded (a sub-category page, a search). */
  events: EventRecorder;
  /** The same for a page answered from memory. */
  rawVisits: RawVisits;
  /** The instance's cache registry: the filled index.html is forgotten on the admin's refresh. */
  caches?: CacheRegistry;
}

/**
 * What a rendered page shows, so that it is dropped from memory when that changes (its hymn, the
 * hymns of its sub-category, a shared list's hymns; the navigation on every page changes with any
 * sub-category, and drops everything); undefined for a page that is not kept: search results (each
 * search is run and counted), an incomplete page (part of its data failed), the not-found page.
 */
export function pageTags(
  page: Pick<RenderedPage, 'route' | 'params' | 'listedContentIds' | 'complete' | 'status'>,
): readonly string[] | undefined {
  const { route, params } = page;
  if (!page.complete || page.status !== 200 || route === undefined || route === 'search' || ADMIN_ROUTES.has(route)) return undefined;
  if (route === 'content') return [contentTag(Number(params.id))];
  if (route === 'subCategory') return [subCategoryTag(Number(params.scid))];
  return page.listedContentIds.map(contentTag);
}

/** Launchers show at most about this many characters under an icon. */
export const SHORT_NAME_MAX_LENGTH = 12;
/** Browsers fetch the manifest now and then; a changed SITE_NAME reaches them within a day. */
const MANIFEST_MAX_AGE_SECONDS = 24 * 60 * 60;
export const WEB_MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';

function graphemes(text: string): string[] {
  return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);
}

/**
 * The name under the icon on a home screen: the site name when it is short enough (counted in
 * letters as a reader sees them, so Devanagari's combined signs count once), else as many of its
 * leading words as fit ('Bhajan Sangrah' → 'Bhajan'), else its first letters.
 */
export function webAppShortName(siteName: string): string {
  const name = siteName.trim().replace(/\s+/g, ' ');
  if (graphemes(name).length <= SHORT_NAME_MAX_LENGTH) return name;
  let short = '';
  for (const word of name.split(' ')) {
    const longer = short ? `${short} ${word}` : word;
    if (graphemes(longer).length > SHORT_NAME_MAX_LENGTH) break;
    short = longer;
  }
  return short || graphemes(name).slice(0, SHORT_NAME_MAX_LENGTH).join('');
}

/** The web app manifest (https://www.w3.org/TR/appmanifest/) for this deployment. */
export function webAppManifest(appConfig: AppConfig) {
  const icon = ({ src, size }: { src: string; size: number }, purpose: 'any' | 'maskable') => ({
    src,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: paths.home,
    name: appConfig.siteName,
    short_name: webAppShortName(appConfig.siteName),
    description: SITE_TEXTS.siteDescription,
    // As index.html's <html lang>: the chrome is English, the hymns carry their own lang="hi".
    lang: 'en',
    dir: 'ltr',
    start_url: paths.home,
    scope: paths.home,
    display: 'standalone',
    // The navigation bar's colour (index.html's theme-color), and the page's behind the splash screen.
    theme_color: colors.header,
    background_color: colors.background,
    icons: [icon(WEB_APP_ICONS.any192, 'any'), icon(WEB_APP_ICONS.any512, 'any'), icon(WEB_APP_ICONS.maskable512, 'maskable')],
  };
}

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname === '/public/api' || API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Browsers navigating send text/html; curl sends exactly a wildcard; image or script requests do not qualify. */
function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept?.trim();
  return !accept || accept === '*/*' || accept.includes('text/html');
}

/** The Fastify instance this plugin is given, for the routes declared outside it. */
type WebApp = Parameters<FastifyPluginAsyncZod<WebAppRoutesOptions>>[0];

/** Whether a path names a file of dist/ that is sent as it is (not index.html, nothing hidden, nothing outside dist/). */
async function isUnhashedFile(root: string, relative: string): Promise<boolean> {
  if (!relative || relative === 'index.html' || relative.split('/').some((segment) => segment.startsWith('.'))) return false;
  const file = path.resolve(root, relative);
  const isInside = file.startsWith(root + path.sep);
  return isInside && (await isFile(file));
}

/** How a rendered page may be kept (by browsers and by this server), from what it turned out to be. */
function setRenderedPageHeaders(reply: FastifyReply, page: RenderedPage, appConfig: AppConfig): void {
  reply.code(page.status).type('text/html; charset=utf-8');
  if (page.status === 503 || !page.complete) cacheNever(reply);
  else if (page.status !== 200) reply.header('cache-control', 'no-cache');
  else pageCaching(reply, { counted: page.visit !== undefined, originFromRequest: !appConfig.siteUrl });
  if (page.status === 503) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
}

/** The build's files with caching rules of their own: the hashed assets, the web app manifest, the service worker. */
async function registerBuildFiles(app: WebApp, root: string, appConfig: AppConfig): Promise<void> {
  // Vite's hashed output: a changed file gets a new name, so it may be cached for good.
  await app.register(fastifyStatic, {
    root: path.join(root, 'assets'),
    prefix: '/assets/',
    index: false,
    // Listed in the OpenAPI document like every other route.
    schemaHide: false,
    dotfiles: 'ignore',
    maxAge: '365d',
    immutable: true,
    // The build writes .br and .gz beside each script and style sheet (scripts/vite/precompress.ts).
    preCompressed: true,
  });

  const webManifest = JSON.stringify(webAppManifest(appConfig));
  app.get(WEB_MANIFEST_URL, { schema: { response: errorResponses } }, async (_request, reply) =>
    cachePublicly(reply, MANIFEST_MAX_AGE_SECONDS).type(WEB_MANIFEST_TYPE).send(webManifest),
  );

  // Checked by the browser on every navigation (no-cache: revalidated with its ETag, a 304 when unchanged).
  const serviceWorkerFile = SERVICE_WORKER_URL.slice(1);
  app.get(SERVICE_WORKER_URL, { schema: { response: errorResponses } }, async (_request, reply) => {
    if (!(await isFile(path.join(root, serviceWorkerFile)))) {
      return cacheNever(reply.code(404)).send({ message: 'The service worker has not been built: run `npm run build`.' });
    }
    return reply.header('cache-control', 'no-cache').sendFile(serviceWorkerFile, root, { cacheControl: false });
  });
}

export const webAppRoutes: FastifyPluginAsyncZod<WebAppRoutesOptions> = async (
  app,
  { distDir, appConfig, renderPage, events, rawVisits, caches },
) => {
  const root = path.resolve(distDir);
  const templates = pageTemplateFile(path.join(root, 'index.html'), appConfig);
  let buildManifest = await readBuildManifest(root);
  const unregister = caches?.register('page-template', async () => {
    templates.clear();
    buildManifest = await readBuildManifest(root);
  });
  app.addHook('onClose', async () => unregister?.());
  const api = injectedApi(app);

  await registerBuildFiles(app, root, appConfig);

  // What a rendered page is kept with: its tags, and the visit it counts (a sub-category's page),
  // counted again whenever it is answered from memory.
  const rendered = new WeakMap<object, { tags: readonly string[] | undefined; visit: VisitEvent | undefined }>();
  const keptInMemory = {
    htmlOnly: true,
    // Only pages this route rendered (not its files, nor the admin area's page).
    tags: (request: FastifyRequest) => rendered.get(request)?.tags,
    onServe: (request: FastifyRequest) => {
      const visit = rendered.get(request)?.visit;
      return visit ? (raw: Parameters<RawVisits>[0]) => rawVisits(raw, visit) : undefined;
    },
  };

  app.get<{ Params: { '*': string } }>('/*', { config: { keptInMemory }, schema: { response: errorResponses } }, async (request, reply) => {
    const pathname = `/${request.params['*']}`;
    if (isApiPath(pathname)) return notFoundHandler(request, reply);

    // Unhashed files at dist/'s top level and below (favicon, robots.txt, manifest, icons).
    const relative = pathname.slice(1);
    if (await isUnhashedFile(root, relative)) {
      return reply.sendFile(relative, root, { maxAge: '1h', immutable: false });
    }

    if (!acceptsHtml(request)) return notFoundHandler(request, reply);
    const template = await templates.get();
    if (!template) {
      return cacheNever(reply.code(404)).send({ message: 'The web app has not been built: run `npm run build` (or use `npm run dev`).' });
    }
    // The address as it was asked for, still encoded, as the browser's router will read it.
    const queryStart = request.url.indexOf('?');
    const rawPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const route = matchRoute(rawPath);
    if ((route && ADMIN_ROUTES.has(route)) || !renderPage) {
      // Revalidated on every visit (ETag from the shared hook, for 200 only), so a new build shows at once.
      return reply
        .code(route ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(template.shell);
    }

    const search = new URLSearchParams(queryStart === -1 ? '' : request.url.slice(queryStart + 1));
    const page = await renderPage({
      url: pageAddress(rawPath, search, route),
      config: appConfig,
      origin: siteOrigin(request, appConfig.siteUrl),
      api,
    });
    if (page.visit) recordVisit(events, request, page.visit);
    const tags = pageTags(page);
    rendered.set(request, { tags, visit: page.visit });
    setRenderedPageHeaders(reply, page, appConfig);
    const filled = pageHtml(template, page, buildManifest);
    // The page's own policy: the site's policy with its loader script's hash (security-headers.ts).
    reply.header('content-security-policy', pagePolicy(appConfig.mediaBaseUrl, filled.scriptHashes));
    return reply.send(filled.html);
  });
};

/**
 * The built browser app from dist/: hashed assets cached for a year, other files in dist/ for an
 * hour, and index.html (with this deployment's AppConfig filled in) for every other page a browser
 * asks for, so client-side routes work on reload (SPA fallback). A path that is none of the app's
 * routes (ROUTE_PATTERNS) gets the same page with status 404: the app shows 'Page not found', and
 * crawlers and link checkers see a 404 too.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../src/model/config';
import { isKnownRoute } from '../../src/model/paths';
import { isFile } from '../fs';
import { cacheNever } from '../http/caching';
import { notFoundHandler } from '../http/errors';
import { createAppShell, shellRequestFor } from '../services/app-shell';
import type { CacheRegistry } from '../services/cache';
import { errorResponses } from './schemas';

export interface WebAppRoutesOptions {
  distDir: string;
  appConfig: AppConfig;
  /** The instance's cache registry: the filled index.html is forgotten on the admin's refresh. */
  caches?: CacheRegistry;
}

const API_PREFIXES = ['/api/', '/public/api/'];

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname === '/public/api' || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Browsers navigating send text/html; curl sends exactly a wildcard; image or script requests do not qualify. */
function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept?.trim();
  return !accept || accept === '*/*' || accept.includes('text/html');
}

export const webAppRoutes: FastifyPluginAsync<WebAppRoutesOptions> = async (app, { distDir, appConfig, caches }) => {
  const root = path.resolve(distDir);
  const shell = createAppShell(path.join(root, 'index.html'), appConfig);
  const unregister = caches?.register('app-shell', () => shell.clear());
  app.addHook('onClose', async () => unregister?.());

  // Vite's hashed output: a changed file gets a new name, so it may be cached for good.
  await app.register(fastifyStatic, {
    root: path.join(root, 'assets'),
    prefix: '/assets/',
    index: false,
    dotfiles: 'ignore',
    maxAge: '365d',
    immutable: true,
    // The build writes .br and .gz beside each script and style sheet (scripts/vite/precompress.ts).
    preCompressed: true,
  });

  app.get<{ Params: { '*': string } }>('/*', { schema: { response: errorResponses } }, async (request, reply) => {
    const pathname = `/${request.params['*']}`;
    if (isApiPath(pathname)) return notFoundHandler(request, reply);

    // Unhashed files at dist/'s top level and below (favicon, robots.txt, manifest, icons).
    const relative = pathname.slice(1);
    if (relative && relative !== 'index.html' && !relative.split('/').some((segment) => segment.startsWith('.'))) {
      const file = path.resolve(root, relative);
      const isInside = file.startsWith(root + path.sep);
      if (isInside && (await isFile(file))) {
        return reply.sendFile(relative, root, { maxAge: '1h', immutable: false });
      }
    }

    if (!acceptsHtml(request)) return notFoundHandler(request, reply);
    const queryStart = request.url.indexOf('?');
    const page = shellRequestFor(pathname, queryStart === -1 ? '' : request.url.slice(queryStart));
    const html = await shell.html(page.variant, page.preloads);
    if (html === undefined) {
      return cacheNever(reply.code(404)).send({ message: 'The web app has not been built: run `npm run build` (or use `npm run dev`).' });
    }
    // Revalidated on every visit (ETag from the shared hook, for 200 only), so a new build shows at once.
    return reply
      .code(isKnownRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
};

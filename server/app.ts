/**
 * The HTTP application: `buildApp(deps)` returns a Fastify instance with every route registered and
 * nothing listening, so tests build it too and call `app.inject`.
 */
import { availableParallelism } from 'node:os';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type onRouteHookHandler,
} from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/connect';
import { cacheNever, registerEtags } from './http/caching';
import { clientAddressOf } from './http/client-address';
import { cacheKeyOf, registerResponseCaching } from './http/response-caching';
import { registerErrorHandling } from './http/errors';
import { registerContracts } from './http/contracts';
import { registerSameSiteGuard } from './http/same-site';
import { registerSecurityHeaders } from './http/security-headers';
import { databaseSessions, registerSessions, sessionTokenInHeader, type Sessions } from './http/session';
import { createAddressBudget, type AddressBudget } from './http/address-budget';
import { registerLoadShedding, type LoadSheddingOptions } from './http/load-shedding';
import { createMediaStorage } from './services/create-media-storage';
import type { MediaStorage } from './services/media-storage';
import { fileRoutes } from './routes/files';
import { HEALTH_PATH, healthRoutes } from './routes/health';
import { adminRoutes } from './routes/admin';
import { analyticsRoutes } from './routes/analytics';
import { authRoutes } from './routes/auth';
import { staticPageRoutes } from './routes/static-page';
import { crawlerRoutes } from './routes/crawlers';
import { previewRoutes } from './routes/previews';
import { contentRoutes } from './routes/content';
import { correctionRoutes } from './routes/corrections';
import { togetherRoutes, type TogetherBudgets } from './routes/together';
import { createTogetherHub } from './services/together-hub';
import { feedbackRoutes } from './routes/feedback';
import { statsRoutes } from './routes/stats';
import { subCategoryRoutes } from './routes/subcategory';
import { webAppRoutes } from './routes/web-app';
import { wellKnownRoutes } from './routes/well-known';
import { cspReportRoutes } from './routes/csp-report';
import { connectionConfigOf, createCacheRegistry, type CacheRegistry } from './services/cache';
import { createEventRecorder, type EventRecorder } from './services/events';
import { loadPageRenderer, type RenderPage } from './services/page-render';
import { ALL, createResponseCache, type ResponseCache } from './services/response-cache';
import { recordVisitOf, type RawVisits } from './http/visits';
import type { RateLimitRule } from './services/rate-limit';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_DIST_DIR = path.join(REPO_ROOT, 'dist');
/** The server renderer `npm run build` writes beside the browser's app. */
export const DEFAULT_RENDERER_FILE = path.join(REPO_ROOT, 'dist-server', 'renderPage.js');
export const DEFAULT_SUBCATEGORY_IMAGE_FILE = fileURLToPath(new URL('./assets/subcategoryimg/default.png', import.meta.url));
/** The site's logo, drawn into the site's link preview. */
export const LOGO_FILE = path.join(REPO_ROOT, 'public', 'logo.svg');

/** Fastify's default keep-alive for idle connections (see the serverFactory below). */
const FASTIFY_KEEP_ALIVE_MS = 72_000;

/** Longest URL parameter the router matches: the longest file name (255) plus one. */
export const MAX_PARAM_LENGTH = 256;

export interface AppDeps {
  config: ServerConfig;
  db: Database;
  /**
   * Connections kept for work that must not wait behind visitors' reads, nor be turned away when
   * they are too many: editors (sign-in, sessions, the admin area and its statistics), writing the
   * visitor counts, and the health probe (a busy instance must not look dead to its load balancer).
   * Default `db`.
   */
  reservedDb?: Database;
  /**
   * Search's connections, planned through the indexes (DatabaseOptions.throughIndexes), as many as
   * searches may run at once (searchesAtOnce). Default `db`, on which each search sets that in a
   * transaction of its own.
   */
  searchDb?: Database;
  /** A pino logger; default: Fastify's own at config.logLevel. */
  logger?: FastifyBaseLogger;
  /** The built browser app; default `<repo>/dist`. */
  distDir?: string;
  /**
   * The server renderer of public pages; default: the build's (DEFAULT_RENDERER_FILE), and without
   * a build none (the browser renders every page); null: none. Tests pass src/ssr/renderPage's own.
   */
  renderPage?: RenderPage | null;
  /** Default: server/assets/subcategoryimg/default.png. */
  defaultSubCategoryImage?: string;
  /**
   * Where visitor events go; default: a recorder writing to `db` every second. Either way the app
   * closes it when it closes (writing what is left). Tests pass their own to flush when they like.
   */
  events?: EventRecorder;
  /** This instance's in-process caches, cleared by the admin's refresh; default: a new registry. */
  caches?: CacheRegistry;
  /** Where uploads go and are served from; default: the one config.media names. */
  mediaStorage?: MediaStorage;
  /** The feedback rate limit; default 5 per 10 minutes per address (constants.ts). */
  feedbackRateLimit?: RateLimitRule;
  /** Default CORRECTION_RATE_LIMIT (as many as feedback). */
  correctionRateLimit?: RateLimitRule;
  /** Sing together's rate limits (tests make them tight); default routes/together.ts's. */
  togetherBudgets?: Partial<TogetherBudgets>;
  /** The clock of the statistics ("now", "today", "this month"); default the system's. Tests fix it. */
  now?: () => Date;
  /** Pages and public answers kept in memory; default: a new cache of config.responseCacheBytes. */
  responseCache?: ResponseCache;
  /** Work done afresh per address; default: a new budget as config.addressBudget says (none when null). */
  addressBudget?: AddressBudget;
  /** Thresholds of the load shedding (tests lower them); default load-shedding.ts's. */
  loadShedding?: Omit<LoadSheddingOptions, 'exempt'>;
  /** Told of every route as it is declared (Fastify's onRoute hook): for tools and tests that list them. */
  onRoute?: onRouteHookHandler;
}

/**
 * Fastify's own log lines, but every request's "incoming" and "completed" at debug level rather than
 * info: at the default level two lines per request would be most of the work of answering a page
 * kept in memory. Failed requests are still logged as errors.
 */
class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * The Fastify instance with its server-wide options, nothing registered yet: kept apart from
 * buildApp so that the order of hooks and routes there reads on one screen.
 */
function createFastify(deps: AppDeps, siteUrl: string, responseCache: ResponseCache, sessions: Sessions) {
  const { config } = deps;
  return Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: { level: config.logLevel } }),
    logController: new QuietRequestLog(),
    // Answers kept in memory go out before Fastify sees the request: as fast as a file in memory.
    // Only where pages name SITE_URL: otherwise a page's key needs the request's protocol and host,
    // which Fastify works out (its own hook then answers, a little later). Not to a signed-in
    // editor, nor to a session token not known yet: Fastify's session hook looks that one up.
    ...(siteUrl
      ? {
          serverFactory: (handler: (request: IncomingMessage, response: ServerResponse) => void) => {
            const server = createServer((request, response) => {
              const visitor = sessions.known(sessionTokenInHeader(request)) === null;
              if (!visitor || !responseCache.serve(request, response, cacheKeyOf(request.url ?? ''))) handler(request, response);
            });
            // Fastify's own server would keep idle connections this long (Node's default is 5 s):
            // longer than a load balancer's idle timeout, so it never reuses a connection closed here.
            server.keepAliveTimeout = FASTIFY_KEEP_ALIVE_MS;
            return server;
          },
        }
      : {}),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: {
      ignoreTrailingSlash: true,
      // Fastify's default (100) is below what the routes' schemas allow (file names up to 255);
      // a longer parameter would make the route unmatchable instead of answering by its schema.
      maxParamLength: MAX_PARAM_LENGTH,
    },
    // Errors raised before routing (a malformed URL, …) get the same JSON shape as the rest.
    frameworkErrors: (error, _request, reply) => {
      cacheNever((reply as FastifyReply).code(400)).send({ message: error.message });
    },
  });
}

/** What several route plugins share, made once in buildApp. */
interface SharedServices {
  siteUrl: string;
  responseCache: ResponseCache;
  events: EventRecorder;
  rawVisits: RawVisits;
  sessions: Sessions;
}

/**
 * How many searches may run on the database at once. A search keeps one of PostgreSQL's cores
 * busy, and more at once than it has cores only makes each slower while the hymn pages wait:
 * `npm run bench:load` on 2 cores served 5,400–6,400 answers/s in its surge with one at a time and
 * 3,800 with five. PostgreSQL's cores are not known here (it may run elsewhere): this machine's
 * stand for them. Never more than half the visitors' connections, so hymn pages always have some.
 */
export function searchesAtOnce(poolSize: number): number {
  return Math.max(1, Math.min(Math.floor(poolSize / 2), Math.floor(availableParallelism() / 2)));
}

/** Every route plugin, in order (after the hooks they rely on, which buildApp registers first). */
async function registerRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  { siteUrl, responseCache, events, rawVisits, sessions }: SharedServices,
) {
  const { config, db } = deps;
  const reservedDb = deps.reservedDb ?? db;
  await app.register(healthRoutes, { db: reservedDb });
  await app.register(authRoutes, { db: reservedDb, config, sessions });
  const caches = deps.caches ?? createCacheRegistry();
  const unregisterResponseCache = caches.register(
    'pages and answers',
    () => responseCache.invalidate(ALL),
    (tags) => responseCache.invalidate(tags),
  );
  app.addHook('onClose', async () => unregisterResponseCache());
  const mediaStorage = deps.mediaStorage ?? (await createMediaStorage(config.media, config.dataDir));
  await app.register(adminRoutes, {
    db: reservedDb,
    importDb: db,
    dataDir: config.dataDir,
    caches,
    mediaStorage,
    auditRetentionDays: config.retentionDays.audit,
  });
  await app.register(statsRoutes, { db: reservedDb, timeZone: config.timeZone, now: deps.now ?? (() => new Date()) });
  await app.register(subCategoryRoutes, { db, events, rawVisits });
  await app.register(contentRoutes, {
    db,
    searchDb: deps.searchDb ?? db,
    events,
    searchesAtOnce: searchesAtOnce(config.databasePoolSize),
  });
  await app.register(analyticsRoutes, { db, events });
  await app.register(staticPageRoutes, { db });
  await app.register(feedbackRoutes, { db, rateLimit: deps.feedbackRateLimit });
  await app.register(correctionRoutes, { db, rateLimit: deps.correctionRateLimit });
  // Sing together: this instance's followers, and the moves every instance hears of (LISTEN).
  const together = createTogetherHub({ db, connection: connectionConfigOf(db), log: app.log });
  app.addHook('onClose', () => together.close());
  await app.register(togetherRoutes, { db, hub: together, maxFollowers: config.togetherMaxFollowers, budgets: deps.togetherBudgets });
  await app.register(fileRoutes, {
    dataDir: config.dataDir,
    storage: mediaStorage,
    defaultSubCategoryImage: deps.defaultSubCategoryImage ?? DEFAULT_SUBCATEGORY_IMAGE_FILE,
  });
  await app.register(wellKnownRoutes, { androidCertFingerprints: config.androidCertFingerprints });
  await app.register(cspReportRoutes);
  await app.register(crawlerRoutes, { db, siteUrl });
  await app.register(previewRoutes, {
    db,
    storage: mediaStorage,
    defaultSubCategoryImage: deps.defaultSubCategoryImage ?? DEFAULT_SUBCATEGORY_IMAGE_FILE,
    logoFile: LOGO_FILE,
  });
  await app.register(webAppRoutes, {
    distDir: deps.distDir ?? DEFAULT_DIST_DIR,
    appConfig: config.app,
    renderPage: deps.renderPage === undefined ? await loadPageRenderer(DEFAULT_RENDERER_FILE) : (deps.renderPage ?? undefined),
    events,
    rawVisits,
    caches,
  });
}

/**
 * Answers up to this size are compressed in one go as they are sent (and carry their length);
 * larger ones, and files, through zlib's streams in the thread pool. @fastify/compress's own bound
 * shrinks as cores grow (8 KiB on two), which sent a page of search results (about 13 KiB) through
 * the streams: 1.2 ms more for each, where compressing it at once takes 0.35 ms. The largest
 * compressed at once cost the process a millisecond or two.
 */
export const COMPRESSED_AT_ONCE_MAX_BYTES = 64 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const responseCache = deps.responseCache ?? createResponseCache({ maxBytes: config.responseCacheBytes });
  const reservedDb = deps.reservedDb ?? db;
  const sessions = databaseSessions(reservedDb, config);
  // Pages name the site's address: SITE_URL, else the address each request came to (which then
  // is part of the key under which its pages are kept).
  const siteUrl = config.app.siteUrl.replace(/\/+$/, '');
  const app = createFastify(deps, siteUrl, responseCache, sessions);

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  registerErrorHandling(app);
  // Before the answers are kept in memory, so those carry them too.
  registerSecurityHeaders(app, { mediaBaseUrl: config.app.mediaBaseUrl });
  // Before every route: each route's zod schemas check its input and shape its answer, and are
  // collected into the OpenAPI document.
  await registerContracts(app);
  // Before compression, so ETags describe the uncompressed body (see caching.ts).
  registerEtags(app);
  // Refuse cross-site writes first (they then cost no session lookup), then find out who is signed
  // in: only a live session is an editor, whom the response cache, its budget and load shedding
  // leave alone (a cookie alone is nothing: see http/session.ts).
  registerSameSiteGuard(app);
  const addressBudget = deps.addressBudget ?? (config.addressBudget ? createAddressBudget(config.addressBudget) : undefined);
  await registerSessions(app, sessions, addressBudget);
  // Then answer from memory what is kept (an editor's request excepted); its onSend hook keeps
  // answers as the ETag hook left them, uncompressed.
  const keyOf = (request: FastifyRequest) => cacheKeyOf(request.url, siteUrl ? '' : `${request.protocol}://${request.host}`);
  registerResponseCaching(app, { cache: responseCache, keyOf, budget: addressBudget });
  // Right after: what can be answered from memory is, however busy the process; the rest may be
  // turned away before it costs any work.
  await registerLoadShedding(app, {
    ...deps.loadShedding,
    exempt: (request) => request.adminUser !== null || request.url === HEALTH_PATH,
  });
  // Before every route: it adds its compression hook to routes as they are declared.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    syncThreshold: COMPRESSED_AT_ONCE_MAX_BYTES,
  });

  const events = deps.events ?? createEventRecorder(reservedDb, { log: app.log, timeZone: config.timeZone, now: deps.now });
  // On close (the caller closes the pool afterwards): what is still buffered is written.
  app.addHook('onClose', () => events.close());
  // Visits of requests answered from memory, with the client's address as Fastify would give it.
  const clientAddress = clientAddressOf(config.trustProxy);
  const rawVisits: RawVisits = (request, event) =>
    recordVisitOf(events, { method: request.method, headers: request.headers, address: clientAddress(request) }, event);

  await registerRoutes(app, deps, { siteUrl, responseCache, events, rawVisits, sessions });

  return app;
}

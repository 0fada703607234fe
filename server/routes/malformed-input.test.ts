/**
 * Property-based fault tests over every route the server declares (collected with onRoute, as in
 * openapi.test.ts, so a route added later is covered at once, and one nothing here can make
 * requests for fails the first test): malformed and edge-case requests from
 * server/test/malformed-requests.ts, sent over HTTP, signed in and signed out. Whatever they hold,
 * the server never answers 5xx; a refusal says why (JSON `{ message }`, or for a page a readable
 * page); a refused request leaves every table and DATA_DIR as they were; nothing reaches
 * Object.prototype. MALFORMED_RUNS sets the runs per route (default 6); MALFORMED_SEED replays the
 * seed a failure names.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/model/api-paths';
import { renderPage } from '../../src/ssr/renderPage';
import { seed } from '../db/seed';
import { createEventRecorder, type EventRecorder } from '../services/events';
import { asAdmin, signInByTestHeader } from '../test/admin';
import { createTestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/db';
import {
  describeRequest,
  openApiPath,
  problemWith,
  requestsForRoutes,
  routeKey,
  sendRequest,
  statusClass,
  STREAMED_BODY_ROUTES,
  type DeclaredRoute,
  type MalformedRequest,
  type OpenApiDocument,
} from '../test/malformed-requests';
import { templateDist } from '../test/pages';

const RUNS_PER_ROUTE = Number(process.env.MALFORMED_RUNS) || 6;
const SEED = process.env.MALFORMED_SEED ? Number(process.env.MALFORMED_SEED) : undefined;
/** Object.prototype's own properties before any request: a request must add none. */
const BUILT_IN = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * Refusals that write on purpose: a failed sign-in and a feedback over the limit still count
 * against their rate limits (that is how the limits hold), in `rate_limit` only.
 */
const COUNTED_REFUSALS: { route: string; statuses: number[]; tables: string[] }[] = [
  // A refused sign-in is kept in the audit trail too (a throttled one is not).
  { route: `POST ${apiPaths.authLogin}`, statuses: [401, 429], tables: ['rate_limit', 'audit_event'] },
  { route: `GET ${apiPaths.feedbackCreate}`, statuses: [429], tables: ['rate_limit'] },
  { route: `HEAD ${apiPaths.feedbackCreate}`, statuses: [429], tables: ['rate_limit'] },
];

/** Each table's rows and a checksum of them, and each file under DATA_DIR with its size. */
type Snapshot = Map<string, string>;

async function takeSnapshot(database: TestDatabase, tables: readonly string[], dataDir: string): Promise<Snapshot> {
  const query = tables
    .map((table) => {
      // Names from pg_tables, quoted as SQL writes them.
      const name = `"${table.replace(/"/g, '""')}"`;
      return `select '${table.replace(/'/g, "''")}' as name, count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as sum from ${name} t`;
    })
    .join(' union all ');
  const rows = (await database.pool.query<{ name: string; n: number; sum: string }>(query)).rows;
  const snapshot: Snapshot = new Map(rows.map((row) => [`table ${row.name}`, `${row.n} rows, md5 ${row.sum}`]));
  for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    snapshot.set(`file ${path.relative(dataDir, file)}`, `${(await stat(file)).size} bytes`);
  }
  return snapshot;
}

/** What changed between two snapshots, less what a counted refusal writes on purpose. */
function changes(before: Snapshot, after: Snapshot, request: MalformedRequest, status: number): string[] {
  const [, routePath] = request.route.split(' ');
  const allowed = COUNTED_REFUSALS.filter(
    (refusal) => refusal.route === `${request.method} ${routePath}` && refusal.statuses.includes(status),
  )
    .flatMap((refusal) => refusal.tables)
    .map((table) => `table ${table}`);
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((name) => before.get(name) !== after.get(name) && !allowed.includes(name))
    .map((name) => `${name}: ${before.get(name) ?? 'none'} → ${after.get(name) ?? 'none'}`);
}

describe('malformed and edge-case requests, to every route', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let events: EventRecorder;
  let dataDir: string;
  let base: URL;
  let tables: string[];
  let document: OpenApiDocument;
  let close: (() => Promise<void>) | undefined;
  const declared: DeclaredRoute[] = [];
  /** Each route (as `routeKey`) some request reached: the generators get past the router. */
  const reached = new Set<string>();
  const statuses = new Map<string, number>();

  beforeAll(async () => {
    database = await createTestDatabase();
    // Events are written when the test says (flush), so a write is seen right after the request that made it.
    events = createEventRecorder(database.db, { flushIntervalMs: 3_600_000 });
    const dist = await templateDist();
    const test = await createTestApp(
      database.db,
      {
        distDir: dist.distDir,
        renderPage,
        events,
        onRoute: (route) => [route.method].flat().forEach((method) => declared.push({ method, path: openApiPath(route.url) })),
      },
      // Nothing kept in memory: an answer from memory never reaches its route (nor the hook below
      // that counts the routes reached), so which routes count as reached would depend on the order.
      { RESPONSE_CACHE_MB: '0' },
      (instance) => {
        signInByTestHeader(instance);
        instance.addHook('onRequest', async (request) => {
          if (request.routeOptions.url) reached.add(`${request.method} ${openApiPath(request.routeOptions.url)}`);
        });
      },
    );
    ({ app, dataDir } = test);
    close = async () => {
      await test.close();
      await dist.remove();
    };
    await seed(database.db, dataDir);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
    base = new URL(`http://127.0.0.1:${address.port}`);
    document = (await app.inject({ url: apiPaths.openApi, headers: asAdmin })).json<OpenApiDocument>();
    tables = (
      await database.pool.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public' order by 1")
    ).rows.map((row) => row.tablename);
  });
  afterAll(async () => {
    await close?.();
    await database?.close();
  });

  it('has requests for every route the server declares', () => {
    const { missing } = requestsForRoutes(declared, document);
    expect(declared.length).toBeGreaterThan(30);
    expect(missing).toEqual([]);
    // The table of routes whose body is a stream names routes that exist.
    expect(STREAMED_BODY_ROUTES.filter((route) => !declared.some((declaredRoute) => routeKey(declaredRoute) === route))).toEqual([]);
  });

  /** Sends one request and checks its answer and what it left behind; throws what is wrong. */
  async function check(request: MalformedRequest): Promise<void> {
    await events.flush();
    const before = await takeSnapshot(database, tables, dataDir);
    const answer = await sendRequest(base, request, asAdmin);
    if ('error' in answer) throw new Error(`no answer (${answer.error}) to ${describeRequest(request)}`);
    statuses.set(statusClass(answer.status), (statuses.get(statusClass(answer.status)) ?? 0) + 1);
    const problem = problemWith(request, answer);
    if (problem) throw new Error(`${problem}\n  to ${describeRequest(request)}`);
    if (answer.status >= 400) {
      await events.flush();
      const changed = changes(before, await takeSnapshot(database, tables, dataDir), request, answer.status);
      if (changed.length > 0)
        throw new Error(`a refused request (${answer.status}) wrote: ${changed.join('; ')}\n  ${describeRequest(request)}`);
    }
    const polluted = Object.getOwnPropertyNames(Object.prototype).filter((name) => !BUILT_IN.has(name));
    if (polluted.length > 0) throw new Error(`Object.prototype gained ${polluted.join(', ')} after ${describeRequest(request)}`);
  }

  it('never answers 5xx, says why it refuses, and leaves nothing behind a refusal', async () => {
    const { generators } = requestsForRoutes(declared, document);
    const failures: string[] = [];
    for (const [route, requests] of generators) {
      const result = await fc.check(fc.asyncProperty(requests.arbitrary, check), {
        numRuns: RUNS_PER_ROUTE,
        seed: SEED,
        examples: [[requests.baseline]],
      });
      if (result.failed) {
        const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        failures.push(`${route} (seed ${result.seed}, path ${result.counterexamplePath}):\n  ${error}`);
      }
    }
    expect(failures.join('\n\n')).toBe('');
    // The generators reach every route (not only the router's 404), and get both answers and refusals.
    expect(declared.map(routeKey).filter((route) => !reached.has(route))).toEqual([]);
    expect(statuses.get('2xx')).toBeGreaterThan(0);
    expect(statuses.get('4xx')).toBeGreaterThan(0);
  }, 300_000);
});

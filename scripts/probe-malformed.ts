/**
 * `npm run probe:malformed`: 10,000 malformed and edge-case requests over real HTTP, spread evenly
 * over every route of the OpenAPI document (the generators of server/test/malformed-requests.ts,
 * which server/routes/malformed-input.test.ts runs a few hundred of), half signed in and half not.
 * Prints the number of requests, the count per status, and each 5xx with the request that caused
 * it; exits 1 when any request got a 5xx, got no answer, or was refused without a readable reason,
 * or when the server is not healthy afterwards.
 *
 * By default the server runs as its own process, as in production (scripts/bench-app.ts), on a
 * throw-away embedded PostgreSQL with the starter library, and an editor made for the run signs in.
 * `--url http://host:port` probes a running server instead, signing in as PROBE_EMAIL with
 * PROBE_PASSWORD: the probe saves categories, hymns, uploads and ad revenue there, so never point
 * it at a site people use.
 *
 * Options: --requests N (default 10000), --concurrency N (default 8), --seed N (default random,
 * printed). Request k is generated from seed + k alone, so `--seed S` repeats a run exactly.
 */
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { apiPaths } from '../src/model/api-paths';
import {
  describeRequest,
  problemWith,
  requestsForRoutes,
  routesOfDocument,
  sendRequest,
  statusClass,
  type MalformedRequest,
  type OpenApiDocument,
  type RouteRequests,
} from '../server/test/malformed-requests';
import { signIn, startBenchApp } from './bench-app';

const RUN_ADMIN = { email: 'probe@example.com', password: 'probe-password-long-enough' };
/** How many of each kind of trouble are printed in full. */
const SHOWN = 20;

interface Options {
  url: string | undefined;
  requests: number;
  concurrency: number;
  seed: number;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      requests: { type: 'string', default: '10000' },
      concurrency: { type: 'string', default: '8' },
      seed: { type: 'string' },
    },
  });
  return {
    url: values.url,
    requests: Number(values.requests),
    concurrency: Number(values.concurrency),
    seed: values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed),
  };
}

async function openApiDocument(base: URL, credentials: Record<string, string>): Promise<OpenApiDocument> {
  const res = await fetch(new URL(apiPaths.openApi, base), { headers: credentials });
  if (res.status !== 200) throw new Error(`the OpenAPI document answered ${res.status}`);
  return (await res.json()) as OpenApiDocument;
}

interface Tally {
  statuses: Map<number, number>;
  serverErrors: string[];
  unanswered: string[];
  unreadableRefusals: string[];
}

/**
 * Sends request 0 … total-1 (request k: route k mod the number of routes, generated from seed + k),
 * `concurrency` at a time. The editor signs in again after a request of theirs signed them out.
 */
async function probe(base: URL, generators: RouteRequests[], options: Options, signInAgain: () => Promise<Record<string, string>>) {
  const tally: Tally = { statuses: new Map(), serverErrors: [], unanswered: [], unreadableRefusals: [] };
  let credentials = signInAgain();
  let next = 0;
  const worker = async () => {
    for (let k = next++; k < options.requests; k = next++) {
      const [request] = fc.sample(generators[k % generators.length]!.arbitrary, { numRuns: 1, seed: options.seed + k }) as [
        MalformedRequest,
      ];
      const answer = await sendRequest(base, request, await credentials);
      const seen = `#${k} (seed ${options.seed + k}): ${describeRequest(request)}`;
      if ('error' in answer) {
        tally.unanswered.push(`${answer.error}\n    ${seen}`);
        continue;
      }
      tally.statuses.set(answer.status, (tally.statuses.get(answer.status) ?? 0) + 1);
      const problem = problemWith(request, answer);
      if (problem) (answer.status >= 500 ? tally.serverErrors : tally.unreadableRefusals).push(`${problem}\n    ${seen}`);
      if (request.signedIn && request.method === 'POST' && request.url.startsWith(apiPaths.authLogout) && answer.status < 300) {
        credentials = signInAgain();
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return tally;
}

function report(tally: Tally, options: Options, seconds: number, routes: number, healthy: boolean): boolean {
  const answered = [...tally.statuses.values()].reduce((sum, n) => sum + n, 0);
  console.log(`\n${options.requests} malformed requests to ${routes} routes (seed ${options.seed}) in ${seconds.toFixed(1)} s`);
  const byClass = new Map<string, number>();
  for (const [status, n] of tally.statuses) byClass.set(statusClass(status), (byClass.get(statusClass(status)) ?? 0) + n);
  byClass.set('no answer', tally.unanswered.length);
  console.log('By status class:');
  console.table(Object.fromEntries([...byClass].sort().map(([name, n]) => [name, { requests: n }])));
  console.log('By status:');
  console.table(Object.fromEntries([...tally.statuses].sort(([a], [b]) => a - b).map(([status, n]) => [status, { requests: n }])));
  const sections: [string, string[]][] = [
    ['5xx answers', tally.serverErrors],
    ['requests without an answer', tally.unanswered],
    ['refusals without a readable reason (JSON { message }, or a page outside the API)', tally.unreadableRefusals],
  ];
  for (const [title, items] of sections) {
    console.log(`\n${title}: ${items.length}`);
    for (const item of items.slice(0, SHOWN)) console.log(`  ${item}`);
    if (items.length > SHOWN) console.log(`  … and ${items.length - SHOWN} more`);
  }
  console.log(
    `\nThe server afterwards: ${healthy ? 'healthy (/healthz 200)' : 'NOT healthy'}; ${answered} of ${options.requests} requests answered`,
  );
  return healthy && sections.every(([, items]) => items.length === 0);
}

async function main(): Promise<boolean> {
  const options = readOptions();
  const own = options.url
    ? undefined
    : await startBenchApp({ logLevel: 'error', env: { ADMIN_EMAIL: RUN_ADMIN.email, ADMIN_PASSWORD: RUN_ADMIN.password } });
  try {
    const base = new URL(options.url ?? own!.base);
    const account = own ? RUN_ADMIN : { email: process.env.PROBE_EMAIL ?? '', password: process.env.PROBE_PASSWORD ?? '' };
    const document = await openApiDocument(base, await signIn(base, account));
    const routes = routesOfDocument(document);
    const { generators, missing } = requestsForRoutes(routes, document);
    if (missing.length > 0) throw new Error(`no requests for: ${missing.join('; ')}`);
    console.log(`Probing ${base.origin}: ${options.requests} requests, ${options.concurrency} at a time, seed ${options.seed}`);
    const started = performance.now();
    const tally = await probe(base, [...generators.values()], options, () => signIn(base, account));
    const seconds = (performance.now() - started) / 1000;
    const healthy =
      (await fetch(new URL('/healthz', base)).catch(() => undefined))?.status === 200 && (!own || own.process.exitCode === null);
    return report(tally, options, seconds, routes.length, healthy);
  } finally {
    await own?.stop();
  }
}

main().then(
  (ok) => {
    process.exitCode = ok ? 0 : 1;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);

/**
 * `npm run bench:load`: the site under more visitors than it can serve, on this machine.
 *
 * The app runs as its own process (`server/main.ts`, NODE_ENV=production, the default log level,
 * SITE_URL set as in production) on a fresh embedded PostgreSQL with the starter library (or on
 * DATABASE_URL when set). autocannon loads, in turn, the Hanuman Chalisa page and its JSON call
 * (both kept in memory), and in the later phases a search never asked for before (a database query
 * each time). The app sits behind a load balancer (TRUST_PROXY): readers ask from addresses of
 * their own (X-Forwarded-For), an attacker from one. Meanwhile an editor signs in and saves a hymn
 * every second, and a load balancer's
 * probe asks /healthz four times a second, each over a connection of its own (in threads of their
 * own, so their timings are not the load generator's lag).
 *
 * 1. Steady: BENCH_LOAD_CONNECTIONS (default 500) connections for BENCH_LOAD_SECONDS (default 60)
 *    seconds, the page and its JSON call. Target: 0 errors and 0 answers other than 2xx, p99 ≤ 1 s
 *    for the reads and for the saves.
 * 2. Forged cookie: as many connections for BENCH_ATTACK_SECONDS (default 20) seconds asking for
 *    the page and its JSON call with a made-up session cookie (a new token each time, shaped like a
 *    real one: each costs the server a lookup), while READER_CONNECTIONS (50) readers read.
 * 3. New pages: the same, asking for pages never asked for before (a search page for a new term, a
 *    shared list with a new name), each one a render unless refused.
 *    Target of 2 and 3: the readers' p99 within 2 × the steady phase's, the probe answered within
 *    1 s, and every attacking request a 2xx, or a 503/429 with Retry-After.
 * 4. Searching: as many connections for BENCH_SEARCH_SECONDS (default 20) seconds, searches too:
 *    more database work than the machine can do. Target: every answer a 2xx or a 503 with
 *    Retry-After; the editor's saves still p99 ≤ 1 s (they have connections of their own).
 * 5. Surge: BENCH_SURGE_CONNECTIONS (default 2,000) connections for BENCH_SURGE_SECONDS (default
 *    15) seconds, searches too. Target: every answer a 2xx, or a 503/429 with Retry-After; no
 *    connection errors, no timeouts (autocannon gives up on an answer after 10 s).
 *
 * Each phase but 2 and 3 is first run against a reference: a raw `node:http` server (a process of
 * its own) answering the same paths with the exact bytes and headers the app sent, from memory (it
 * cannot tell a cookie or a new page from another: phases 2 and 3 compare with the app's own
 * steady phase). The load generator shares the 2 cores with the servers, so only the ratios from
 * one run mean anything. The app's memory (resident set, from /proc) is sampled throughout:
 * target < 400 MB.
 *
 * Figures only; nothing is asserted.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { apiPaths } from '../src/model/api-paths';
import type { Content } from '../src/model/entities';
import { paths } from '../src/model/paths';
import { load, requestsOf, type Phase, type PhaseResult } from './bench-traffic';
import { freePort } from '../server/net/free-port';
import type { SaveResult } from './bench-editor';
import type { ProbeResult } from './bench-probe';
import {
  capture,
  findChalisa,
  peakMemory,
  searchHymns,
  startBenchApp,
  startReference,
  stopProcess,
  waitUntilAnswering,
  type SearchHit,
} from './bench-app';

const LOAD_CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 500);
const PHASES: Phase[] = [
  { name: 'steady', connections: LOAD_CONNECTIONS, seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 60), searches: false },
  ...(['forgedCookie', 'newPages'] as const).map((attack) => ({
    name: attack,
    connections: LOAD_CONNECTIONS,
    seconds: Number(process.env.BENCH_ATTACK_SECONDS ?? 20),
    searches: false,
    attack,
  })),
  { name: 'searching', connections: LOAD_CONNECTIONS, seconds: Number(process.env.BENCH_SEARCH_SECONDS ?? 20), searches: true },
  {
    name: 'surge',
    connections: Number(process.env.BENCH_SURGE_CONNECTIONS ?? 2_000),
    seconds: Number(process.env.BENCH_SURGE_SECONDS ?? 15),
    searches: true,
  },
];
const ADMIN = { email: 'bench@example.com', password: 'bench-password-long-enough' };
/** The readers reading while an attack goes on. */
const READER_CONNECTIONS = 50;

const round = (n: number, digits = 0) => Number(n.toFixed(digits));

/**
 * A script of its own (scripts/bench-editor.ts, bench-probe.ts) in a thread of its own until
 * `until` settles: autocannon's thousands of connections keep this thread's event loop busy, and
 * timings taken here would be its lag, not the server's (a save the server answered in 26 ms
 * measured 7 s here).
 */
function inThread<T>(script: string, workerData: unknown, until: Promise<unknown>): Promise<T> {
  // Node's Worker takes no .ts file: the thread registers tsx, then imports it.
  const file = new URL(script, import.meta.url).href;
  const worker = new Worker(`import('tsx/esm/api').then((tsx) => (tsx.register(), import(${JSON.stringify(file)})))`, {
    eval: true,
    workerData,
  });
  void until.then(() => worker.postMessage('stop'));
  return new Promise((resolve, reject) => {
    worker.once('message', (result: T) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`${script} ended (${code}) before saying how it went`)));
  });
}

function describe(name: string, r: PhaseResult): string {
  const statuses = Object.entries(r.statuses)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const errors = Object.entries(r.errors)
    .map(([code, n]) => `${code}: ${n}`)
    .join(', ');
  return (
    `${name.padEnd(28)} ${round(r.requestsPerSecond)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms (2xx); ` +
    `answers {${statuses}}; errors {${errors}}` +
    (r.shedWithoutRetryAfter ? `; ${r.shedWithoutRetryAfter} 503/429 WITHOUT Retry-After` : '')
  );
}

/** A script of its own in a process of its own, given `env`: what it sends back. */
function inProcess<T>(script: string, env: Record<string, string>): Promise<T> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as T));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} ended (${code}) before saying how it went`)));
  });
}

/**
 * The app's phase: the load (while attacking, readers too), and meanwhile an editor saving, the
 * probe asking and the memory sampled.
 */
async function loadApp(base: string, server: ChildProcess, target: { pagePath: string; jsonPath: string; edited: Content }, phase: Phase) {
  const { pagePath, jsonPath } = target;
  // An attack from a process of its own (bench-traffic.ts says why); the readers from this one.
  const loading = phase.attack
    ? inProcess<PhaseResult>('./bench-attack.ts', { BENCH_ATTACK: JSON.stringify({ base, phase, pagePath, jsonPath }) })
    : load(base, requestsOf(phase, pagePath, jsonPath), phase.connections, phase.seconds);
  const reading = phase.attack
    ? load(base, requestsOf({ ...phase, attack: undefined }, pagePath, jsonPath), READER_CONNECTIONS, phase.seconds)
    : undefined;
  const [result, readers, saves, probe, memoryMb] = await Promise.all([
    loading,
    reading,
    inThread<SaveResult>('./bench-editor.ts', { base, hymn: target.edited, admin: ADMIN }, loading),
    inThread<ProbeResult>('./bench-probe.ts', { base }, loading),
    peakMemory(server.pid, loading),
  ]);
  return { result, readers, saves, probe, memoryMb };
}

/** The hymn the visitors read (the Hanuman Chalisa) and another one the editor works on. */
async function findHymns(base: string): Promise<{ chalisa: SearchHit; edited: Content }> {
  const chalisa = await findChalisa(base);
  const other = (await searchHymns(base, 'aarti')).find((doc) => doc.contentId !== chalisa.contentId);
  if (!other) throw new Error('the starter library has no aarti');
  const edited = (await (await fetch(`${base}${apiPaths.contentDetail(other.contentId)}`)).json()) as Content;
  return { chalisa, edited };
}

async function main() {
  // Behind a load balancer, as in production: client addresses from X-Forwarded-For.
  const bench = await startBenchApp({
    logLevel: 'info',
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: 'true' },
  });
  const rawPort = await freePort();
  const rawBase = `http://127.0.0.1:${rawPort}`;
  let raw: ChildProcess | undefined;
  try {
    const { chalisa, edited } = await findHymns(bench.base);
    const pagePath = paths.content(chalisa.contentId);
    const jsonPath = apiPaths.contentDetail(chalisa.contentId);
    const page = await capture(`${bench.base}${pagePath}`, 'text/html');
    const json = await capture(`${bench.base}${jsonPath}`, 'application/json');
    const search = await capture(`${bench.base}${apiPaths.searchFor('hanuman ram')}`, 'application/json');
    raw = startReference(rawPort, [
      [pagePath, page],
      [jsonPath, json],
      [apiPaths.search, search],
    ]);
    await waitUntilAnswering(`${rawBase}${jsonPath}`, raw, 'the reference server');
    const target = { pagePath, jsonPath, edited };

    const report: Record<string, unknown> = {};
    let steadyReadersP99 = NaN;
    for (const phase of PHASES) {
      const label = `${phase.name}, ${phase.connections} connections, ${phase.seconds} s`;
      const reference = phase.attack
        ? undefined
        : await load(rawBase, requestsOf(phase, pagePath, jsonPath), phase.connections, phase.seconds);
      if (reference) console.log(describe(`reference, ${label}`, reference));
      const app = await loadApp(bench.base, bench.process, target, phase);
      console.log(describe(`app, ${label}`, app.result));
      if (phase.name === 'steady') steadyReadersP99 = app.result.p99Ms;
      if (app.readers) {
        console.log(describe(`  readers meanwhile, ${READER_CONNECTIONS} connections`, app.readers));
        console.log(`  readers' p99 / the steady phase's: ${round(app.readers.p99Ms / steadyReadersP99, 2)}`);
      }
      const { signInMs, saves, statuses, p99Ms, maxMs } = app.saves;
      console.log(
        `  editor: signed in in ${signInMs} ms; ${saves} saves, answers ${JSON.stringify(statuses)}, p99 ${p99Ms} ms, slowest ${maxMs} ms`,
      );
      console.log(
        `  probe: ${app.probe.probes} probes, answers ${JSON.stringify(app.probe.statuses)}, p99 ${app.probe.p99Ms} ms, slowest ${app.probe.maxMs} ms`,
      );
      console.log(`  app's peak memory: ${app.memoryMb} MB`);
      report[phase.name] = {
        ...phase,
        reference,
        app: app.result,
        readers: app.readers,
        ratio: reference ? round(app.result.requestsPerSecond / reference.requestsPerSecond, 2) : undefined,
        saves: app.saves,
        probe: app.probe,
        peakMemoryMb: app.memoryMb,
      };
    }
    console.log(JSON.stringify(report, null, 2));
  } finally {
    if (raw) await stopProcess(raw);
    await bench.stop();
  }
}

await main();

/**
 * `npm run bench:pages`: how fast the site serves a hymn page and its JSON call, against a file in
 * memory on the same machine, in the same run.
 *
 * The app runs as its own process (`server/main.ts`, NODE_ENV=production, the default log level,
 * SITE_URL set as in production) on a fresh embedded PostgreSQL with the starter library. The
 * reference is a raw `node:http` server (a process of its own) that answers with the exact bytes
 * the app sent for the Hanuman Chalisa page and for its JSON call, from memory, with the same
 * headers. `wrk` (Debian's: `apt-get install -y wrk`) then loads each in turn at BENCH_CONNECTIONS
 * (default 64) connections for BENCH_SECONDS (default 10) seconds, alternating reference and app,
 * BENCH_ROUNDS (default 3) times; the load generator shares the machine's cores with the servers,
 * which is why only ratios from one run mean anything.
 *
 * Besides requests per second and p99, each server process's CPU time per request (from /proc) is
 * reported: on a shared, noisy machine it moves less than the rates do.
 *
 * BENCH_ENCODING=br asks for Brotli (as browsers do); by default nothing is compressed.
 * Figures only; nothing is asserted. Targets: the page ≥ 0.9 × the reference's requests
 * per second with p99 ≤ 20 ms; the JSON call ≥ 0.5 ×.
 */
import { execFile, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { apiPaths } from '../src/model/api-paths';
import { paths } from '../src/model/paths';
import { freePort } from '../server/net/free-port';
import {
  capture,
  cpuMicros,
  findChalisa,
  startBenchApp,
  startReference,
  stopProcess,
  waitUntilAnswering,
  type Captured,
} from './bench-app';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const ENCODING = process.env.BENCH_ENCODING ?? '';
const run = promisify(execFile);

interface WrkResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  /** The server process's CPU time (user + system) per request answered, in microseconds. */
  cpuMicrosPerRequest: number;
}

function milliseconds(text: string): number {
  const match = /([\d.]+)(us|ms|s)/.exec(text);
  if (!match) return NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

async function wrk(url: string, accept: string, server: ChildProcess): Promise<WrkResult> {
  const headers = ['-H', `Accept: ${accept}`, ...(ENCODING ? ['-H', `Accept-Encoding: ${ENCODING}`] : [])];
  const cpuBefore = await cpuMicros(server.pid);
  const { stdout } = await run('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', ...headers, url], { maxBuffer: 1 << 20 });
  const cpu = (await cpuMicros(server.pid)) - cpuBefore;
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1]);
  const requestsPerSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]);
  const p99Ms = milliseconds(/\s99%\s+(\S+)/.exec(stdout)?.[1] ?? '');
  const errors = [...stdout.matchAll(/(?:Socket errors:.*|Non-2xx or 3xx responses: \d+)/g)].map((m) => m[0]).join('; ');
  return {
    requestsPerSecond,
    p99Ms,
    errors: errors ? Number(/Non-2xx or 3xx responses: (\d+)/.exec(errors)?.[1] ?? 1) : 0,
    cpuMicrosPerRequest: cpu / requests,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (n: number, digits = 1) => Number(n.toFixed(digits));

/** Stops at once, with the way to install it, when wrk is missing. */
async function requireWrk(): Promise<void> {
  await run('wrk', ['--version']).catch((error: { stdout?: string; code?: string }) => {
    // wrk --version exits with 1 after printing its version.
    if (error.code === 'ENOENT') throw new Error('wrk is not installed: apt-get install -y wrk');
  });
}

/** One server and address that wrk loads. */
interface Target {
  name: string;
  url: string;
  accept: string;
  server: ChildProcess;
}

/** Every target's results, round after round (each round loads each target once, in turn), printed as they come. */
async function measure(targets: Target[]): Promise<Map<string, WrkResult[]>> {
  // Warm up each (the JIT, the kept answers' better Brotli).
  for (const target of targets) await wrk(target.url, target.accept, target.server).catch(() => undefined);
  const results = new Map<string, WrkResult[]>(targets.map((t) => [t.name, []]));
  for (let pass = 1; pass <= ROUNDS; pass++) {
    for (const target of targets) {
      const result = await wrk(target.url, target.accept, target.server);
      results.get(target.name)!.push(result);
      console.log(
        `round ${pass}: ${target.name.padEnd(15)} ${Math.round(result.requestsPerSecond)} req/s, p99 ${round(result.p99Ms)} ms, ${round(result.cpuMicrosPerRequest)} µs CPU a request${result.errors ? `, ${result.errors} errors` : ''}`,
      );
    }
  }
  return results;
}

/** The figures of the page and of its JSON call, app against reference, as the run's last output. */
function printReport(
  results: Map<string, WrkResult[]>,
  hymn: string,
  page: { path: string; answer: Captured },
  json: { path: string; answer: Captured },
): void {
  const summary = (name: string) => {
    const list = results.get(name)!;
    return {
      requestsPerSecond: Math.round(median(list.map((r) => r.requestsPerSecond))),
      p99Ms: round(median(list.map((r) => r.p99Ms))),
      cpuMicrosPerRequest: round(median(list.map((r) => r.cpuMicrosPerRequest))),
    };
  };
  // Each round's app against the reference run just before it; the median of those.
  const ratio = (app: string, reference: string) =>
    round(median(results.get(app)!.map((r, i) => r.requestsPerSecond / results.get(reference)![i]!.requestsPerSecond)), 2);
  const cpuRatio = (app: string, reference: string) =>
    round(median(results.get(app)!.map((r, i) => r.cpuMicrosPerRequest / results.get(reference)![i]!.cpuMicrosPerRequest)), 2);
  console.log(
    JSON.stringify(
      {
        hymn,
        encoding: ENCODING || 'identity',
        connections: CONNECTIONS,
        seconds: SECONDS,
        rounds: ROUNDS,
        page: {
          path: page.path,
          bytes: page.answer.body.length,
          reference: summary('reference page'),
          app: summary('app page'),
          ratio: ratio('app page', 'reference page'),
          cpuRatio: cpuRatio('app page', 'reference page'),
        },
        json: {
          path: json.path,
          bytes: json.answer.body.length,
          reference: summary('reference JSON'),
          app: summary('app JSON'),
          ratio: ratio('app JSON', 'reference JSON'),
          cpuRatio: cpuRatio('app JSON', 'reference JSON'),
        },
      },
      null,
      2,
    ),
  );
}

async function main() {
  await requireWrk();
  const rawPort = await freePort();
  const rawBase = `http://127.0.0.1:${rawPort}`;
  // The default log level, as in production.
  const bench = await startBenchApp({ logLevel: 'info' });
  const app = bench.process;
  const appBase = bench.base;
  let raw: ChildProcess | undefined;
  try {
    const chalisa = await findChalisa(appBase);
    const pagePath = paths.content(chalisa.contentId);
    const jsonPath = apiPaths.contentDetail(chalisa.contentId);
    // Rendered and kept once, as after the first visitor.
    const page = await capture(`${appBase}${pagePath}`, 'text/html', ENCODING);
    const json = await capture(`${appBase}${jsonPath}`, 'application/json', ENCODING);

    raw = startReference(rawPort, [
      [pagePath, page],
      [jsonPath, json],
    ]);
    await waitUntilAnswering(`${rawBase}${jsonPath}`, raw, 'the reference server');

    const results = await measure([
      { name: 'reference page', url: `${rawBase}${pagePath}`, accept: 'text/html', server: raw },
      { name: 'app page', url: `${appBase}${pagePath}`, accept: 'text/html', server: app },
      { name: 'reference JSON', url: `${rawBase}${jsonPath}`, accept: 'application/json', server: raw },
      { name: 'app JSON', url: `${appBase}${jsonPath}`, accept: 'application/json', server: app },
    ]);
    printReport(results, chalisa.titlePrimary, { path: pagePath, answer: page }, { path: jsonPath, answer: json });
  } finally {
    if (raw) await stopProcess(raw);
    await bench.stop();
  }
}

await main();

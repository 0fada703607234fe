/**
 * The app as the benchmarks run it: its own process (`server/main.ts`), as in production
 * (NODE_ENV=production, SITE_URL set to its own address), on a fresh embedded PostgreSQL with the
 * starter library in a temporary DATA_DIR (or on DATABASE_URL when set), removed when it stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths } from '../src/model/api-paths';
import type { SearchResponse } from '../src/model/entities';
import { freePort } from '../server/net/free-port';
import { SESSION_COOKIE } from '../server/http/session';

export type SearchHit = SearchResponse['response']['docs'][number];

/** What a search for `term` finds on the app at `base`. */
export async function searchHymns(base: string, term: string): Promise<SearchHit[]> {
  return ((await (await fetch(`${base}${apiPaths.searchFor(term)}`)).json()) as SearchResponse).response.docs;
}

/** The hymn the benchmarks read: the starter library's Hanuman Chalisa. */
export async function findChalisa(base: string): Promise<SearchHit> {
  const chalisa = (await searchHymns(base, 'hanuman chalisa'))[0];
  if (!chalisa) throw new Error('the starter library has no Hanuman Chalisa');
  return chalisa;
}

/** Waits until `url` answers 200, or fails when `child` exits or two minutes pass. */
export async function waitUntilAnswering(url: string, child: ChildProcess, what: string): Promise<void> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (performance.now() - started > 120_000) throw new Error(`${what} did not start within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops a child process (SIGTERM) and waits for it to exit. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

export interface BenchApp {
  /** `http://127.0.0.1:{port}`, no trailing slash. */
  base: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface BenchAppOptions {
  logLevel?: string;
  /** More of the server's environment (ADMIN_EMAIL and ADMIN_PASSWORD for a benchmark that signs in, …). */
  env?: Record<string, string>;
}

export async function startBenchApp({ logLevel = 'warn', env = {} }: BenchAppOptions = {}): Promise<BenchApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bhajan-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      EMBEDDED_PG_PORT: String(await freePort()),
      SITE_URL: base,
      LOG_LEVEL: logLevel,
      ...env,
    },
    // BENCH_SERVER_LOG=1 shows the server's log (on stdout) too.
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  const stop = async () => {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(`${base}/healthz`, child, 'the app');
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, process: child, stop };
}

/** The reference: answers each address (else its path without the query) with the bytes and headers given, from memory. */
const RAW_SERVER = `
const http = require('node:http');
const answers = new Map(JSON.parse(require('node:fs').readFileSync(process.env.ANSWERS_FILE, 'utf8')).map(([path, headers, body]) => [path, [headers, Buffer.from(body, 'base64')]]));
http.createServer((req, res) => {
  const answer = answers.get(req.url) ?? answers.get(req.url.split('?')[0]);
  if (!answer) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { ...answer[0], 'content-length': answer[1].length });
  res.end(answer[1]);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

export interface Captured {
  headers: Record<string, string>;
  body: Buffer;
}

const KEPT_HEADERS = ['content-type', 'cache-control', 'etag', 'vary', 'content-encoding', 'x-content-type-options'];

/** An answer exactly as the server sent it: its headers and its bytes (still compressed when they were). */
export function capture(url: string, accept: string, encoding = ''): Promise<Captured> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { accept, 'accept-encoding': encoding || 'identity' } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = res.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** A process's CPU time so far (user + system), in microseconds, from Linux's /proc (NaN elsewhere). */
export async function cpuMicros(pid: number | undefined): Promise<number> {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return NaN;
  }
}

/**
 * The reference server, started on `port`, answering each path with the answer the app gave for it.
 * The answers go through a file: several pages are more than an environment variable may hold.
 */
export function startReference(port: number, answers: [path: string, answer: Captured][]): ChildProcess {
  const dir = mkdtempSync(path.join(tmpdir(), 'bhajan-reference-'));
  const file = path.join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers.map(([at, { headers, body }]) => [at, headers, body.toString('base64')])));
  const child = spawn(process.execPath, ['-e', RAW_SERVER], {
    env: { ...process.env, PORT: String(port), ANSWERS_FILE: file },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return child;
}

/** The largest resident set of process `pid` while `until` is pending, in MB (sampled every 250 ms). */
export async function peakMemory(pid: number | undefined, until: Promise<unknown>): Promise<number> {
  let peak = 0;
  let done = false;
  void until.then(() => (done = true));
  while (!done) {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    peak = Math.max(peak, kilobytes / 1024);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return Math.round(peak);
}

/** The value at percentile `p` (0–100) of `values` (in any order); NaN for none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : NaN;
}

/** The session cookie of an editor signed in at `base`. */
export async function signIn(base: URL, account: { email: string; password: string }): Promise<Record<string, string>> {
  const res = await fetch(new URL(apiPaths.authLogin, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (res.status !== 200 || !cookie) throw new Error(`could not sign in as ${account.email}: ${res.status} ${await res.text()}`);
  return { cookie: cookie.split(';', 1)[0]! };
}

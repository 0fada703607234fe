/**
 * `npm run bench:together`: Sing together under a satsang's load. One leader and BENCH_FOLLOWERS
 * (default 1,000) followers, their event streams opened by a separate process through haproxy
 * onto two app instances on one PostgreSQL (Debian's); the leader moves every BENCH_MOVE_MS
 * (2 s) for BENCH_SECONDS (60 s). Reported, against a raw `node:http` server that broadcasts the
 * same messages to as many streams (run first, in the same run, by the same follower process):
 *
 * - the time from the leader's move (just before its request) to each follower's receipt, p50 and
 *   p99 (target: p99 ≤ 250 ms here, and ≤ 2 × the raw server's);
 * - messages lost (target 0): each follower must see every move's version;
 * - each instance's memory per follower (resident set, before and after the followers joined);
 * - a reconnect storm: every follower drops its stream and opens it again at once; how long until
 *   all are back on the current state (target ≤ 5 s), and how many answers were not 2xx (target 0).
 *
 * The two cores are shared by PostgreSQL, haproxy, both instances and the followers' process: read
 * the app's figures against the raw server's.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '../src/model/api-paths';
import { TOGETHER_LEADER_HEADER, togetherOpenedSchema, type TogetherOpened } from '../src/model/together';
import { freePort } from '../server/net/free-port';
import { startDebianPostgres, startHaproxy } from '../server/test/deployment';
import { startBenchApp, stopProcess, waitUntilAnswering, type BenchApp } from './bench-app';

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 1_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const MOVE_MS = Number(process.env.BENCH_MOVE_MS ?? 2_000);
const FOLLOWERS_SCRIPT = fileURLToPath(new URL('./bench-together-followers.ts', import.meta.url));

/** The raw reference: SSE streams at GET /events, a POST /move broadcast to all of them as it comes. */
const RAW_SSE_SERVER = `
const http = require('node:http');
const streams = new Set();
let version = 1;
const state = () => JSON.stringify({ code: 'RAWSSE', hymns: [1, 2], position: 0, stanza: version, blank: false, ended: false, version, expiresAt: '' });
http.createServer((req, res) => {
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    res.write('retry: 2000\\n\\n');
    res.write('id: ' + version + '\\nevent: state\\ndata: ' + state() + '\\n\\n');
    streams.add(res);
    req.on('close', () => streams.delete(res));
    return;
  }
  req.resume();
  req.on('end', () => {
    version += 1;
    const event = 'id: ' + version + '\\nevent: state\\ndata: ' + state() + '\\n\\n';
    for (const stream of streams) stream.write(event);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(state());
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

/** What the followers' process says, one JSON line each. */
type FollowerReport =
  | { type: 'connected'; count: number; failed: number }
  | { type: 'received'; receipts: Record<number, number[]>; statuses: Record<string, number> }
  | { type: 'storm'; backMs: number; statuses: Record<string, number>; back: number };

interface Followers {
  next(type: FollowerReport['type']): Promise<FollowerReport>;
  send(message: object): void;
  stop(): Promise<void>;
}

/** The followers' process, opening `count` streams at `url`. */
function startFollowers(url: string, count: number): Followers {
  const child = fork(FOLLOWERS_SCRIPT, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting: { type: string; resolve: (report: FollowerReport) => void }[] = [];
  const queued: FollowerReport[] = [];
  child.on('message', (report: FollowerReport) => {
    const index = waiting.findIndex((w) => w.type === report.type);
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(report);
    else queued.push(report);
  });
  child.send({ type: 'start', url, count });
  return {
    next: (type) => {
      const index = queued.findIndex((report) => report.type === type);
      if (index >= 0) return Promise.resolve(queued.splice(index, 1)[0]!);
      return new Promise((resolve) => waiting.push({ type, resolve }));
    },
    send: (message) => child.send(message),
    stop: () => stopProcess(child),
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const now = () => performance.timeOrigin + performance.now();

/** Resident memory of a process, in MB (Linux). */
function residentMb(pid: number | undefined): number {
  if (!pid) return NaN;
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? NaN) / 1024;
}

interface Run {
  p50: number;
  p99: number;
  lost: number;
  moves: number;
  /** The leader's move answered, median: the leader's own wait. */
  moveAnswered: number;
}

/** Moves every MOVE_MS for SECONDS, each move's send time kept; then the followers' receipts compared. */
async function lead(followers: Followers, moveOnce: () => Promise<number>): Promise<Run> {
  const sent = new Map<number, number>();
  const answered: number[] = [];
  const until = Date.now() + SECONDS * 1_000;
  while (Date.now() < until) {
    const at = now();
    const version = await moveOnce();
    answered.push(now() - at);
    sent.set(version, at);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, MOVE_MS - (now() - at))));
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  followers.send({ type: 'report' });
  const report = (await followers.next('received')) as Extract<FollowerReport, { type: 'received' }>;
  const latencies: number[] = [];
  let lost = 0;
  for (const [version, at] of sent) {
    const receipts = report.receipts[version] ?? [];
    lost += FOLLOWERS - receipts.length;
    for (const received of receipts) latencies.push(received - at);
  }
  latencies.sort((a, b) => a - b);
  answered.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), lost, moves: sent.size, moveAnswered: percentile(answered, 50) };
}

async function rawReference(): Promise<Run> {
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['-e', RAW_SSE_SERVER], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const followers = startFollowers(`${base}/events`, FOLLOWERS);
    const connected = (await followers.next('connected')) as Extract<FollowerReport, { type: 'connected' }>;
    console.log(`  raw server: ${connected.count} streams open (${connected.failed} failed)`);
    const run = await lead(followers, async () => {
      const res = await fetch(`${base}/move`, { method: 'POST', body: '{}' });
      return ((await res.json()) as { version: number }).version;
    });
    await followers.stop();
    return run;
  } finally {
    await stopProcess(server);
  }
}

async function main() {
  console.log(`Sing together: ${FOLLOWERS} followers, a move every ${MOVE_MS} ms for ${SECONDS} s`);
  console.log('Reference (raw node:http SSE server, the same followers process):');
  const raw = await rawReference();
  console.log(
    `  p50 ${ms(raw.p50)}, p99 ${ms(raw.p99)}, lost ${raw.lost} of ${raw.moves * FOLLOWERS}; a move answered in ${ms(raw.moveAnswered)}`,
  );

  const postgres = await startDebianPostgres();
  const apps: BenchApp[] = [];
  let balancer: Awaited<ReturnType<typeof startHaproxy>> | undefined;
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    for (let i = 0; i < 2; i++) apps.push(await startBenchApp({ env: { DATABASE_URL: postgres.url, TRUST_PROXY: '127.0.0.1' } }));
    balancer = await startHaproxy(apps.map((app) => Number(new URL(app.base).port)));
    await waitUntilAnswering(`${balancer.url}/healthz`, apps[0]!.process, 'haproxy');
    const base = balancer.url;
    const hymns = [1, 2];
    const opened = await fetch(`${base}${apiPaths.togetherRooms}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hymns }),
    });
    const room: TogetherOpened = togetherOpenedSchema.parse(await opened.json());
    const memoryBefore = apps.map((app) => residentMb(app.process.pid));
    const followers = startFollowers(`${base}${apiPaths.togetherEvents(room.state.code)}`, FOLLOWERS);
    const connected = (await followers.next('connected')) as Extract<FollowerReport, { type: 'connected' }>;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const memoryAfter = apps.map((app) => residentMb(app.process.pid));
    console.log(`App (two instances behind haproxy, one PostgreSQL): ${connected.count} streams open (${connected.failed} failed)`);

    let stanza = 0;
    const app = await lead(followers, async () => {
      stanza += 1;
      const res = await fetch(`${base}${apiPaths.togetherMove(room.state.code)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOGETHER_LEADER_HEADER]: room.leaderSecret },
        body: JSON.stringify({ position: 0, stanza }),
      });
      if (!res.ok) throw new Error(`a move answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { version: number }).version;
    });
    console.log(
      `  p50 ${ms(app.p50)}, p99 ${ms(app.p99)}, lost ${app.lost} of ${app.moves * FOLLOWERS}; a move answered in ${ms(app.moveAnswered)}`,
    );
    console.log(`  p99 against the raw server's: ${(app.p99 / raw.p99).toFixed(2)} × (target ≤ 2 ×; ≤ 250 ms)`);
    const perFollower = memoryAfter.map((after, i) => ((after - memoryBefore[i]!) * 1024) / (FOLLOWERS / 2));
    console.log(
      `  memory: instances ${memoryBefore.map((m) => m.toFixed(0)).join(' / ')} → ${memoryAfter.map((m) => m.toFixed(0)).join(' / ')} MB, ` +
        `about ${perFollower.map((kb) => kb.toFixed(1)).join(' / ')} kB per follower`,
    );

    // The reconnect storm: every stream dropped and opened again at once, onto the current state.
    followers.send({ type: 'storm', version: room.state.version + app.moves });
    const storm = (await followers.next('storm')) as Extract<FollowerReport, { type: 'storm' }>;
    const not2xx = Object.entries(storm.statuses)
      .filter(([status]) => !status.startsWith('2'))
      .reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `  reconnect storm: ${storm.back} of ${FOLLOWERS} back on the current state in ${ms(storm.backMs)} (target ≤ 5 s), ` +
        `${not2xx} answers not 2xx (${JSON.stringify(storm.statuses)})`,
    );
    await followers.stop();
  } finally {
    await balancer?.stop();
    for (const app of apps) await app.stop();
    await postgres.stop();
  }
}

await main();

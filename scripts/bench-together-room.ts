/**
 * A Sing together room as the benchmarks drive it (`npm run bench:together` and
 * `npm run bench:together-capacity`): the followers' process (bench-together-followers.ts), the
 * leader's moves timed against each follower's receipt, and the raw `node:http` SSE server that
 * broadcasts the same messages, the reference both benchmarks read the app's figures against.
 */
import { fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TOGETHER_LEADER_HEADER, togetherOpenedSchema, type TogetherOpened, togetherApiPaths } from '../src/model/together';
import { freePort } from '../server/net/free-port';
import { percentile, stopProcess } from './bench-app';

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
export type FollowerReport =
  | { type: 'connected'; count: number; failed: number; statuses: Record<string, number> }
  | { type: 'received'; receipts: Record<number, number[]>; statuses: Record<string, number> }
  | { type: 'storm'; backMs: number; statuses: Record<string, number>; back: number };

type ReportOf<T extends FollowerReport['type']> = Extract<FollowerReport, { type: T }>;

export interface Followers {
  next<T extends FollowerReport['type']>(type: T): Promise<ReportOf<T>>;
  send(message: object): void;
  /** The process's id, for its memory and open files. */
  pid: number | undefined;
  stop(): Promise<void>;
}

export interface FollowersOptions {
  /** Loopback addresses the streams are opened from, in turn, so that none spends more than its share of the join budget. */
  addresses?: string[];
  /** Streams opened at once, the next wave once they all have their first state (default 100). */
  wave?: number;
}

/** The followers' process, opening `count` streams at `url`. */
export function startFollowers(url: string, count: number, { addresses = [], wave = 100 }: FollowersOptions = {}): Followers {
  const child = fork(FOLLOWERS_SCRIPT, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting: { type: string; resolve: (report: FollowerReport) => void }[] = [];
  const queued: FollowerReport[] = [];
  child.on('message', (report: FollowerReport) => {
    const index = waiting.findIndex((w) => w.type === report.type);
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(report);
    else queued.push(report);
  });
  child.send({ type: 'start', url, count, wave, addresses });
  return {
    next: <T extends FollowerReport['type']>(type: T) => {
      const index = queued.findIndex((report) => report.type === type);
      if (index >= 0) return Promise.resolve(queued.splice(index, 1)[0] as ReportOf<T>);
      return new Promise<ReportOf<T>>((resolve) => waiting.push({ type, resolve: resolve as (report: FollowerReport) => void }));
    },
    send: (message) => child.send(message),
    pid: child.pid,
    stop: () => stopProcess(child),
  };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
const now = () => performance.timeOrigin + performance.now();
export const pause = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/** Resident memory of a process, in MB (Linux). */
export function residentMb(pid: number | undefined): number {
  if (!pid) return NaN;
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? NaN) / 1024;
}

export interface Leading {
  /** Streams that should see each move (those asked for: one that failed to open lost them all). */
  followers: number;
  seconds: number;
  moveMs: number;
}

export interface Run {
  p50: number;
  p99: number;
  lost: number;
  moves: number;
  /** Moves the server turned away (503: overloaded); not counted in `moves` nor in `lost`. */
  refused: number;
  /** The leader's move answered, median: the leader's own wait. */
  moveAnswered: number;
}

/**
 * A move: the room's new version, or undefined when the server turned it away as overloaded
 * (anything else is thrown).
 */
export type Move = () => Promise<number | undefined>;

/** Moves every `moveMs` for `seconds`, each move's send time kept; then the followers' receipts compared. */
export async function lead(followers: Followers, { followers: count, seconds, moveMs }: Leading, moveOnce: Move): Promise<Run> {
  const sent = new Map<number, number>();
  const answered: number[] = [];
  let refused = 0;
  const until = Date.now() + seconds * 1_000;
  while (Date.now() < until) {
    const at = now();
    const version = await moveOnce();
    answered.push(now() - at);
    if (version === undefined) refused += 1;
    else sent.set(version, at);
    await pause(Math.max(0, moveMs - (now() - at)));
  }
  await pause(1_000);
  followers.send({ type: 'report' });
  const report = await followers.next('received');
  const latencies: number[] = [];
  let lost = 0;
  for (const [version, at] of sent) {
    const receipts = report.receipts[version] ?? [];
    lost += count - receipts.length;
    for (const received of receipts) latencies.push(received - at);
  }
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    lost,
    moves: sent.size,
    refused,
    moveAnswered: percentile(answered, 50),
  };
}

/** The raw server's run: `leading.followers` streams opened, moved as the app is. */
export async function rawReference(leading: Leading, options?: FollowersOptions): Promise<Run & { connected: ReportOf<'connected'> }> {
  const port = await freePort();
  const server = spawn(process.execPath, ['-e', RAW_SSE_SERVER], { env: { ...process.env, PORT: String(port) }, stdio: 'inherit' });
  const base = `http://127.0.0.1:${port}`;
  try {
    await pause(300);
    const followers = startFollowers(`${base}/events`, leading.followers, options);
    try {
      const connected = await followers.next('connected');
      const run = await lead(followers, leading, async () => {
        const res = await fetch(`${base}/move`, { method: 'POST', body: '{}' });
        return ((await res.json()) as { version: number }).version;
      });
      return { ...run, connected };
    } finally {
      await followers.stop();
    }
  } finally {
    await stopProcess(server);
  }
}

/** Opens a room of the starter library's first two hymns on the app at `base`. */
export async function openRoom(base: string): Promise<TogetherOpened> {
  const opened = await fetch(`${base}${togetherApiPaths.rooms}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ hymns: [1, 2] }),
  });
  if (!opened.ok) throw new Error(`opening a room answered ${opened.status}: ${await opened.text()}`);
  return togetherOpenedSchema.parse(await opened.json());
}

/** The leader of `room` on the app at `base`: each move the next stanza. */
export function leaderOf(base: string, room: TogetherOpened): Move {
  let stanza = 0;
  return async () => {
    stanza += 1;
    const res = await fetch(`${base}${togetherApiPaths.move(room.state.code)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOGETHER_LEADER_HEADER]: room.leaderSecret },
      body: JSON.stringify({ position: 0, stanza }),
    });
    if (res.status === 503) {
      await res.body?.cancel();
      return undefined;
    }
    if (!res.ok) throw new Error(`a move answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { version: number }).version;
  };
}

/** A run's line: latency, messages lost (and moves refused, if any), the leader's wait. */
export function describeRun(run: Run, followers: number): string {
  const refused = run.refused ? `, ${run.refused} moves refused (503)` : '';
  return (
    `p50 ${ms(run.p50)}, p99 ${ms(run.p99)}, lost ${run.lost} of ${run.moves * followers}${refused}; ` +
    `a move answered in ${ms(run.moveAnswered)}`
  );
}

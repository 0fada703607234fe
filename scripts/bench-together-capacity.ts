import { togetherApiPaths } from '../src/model/together';
/**
 * `npm run bench:together-capacity`: how many followers one app instance holds before the time from
 * a leader's move to its followers' receipt passes BENCH_P99_LIMIT_MS (1 s) at p99. One instance,
 * straight (no haproxy), on one PostgreSQL (Debian's); the followers' streams opened by a separate
 * process (bench-together-followers.ts), stepping their number up: BENCH_CAPACITY_STEPS (a comma
 * list), else doubling from BENCH_CAPACITY_FROM (1,000) until the p99 passes the limit, or until the
 * next step would not fit in the open files a process may hold (`ulimit -n`: one per stream, in the
 * instance as in the followers' process; the last step is that ceiling). Each step moves every
 * BENCH_MOVE_MS (2 s) for BENCH_SECONDS (20 s), on a fresh instance (its memory is its own), right
 * after the raw `node:http` SSE server of bench-together-room.ts was measured with as many streams.
 *
 * Reported per step: streams open, the app's p50 and p99 against the raw server's, messages lost,
 * moves turned away (503), the instance's CPU per move and its resident memory per follower.
 *
 * The join budget allows 2,000 joins at once per address: the followers come from fresh loopback
 * addresses (127.1.x.y), FOLLOWERS_PER_ADDRESS each, as a town's phones come from many. A room's
 * TOGETHER_MAX_FOLLOWERS is lifted for the benchmark. PostgreSQL, the instance and the followers'
 * process share the two cores: read the app's figures against the raw server's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { startDebianPostgres } from '../server/test/deployment';
import { cpuMicros, startBenchApp, type BenchApp } from './bench-app';
import { describeRun, lead, leaderOf, openRoom, pause, rawReference, residentMb, startFollowers, type Run } from './bench-together-room';

const FROM = Number(process.env.BENCH_CAPACITY_FROM ?? 1_000);
const STEPS = process.env.BENCH_CAPACITY_STEPS?.split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const MOVE_MS = Number(process.env.BENCH_MOVE_MS ?? 2_000);
const P99_LIMIT_MS = Number(process.env.BENCH_P99_LIMIT_MS ?? 1_000);
/** Half the join budget's burst (2,000 an address, server/routes/together.ts): no join is throttled. */
const FOLLOWERS_PER_ADDRESS = 1_000;
/**
 * Streams opened at once (BENCH_CAPACITY_WAVE): a join to a room the instance does not serve yet
 * is two queries (the room, how many follow) on its pool of 10 connections, which refuses (503) a
 * query finding 50 already waiting; bench:together's waves of 100 are 50 an instance too. A larger
 * wave shows how a burst of joins fares.
 */
const WAVE = Number(process.env.BENCH_CAPACITY_WAVE ?? 50);
/** Open files kept free beside the streams: the instance's database connections, its log, a spare. */
const SPARE_FILES = 100;

/** The open files a process may hold (`ulimit -n`, soft and hard), inherited by every child (Linux). */
function openFilesLimit(): { soft: number; hard: number } {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const [soft = NaN, hard = NaN] = (line?.match(/\d+|unlimited/g) ?? []).map((v) => (v === 'unlimited' ? Infinity : Number(v)));
  return { soft, hard };
}

const openFiles = (pid: number | undefined) => readdirSync(`/proc/${pid}/fd`).length;

let addressesTaken = 0;
/** Fresh loopback addresses for `count` followers (never used before in the run: no port of theirs is still closing). */
function sourceAddresses(count: number): string[] {
  return Array.from({ length: Math.ceil(count / FOLLOWERS_PER_ADDRESS) }, () => {
    const n = addressesTaken++;
    return `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  });
}

interface Step {
  followers: number;
  raw: Run;
  app: Run;
  connected: number;
  failed: Record<string, number>;
  rssBefore: number;
  rssAfter: number;
  cpuPerMoveMs: number;
}

/** `count` followers on a fresh instance: connected, led, measured. */
async function measureApp(app: BenchApp, count: number): Promise<Omit<Step, 'raw'>> {
  const room = await openRoom(app.base);
  const rssBefore = residentMb(app.process.pid);
  const followers = startFollowers(`${app.base}${togetherApiPaths.events(room.state.code)}`, count, {
    addresses: sourceAddresses(count),
    wave: WAVE,
  });
  try {
    const connected = await followers.next('connected');
    await pause(2_000);
    const rssAfter = residentMb(app.process.pid);
    const cpuBefore = await cpuMicros(app.process.pid);
    const run = await lead(followers, { followers: count, seconds: SECONDS, moveMs: MOVE_MS }, leaderOf(app.base, room));
    const cpuPerMoveMs = ((await cpuMicros(app.process.pid)) - cpuBefore) / 1_000 / Math.max(1, run.moves);
    const failed = Object.fromEntries(Object.entries(connected.statuses).filter(([status]) => status !== '200'));
    return { followers: count, app: run, connected: connected.count, failed, rssBefore, rssAfter, cpuPerMoveMs };
  } finally {
    await followers.stop();
  }
}

const round = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en') : '–');

function table(steps: Step[]): string {
  const rows = steps.map((s) =>
    [
      s.followers.toLocaleString('en'),
      `${s.connected.toLocaleString('en')}${Object.keys(s.failed).length ? ` (${JSON.stringify(s.failed)})` : ''}`,
      round(s.app.p50),
      round(s.app.p99),
      `${s.app.lost.toLocaleString('en')} of ${(s.app.moves * s.followers).toLocaleString('en')}`,
      String(s.app.refused),
      round(s.app.moveAnswered),
      s.cpuPerMoveMs.toFixed(0),
      `${s.rssBefore.toFixed(0)} → ${s.rssAfter.toFixed(0)}`,
      (((s.rssAfter - s.rssBefore) * 1024) / Math.max(1, s.connected)).toFixed(1),
      round(s.raw.p50),
      round(s.raw.p99),
      `${s.raw.lost.toLocaleString('en')}`,
      (s.app.p99 / s.raw.p99).toFixed(1),
    ].join(' | '),
  );
  return [
    '| followers | streams open | app p50 ms | app p99 ms | app lost | moves refused | move answered ms | app CPU per move ms | app RSS MB | kB per follower | raw p50 ms | raw p99 ms | raw lost | app p99 / raw p99 |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

async function main() {
  const files = openFilesLimit();
  console.log(
    `Sing together, one instance's capacity: a move every ${MOVE_MS} ms for ${SECONDS} s a step, until p99 > ${P99_LIMIT_MS} ms; ` +
      `${availableParallelism()} cores, open files a process may hold: ${files.soft} (hard limit ${files.hard})`,
  );
  const postgres = await startDebianPostgres();
  const steps: Step[] = [];
  let ending = '';
  try {
    let ceiling: number | undefined;
    for (let index = 0, count = STEPS?.[0] ?? FROM; ;) {
      // Each step on a fresh instance (the first migrates and seeds); it idles while the raw server runs.
      const app = await startBenchApp({ env: { DATABASE_URL: postgres.url, TOGETHER_MAX_FOLLOWERS: '1000000' } });
      try {
        if (ceiling === undefined) {
          ceiling = Math.floor((files.soft - openFiles(app.process.pid) - SPARE_FILES) / 500) * 500;
          console.log(
            `  at most ${ceiling.toLocaleString('en')} streams a process (${openFiles(app.process.pid)} files open in an idle instance)`,
          );
        }
        count = Math.min(count, ceiling);
        console.log(`${count.toLocaleString('en')} followers:`);
        const raw = await rawReference(
          { followers: count, seconds: SECONDS, moveMs: MOVE_MS },
          { addresses: sourceAddresses(count), wave: WAVE },
        );
        console.log(`  raw server: ${raw.connected.count} streams open; ${describeRun(raw, count)}`);
        const measured = await measureApp(app, count);
        steps.push({ ...measured, raw });
        console.log(
          `  app: ${measured.connected} streams open${Object.keys(measured.failed).length ? ` (not opened: ${JSON.stringify(measured.failed)})` : ''}; ` +
            `${describeRun(measured.app, count)}; RSS ${measured.rssBefore.toFixed(0)} → ${measured.rssAfter.toFixed(0)} MB`,
        );
        const unopened = count - measured.connected;
        if (measured.app.p99 > P99_LIMIT_MS) ending = `p99 passed ${P99_LIMIT_MS} ms at ${count.toLocaleString('en')} followers`;
        else if (measured.app.refused > 0)
          ending = `the instance turned moves away (overloaded) at ${count.toLocaleString('en')} followers`;
        else if (unopened > count / 100) ending = `${unopened} of ${count.toLocaleString('en')} streams could not be opened`;
        else if (count >= ceiling) {
          ending =
            `p99 still ≤ ${P99_LIMIT_MS} ms at ${count.toLocaleString('en')} followers: stopped by the open files a process may hold ` +
            `(ulimit -n ${files.soft}, hard limit ${files.hard}), one per stream`;
        } else if (STEPS && index + 1 >= STEPS.length) ending = 'the steps asked for were all run';
      } finally {
        await app.stop();
      }
      if (ending) break;
      index += 1;
      count = STEPS ? STEPS[index]! : count * 2;
    }
  } finally {
    await postgres.stop();
  }
  console.log(`\n${table(steps)}\n\nEnded: ${ending}.`);
}

await main();

import { togetherApiPaths } from '../src/model/together';
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
import { startDebianPostgres, startHaproxy } from '../server/test/deployment';
import { startBenchApp, waitUntilAnswering, type BenchApp } from './bench-app';
import { describeRun, lead, leaderOf, ms, openRoom, pause, rawReference, residentMb, startFollowers } from './bench-together-room';

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 1_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const MOVE_MS = Number(process.env.BENCH_MOVE_MS ?? 2_000);
const LEADING = { followers: FOLLOWERS, seconds: SECONDS, moveMs: MOVE_MS };

async function main() {
  console.log(`Sing together: ${FOLLOWERS} followers, a move every ${MOVE_MS} ms for ${SECONDS} s`);
  const raw = await rawReference(LEADING);
  console.log(
    `Reference (raw node:http SSE server, the same followers process): ${raw.connected.count} streams open (${raw.connected.failed} failed)`,
  );
  console.log(`  ${describeRun(raw, FOLLOWERS)}`);

  const postgres = await startDebianPostgres();
  const apps: BenchApp[] = [];
  let balancer: Awaited<ReturnType<typeof startHaproxy>> | undefined;
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    for (let i = 0; i < 2; i++) apps.push(await startBenchApp({ env: { DATABASE_URL: postgres.url, TRUST_PROXY: '127.0.0.1' } }));
    balancer = await startHaproxy(apps.map((app) => Number(new URL(app.base).port)));
    await waitUntilAnswering(`${balancer.url}/healthz`, apps[0]!.process, 'haproxy');
    const base = balancer.url;
    const room = await openRoom(base);
    const memoryBefore = apps.map((app) => residentMb(app.process.pid));
    const followers = startFollowers(`${base}${togetherApiPaths.events(room.state.code)}`, FOLLOWERS);
    const connected = await followers.next('connected');
    await pause(2_000);
    const memoryAfter = apps.map((app) => residentMb(app.process.pid));
    console.log(`App (two instances behind haproxy, one PostgreSQL): ${connected.count} streams open (${connected.failed} failed)`);

    const app = await lead(followers, LEADING, leaderOf(base, room));
    console.log(`  ${describeRun(app, FOLLOWERS)}`);
    console.log(`  p99 against the raw server's: ${(app.p99 / raw.p99).toFixed(2)} × (target ≤ 2 ×; ≤ 250 ms)`);
    const perFollower = memoryAfter.map((after, i) => ((after - memoryBefore[i]!) * 1024) / (FOLLOWERS / 2));
    console.log(
      `  memory: instances ${memoryBefore.map((m) => m.toFixed(0)).join(' / ')} → ${memoryAfter.map((m) => m.toFixed(0)).join(' / ')} MB, ` +
        `about ${perFollower.map((kb) => kb.toFixed(1)).join(' / ')} kB per follower`,
    );

    // The reconnect storm: every stream dropped and opened again at once, onto the current state.
    followers.send({ type: 'storm', version: room.state.version + app.moves });
    const storm = await followers.next('storm');
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

/**
 * `npm run bench:start`: how long `npm start` takes from launch to the first served Home page, on an
 * empty data directory (initdb, migrations, seed) and again on the same, existing one; and how much
 * memory the server process and the embedded PostgreSQL hold once the page has been served.
 * Figures only; nothing is asserted. The app must be built first (`npm run build`), or the first
 * start includes the build.
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../server/net/free-port';
import { apiPaths } from '../src/model/api-paths';

function descendants(pid: number): number[] {
  const out = execFileSync('ps', ['-e', '-o', 'pid=,ppid=']).toString().trim().split('\n');
  const children = new Map<number, number[]>();
  for (const line of out) {
    const [child, parent] = line.trim().split(/\s+/).map(Number) as [number, number];
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const all: number[] = [];
  const walk = (p: number) => (children.get(p) ?? []).forEach((c) => (all.push(c), walk(c)));
  walk(pid);
  return all;
}

function processArgs(pid: number): string {
  try {
    return execFileSync('ps', ['-o', 'args=', '-p', String(pid)])
      .toString()
      .trim();
  } catch {
    return '';
  }
}

function rssMiB(pids: number[], match: (command: string) => boolean): number {
  let kib = 0;
  for (const pid of pids) {
    try {
      const [rss, ...command] = execFileSync('ps', ['-o', 'rss=,args=', '-p', String(pid)])
        .toString()
        .trim()
        .split(/\s+/);
      if (match(command.join(' '))) kib += Number(rss);
    } catch {
      // the process ended meanwhile
    }
  }
  return Math.round(kib / 1024);
}

async function timedStart(dataDir: string, label: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await freePort()),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}/`;
  const homeData = new URL(apiPaths.subCategoryAll, url);
  for (;;) {
    try {
      const [page, data] = await Promise.all([fetch(url), fetch(homeData)]);
      if (page.ok && data.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 180_000) throw new Error(`${label}: no page after 180 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = Math.round(performance.now() - started);
  for (let i = 0; i < 50; i++) await fetch(homeData).then((r) => r.arrayBuffer());
  const tree = descendants(child.pid!);
  // npm → the server process (`exec node --import tsx scripts/start.ts`: no shell in between) →
  // postgres and its workers.
  const serverPid = tree.find((pid) => processArgs(pid).includes('scripts/start.ts') && !processArgs(pid).startsWith('sh '));
  const serverMiB = serverPid ? rssMiB([serverPid], () => true) : NaN;
  const launchersMiB = rssMiB([child.pid!, ...tree], (c) => !c.includes('scripts/start.ts') && !c.includes('postgres'));
  const postgresMiB = rssMiB(tree, (c) => c.includes('postgres'));
  process.kill(-child.pid!, 'SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { label, msToFirstPage: ms, serverRssMiB: serverMiB, postgresRssMiB: postgresMiB, npmRssMiB: launchersMiB };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'bhajan-bench-'));
try {
  const rows = [await timedStart(dataDir, 'empty data directory'), await timedStart(dataDir, 'existing data directory')];
  console.table(rows);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

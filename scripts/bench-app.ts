/**
 * The app as the benchmarks run it: its own process (`server/main.ts`), as in production
 * (NODE_ENV=production, SITE_URL set to its own address), on a fresh embedded PostgreSQL with the
 * starter library in a temporary DATA_DIR (or on DATABASE_URL when set), removed when it stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../server/net/free-port';

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

export async function startBenchApp({ logLevel = 'warn' }: { logLevel?: string } = {}): Promise<BenchApp> {
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
    },
    stdio: ['ignore', 'ignore', 'inherit'],
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

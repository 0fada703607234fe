import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../net/free-port';
import { startEmbeddedPostgres, type EmbeddedPostgres, type EmbeddedPostgresOptions } from './embedded';

/** The running postmaster's pid, as it wrote it into its directory. */
async function postmasterPid(dir: string): Promise<number> {
  return Number((await readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  let dataDir: string;
  let port: number;
  const started: EmbeddedPostgres[] = [];
  const start = async (dir = path.join(dataDir, 'postgres'), onPort = port, more: Partial<EmbeddedPostgresOptions> = {}) => {
    const server = await startEmbeddedPostgres({ dir, port: onPort, durability: 'none', ...more });
    started.push(server);
    return server;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bhajan-embedded-'));
    port = await freePort();
  });
  afterAll(async () => {
    for (const server of started) await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates the data directory on the first start and reuses it on the next', async () => {
    const first = await start();
    expect(first.created).toBe(true);
    await query(first.url, "create table kept (note text); insert into kept values ('भजन')");
    const [encoding] = await query<{ server_encoding: string; datlocale: string }>(
      first.url,
      'select current_setting($$server_encoding$$) as server_encoding, datlocale from pg_database where datname = current_database()',
    );
    expect(encoding).toEqual({ server_encoding: 'UTF8', datlocale: 'C.UTF-8' });
    // A quarter of the machine's memory as its cache, between PostgreSQL's default 128 MB and 2 GB.
    const [cache] = await query<{ mb: number }>(
      first.url,
      "select setting::bigint * 8 / 1024 as mb from pg_settings where name = 'shared_buffers'",
    );
    expect(Number(cache!.mb)).toBe(Math.max(128, Math.min(2048, Math.floor(totalmem() / 4 / 2 ** 20))));
    await first.stop();
    await first.stop(); // twice is fine

    const second = await start();
    expect(second.created).toBe(false);
    expect(second.url).toBe(first.url); // same stored password
    expect(await query(second.url, 'select note from kept')).toEqual([{ note: 'भजन' }]);
    await second.stop();
  });

  it('keeps its password beside the cluster, readable by the owner only', async () => {
    const file = path.join(dataDir, 'postgres.password');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim().length).toBeGreaterThanOrEqual(24);
  });

  it('starts over a postmaster.pid left by a killed server', async () => {
    // Not started again by its supervision: this test plays the next start of the site.
    const server = await start(undefined, undefined, { restartDelaysMs: [] });
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const lines = (await readFile(pidFile, 'utf8')).split('\n');
    process.kill(Number(lines[0]), 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The pid now belongs to another, live program (pid 1), as happens after a container restart.
    lines[0] = '1';
    await writeFile(pidFile, lines.join('\n'));
    await server.stop(); // the process is already gone: returns at once

    const again = await start();
    expect(await query(again.url, 'select count(*)::int as n from kept')).toEqual([{ n: 1 }]);
    await again.stop();
  });

  it('explains a taken port', async () => {
    const holder = await start();
    await expect(start(path.join(dataDir, 'other'), holder.port)).rejects.toThrow(/EMBEDDED_PG_PORT/);
    await holder.stop();
  });

  it('starts PostgreSQL again when it dies, and the data is there', async () => {
    const dir = path.join(dataDir, 'postgres');
    const server = await start(dir, port, { restartDelaysMs: [200, 400, 800] });
    const first = await postmasterPid(dir);
    process.kill(first, 'SIGKILL');
    await expect
      .poll(async () => (await query<{ n: number }>(server.url, 'select count(*)::int as n from kept').catch(() => []))[0]?.n, {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await postmasterPid(dir)).not.toBe(first);
    await server.stop();
    expect(isAlive(await postmasterPid(dir).catch(() => first))).toBe(false);
  });

  it('tells its owner when PostgreSQL cannot be started again, so the server can exit for its supervisor', async () => {
    const dir = path.join(dataDir, 'postgres');
    const onGiveUp = vi.fn();
    const server = await start(dir, port, { restartDelaysMs: [300, 300], onGiveUp });
    const pid = await postmasterPid(dir);
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => isAlive(pid)).toBe(false);
    // Something else takes the port meanwhile: every new start fails.
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      await expect.poll(() => onGiveUp.mock.calls.length, { timeout: 15_000 }).toBe(1);
      expect(String(onGiveUp.mock.calls[0]![0])).toMatch(/could not be started again/);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
      await server.stop();
    }
  });

  it('does not outlive a killed server for long: the next start stops the PostgreSQL it left behind', async () => {
    const dir = path.join(dataDir, 'postgres');
    const embedded = fileURLToPath(new URL('./embedded.ts', import.meta.url));
    const code = `const { startEmbeddedPostgres } = await import(${JSON.stringify(embedded)});
      await startEmbeddedPostgres({ dir: ${JSON.stringify(dir)}, port: ${port}, durability: 'none' });
      console.log('ready');
      setInterval(() => {}, 1000);`;
    const server = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      server.once('exit', () => reject(new Error('the server exited before PostgreSQL was ready')));
    });
    const orphan = await postmasterPid(dir);
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    expect(isAlive(orphan)).toBe(true); // kill -9 gives the server no chance to stop it

    const next = await start(dir);
    expect(isAlive(orphan)).toBe(false);
    expect(await query(next.url, 'select count(*)::int as n from kept')).toEqual([{ n: 1 }]);
    await next.stop();
  }, 60_000);
});

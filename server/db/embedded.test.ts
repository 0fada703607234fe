import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../net/free-port';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded';

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
  const start = async (dir = path.join(dataDir, 'postgres'), onPort = port) => {
    const server = await startEmbeddedPostgres({ dir, port: onPort, durability: 'none' });
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
    const server = await start();
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
});

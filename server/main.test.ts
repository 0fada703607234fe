import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../src/model/api-paths';
import type { SearchResponse } from '../src/model/entities';
import { CONNECTION_NAMES } from './db/connect';
import { embeddedPostgresUrl } from './db/embedded';
import { seed } from './db/seed';
import { library } from './db/seed/library';
import { startServer, type RunningServer } from './main';
import { silentLog } from './logger';
import { runProcess } from './test/process';
import { createTestConfig } from './test/config';
import { createEmptyDatabase, createTestDatabase } from './test/db';
import { fixtureLibrary } from './test/fixtures';
import { freePort } from './net/free-port';
import { parsePostmasterPid } from './db/running-embedded';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./test/run-server-fixture.ts', import.meta.url));

/** The pid of the embedded PostgreSQL running under `dataDir`, as it wrote it into its postmaster.pid. */
const postmasterPid = (dataDir: string) => parsePostmasterPid(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8'))!.pid;

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

describe('startServer', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('migrates and seeds a shared database once when instances start together', async () => {
    const database = await createEmptyDatabase();
    cleanups.push(database.drop);
    const servers: RunningServer[] = await Promise.all(
      [1, 2].map(async () => {
        const { config, cleanup } = await createTestConfig({ DATABASE_URL: database.url, PORT: '0', HOST: '127.0.0.1' });
        cleanups.push(cleanup);
        const server = await startServer(config, { log: silentLog });
        cleanups.push(server.close);
        return server;
      }),
    );
    for (const server of servers) {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const health = await fetch(new URL('healthz', server.url));
      expect(await health.json()).toEqual({ status: 'ok' });
      const list = (await (await fetch(new URL('api/subcategory/getAll', server.url))).json()) as unknown[];
      expect(list.length).toBe(library.subCategories.filter((s) => s.displayFlag === 'Y').length);
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from category');
    await client.end();
    expect(rows[0].n).toBe(library.categories.length);
    for (const server of servers) await server.close();
  });

  it('prepares content that has no search columns (written before search existed) once it serves, so search finds it', async () => {
    const database = await createTestDatabase();
    cleanups.push(database.close);
    const { config, cleanup } = await createTestConfig({ DATABASE_URL: database.url, PORT: '0', HOST: '127.0.0.1' });
    cleanups.push(cleanup);
    await seed(database.db, config.dataDir, { library: fixtureLibrary });
    await database.pool.query('update content set search_title = null, search_body = null, search_initials = null');
    const server = await startServer(config, { log: silentLog });
    cleanups.push(server.close);
    // In the background, after the server listens (a large library's took minutes).
    await vi.waitFor(
      async () => {
        const { rows } = await database.pool.query<{ n: number }>(
          'select count(*)::int as n from content where search_title is null or search_body is null or search_initials is null',
        );
        expect(rows[0]!.n).toBe(0);
      },
      { timeout: 10_000, interval: 50 },
    );
    const found = (await (await fetch(new URL(apiPaths.searchFor('hanuman chalisa'), server.url))).json()) as SearchResponse;
    expect(found.response.docs.map((d) => d.titlePrimary)).toEqual(['चालीसा.हनुमान चालीसा']);
    // On search's own connections (planned through the indexes), not on those of the rest of the site.
    const { rows: sessions } = await database.pool.query<{ name: string; query: string }>(
      "select application_name as name, query from pg_stat_activity where datname = current_database() and query like '%with titles as%' and pid <> pg_backend_pid()",
    );
    expect(sessions.length).toBeGreaterThan(0);
    for (const session of sessions) expect(session.name).toBe(CONNECTION_NAMES.search);
    await server.close();
  });

  it('runs on its embedded PostgreSQL when DATABASE_URL is unset, and stops it on close', async () => {
    const pgPort = await freePort();
    const { config, cleanup } = await createTestConfig({ PORT: '0', HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(pgPort) });
    cleanups.push(cleanup);
    const server = await startServer(config, { log: silentLog });
    cleanups.push(server.close);
    const res = await fetch(new URL('api/subcategory/getNav', server.url));
    expect(res.status).toBe(200);
    expect(await isListening(pgPort)).toBe(true);
    await server.close();
    await server.close();
    expect(await isListening(pgPort)).toBe(false);
  });
});

/** Every process whose command line names `dir` (postgres -D …, initdb -D …), from /proc. */
function processesUsing(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
      if (commandLine.includes(dir)) found.push(`${entry}: ${commandLine}`);
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

/** A server process as `npm run server` starts it (node --import tsx), its output collected. */

describe('runServer (the server as a process)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function freshEnvironment() {
    const pgPort = await freePort();
    const { config, cleanup } = await createTestConfig();
    cleanups.push(cleanup);
    const env = {
      DATA_DIR: config.dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      PORT: '0',
      AFTER_STOP_FILE: path.join(config.dataDir, 'after-stop'),
    };
    return { env, dataDir: config.dataDir, pgPort };
  }

  it('stops at a signal during initdb: no PostgreSQL left, a complete cluster for the next start', async () => {
    const { env, dataDir, pgPort } = await freshEnvironment();
    const server = runProcess(MAIN, env);
    await server.waitFor(/Creating the embedded PostgreSQL database/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/SIGTERM received: stopping/);
    expect(server.output()).toMatch(/Stopped during start-up/);
    expect(server.output()).not.toMatch(/is serving at/);
    expect(processesUsing(dataDir)).toEqual([]);
    expect(await isListening(pgPort)).toBe(false);

    // initdb was left to finish, so the next start uses the cluster instead of tripping over it.
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    const again = runProcess(FIXTURE, env);
    await again.waitFor(/READY http:\/\/127\.0\.0\.1:\d+\//);
    expect(again.output()).toMatch(/existing data/);
    again.child.kill('SIGINT');
    expect(await again.exited).toEqual({ code: 0, signal: null });
    expect(processesUsing(dataDir)).toEqual([]);
  }, 90_000);

  it('stops at a signal during migrations and seeding, without serving', async () => {
    const { env, dataDir, pgPort } = await freshEnvironment();
    const server = runProcess(FIXTURE, env);
    await server.waitFor(/Embedded PostgreSQL ready/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toMatch(/READY/);
    expect(readFileSync(env.AFTER_STOP_FILE, 'utf8')).toBe('afterStop ran\n');
    expect(processesUsing(dataDir)).toEqual([]);
    expect(await isListening(pgPort)).toBe(false);
  }, 90_000);

  it('serves until SIGTERM, then closes everything, runs afterStop and exits 0, also when signalled again meanwhile', async () => {
    const { env, dataDir, pgPort } = await freshEnvironment();
    const server = runProcess(FIXTURE, env);
    const [, url] = (await server.waitFor(/READY (http:\S+)/)) as unknown as [string, string];
    const health = await fetch(new URL('healthz', url));
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(await isListening(pgPort)).toBe(true);

    server.child.kill('SIGTERM');
    await server.waitFor(/SIGTERM received: stopping/);
    server.child.kill('SIGTERM'); // what npm does after Ctrl-C: the same signal again, at once (debug only)
    server.child.kill('SIGHUP');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/SIGHUP received while already stopping; still waiting for a clean stop/);
    expect(server.output()).not.toMatch(/SIGTERM received while already stopping/);
    expect(readFileSync(env.AFTER_STOP_FILE, 'utf8')).toBe('afterStop ran\n');
    expect(processesUsing(dataDir)).toEqual([]);
    expect(await isListening(pgPort)).toBe(false);
    expect(await isListening(Number(new URL(url).port))).toBe(false);
    // Fast shutdown ends the pool's connections: expected while stopping, so never a warning.
    expect(server.output()).not.toMatch(/"level":40[^\n]*database connection lost/);
  }, 90_000);

  it('reports a failed start-up in one line, undoes it, runs afterStop and exits 1', async () => {
    const { env, dataDir, pgPort } = await freshEnvironment();
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => holder.close(() => resolve())));
    const takenPort = (holder.address() as { port: number }).port;

    const server = runProcess(FIXTURE, { ...env, PORT: String(takenPort) });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toMatch(/Bhajan Sangrah could not start: listen EADDRINUSE/);
    expect(readFileSync(env.AFTER_STOP_FILE, 'utf8')).toBe('afterStop ran\n');
    expect(processesUsing(dataDir)).toEqual([]);
    expect(await isListening(pgPort)).toBe(false);
  }, 90_000);

  it('lives through its embedded PostgreSQL dying: starts it again; when that is impossible, exits 1 for its supervisor', async () => {
    const { env, dataDir, pgPort } = await freshEnvironment();
    const server = runProcess(FIXTURE, env);
    const [, url] = (await server.waitFor(/READY (http:\S+)/)) as unknown as [string, string];
    const health = async () => (await fetch(new URL('healthz', url)).catch(() => undefined))?.status;

    const first = postmasterPid(dataDir);
    process.kill(first, 'SIGKILL');
    await server.waitFor(/The embedded PostgreSQL is running again/);
    await expect.poll(health, { timeout: 10_000 }).toBe(200);
    expect(postmasterPid(dataDir)).not.toBe(first);

    // Killed again, and its port taken meanwhile: it cannot come back, so the server stops and exits 1.
    const second = postmasterPid(dataDir);
    process.kill(second, 'SIGKILL');
    const squatter = createServer();
    // Whatever connects to it meanwhile (the server's clients retrying) is cut at the end, or close() would wait for it.
    const connected = new Set<Socket>();
    squatter.on('connection', (socket) => connected.add(socket));
    await new Promise<void>((resolve, reject) => {
      const tryListen = () => squatter.once('error', () => setTimeout(tryListen, 20)).listen(pgPort, '127.0.0.1', () => resolve());
      tryListen();
      setTimeout(() => reject(new Error('the port was never free')), 10_000);
    });
    cleanups.push(async () => {
      for (const socket of connected) socket.destroy();
      await new Promise((resolve) => squatter.close(resolve));
    });
    expect(await health()).toBe(503);
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toMatch(/could not be started again[^\n]*stopping, to be started again by this process's supervisor/);
    expect(readFileSync(env.AFTER_STOP_FILE, 'utf8')).toBe('afterStop ran\n');
    expect(processesUsing(dataDir)).toEqual([]);
  }, 90_000);

  /** Sends views of a hymn from `clients` clients at once until `stop()`; counts the ones acknowledged (204). */
  function sendViews(url: string, contentId: number, clients = 16) {
    let acknowledged = 0;
    let running = true;
    const client = async () => {
      while (running) {
        const res = await fetch(new URL(apiPaths.contentAnalytics(contentId).slice(1), url), { method: 'POST' }).catch(() => undefined);
        if (res?.status === 204) acknowledged += 1;
        else if (!res) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const all = Promise.all(Array.from({ length: clients }, client));
    return {
      acknowledged: () => acknowledged,
      stop: async () => {
        running = false;
        await all;
        return acknowledged;
      },
    };
  }
  const firstHymn = async (url: string) =>
    ((await (await fetch(new URL(apiPaths.searchFor('hanuman').slice(1), url))).json()) as SearchResponse).response.docs[0]!.contentId;
  const viewsIn = async (databaseUrl: string, contentId: number) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (
        await client.query<{ n: number }>(
          "select count(*)::int as n from analytics_event where kind = 'content_view' and content_id = $1",
          [contentId],
        )
      ).rows[0]!.n;
    } finally {
      await client.end();
    }
  };

  it('loses no acknowledged view when the server is killed (kill -9) while visitors read', async () => {
    const database = await createEmptyDatabase();
    cleanups.push(database.drop);
    const { env } = await freshEnvironment();
    const server = runProcess(FIXTURE, { ...env, DATABASE_URL: database.url });
    const [, url] = (await server.waitFor(/READY (http:\S+)/)) as unknown as [string, string];
    const hymn = await firstHymn(url);
    const views = sendViews(url, hymn);
    await expect.poll(views.acknowledged, { timeout: 10_000 }).toBeGreaterThan(200);
    server.child.kill('SIGKILL');
    await server.exited;
    const acknowledged = await views.stop();
    expect(await viewsIn(database.url, hymn)).toBeGreaterThanOrEqual(acknowledged);
  }, 90_000);

  it('loses no acknowledged view when its PostgreSQL is killed (kill -9) while visitors read', async () => {
    const { env, dataDir } = await freshEnvironment();
    const server = runProcess(FIXTURE, env);
    const [, url] = (await server.waitFor(/READY (http:\S+)/)) as unknown as [string, string];
    const hymn = await firstHymn(url);
    const views = sendViews(url, hymn);
    await expect.poll(views.acknowledged, { timeout: 10_000 }).toBeGreaterThan(200);
    process.kill(postmasterPid(dataDir), 'SIGKILL');
    await server.waitFor(/The embedded PostgreSQL is running again/);
    await expect.poll(views.acknowledged, { timeout: 10_000 }).toBeGreaterThan(views.acknowledged() + 100);
    const acknowledged = await views.stop();
    // Counted through the server's own statistics call would need a session: read the table instead.
    const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
    expect(await viewsIn(embeddedPostgresUrl(password, Number(env.EMBEDDED_PG_PORT)), hymn)).toBeGreaterThanOrEqual(acknowledged);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 90_000);
});

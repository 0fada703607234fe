import { connect } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { library } from './db/seed/library';
import { startServer, type RunningServer } from './main';
import { silentLog } from './logger';
import { createTestConfig } from './test/config';
import { createEmptyDatabase } from './test/db';
import { freePort } from './test/free-port';

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

/**
 * The server process: configuration → database (embedded PostgreSQL when DATABASE_URL is unset) →
 * migrations and first seed (under an advisory lock) → HTTP. `startServer` does it for scripts and
 * tests; running this file (`npm run server`) also handles SIGINT/SIGTERM/SIGHUP.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { createDatabase, waitForDatabase, type DatabaseHandle } from './db/connect';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded';
import { migrateDatabase, withStartupLock } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { createLog, type Log } from './logger';

export interface RunningServer {
  /** Where a browser on this machine reaches the site, e.g. http://localhost:3000/ */
  url: string;
  app: FastifyInstance;
  /** Stops listening, closes the pool, stops the embedded PostgreSQL. Safe to call more than once. */
  close(): Promise<void>;
}

export interface StartOptions {
  log?: Log;
  /** Passed to buildApp (tests point distDir at a temporary build). */
  app?: Pick<AppDeps, 'distDir' | 'defaultSubCategoryImage' | 'logger'>;
}

function browsableUrl(address: AddressInfo): string {
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/`;
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? createLog(config.logLevel);
  const startedAt = performance.now();
  let embedded: EmbeddedPostgres | undefined;
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;

  const shutDown = async () => {
    await app?.close().catch((error: Error) => log.error(`closing HTTP: ${error.message}`));
    await database?.close();
    await embedded?.stop().catch((error: Error) => log.error(`stopping PostgreSQL: ${error.message}`));
  };

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), port: config.embeddedPgPort, log });
      databaseUrl = embedded.url;
    }
    database = createDatabase(databaseUrl, { poolSize: config.databasePoolSize, log });
    await waitForDatabase(database.pool, log);

    await withStartupLock(database.pool, async (db) => {
      await migrateDatabase(db);
      const outcome = await seedIfEmpty(db, config.dataDir);
      if (outcome.seeded) {
        const s = outcome.summary;
        log.info(
          `Seeded the library: ${s.categories} categories, ${s.subCategories} sub-categories, ${s.contents} content, ` +
            `${s.staticPages} static pages, ${s.filesCopied} files`,
        );
      } else if (outcome.filesCopied > 0) {
        log.info(`Copied ${outcome.filesCopied} missing seed files into ${config.dataDir}`);
      }
    });

    app = await buildApp({ config, db: database.db, ...options.app });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await shutDown();
    throw error;
  }

  const url = browsableUrl(app.server.address() as AddressInfo);
  log.info(`${config.app.siteName} is serving at ${url} (started in ${Math.round(performance.now() - startedAt)} ms)`);

  let closing: Promise<void> | undefined;
  return {
    url,
    app,
    close: () => (closing ??= shutDown()),
  };
}

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const log = createLog(config.logLevel);

  let server: RunningServer;
  try {
    server = await startServer(config, { log });
  } catch (error) {
    console.error(`${config.app.siteName} could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log(`${config.app.siteName} is serving at ${server.url}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn(`${signal} received while already stopping; still waiting for a clean stop`);
      return;
    }
    stopping = true;
    log.info(`${signal} received: stopping`);
    // Should anything hang, do not hang forever.
    setTimeout(() => {
      log.error('Clean stop took longer than 30 s; exiting anyway');
      process.exit(1);
    }, 30_000).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runDirectly) await main();

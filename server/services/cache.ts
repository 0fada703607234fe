/**
 * The in-process caches of one server instance, and "Refresh All Backends" across instances.
 *
 * Whatever keeps data in memory registers a `clear` function here under a name. The admin's
 * refresh call clears this instance's caches at once and sends a PostgreSQL NOTIFY on
 * CACHE_REFRESH_CHANNEL; every instance listens on that channel (one dedicated connection each,
 * `listenForRefresh`) and clears its own when another instance asks. An instance that lost its
 * listening connection clears its caches when it is back, since it may have missed a refresh.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/connect';
import type { Log } from '../logger';

export const CACHE_REFRESH_CHANNEL = 'bhajan_sangrah_cache_refresh';

export interface CacheRegistry {
  /** This process, as named in the notifications it sends (it ignores its own). */
  readonly instanceId: string;
  /** Adds a cache; `clear` runs at every refresh. Returns a function that removes it again. */
  register(name: string, clear: () => void | Promise<void>): () => void;
  /** The registered caches' names, in registration order. */
  names(): string[];
  /** Clears every registered cache of this process (all of them even when one fails); answers the names cleared. */
  clearLocal(): Promise<string[]>;
}

export function createCacheRegistry(instanceId: string = randomUUID()): CacheRegistry {
  const caches = new Map<string, () => void | Promise<void>>();
  return {
    instanceId,
    register(name, clear) {
      if (caches.has(name)) throw new Error(`A cache named "${name}" is already registered`);
      caches.set(name, clear);
      return () => {
        if (caches.get(name) === clear) caches.delete(name);
      };
    },
    names: () => [...caches.keys()],
    async clearLocal() {
      const entries = [...caches.entries()];
      const results = await Promise.allSettled(entries.map(async ([, clear]) => clear()));
      const failed = results.flatMap((result, i) => (result.status === 'rejected' ? [`${entries[i]![0]}: ${String(result.reason)}`] : []));
      if (failed.length > 0) throw new Error(`Some caches could not be cleared: ${failed.join('; ')}`);
      return entries.map(([name]) => name);
    },
  };
}

/** Asks every instance listening on this database (this one included, which ignores it) to clear its caches. */
export async function notifyRefresh(db: Database, registry: CacheRegistry): Promise<void> {
  await db.execute(sql`select pg_notify(${CACHE_REFRESH_CHANNEL}, ${registry.instanceId})`);
}

/** The connection settings of the pool under a Drizzle instance (undefined when it has none). */
export function connectionConfigOf(db: Database): pg.ClientConfig | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client.options : undefined;
}

export interface RefreshListener {
  /** Resolves once the instance listens (the first time). */
  ready(): Promise<void>;
  /** Stops listening and ends the connection; safe to call more than once. */
  close(): Promise<void>;
}

export interface RefreshListenerOptions {
  /** Where to connect: the app's own database (see connectionConfigOf). */
  connection: pg.ClientConfig;
  registry: CacheRegistry;
  log: Log;
  /** Wait before connecting again after a lost connection; default 1 s, doubling up to 30 s. */
  retryMs?: number;
}

const MAX_RETRY_MS = 30_000;

/**
 * Listens on CACHE_REFRESH_CHANNEL on a connection of its own (LISTEN needs one that stays open,
 * outside the pool), reconnecting after errors. Never throws: a database that is down only delays it.
 */
export function listenForRefresh({ connection, registry, log, retryMs = 1_000 }: RefreshListenerOptions): RefreshListener {
  let closed = false;
  let current: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let wait = retryMs;
  let everListened = false;
  let markReady!: () => void;
  const readyPromise = new Promise<void>((resolve) => (markReady = resolve));

  const clear = (why: string) => {
    registry.clearLocal().then(
      (names) => log.info(`caches cleared (${why}): ${names.join(', ') || 'none registered'}`),
      (error: unknown) => log.error(`caches not cleared (${why}): ${String(error)}`),
    );
  };

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, wait);
    timer.unref();
    wait = Math.min(wait * 2, MAX_RETRY_MS);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const client = new pg.Client({ ...connection, application_name: 'bhajan-sangrah cache refresh' });
    // Set at once, so close() ends a connection that is still being made too.
    current = client;
    let lost = false;
    const onLost = (reason: string) => {
      if (lost) return;
      lost = true;
      if (current === client) current = undefined;
      client.end().catch(() => undefined);
      if (!closed) {
        log.warn(`cache refresh listener lost its connection (${reason}); reconnecting`);
        retry();
      }
    };
    client.on('error', (error: Error) => onLost(error.message));
    client.on('end', () => onLost('ended'));
    client.on('notification', (message) => {
      if (message.channel === CACHE_REFRESH_CHANNEL && message.payload !== registry.instanceId) clear('refresh from another instance');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_REFRESH_CHANNEL}`);
    } catch (error) {
      onLost(error instanceof Error ? error.message : String(error));
      return;
    }
    if (closed || lost) return;
    wait = retryMs;
    // Back after a gap: a refresh may have been sent meanwhile.
    if (everListened) clear('listening again after a lost connection');
    everListened = true;
    markReady();
  }

  void connect();
  return {
    ready: () => readyPromise,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

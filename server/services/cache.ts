/**
 * The in-process caches of one server instance, and keeping them right across instances.
 *
 * Whatever keeps data in memory registers a `clear` function here under a name, and an
 * `invalidate` function if it can drop only what shows a given thing (tags such as `content:12`).
 * - "Refresh All Backends": the admin's refresh call clears this instance's caches at once and
 *   sends a PostgreSQL NOTIFY on CACHE_REFRESH_CHANNEL; every instance clears its own when another
 *   instance asks.
 * - A change to the catalogue (an editor's save, a script, SQL by hand): the database's triggers
 *   (migration 0005) NOTIFY on CATALOGUE_CHANNEL what changed, and every instance (the one that
 *   saved too) drops what shows it. The instance that saved has already dropped it at once.
 * Every instance listens on both channels on one dedicated connection (`listenForRefresh`). An
 * instance that lost it clears its caches when it is back, since it may have missed a message.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { poolOf, type Database } from '../db/connect';
import { listen, type Listener } from '../db/listen';
import type { Log } from '../logger';

export const CACHE_REFRESH_CHANNEL = 'bhajan_sangrah_cache_refresh';
export const CATALOGUE_CHANNEL = 'bhajan_sangrah_catalogue_changed';

/** Everything is out of date; else the tags of what changed. */
export type CatalogueChange = 'all' | readonly string[];

/** The tags of what a hymn (content row) shows, and its sub-category's page (which lists it). */
export const contentTag = (contentId: number) => `content:${contentId}`;
export const subCategoryTag = (subCategoryId: number) => `subcategory:${subCategoryId}`;
/** The sitemap lists every hymn. */
export const SITEMAP_TAG = 'sitemap';

/**
 * What a catalogue notification (a JSON payload written by notify_catalogue_change) makes out of
 * date. Content names its hymns and their sub-categories; the other tables' rows are on every page
 * (the navigation lists the sub-categories), so they make everything out of date, as does anything
 * that cannot be read.
 */
export function catalogueChangeOf(payload: string): CatalogueChange {
  let message: { table?: unknown; all?: unknown; ids?: unknown; subCategoryIds?: unknown };
  try {
    message = JSON.parse(payload) as typeof message;
  } catch {
    return 'all';
  }
  const numbers = (value: unknown) => (Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : undefined);
  const ids = numbers(message.ids);
  const subCategoryIds = numbers(message.subCategoryIds);
  if (message.table !== 'content' || message.all === true || !ids || !subCategoryIds) return 'all';
  return [...ids.map(contentTag), ...subCategoryIds.map(subCategoryTag), SITEMAP_TAG];
}

export interface CacheRegistry {
  /** This process, as named in the notifications it sends (it ignores its own). */
  readonly instanceId: string;
  /**
   * Adds a cache; `clear` runs at every refresh, and at a catalogue change unless it has its own
   * `invalidate`. Returns a function that removes it again.
   */
  register(name: string, clear: () => void | Promise<void>, invalidate?: (tags: readonly string[]) => void): () => void;
  /** The registered caches' names, in registration order. */
  names(): string[];
  /** Clears every registered cache of this process (all of them even when one fails); answers the names cleared. */
  clearLocal(): Promise<string[]>;
  /** Drops from this process's caches what a catalogue change makes out of date. */
  invalidateLocal(change: CatalogueChange): Promise<void>;
}

interface RegisteredCache {
  clear: () => void | Promise<void>;
  invalidate?: (tags: readonly string[]) => void;
}

export function createCacheRegistry(instanceId: string = randomUUID()): CacheRegistry {
  const caches = new Map<string, RegisteredCache>();
  return {
    instanceId,
    register(name, clear, invalidate) {
      if (caches.has(name)) throw new Error(`A cache named "${name}" is already registered`);
      const cache = { clear, invalidate };
      caches.set(name, cache);
      return () => {
        if (caches.get(name) === cache) caches.delete(name);
      };
    },
    names: () => [...caches.keys()],
    async invalidateLocal(change) {
      await Promise.allSettled(
        [...caches.values()].map(async ({ clear, invalidate }) => (change !== 'all' && invalidate ? invalidate(change) : clear())),
      );
    },
    async clearLocal() {
      const entries = [...caches.entries()];
      const results = await Promise.allSettled(entries.map(async ([, { clear }]) => clear()));
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
  return poolOf(db)?.options;
}

export type RefreshListener = Listener;

export interface RefreshListenerOptions {
  /** Where to connect: the app's own database (see connectionConfigOf). */
  connection: pg.ClientConfig;
  registry: CacheRegistry;
  log: Log;
  /** Wait before connecting again after a lost connection; default 1 s, doubling up to 30 s. */
  retryMs?: number;
}

/** Clears this instance's caches without waiting, and logs how it went (the listener itself never fails). */
function clearCaches(registry: CacheRegistry, log: Log, why: string): void {
  registry.clearLocal().then(
    (names) => log.info(`caches cleared (${why}): ${names.join(', ') || 'none registered'}`),
    (error: unknown) => log.error(`caches not cleared (${why}): ${String(error)}`),
  );
}

/** What one message on either channel does: another instance's refresh clears everything, a catalogue change drops what it shows. */
function onNotification(message: pg.Notification, registry: CacheRegistry, log: Log): void {
  if (message.channel === CACHE_REFRESH_CHANNEL && message.payload !== registry.instanceId) {
    clearCaches(registry, log, 'refresh from another instance');
  }
  if (message.channel === CATALOGUE_CHANNEL) {
    const change = catalogueChangeOf(message.payload ?? '');
    registry.invalidateLocal(change).then(
      () => log.debug(`caches updated after a catalogue change: ${change === 'all' ? 'everything' : change.join(', ')}`),
      (error: unknown) => log.error(`caches not updated after a catalogue change: ${String(error)}`),
    );
  }
}

/**
 * Listens on CACHE_REFRESH_CHANNEL and CATALOGUE_CHANNEL (db/listen.ts: a connection of its own,
 * reconnecting after errors). Never throws: a database that is down only delays it.
 */
export function listenForRefresh({ connection, registry, log, retryMs }: RefreshListenerOptions): RefreshListener {
  return listen({
    connection,
    channels: [CACHE_REFRESH_CHANNEL, CATALOGUE_CHANNEL],
    name: 'cache refresh',
    log,
    retryMs,
    onNotification: (message) => onNotification(message, registry, log),
    // Listening from now on: a change sent before (while this instance started, or while the
    // connection was lost) may have been missed.
    onListening: (again) => clearCaches(registry, log, again ? 'listening again after a lost connection' : 'listening'),
  });
}

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLog } from '../logger';
import { createTestDatabase, type TestDatabase } from '../test/db';
import pg from 'pg';
import {
  CACHE_REFRESH_CHANNEL,
  CATALOGUE_CHANNEL,
  catalogueChangeOf,
  contentTag,
  SITEMAP_TAG,
  subCategoryTag,
  connectionConfigOf,
  createCacheRegistry,
  listenForRefresh,
  notifyRefresh,
  type RefreshListener,
} from './cache';

describe('createCacheRegistry', () => {
  it('clears every registered cache and answers their names; a removed cache is no longer cleared', async () => {
    const registry = createCacheRegistry();
    const first = vi.fn();
    const second = vi.fn(async () => undefined);
    const removeFirst = registry.register('app-shell', first);
    registry.register('catalogue', second);
    expect(await registry.clearLocal()).toEqual(['app-shell', 'catalogue']);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    removeFirst();
    expect(await registry.clearLocal()).toEqual(['catalogue']);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('refuses a second cache under a taken name', () => {
    const registry = createCacheRegistry();
    registry.register('x', () => undefined);
    expect(() => registry.register('x', () => undefined)).toThrow(/already registered/);
  });

  it('clears the others even when one fails, then reports the failure', async () => {
    const registry = createCacheRegistry();
    const after = vi.fn();
    registry.register('broken', () => {
      throw new Error('disk gone');
    });
    registry.register('fine', after);
    await expect(registry.clearLocal()).rejects.toThrow(/broken: Error: disk gone/);
    expect(after).toHaveBeenCalledTimes(1);
  });
});

describe('listenForRefresh', () => {
  let database: TestDatabase;
  const listeners: RefreshListener[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(listeners.map((listener) => listener.close()));
    await database?.close();
  });
  const listen = async (registry = createCacheRegistry(), retryMs = 50) => {
    const listener = listenForRefresh({ connection: connectionConfigOf(database.db)!, registry, log: silentLog, retryMs });
    listeners.push(listener);
    await listener.ready();
    return listener;
  };

  it('clears an instance’s caches when another instance refreshes, not when it refreshes itself', async () => {
    const sender = createCacheRegistry();
    const receiver = createCacheRegistry();
    const senderCache = vi.fn();
    const receiverCache = vi.fn();
    sender.register('c', senderCache);
    receiver.register('c', receiverCache);
    await listen(sender);
    await listen(receiver);
    // Each cleared once as it began to listen: a change sent while it started may have been missed.
    await vi.waitFor(() => expect([senderCache.mock.calls.length, receiverCache.mock.calls.length]).toEqual([1, 1]));
    await notifyRefresh(database.db, sender);
    await vi.waitFor(() => expect(receiverCache).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(senderCache).toHaveBeenCalledTimes(1);
  });

  it('listens again after losing its connection, and clears its caches then (a refresh may have been missed)', async () => {
    const registry = createCacheRegistry();
    const cache = vi.fn();
    registry.register('c', cache);
    await listen(registry);
    await vi.waitFor(() => expect(cache).toHaveBeenCalledTimes(1));
    const terminate = () =>
      database.pool.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'bhajan-sangrah cache refresh' and datname = current_database()",
      );
    await terminate();
    await vi.waitFor(() => expect(cache).toHaveBeenCalledTimes(2), { timeout: 5_000 });
    // And it hears refreshes again.
    await vi.waitFor(
      async () => {
        await notifyRefresh(database.db, createCacheRegistry());
        expect(cache.mock.calls.length).toBeGreaterThanOrEqual(3);
      },
      { timeout: 5_000 },
    );
  });

  it('stops listening when closed', async () => {
    const registry = createCacheRegistry();
    const cache = vi.fn();
    registry.register('c', cache);
    const listener = await listen(registry);
    await vi.waitFor(() => expect(cache).toHaveBeenCalledTimes(1));
    await listener.close();
    await listener.close();
    await database.pool.query(`select pg_notify('${CACHE_REFRESH_CHANNEL}', 'someone else')`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cache).toHaveBeenCalledTimes(1);
  });
});

describe('the database’s catalogue notifications (migration 0005)', () => {
  let database: TestDatabase;
  let client: pg.Client;
  const received: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    client.on('notification', (message) => received.push(message.payload ?? ''));
    await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
  });
  afterAll(async () => {
    await client?.end();
    await database?.close();
  });
  const run = (text: string, values: unknown[] = []) => database.pool.query(text, values);
  /** What the statement makes out of date, once its notification (if any) has arrived. */
  const changesOf = async (text: string, values: unknown[] = []) => {
    received.length = 0;
    await run(text, values);
    // A marker after the statement: notifications arrive in order, so once it is in, any the statement sent are too.
    await run(`select pg_notify('${CATALOGUE_CHANNEL}', 'marker')`);
    await vi.waitFor(() => expect(received).toContain('marker'));
    return received
      .filter((payload) => payload !== 'marker')
      .map(catalogueChangeOf)
      .map((change) => (change === 'all' ? change : [...change].sort()));
  };

  it('names the hymns and sub-categories an edit changes; a reindex or a save that changes nothing sends nothing', async () => {
    const page = (ids: number[], subCategoryIds: number[]) =>
      [...ids.map(contentTag), ...subCategoryIds.map(subCategoryTag), SITEMAP_TAG].sort();
    const [first, second, k, kh] = [501, 502, 1001, 1002];
    // Sub-categories are in every page's navigation.
    expect(
      await changesOf("insert into sub_category (sub_category_id, title_primary) values ($1, 'पहला'), ($2, 'दूसरा')", [first, second]),
    ).toEqual(['all']);
    expect(
      await changesOf("insert into content (content_id, sub_category_id, title_primary) values ($1, $2, 'क'), ($3, $4, 'ख')", [
        k,
        first,
        kh,
        second,
      ]),
    ).toEqual([page([k, kh], [first, second])]);

    expect(await changesOf("update content set title_primary = 'क १' where content_id = $1", [k])).toEqual([page([k], [first])]);
    expect(await changesOf("update content set title_primary = 'क १' where content_id = $1", [k])).toEqual([]);
    expect(await changesOf("update content set search_title = 'k' where content_id in ($1, $2)", [k, kh])).toEqual([]);
    // Moved to another sub-category: both lists change.
    const moved = await changesOf('update content set sub_category_id = $1 where content_id = $2', [first, kh]);
    expect(moved).toEqual([page([kh], [first, second])]);
    expect(await changesOf('delete from content where content_id = $1', [k])).toEqual([page([k], [first])]);
    expect(await changesOf("update sub_category set title_primary = 'पहला भाग' where sub_category_id = $1", [first])).toEqual(['all']);
  });
});

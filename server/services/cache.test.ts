import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLog } from '../logger';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { CACHE_REFRESH_CHANNEL, connectionConfigOf, createCacheRegistry, listenForRefresh, notifyRefresh, type RefreshListener } from './cache';

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
    await notifyRefresh(database.db, sender);
    await vi.waitFor(() => expect(receiverCache).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(senderCache).not.toHaveBeenCalled();
  });

  it('listens again after losing its connection, and clears its caches then (a refresh may have been missed)', async () => {
    const registry = createCacheRegistry();
    const cache = vi.fn();
    registry.register('c', cache);
    await listen(registry);
    const terminate = () =>
      database.pool.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'bhajan-sangrah cache refresh' and datname = current_database()");
    await terminate();
    await vi.waitFor(() => expect(cache).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    // And it hears refreshes again.
    await vi.waitFor(
      async () => {
        await notifyRefresh(database.db, createCacheRegistry());
        expect(cache.mock.calls.length).toBeGreaterThanOrEqual(2);
      },
      { timeout: 5_000 },
    );
  });

  it('stops listening when closed', async () => {
    const registry = createCacheRegistry();
    const cache = vi.fn();
    registry.register('c', cache);
    const listener = await listen(registry);
    await listener.close();
    await listener.close();
    await database.pool.query(`select pg_notify('${CACHE_REFRESH_CHANNEL}', 'someone else')`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cache).not.toHaveBeenCalled();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { clientKey, hashKey, hitRateLimit, type RateLimitRule } from './rate-limit';

describe('client keys', () => {
  it('are IPv4 addresses as they are, also when written IPv4-mapped', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::FFFF:203.0.113.9')).toBe('203.0.113.9');
  });

  it('are the /64 network of an IPv6 address, however it is written', () => {
    expect(clientKey('2001:db8:a:b::1')).toBe('2001:db8:a:b::/64');
    expect(clientKey('2001:0db8:000a:000b:1:2:3:4')).toBe('2001:db8:a:b::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('hash to 64 hex digits that differ per bucket', () => {
    expect(hashKey('feedback', '203.0.113.9')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashKey('feedback', '203.0.113.9')).not.toBe(hashKey('other', '203.0.113.9'));
  });
});

describe('hitRateLimit', () => {
  let database: TestDatabase;
  const rule: RateLimitRule = { bucket: 'test', max: 2, windowMs: 60_000 };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('allows max hits per window, then refuses with the seconds left', async () => {
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await hitRateLimit(database.db, rule, 'a'));
    expect(outcomes.map((o) => [o.allowed, o.hits])).toEqual([
      [true, 1],
      [true, 2],
      [false, 3],
      [false, 4],
    ]);
    expect(outcomes[2]!.retryAfterSeconds).toBeGreaterThan(55);
    expect(outcomes[2]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('keeps buckets and keys apart', async () => {
    expect((await hitRateLimit(database.db, rule, 'b')).allowed).toBe(true);
    expect((await hitRateLimit(database.db, { ...rule, bucket: 'another' }, 'a')).allowed).toBe(true);
  });

  it('restarts the count once the window has passed, and deletes passed windows of the bucket only', async () => {
    await hitRateLimit(database.db, { ...rule, bucket: 'kept' }, 'a');
    await database.pool.query("update rate_limit set window_start = window_start - interval '2 minutes'");
    const again = await hitRateLimit(database.db, rule, 'a');
    expect(again).toMatchObject({ allowed: true, hits: 1 });
    const { rows } = await database.pool.query<{ bucket: string; hits: number }>('select bucket, hits from rate_limit order by bucket');
    expect(rows).toEqual([
      { bucket: 'another', hits: 1 },
      { bucket: 'kept', hits: 1 },
      { bucket: 'test', hits: 1 },
    ]);
  });
});

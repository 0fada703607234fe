/**
 * Fixed-window rate limits kept in PostgreSQL (table `rate_limit`), so every server instance behind
 * a load balancer counts into the same window. One upsert per hit (row-locked, so concurrent hits
 * from several instances are counted exactly); the clock is the database's. Keys are stored only
 * as SHA-256 hashes, and rows whose window has passed are deleted as hits come in.
 */
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { rateLimit } from '../db/schema';

export interface RateLimitRule {
  /** Which limit (e.g. 'feedback'): each has its own counters. */
  bucket: string;
  /** Hits allowed per window. */
  max: number;
  windowMs: number;
}

export interface RateLimitOutcome {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  hits: number;
  /** Whole seconds until the window ends (at least 1): the Retry-After of a refusal. */
  retryAfterSeconds: number;
}

/** Anything that runs SQL: the database or a transaction. */
export type SqlRunner = Pick<Database, 'execute'>;

/**
 * The key of a client address: an IPv4 address as it is (also when written as IPv4-mapped IPv6),
 * an IPv6 address by its /64 network, since one household or phone gets a whole /64 and could
 * otherwise step around the limit by changing addresses within it.
 */
export function clientKey(address: string): string {
  const ip = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail] = ip.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups = tail === undefined ? first : [...first, ...Array<string>(Math.max(0, 8 - first.length - last.length)).fill('0'), ...last];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

export function hashKey(bucket: string, key: string): string {
  return createHash('sha256').update(`${bucket}\n${key}`).digest('hex');
}

/** Counts one hit of `key` against `rule`, and says whether it is within the limit. */
export async function hitRateLimit(db: SqlRunner, rule: RateLimitRule, key: string): Promise<RateLimitOutcome> {
  const window = sql`make_interval(secs => ${rule.windowMs / 1000})`;
  const keyHash = hashKey(rule.bucket, key);
  await db.execute(sql`delete from ${rateLimit} where bucket = ${rule.bucket} and window_start <= now() - ${window}`);
  const result = await db.execute<{ hits: number; remaining: number }>(sql`
    insert into ${rateLimit} as r (bucket, key_hash, window_start, hits)
    values (${rule.bucket}, ${keyHash}, now(), 1)
    on conflict (bucket, key_hash) do update set
      hits = case when r.window_start <= now() - ${window} then 1 else r.hits + 1 end,
      window_start = case when r.window_start <= now() - ${window} then now() else r.window_start end
    returning hits, extract(epoch from (window_start + ${window} - now()))::float8 as remaining`);
  const row = result.rows[0]!;
  return {
    allowed: row.hits <= rule.max,
    hits: row.hits,
    retryAfterSeconds: Math.max(1, Math.ceil(row.remaining)),
  };
}

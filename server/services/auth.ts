/**
 * Admins, their sign-in and their sessions, kept in PostgreSQL so that every server instance knows
 * every session.
 *
 * - A session is a random 32-byte token in the admin's cookie; the table keeps only its SHA-256
 *   (`admin_session.token_hash`), so a leaked dump or backup signs nobody in.
 * - A session ends after `idleMinutes` without a request and `maxHours` after signing in at the
 *   latest: `expires_at` is moved forward as requests come in (at most once a minute, to keep
 *   reads cheap), never past `created_at + maxHours`. The database's clock decides.
 * - Sign-in failures are counted per e-mail address and client address in the shared `rate_limit`
 *   table (see rate-limit.ts); too many and further attempts are refused before any password check.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminUser } from '../../src/model/admin';
import {
  ADMIN_EMAIL_MAX_LENGTH,
  LOGIN_ACCOUNT_FREE_FAILURES,
  LOGIN_ACCOUNT_MAX_DELAY_MS,
  LOGIN_ACCOUNT_MEMORY_MS,
  LOGIN_RATE_LIMIT_MAX,
  LOGIN_RATE_LIMIT_WINDOW_MS,
} from '../../src/model/constants';
import type { ServerConfig } from '../config';
import type { Database } from '../db/connect';
import { adminSession, adminUser, rateLimit } from '../db/schema';
import type { Log } from '../logger';
import { checkNewPassword, hashPassword, needsRehash, verifyPassword } from './passwords';
import { clientKey, hashKey, hitRateLimit, type RateLimitRule, type SqlRunner } from './rate-limit';

export interface SessionSettings {
  /** Signed out after this long without a request. */
  idleMinutes: number;
  /** Signed out this long after signing in, however busy. */
  maxHours: number;
}

export const LOGIN_RATE_LIMIT: RateLimitRule = { bucket: 'admin-login', max: LOGIN_RATE_LIMIT_MAX, windowMs: LOGIN_RATE_LIMIT_WINDOW_MS };

const SESSION_TOKEN_BYTES = 32;
/** base64url of 32 bytes. Anything else in the cookie is not a token of ours and is not looked up. */
const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A session's last_seen_at/expires_at are written at most this often. */
export const SESSION_TOUCH_INTERVAL_SECONDS = 60;

export const newSessionToken = () => randomBytes(SESSION_TOKEN_BYTES).toString('base64url');
export const isSessionToken = (value: string | undefined): value is string => value !== undefined && SESSION_TOKEN_PATTERN.test(value);
export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const minutes = (value: number) => sql`make_interval(mins => ${value})`;
const hours = (value: number) => sql`make_interval(hours => ${value})`;

/** Removes sessions that have ended; returns how many. Called as sessions are made and ended. */
export async function deleteExpiredSessions(db: SqlRunner): Promise<number> {
  const result = await db.execute(sql`delete from ${adminSession} where expires_at <= now()`);
  return result.rowCount ?? 0;
}

/**
 * Starts a session for `userId` and returns its token (for the cookie). `replacing`: the token this
 * browser had, whose session ends now (a new id at every sign-in).
 */
export async function createSession(db: Database, userId: number, settings: SessionSettings, replacing?: string): Promise<string> {
  const token = newSessionToken();
  await db.transaction(async (tx) => {
    if (isSessionToken(replacing)) await tx.execute(sql`delete from ${adminSession} where token_hash = ${sessionTokenHash(replacing)}`);
    await deleteExpiredSessions(tx);
    await tx.execute(sql`
      insert into ${adminSession} (token_hash, user_id, expires_at)
      values (${sessionTokenHash(token)}, ${userId}, now() + least(${minutes(settings.idleMinutes)}, ${hours(settings.maxHours)}))`);
  });
  return token;
}

/**
 * The admin whose live session `token` is, or null. Moves the session's idle expiry forward when
 * it was last moved a minute ago or more (one statement either way).
 */
export async function findSession(db: SqlRunner, token: string, settings: SessionSettings): Promise<AdminUser | null> {
  if (!isSessionToken(token)) return null;
  const result = await db.execute<{ id: number; email: string }>(sql`
    with found as (
      select s.token_hash, s.created_at, s.last_seen_at, u.id, u.email
      from ${adminSession} s join ${adminUser} u on u.id = s.user_id
      where s.token_hash = ${sessionTokenHash(token)} and s.expires_at > now()
    ), touched as (
      update ${adminSession} s
      set last_seen_at = now(), expires_at = least(now() + ${minutes(settings.idleMinutes)}, found.created_at + ${hours(settings.maxHours)})
      from found
      where s.token_hash = found.token_hash and found.last_seen_at <= now() - make_interval(secs => ${SESSION_TOUCH_INTERVAL_SECONDS})
    )
    select id, email from found`);
  const row = result.rows[0];
  return row ? { id: row.id, email: row.email } : null;
}

/** Ends the session of `token` (if any), and any that have expired. */
export async function deleteSession(db: Database, token: string | undefined): Promise<void> {
  if (isSessionToken(token)) await db.execute(sql`delete from ${adminSession} where token_hash = ${sessionTokenHash(token)}`);
  await deleteExpiredSessions(db);
}

interface StoredAdmin extends AdminUser {
  passwordHash: string;
}

async function findAdminByEmail(db: SqlRunner, email: string): Promise<StoredAdmin | undefined> {
  // PostgreSQL's text cannot hold NUL, so no admin's address has one; sent as a parameter it would
  // fail the query (a 500) instead of being the unknown address it is.
  if (email.includes('\u0000')) return undefined;
  const result = await db.execute<{ id: number; email: string; password_hash: string }>(
    sql`select id, email, password_hash from ${adminUser} where lower(email) = lower(${email.trim()})`,
  );
  const row = result.rows[0];
  return row && { id: row.id, email: row.email, passwordHash: row.password_hash };
}

export type SignInOutcome =
  { outcome: 'signed-in'; user: AdminUser } | { outcome: 'wrong' } | { outcome: 'throttled'; retryAfterSeconds: number };

export interface SignInAttempt {
  email: string;
  password: string;
  /** The client's address (request.ip). */
  address: string;
}

/** The per-account delay's rows in rate_limit: `hits` failures, the last attempt let through at `window_start`. */
const ACCOUNT_BUCKET = 'admin-login-account';

/** Seconds the next attempt on an account waits after `failures` (SQL, for the atomic claim below; the power is bounded so a huge count cannot overflow). */
const accountDelaySeconds = (failures: SQL) =>
  sql`case when ${failures} < ${LOGIN_ACCOUNT_FREE_FAILURES} then 0
    else least(${LOGIN_ACCOUNT_MAX_DELAY_MS / 1000}, power(2, least(${failures} - ${LOGIN_ACCOUNT_FREE_FAILURES} + 1, 30))) end`;

/** How long an account's failures are remembered after its last attempt let through. */
const ACCOUNT_MEMORY = sql`make_interval(secs => ${LOGIN_ACCOUNT_MEMORY_MS / 1000})`;

/**
 * Claims an attempt on the account: allowed when it has few failures or its delay has passed since
 * the last attempt let through, which then becomes this one (in one statement: parallel attempts
 * cannot all pass when a delay ends). Otherwise, how long to wait.
 */
async function claimAccountAttempt(
  db: SqlRunner,
  accountKey: string,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const keyHash = hashKey(ACCOUNT_BUCKET, accountKey);
  const delay = sql`make_interval(secs => ${accountDelaySeconds(sql`hits`)})`;
  // After a quiet hour the old failures are forgotten here, in the claim: it moves window_start to
  // now, so the failure recorded after it could no longer tell that the hour had passed.
  const claimed = await db.execute(sql`
    update ${rateLimit}
    set hits = case when window_start <= now() - ${ACCOUNT_MEMORY} then 0 else hits end, window_start = now()
    where bucket = ${ACCOUNT_BUCKET} and key_hash = ${keyHash}
      and (window_start <= now() - ${ACCOUNT_MEMORY} or window_start + ${delay} <= now())
    returning hits`);
  if (claimed.rows.length > 0) return { allowed: true };
  const waiting = await db.execute<{ remaining: number }>(sql`
    select extract(epoch from (window_start + ${delay} - now()))::float8 as remaining
    from ${rateLimit} where bucket = ${ACCOUNT_BUCKET} and key_hash = ${keyHash}`);
  const remaining = waiting.rows[0]?.remaining;
  return remaining === undefined ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remaining)) };
}

/** A wrong password for the account: one more failure (claimAccountAttempt has reset the count after a quiet hour). */
async function recordAccountFailure(db: SqlRunner, accountKey: string): Promise<void> {
  // Accounts (typed addresses, real or not) without an attempt for an hour are forgotten.
  await db.execute(sql`delete from ${rateLimit} where bucket = ${ACCOUNT_BUCKET} and window_start <= now() - ${ACCOUNT_MEMORY}`);
  await db.execute(sql`
    insert into ${rateLimit} as r (bucket, key_hash, window_start, hits)
    values (${ACCOUNT_BUCKET}, ${hashKey(ACCOUNT_BUCKET, accountKey)}, now(), 1)
    on conflict (bucket, key_hash) do update set hits = r.hits + 1, window_start = now()`);
}

/**
 * Checks an e-mail address and password. Every attempt first counts against its (e-mail, client
 * address) pair, atomically, so parallel attempts cannot slip past the limit; beyond the limit the
 * answer is 'throttled' whatever the password. Then the account's own delay (from every address
 * together; see LOGIN_ACCOUNT_FREE_FAILURES) must have passed. A success clears the pair's count and
 * the account's failures. An unknown address costs the same password check as a known one, and
 * is throttled alike.
 */
export async function signIn(db: Database, attempt: SignInAttempt, rule: RateLimitRule = LOGIN_RATE_LIMIT): Promise<SignInOutcome> {
  const accountKey = attempt.email.trim().toLowerCase();
  const limitKey = `${accountKey}\n${clientKey(attempt.address)}`;
  const limit = await hitRateLimit(db, rule, limitKey);
  if (!limit.allowed) return { outcome: 'throttled', retryAfterSeconds: limit.retryAfterSeconds };
  const account = await claimAccountAttempt(db, accountKey);
  if (!account.allowed) return { outcome: 'throttled', retryAfterSeconds: account.retryAfterSeconds };

  const admin = await findAdminByEmail(db, attempt.email);
  if (!(await verifyPassword(attempt.password, admin?.passwordHash)) || !admin) {
    await recordAccountFailure(db, accountKey);
    return { outcome: 'wrong' };
  }

  await db.execute(sql`delete from ${rateLimit} where bucket = ${rule.bucket} and key_hash = ${hashKey(rule.bucket, limitKey)}`);
  await db.execute(sql`delete from ${rateLimit} where bucket = ${ACCOUNT_BUCKET} and key_hash = ${hashKey(ACCOUNT_BUCKET, accountKey)}`);
  if (needsRehash(admin.passwordHash)) {
    await db.execute(sql`update ${adminUser} set password_hash = ${await hashPassword(attempt.password)} where id = ${admin.id}`);
  }
  return { outcome: 'signed-in', user: { id: admin.id, email: admin.email } };
}

const emailSchema = z.email().max(ADMIN_EMAIL_MAX_LENGTH);

/** Why `email` cannot be an admin's address, or undefined. */
export function checkAdminEmail(email: string): string | undefined {
  return emailSchema.safeParse(email.trim()).success
    ? undefined
    : `must be an e-mail address of at most ${ADMIN_EMAIL_MAX_LENGTH} characters`;
}

export class AdminInputError extends Error {
  override name = 'AdminInputError';
}

export type SaveAdminOutcome =
  | { outcome: 'created'; user: AdminUser }
  | { outcome: 'password-reset'; user: AdminUser; sessionsEnded: number }
  | { outcome: 'exists'; user: AdminUser };

/**
 * Creates the admin `email` with `password`. When that admin exists: with `reset`, gives it the new
 * password and ends its sessions; without, changes nothing ('exists'). Throws AdminInputError for
 * an address or password that is not accepted.
 */
export async function saveAdmin(db: Database, input: { email: string; password: string; reset?: boolean }): Promise<SaveAdminOutcome> {
  const email = input.email.trim();
  const emailProblem = checkAdminEmail(email);
  if (emailProblem) throw new AdminInputError(`The e-mail address ${emailProblem}.`);
  const passwordProblem = checkNewPassword(input.password);
  if (passwordProblem) throw new AdminInputError(`The password ${passwordProblem}.`);

  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const created = await tx.execute<{ id: number; email: string }>(sql`
      insert into ${adminUser} (email, password_hash) values (${email}, ${passwordHash})
      on conflict ((lower(email))) do nothing
      returning id, email`);
    if (created.rows[0]) return { outcome: 'created', user: created.rows[0] };

    const existing = (await findAdminByEmail(tx, email))!;
    const user = { id: existing.id, email: existing.email };
    if (!input.reset) return { outcome: 'exists', user };
    await tx.execute(sql`update ${adminUser} set password_hash = ${passwordHash} where id = ${user.id}`);
    const ended = await tx.execute(sql`delete from ${adminSession} where user_id = ${user.id}`);
    return { outcome: 'password-reset', user, sessionsEnded: ended.rowCount ?? 0 };
  });
}

/**
 * The first admin from ADMIN_EMAIL/ADMIN_PASSWORD, created when there is no admin at all (run it
 * under the startup lock). Once any admin exists the variables are ignored (and it says so).
 */
export async function ensureInitialAdmin(
  db: Database,
  config: Pick<ServerConfig, 'initialAdmin'>,
  log: Log,
): Promise<AdminUser | undefined> {
  const initial = config.initialAdmin;
  if (!initial) return undefined;
  const any = await db.execute(sql`select 1 from ${adminUser} limit 1`);
  if (any.rows.length > 0) {
    log.info('ADMIN_EMAIL/ADMIN_PASSWORD ignored: an admin exists already (they can be removed from the environment)');
    return undefined;
  }
  const passwordHash = await hashPassword(initial.password);
  const created = await db.execute<{ id: number; email: string }>(sql`
    insert into ${adminUser} (email, password_hash)
    select ${initial.email.trim()}, ${passwordHash} where not exists (select 1 from ${adminUser})
    returning id, email`);
  const user = created.rows[0];
  if (user) log.info(`Created the first admin ${user.email} from ADMIN_EMAIL/ADMIN_PASSWORD`);
  return user;
}

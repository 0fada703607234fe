/**
 * Sign-in, sessions and the same-site guard on a small app built the way buildApp builds its own
 * (error handling, the guard, sessions, the auth routes) plus an admin-only route, on a real
 * PostgreSQL. Two instances share the database, as behind a load balancer.
 */
import { AUDIT_NOT_AN_EMAIL } from '../../src/model/audit';
import { AUTH_TEXTS } from '../../src/model/authTexts';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/model/api-paths';
import {
  LOGIN_ACCOUNT_FREE_FAILURES,
  LOGIN_ACCOUNT_MAX_DELAY_MS,
  LOGIN_ACCOUNT_MEMORY_MS,
  LOGIN_RATE_LIMIT_MAX,
  LOGIN_RATE_LIMIT_WINDOW_MS,
} from '../../src/model/constants';

import { registerErrorHandling } from '../http/errors';
import { registerSameSiteGuard } from '../http/same-site';
import { databaseSessions, registerSessions, requireAdmin, SESSION_COOKIE, SIGNED_OUT_MESSAGE } from '../http/session';
import { saveAdmin, sessionTokenHash } from '../services/auth';
import { createTestConfig } from '../test/config';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { authRoutes } from './auth';
import { useZodContracts } from '../http/contracts';

const IDLE_MINUTES = 30;
const MAX_HOURS = 8;
const ADMIN = { email: 'Editor@Example.org', password: 'dhun-bhajan-kirtan-42' };
const OTHER_ADMIN = { email: 'second@example.org', password: 'another long passphrase' };
const ADMIN_ONLY = '/api/test/admin-only';
const OUTSIDE_API = '/test/not-api';

async function buildAuthApp(database: TestDatabase, env: NodeJS.ProcessEnv = {}) {
  const { config, cleanup } = await createTestConfig({
    SESSION_IDLE_MINUTES: String(IDLE_MINUTES),
    SESSION_MAX_HOURS: String(MAX_HOURS),
    ...env,
  });
  const app = Fastify({ logger: false, trustProxy: config.trustProxy });
  registerErrorHandling(app);
  useZodContracts(app);
  registerSameSiteGuard(app);
  // Nothing remembered: these tests change sessions in the database and expect the next request to see it.
  const sessions = databaseSessions(database.db, config, { memoMs: 0 });
  await registerSessions(app, sessions);
  await app.register(authRoutes, { db: database.db, config, sessions });
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: ADMIN_ONLY,
    // As the admin routes use it: before the body is read.
    onRequest: requireAdmin,
    handler: async (request) => ({ signedInAs: request.adminUser?.email }),
  });
  app.post(OUTSIDE_API, async () => ({ reached: true }));
  await app.ready();
  return { app, close: async () => (await app.close(), await cleanup()) };
}

let nextAddress = 1;
/** A client address of its own per test, so one test's failures do not throttle another's. */
const freshAddress = () => `203.0.113.${nextAddress++}`;

const sessionCookieOf = (res: LightMyRequestResponse) => res.cookies.find((cookie) => cookie.name === SESSION_COOKIE);

describe('sign-in, sessions and the same-site guard', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let other: FastifyInstance;
  let adminId: number;
  const closers: (() => Promise<void>)[] = [];

  const sessions = async () =>
    (
      await database.pool.query<{ token_hash: string; user_id: number }>(
        'select token_hash, user_id from admin_session order by created_at',
      )
    ).rows;
  const sessionRow = async (token: string) =>
    (
      await database.pool.query<{ expires_at: Date; last_seen_at: Date; created_at: Date; db_now: Date }>(
        'select expires_at, last_seen_at, created_at, now() as db_now from admin_session where token_hash = $1',
        [sessionTokenHash(token)],
      )
    ).rows[0];

  const login = (
    body: object,
    options: { address?: string; on?: FastifyInstance; cookie?: string; headers?: Record<string, string> } = {},
  ) =>
    (options.on ?? app).inject({
      method: 'POST',
      url: apiPaths.authLogin,
      payload: body,
      remoteAddress: options.address ?? freshAddress(),
      headers: { ...(options.cookie ? { cookie: `${SESSION_COOKIE}=${options.cookie}` } : {}), ...options.headers },
    });
  /** Signs ADMIN in and returns the session token of the cookie. */
  const signedIn = async (options: Parameters<typeof login>[1] = {}) => {
    const res = await login(ADMIN, options);
    expect(res.statusCode).toBe(200);
    return sessionCookieOf(res)!.value;
  };
  const withCookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });
  const me = (token?: string, on: FastifyInstance = app) => on.inject({ url: apiPaths.authMe, headers: token ? withCookie(token) : {} });

  beforeAll(async () => {
    database = await createTestDatabase();
    const saved = await saveAdmin(database.db, ADMIN);
    adminId = saved.user.id;
    await saveAdmin(database.db, OTHER_ADMIN);
    for (const target of ['app', 'other'] as const) {
      const built = await buildAuthApp(database, { TRUST_PROXY: 'true' });
      closers.push(built.close);
      if (target === 'app') app = built.app;
      else other = built.app;
    }
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await database?.close();
  });

  describe('POST /api/auth/login', () => {
    it('signs in: answers the admin, sets an HttpOnly SameSite=Lax cookie for the whole site, and keeps only its hash', async () => {
      const res = await login(ADMIN);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: adminId, email: ADMIN.email });
      expect(res.headers['cache-control']).toBe('no-store');
      const cookie = sessionCookieOf(res)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.secure).toBeUndefined();
      // A session cookie: the browser forgets it when it closes; the server decides how long it lives.
      expect(cookie.maxAge).toBeUndefined();
      expect(cookie.expires).toBeUndefined();
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rows = await sessions();
      expect(rows).toContainEqual({ token_hash: sessionTokenHash(cookie.value), user_id: adminId });
      expect(JSON.stringify(rows)).not.toContain(cookie.value);
    });

    it('finds the admin whatever the case of the address and spaces around it', async () => {
      const res = await login({ email: `  ${ADMIN.email.toUpperCase()} `, password: ADMIN.password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: adminId, email: ADMIN.email });
    });

    it('gives a new session at every sign-in, ending the one the browser had', async () => {
      const elsewhere = await signedIn();
      const first = await signedIn();
      const second = await signedIn({ cookie: first });
      expect(second).not.toBe(first);
      expect((await me(first)).statusCode).toBe(401);
      expect((await me(second)).statusCode).toBe(200);
      // Another browser's session is not touched.
      expect((await me(elsewhere)).statusCode).toBe(200);
    });

    it('answers a wrong password and an unknown address alike: 401 with one message, no cookie', async () => {
      const before = (await sessions()).length;
      for (const body of [
        { email: ADMIN.email, password: `${ADMIN.password}!` },
        { email: 'nobody@example.org', password: ADMIN.password },
        { email: ADMIN.email, password: OTHER_ADMIN.password },
      ]) {
        const res = await login(body);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: AUTH_TEXTS.wrongCredentials });
        expect(res.headers['cache-control']).toBe('no-store');
        expect(sessionCookieOf(res)).toBeUndefined();
      }
      expect((await sessions()).length).toBe(before);
    });

    it('keeps each sign-in and each refused one in the audit trail: who, from which address', async () => {
      const address = freshAddress();
      expect((await login(ADMIN, { address })).statusCode).toBe(200);
      expect((await login({ email: ' Someone@Example.org ', password: 'a guess at the password' }, { address })).statusCode).toBe(401);
      // A password typed into the e-mail box is not written down.
      expect((await login({ email: 'my secret phrase', password: 'x' }, { address })).statusCode).toBe(401);
      const { rows } = await database.pool.query<{ actor: string; account_id: number | null; kind: string }>(
        'select actor, account_id, kind from audit_event where address = $1 order by id',
        [address],
      );
      expect(rows).toEqual([
        { actor: ADMIN.email, account_id: adminId, kind: 'signIn' },
        { actor: 'Someone@Example.org', account_id: null, kind: 'signInRefused' },
        { actor: AUDIT_NOT_AN_EMAIL, account_id: null, kind: 'signInRefused' },
      ]);
    });

    it('answers an address with a NUL in it as the unknown address it is (once a 500: PostgreSQL refused the lookup)', async () => {
      for (const email of ['a\u0000b@example.org', `${ADMIN.email}\u0000`]) {
        const res = await login({ email, password: ADMIN.password });
        expect(res.statusCode, JSON.stringify(email)).toBe(401);
        expect(res.json()).toEqual({ message: AUTH_TEXTS.wrongCredentials });
      }
    });

    it('answers 400 with the fields for a body without an address or a password', async () => {
      for (const [body, field] of [
        [{ password: ADMIN.password }, 'email'],
        [{ email: ADMIN.email }, 'password'],
        [{ email: ADMIN.email, password: '' }, 'password'],
      ] as const) {
        const res = await login(body);
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toHaveProperty(field);
      }
    });

    it('marks the cookie Secure when the site is served over HTTPS (a trusted proxy says so)', async () => {
      const res = await login(ADMIN, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.statusCode).toBe(200);
      expect(sessionCookieOf(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    });

    it('does not believe X-Forwarded-Proto from a client when no proxy is trusted', async () => {
      const direct = await buildAuthApp(database, { TRUST_PROXY: 'false' });
      try {
        const res = await login(ADMIN, { on: direct.app, headers: { 'x-forwarded-proto': 'https' } });
        expect(res.statusCode).toBe(200);
        expect(sessionCookieOf(res)!.secure).toBeUndefined();
      } finally {
        await direct.close();
      }
    });

    it('removes sessions that have expired as new ones are made', async () => {
      const stale = await signedIn();
      await database.pool.query("update admin_session set expires_at = now() - interval '1 second' where token_hash = $1", [
        sessionTokenHash(stale),
      ]);
      await signedIn();
      expect(await sessionRow(stale)).toBeUndefined();
    });
  });

  describe('throttling', () => {
    const wrong = { email: ADMIN.email, password: 'not the password at all' };
    // Each test starts with the account's failures from every address forgotten (they span tests otherwise).
    beforeEach(async () => {
      await database.pool.query("delete from rate_limit where bucket = 'admin-login-account'");
    });
    /** Pretends the account's last attempt was `seconds` earlier. */
    const accountAttemptEarlier = (seconds: number) =>
      database.pool.query(
        "update rate_limit set window_start = window_start - $1::int * interval '1 second' where bucket = 'admin-login-account'",
        [seconds],
      );

    it(`slows guessing spread over many addresses: after ${LOGIN_ACCOUNT_FREE_FAILURES} failures the account waits, from every address, even for the right password`, async () => {
      for (let i = 0; i < LOGIN_ACCOUNT_FREE_FAILURES; i++) {
        // A new address each time: the per-address limit never applies.
        expect((await login(wrong, { on: i % 2 === 0 ? app : other })).statusCode, String(i)).toBe(401);
      }
      const held = await login(ADMIN);
      expect(held.statusCode).toBe(429);
      expect(Number(held.headers['retry-after'])).toBe(2);
      expect(held.json()).toEqual({ message: AUTH_TEXTS.tooManyAttempts(1) });
      // Another account is not held up.
      expect((await login(OTHER_ADMIN)).statusCode).toBe(200);

      // Each further failure doubles the wait: 2 s, 4 s, 8 s …
      for (const wait of [2, 4, 8]) {
        await accountAttemptEarlier(wait);
        expect((await login(wrong)).statusCode).toBe(401);
        expect(Number((await login(wrong)).headers['retry-after'])).toBe(wait * 2);
      }
    });

    it(`never locks the real editor out for long: the wait stops growing at ${LOGIN_ACCOUNT_MAX_DELAY_MS / 1000} s, and then the right password works`, async () => {
      for (let i = 0; i < LOGIN_ACCOUNT_FREE_FAILURES; i++) expect((await login(wrong)).statusCode).toBe(401);
      // Months of guessing, as far as the count goes.
      await database.pool.query("update rate_limit set hits = 10000 where bucket = 'admin-login-account'");
      const held = await login(ADMIN);
      expect(held.statusCode).toBe(429);
      expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_ACCOUNT_MAX_DELAY_MS / 1000);
      await accountAttemptEarlier(LOGIN_ACCOUNT_MAX_DELAY_MS / 1000);
      expect((await login(ADMIN)).statusCode).toBe(200);
      // The success forgets the failures: no wait at all afterwards.
      expect((await login(wrong)).statusCode).toBe(401);
      expect((await login(ADMIN)).statusCode).toBe(200);
    });

    it(`forgets the account's failures after ${LOGIN_ACCOUNT_MEMORY_MS / 60_000} minutes without an attempt: the count starts again from one`, async () => {
      for (let i = 0; i < LOGIN_ACCOUNT_FREE_FAILURES; i++) expect((await login(wrong)).statusCode).toBe(401);
      expect((await login(wrong)).statusCode).toBe(429);
      await accountAttemptEarlier(LOGIN_ACCOUNT_MEMORY_MS / 1000);
      // One failure after the quiet hour is the first again: the next attempt does not wait.
      expect((await login(wrong)).statusCode).toBe(401);
      expect((await login(ADMIN)).statusCode).toBe(200);
    });

    it('lets only one of the attempts sent together through when a wait ends', async () => {
      for (let i = 0; i < LOGIN_ACCOUNT_FREE_FAILURES; i++) await login(wrong);
      await accountAttemptEarlier(2);
      const statuses = (await Promise.all(Array.from({ length: 6 }, (_, i) => login(wrong, { on: i % 2 === 0 ? app : other })))).map(
        (res) => res.statusCode,
      );
      expect(statuses.filter((status) => status === 401)).toHaveLength(1);
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    });

    it(`refuses with 429 and Retry-After after ${LOGIN_RATE_LIMIT_MAX} failures for one address from one client, even the right password, across instances`, async () => {
      const address = freshAddress();
      for (let i = 0; i < LOGIN_RATE_LIMIT_MAX; i++) {
        expect((await login(wrong, { address, on: i % 2 === 0 ? app : other })).statusCode).toBe(401);
      }
      for (const [body, instance] of [
        [wrong, app],
        [ADMIN, other],
        [{ ...ADMIN, email: ADMIN.email.toLowerCase() }, app],
      ] as const) {
        const refused = await login(body, { address, on: instance });
        expect(refused.statusCode).toBe(429);
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(LOGIN_RATE_LIMIT_WINDOW_MS / 1000 - 60);
        expect(retryAfter).toBeLessThanOrEqual(LOGIN_RATE_LIMIT_WINDOW_MS / 1000);
        expect(refused.json()).toEqual({ message: AUTH_TEXTS.tooManyAttempts(Math.ceil(retryAfter / 60)) });
        expect(refused.headers['cache-control']).toBe('no-store');
        expect(sessionCookieOf(refused)).toBeUndefined();
      }
      expect(AUTH_TEXTS.tooManyAttempts(10)).toBe('Too many failed sign-in attempts. Please wait 10 minutes and try again.');
      // The same admin from another client, and another admin from this client, are not held up.
      expect((await login(ADMIN, { address: freshAddress() })).statusCode).toBe(200);
      expect((await login(OTHER_ADMIN, { address })).statusCode).toBe(200);
    });

    it('counts unknown addresses too, so throttling tells nothing about which accounts exist', async () => {
      const address = freshAddress();
      const unknown = { email: 'nobody@example.org', password: 'whatever it may be' };
      for (let i = 0; i < LOGIN_RATE_LIMIT_MAX; i++) expect((await login(unknown, { address })).statusCode).toBe(401);
      expect((await login(unknown, { address })).statusCode).toBe(429);
    });

    it("a success clears that client's count for that address, and nothing else", async () => {
      const address = freshAddress();
      const elsewhere = freshAddress();
      for (let i = 0; i < LOGIN_RATE_LIMIT_MAX; i++) expect((await login(wrong, { address: elsewhere })).statusCode).toBe(401);
      for (let i = 0; i < LOGIN_RATE_LIMIT_MAX - 1; i++) expect((await login(wrong, { address })).statusCode).toBe(401);
      expect((await login(ADMIN, { address })).statusCode).toBe(200);
      // Counting starts again for this client...
      for (let i = 0; i < LOGIN_RATE_LIMIT_MAX; i++) expect((await login(wrong, { address })).statusCode, String(i)).toBe(401);
      expect((await login(wrong, { address })).statusCode).toBe(429);
      // ...while the other client, which failed as often, is still held up.
      expect((await login(ADMIN, { address: elsewhere })).statusCode).toBe(429);
    });

    it('counts attempts sent at the same moment exactly', async () => {
      const address = freshAddress();
      const results = await Promise.all(
        Array.from({ length: LOGIN_RATE_LIMIT_MAX * 2 }, (_, i) => login(wrong, { address, on: i % 2 === 0 ? app : other })),
      );
      const statuses = results.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_RATE_LIMIT_MAX);
      expect(statuses.filter((status) => status === 429)).toHaveLength(LOGIN_RATE_LIMIT_MAX);
    });

    it('starts counting again once the window has passed', async () => {
      const address = freshAddress();
      for (let i = 0; i < LOGIN_RATE_LIMIT_MAX; i++) await login(wrong, { address });
      expect((await login(ADMIN, { address })).statusCode).toBe(429);
      await database.pool.query(
        "update rate_limit set window_start = window_start - $1::int * interval '1 millisecond' where bucket = 'admin-login'",
        [LOGIN_RATE_LIMIT_WINDOW_MS],
      );
      expect((await login(ADMIN, { address })).statusCode).toBe(200);
    });
  });

  describe('GET /api/auth/me and admin routes', () => {
    it('answers 401 with a message when signed out, never cached, and admin routes refuse whatever the method', async () => {
      const res = await me();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: SIGNED_OUT_MESSAGE });
      expect(res.headers['cache-control']).toBe('no-store');
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const refused = await app.inject({ method, url: ADMIN_ONLY });
        expect(refused.statusCode, method).toBe(401);
        expect(refused.json()).toEqual({ message: SIGNED_OUT_MESSAGE });
      }
    });

    it('answers the signed-in admin on every instance, never cached, and admin routes serve them', async () => {
      const token = await signedIn();
      for (const instance of [app, other]) {
        const res = await me(token, instance);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ id: adminId, email: ADMIN.email });
        expect(res.headers['cache-control']).toBe('no-store');
      }
      const admin = await app.inject({ method: 'DELETE', url: ADMIN_ONLY, headers: withCookie(token) });
      expect(admin.statusCode).toBe(200);
      expect(admin.json()).toEqual({ signedInAs: ADMIN.email });
    });

    it('refuses a cookie that is not a live session, and tells the browser to forget it', async () => {
      const live = await signedIn();
      const altered = `${live.slice(0, 10)}${live[10] === 'x' ? 'y' : 'x'}${live.slice(11)}`;
      for (const token of ['not-a-token', 'A'.repeat(43), altered]) {
        const res = await me(token);
        expect(res.statusCode).toBe(401);
        expect(sessionCookieOf(res)).toMatchObject({ value: '', maxAge: 0 });
        expect((await app.inject({ url: ADMIN_ONLY, headers: withCookie(token) })).statusCode).toBe(401);
      }
    });
  });

  describe('POST /api/auth/logout', () => {
    it('ends the session (the row is gone), clears the cookie and answers 204', async () => {
      const token = await signedIn();
      const other = await signedIn();
      const res = await app.inject({ method: 'POST', url: apiPaths.authLogout, headers: withCookie(token) });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(sessionCookieOf(res)).toMatchObject({ value: '', maxAge: 0, path: '/', httpOnly: true });
      expect(await sessionRow(token)).toBeUndefined();
      expect((await me(token)).statusCode).toBe(401);
      expect((await app.inject({ url: ADMIN_ONLY, headers: withCookie(token) })).statusCode).toBe(401);
      // Signing out in one browser leaves the others signed in.
      expect((await me(other)).statusCode).toBe(200);
    });

    it('answers 204 when already signed out', async () => {
      const res = await app.inject({ method: 'POST', url: apiPaths.authLogout });
      expect(res.statusCode).toBe(204);
      expect(sessionCookieOf(res)).toBeUndefined();
    });
  });

  describe('session lifetime', () => {
    const minutesBetween = (later: Date, earlier: Date) => (later.getTime() - earlier.getTime()) / 60_000;

    it(`lasts ${IDLE_MINUTES} idle minutes from signing in`, async () => {
      const row = (await sessionRow(await signedIn()))!;
      expect(minutesBetween(row.expires_at, row.created_at)).toBeCloseTo(IDLE_MINUTES, 1);
    });

    it('ends once the idle time has passed', async () => {
      const token = await signedIn();
      await database.pool.query("update admin_session set expires_at = now() - interval '1 second' where token_hash = $1", [
        sessionTokenHash(token),
      ]);
      expect((await me(token)).statusCode).toBe(401);
      expect((await app.inject({ url: ADMIN_ONLY, headers: withCookie(token) })).statusCode).toBe(401);
    });

    it('moves the idle expiry forward as the admin works, at most once a minute', async () => {
      const token = await signedIn();
      const hash = sessionTokenHash(token);
      // Last seen two minutes ago, two minutes left.
      await database.pool.query(
        "update admin_session set last_seen_at = now() - interval '2 minutes', expires_at = now() + interval '2 minutes' where token_hash = $1",
        [hash],
      );
      expect((await me(token)).statusCode).toBe(200);
      const moved = (await sessionRow(token))!;
      expect(minutesBetween(moved.expires_at, moved.db_now)).toBeCloseTo(IDLE_MINUTES, 0);
      expect(minutesBetween(moved.db_now, moved.last_seen_at)).toBeLessThan(0.5);

      // Seen just now: the next requests do not write.
      await database.pool.query("update admin_session set expires_at = now() + interval '5 minutes' where token_hash = $1", [hash]);
      const before = (await sessionRow(token))!;
      expect((await me(token)).statusCode).toBe(200);
      expect((await sessionRow(token))!.expires_at).toEqual(before.expires_at);
    });

    it(`ends ${MAX_HOURS} hours after signing in, however busy`, async () => {
      const token = await signedIn();
      await database.pool.query(
        `update admin_session set created_at = now() - interval '${MAX_HOURS} hours' + interval '5 minutes',
           last_seen_at = now() - interval '2 minutes' where token_hash = $1`,
        [sessionTokenHash(token)],
      );
      expect((await me(token)).statusCode).toBe(200);
      const row = (await sessionRow(token))!;
      expect(minutesBetween(row.expires_at, row.db_now)).toBeCloseTo(5, 0);
    });

    it('ends when the admin is removed', async () => {
      const temporary = await saveAdmin(database.db, { email: 'temporary@example.org', password: 'only for a moment' });
      const res = await login({ email: 'temporary@example.org', password: 'only for a moment' });
      const token = sessionCookieOf(res)!.value;
      expect((await me(token)).statusCode).toBe(200);
      await database.pool.query('delete from admin_user where id = $1', [temporary.user.id]);
      expect((await me(token)).statusCode).toBe(401);
    });
  });

  describe('same-site guard', () => {
    const post = (url: string, headers: Record<string, string>, on: FastifyInstance = app) =>
      on.inject({ method: 'POST', url, headers, payload: {}, remoteAddress: freshAddress() });

    it('refuses a sign-in sent from another site (403 JSON), without reaching the route', async () => {
      const crossSite: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { origin: 'https://evil.example' },
        { origin: 'http://localhost:8080' },
        { origin: 'null' },
        { origin: 'http://localhost', 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of crossSite) {
        const res = await login(ADMIN, { headers });
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json()).toEqual({ message: AUTH_TEXTS.crossSite });
        expect(res.headers['cache-control']).toBe('no-store');
        expect(sessionCookieOf(res)).toBeUndefined();
      }
    });

    it('lets same-origin calls through, and calls without Origin or Sec-Fetch-Site (curl, servers)', async () => {
      const sameOrigin: Record<string, string>[] = [
        { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
        { origin: 'http://LOCALHOST:80' },
        { 'sec-fetch-site': 'none' },
        {},
      ];
      for (const headers of sameOrigin) {
        expect((await login(ADMIN, { headers })).statusCode, JSON.stringify(headers)).toBe(200);
      }
    });

    it('compares with the host the visitor used behind a trusted proxy', async () => {
      const proxied = { host: 'internal:3000', 'x-forwarded-host': 'bhajan.example.org', 'x-forwarded-proto': 'https' };
      expect((await login(ADMIN, { headers: { ...proxied, origin: 'https://bhajan.example.org' } })).statusCode).toBe(200);
      expect((await login(ADMIN, { headers: { ...proxied, origin: 'http://internal:3000' } })).statusCode).toBe(403);
    });

    it('guards every state-changing method of the API, also behind an encoded path, and not reads', async () => {
      const token = await signedIn();
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const res = await app.inject({ method, url: ADMIN_ONLY, headers: { ...withCookie(token), origin: 'https://evil.example' } });
        expect(res.statusCode, method).toBe(403);
      }
      const encoded = await app.inject({
        method: 'POST',
        url: '/%61pi/auth/logout',
        headers: { ...withCookie(token), 'sec-fetch-site': 'cross-site' },
      });
      expect(encoded.statusCode).toBe(403);
      expect(await sessionRow(token)).toBeDefined();
      const read = await app.inject({ url: ADMIN_ONLY, headers: { ...withCookie(token), 'sec-fetch-site': 'cross-site' } });
      expect(read.statusCode).toBe(200);
      // Outside the API nothing is guarded.
      expect((await post(OUTSIDE_API, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(200);
    });
  });
});

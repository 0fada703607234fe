/**
 * Who is signed in. Every request carries `request.adminUser` (the signed-in editor, or null);
 * `requireAdmin` is the preHandler of every admin route and answers 401 JSON without a valid
 * session. `registerSessions` fills `adminUser` from the session cookie (see services/auth.ts for
 * what a session is and how long it lives).
 *
 * Only a live session counts. A cookie alone is nothing: a forged or ended one is a visitor's
 * request like any other (answered from memory, turned away under load, within the per-address
 * budget of pages made). So that asking costs little, what a token is (an editor, or nobody) is
 * remembered for a few seconds (`createSessions`): an editor's requests cost one lookup per
 * SESSION_MEMO_MS, and a forged token one lookup at most in that time, however often it is sent.
 */
import { AUTH_TEXTS } from '../../src/model/authTexts';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';

import type { ServerConfig } from '../config';
import type { Database } from '../db/connect';
import type { AdminUser } from '../../src/model/admin';
import { findSession, isSessionToken } from '../services/auth';
import type { AddressBudget } from './address-budget';
import { cacheNever } from './caching';
import { tooMuchAtOnce } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    adminUser: AdminUser | null;
  }
}

export const SIGNED_OUT_MESSAGE = AUTH_TEXTS.signedOut;

/**
 * The session cookie. A plain name rather than `__Host-…`: that prefix requires Secure, which a
 * site served over plain HTTP (development, a LAN) cannot have.
 */
export const SESSION_COOKIE = 'bs_admin';

/**
 * How long what a token is stays known without asking the database again. An editor signed out on
 * another instance (or whose session ran out) is still taken for signed in here for this long at
 * most; signing out on this instance forgets the token at once.
 */
export const SESSION_MEMO_MS = 5_000;
/** Tokens remembered at most (the oldest forgotten first): bounds the memory a flood of forged tokens takes. */
const SESSION_MEMO_MAX_TOKENS = 10_000;

/** The sessions of this instance's requests, remembered for SESSION_MEMO_MS per token. */
export interface Sessions {
  /** The editor whose live session `token` is, or null (no token, not a token of ours, no such session). */
  find(token: string | undefined): Promise<AdminUser | null>;
  /** The same, without asking: undefined when not known now. */
  known(token: string | undefined): AdminUser | null | undefined;
  /**
   * Whether `token` was an editor's session when last looked up here, however long ago (within
   * the tokens remembered): looking it up again is an editor's work, not a stranger's.
   */
  vouched(token: string | undefined): boolean;
  /** Remembers a session just started here (signing in), so that its first requests ask nothing. */
  remember(token: string, user: AdminUser): void;
  /** Forgets what `token` is (its session has just ended or been replaced here). */
  forget(token: string | undefined): void;
}

export interface SessionsOptions {
  /** Asks the database (services/auth.ts findSession). */
  lookUp: (token: string) => Promise<AdminUser | null>;
  memoMs?: number;
  maxTokens?: number;
  now?: () => number;
}

export function createSessions({
  lookUp,
  memoMs = SESSION_MEMO_MS,
  maxTokens = SESSION_MEMO_MAX_TOKENS,
  now = Date.now,
}: SessionsOptions): Sessions {
  const remembered = new Map<string, { user: AdminUser | null; until: number }>();
  // One lookup per token at a time: a burst of requests with one token asks once.
  const asking = new Map<string, Promise<AdminUser | null>>();

  const known = (token: string | undefined): AdminUser | null | undefined => {
    if (!isSessionToken(token)) return null;
    const entry = remembered.get(token);
    if (entry && entry.until > now()) return entry.user;
    return undefined;
  };

  const remember = (token: string, user: AdminUser | null) => {
    remembered.delete(token);
    if (remembered.size >= maxTokens) {
      const oldest = remembered.keys().next().value;
      if (oldest !== undefined) remembered.delete(oldest);
    }
    remembered.set(token, { user, until: now() + memoMs });
  };

  return {
    known,
    vouched: (token) => isSessionToken(token) && Boolean(remembered.get(token)?.user),
    remember,
    find(token) {
      const user = known(token);
      if (user !== undefined || !isSessionToken(token)) return Promise.resolve(user ?? null);
      const pending = asking.get(token);
      if (pending) return pending;
      // A failed lookup is not remembered: the next request asks again (the database may be back).
      const lookup = lookUp(token).then((found) => {
        // Unless the session ended meanwhile (forget dropped this lookup).
        if (asking.get(token) === lookup) remember(token, found);
        return found;
      });
      const settled = () => {
        if (asking.get(token) === lookup) asking.delete(token);
      };
      lookup.then(settled, settled);
      asking.set(token, lookup);
      return lookup;
    },
    forget(token) {
      if (token === undefined) return;
      remembered.delete(token);
      asking.delete(token);
    },
  };
}

/** The sessions of `db`, as services/auth.ts keeps them. */
export const databaseSessions = (
  db: Database,
  config: Pick<ServerConfig, 'session'>,
  options: Omit<SessionsOptions, 'lookUp'> = {},
): Sessions => createSessions({ lookUp: (token) => findSession(db, token, config.session), ...options });

/**
 * The cookie's attributes: HttpOnly (no script reads it), SameSite=Lax (other sites' forms and
 * fetches do not carry it), the whole site, and Secure when this request came over HTTPS (with
 * trustProxy, as the proxy says). No Max-Age: the browser forgets it when it closes; the server's
 * expiry is what counts.
 */
export function sessionCookieOptions(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https' } as const;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
}

const SESSION_COOKIE_IN_HEADER = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=([^;]*)`);

/**
 * The session token of a raw request's Cookie header (before Fastify parses cookies), if any: its
 * first session cookie, as the cookie parser takes it.
 */
export const sessionTokenInHeader = (request: IncomingMessage): string | undefined =>
  SESSION_COOKIE_IN_HEADER.exec(request.headers.cookie ?? '')?.[1]?.trim();

/** The session token the request's cookie holds, if any. */
export const sessionTokenOf = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE];

/**
 * Call on the root instance, before the hooks that ask who is signed in (the response cache, load
 * shedding) and the routes: registers @fastify/cookie (unless it is already) and an onRequest hook
 * that finds the cookie's session. A request without a token of ours costs no query; one with a
 * token at most one per SESSION_MEMO_MS (which also keeps the session alive). A token not known as
 * an editor's is looked up only within the address's `budget` when given: a flood of made-up tokens
 * is refused with a 429, not looked up, while an editor behind the same address goes on working.
 */
export async function registerSessions(app: FastifyInstance, sessions: Sessions, budget?: AddressBudget): Promise<void> {
  if (!app.hasDecorator('parseCookie')) await app.register(fastifyCookie);
  if (!app.hasRequestDecorator('adminUser')) app.decorateRequest('adminUser', null);
  app.addHook('onRequest', async (request) => {
    const token = sessionTokenOf(request);
    if (budget && sessions.known(token) === undefined && !sessions.vouched(token)) {
      const retryAfterSeconds = budget.take(request.ip);
      if (retryAfterSeconds > 0) throw tooMuchAtOnce(retryAfterSeconds);
    }
    request.adminUser = await sessions.find(token);
  });
}

export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.adminUser) {
    await cacheNever(reply.code(401)).send({ message: SIGNED_OUT_MESSAGE });
  }
}

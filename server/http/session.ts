/**
 * Who is signed in. Every request carries `request.adminUser` (the signed-in editor, or null);
 * `requireAdmin` is the preHandler of every admin route and answers 401 JSON without a valid
 * session. `registerSessions` fills `adminUser` from the session cookie (see services/auth.ts for
 * what a session is and how long it lives).
 */
import { AUTH_TEXTS } from '../../src/model/authTexts';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { ServerConfig } from '../config';
import type { Database } from '../db/connect';
import type { AdminUser } from '../../src/model/admin';
import { findSession } from '../services/auth';
import { cacheNever } from './caching';

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

export interface SessionOptions {
  db: Database;
  config: Pick<ServerConfig, 'session'>;
}

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

const SESSION_COOKIE_IN_HEADER = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

/** Whether a request carries an editor's session cookie (valid or not), read from its header before cookies are parsed. */
export const carriesSessionCookie = (request: FastifyRequest): boolean => SESSION_COOKIE_IN_HEADER.test(request.headers.cookie ?? '');

/** The session token the request's cookie holds, if any. */
export const sessionTokenOf = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE];

/**
 * Call on the root instance, before the routes: registers @fastify/cookie (unless it is already)
 * and an onRequest hook that looks the cookie's session up. A request without the cookie costs no
 * query; one with a cookie costs one (which also keeps the session alive).
 */
export async function registerSessions(app: FastifyInstance, { db, config }: SessionOptions): Promise<void> {
  if (!app.hasDecorator('parseCookie')) await app.register(fastifyCookie);
  if (!app.hasRequestDecorator('adminUser')) app.decorateRequest('adminUser', null);
  app.addHook('onRequest', async (request) => {
    const token = sessionTokenOf(request);
    request.adminUser = token ? await findSession(db, token, config.session) : null;
  });
}

export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.adminUser) {
    await cacheNever(reply.code(401)).send({ message: SIGNED_OUT_MESSAGE });
  }
}

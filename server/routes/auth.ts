/**
 * Signing in and out: `POST /api/auth/login` `{ email, password }` → `{ id, email }` and the session
 * cookie; `POST /api/auth/logout` → 204; `GET /api/auth/me` → `{ id, email }`, or 401 when signed
 * out. Never cached. Needs registerSessions with the same `sessions` (the cookie and `request.adminUser`).
 */
import { AUTH_TEXTS } from '../../src/model/authTexts';
import { actorOf, recordAudit } from '../services/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserSchema } from '../../src/model/admin';
import { apiPaths } from '../../src/model/api-paths';
import { loginBodySchema } from '../../src/model/requests';

import type { ServerConfig } from '../config';
import type { Database } from '../db/connect';
import { cacheNever } from '../http/caching';
import { errorResponses, HttpError } from '../http/errors';
import { clearSessionCookie, sessionTokenOf, setSessionCookie, SIGNED_OUT_MESSAGE, type Sessions } from '../http/session';
import { createSession, deleteSession, LOGIN_RATE_LIMIT, signIn } from '../services/auth';
import type { RateLimitRule } from '../services/rate-limit';

export interface AuthRoutesOptions {
  db: Database;
  config: Pick<ServerConfig, 'session'>;
  /** The sessions registerSessions finds: told when one ends here, so it is not taken for live a moment longer. */
  sessions: Sessions;
  /** Default: LOGIN_RATE_LIMIT (5 failures per e-mail address and client address in 10 minutes). */
  loginRateLimit?: RateLimitRule;
}

const SECONDS_PER_MINUTE = 60;

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, config, sessions, loginRateLimit = LOGIN_RATE_LIMIT },
) => {
  app.post(
    apiPaths.authLogin,
    { schema: { body: loginBodySchema, response: { 200: adminUserSchema, ...errorResponses } } },
    async (request, reply) => {
      cacheNever(reply);
      const result = await signIn(db, { email: request.body.email, password: request.body.password, address: request.ip }, loginRateLimit);
      if (result.outcome === 'throttled') {
        const minutes = Math.ceil(result.retryAfterSeconds / SECONDS_PER_MINUTE);
        throw new HttpError(429, AUTH_TEXTS.tooManyAttempts(minutes), {
          headers: { 'retry-after': String(result.retryAfterSeconds) },
        });
      }
      if (result.outcome === 'wrong') {
        // Kept in the audit trail (a throttled attempt is not: it is refused before any password is
        // checked, and a flood of them must not fill the trail).
        await recordAudit(db, actorOf(request, request.body.email), { kind: 'signInRefused' }, request.log);
        throw new HttpError(401, AUTH_TEXTS.wrongCredentials);
      }
      // A new session (and token) at every sign-in; the one this browser had ends.
      const token = await createSession(db, result.user.id, config.session, sessionTokenOf(request));
      sessions.forget(sessionTokenOf(request));
      sessions.remember(token, result.user);
      setSessionCookie(request, reply, token);
      request.adminUser = result.user;
      await recordAudit(db, actorOf(request), { kind: 'signIn' }, request.log);
      return result.user;
    },
  );

  app.post(apiPaths.authLogout, { schema: { response: { 204: z.null(), ...errorResponses } } }, async (request, reply) => {
    const token = sessionTokenOf(request);
    await deleteSession(db, token);
    sessions.forget(token);
    if (token !== undefined) clearSessionCookie(request, reply);
    request.adminUser = null;
    return cacheNever(reply).code(204).send();
  });

  app.get(apiPaths.authMe, { schema: { response: { 200: adminUserSchema, ...errorResponses } } }, async (request, reply) => {
    cacheNever(reply);
    if (!request.adminUser) {
      // A cookie whose session has ended is of no more use: the browser may forget it.
      if (sessionTokenOf(request) !== undefined) clearSessionCookie(request, reply);
      throw new HttpError(401, SIGNED_OUT_MESSAGE);
    }
    return request.adminUser;
  });
};

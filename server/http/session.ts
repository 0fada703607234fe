/**
 * Who is signed in. CONTRACT for the admin work (issue 4): every request carries `request.adminUser`
 * (the signed-in editor, or null); `requireAdmin` is the preHandler of every admin route and answers
 * 401 JSON without a valid session. `registerSessions` fills `adminUser` from the session cookie.
 * (The auth work replaces the body of registerSessions with the real session lookup.)
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/connect';

export interface AdminUser {
  id: number;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    adminUser: AdminUser | null;
  }
}

export const SIGNED_OUT_MESSAGE = 'Please sign in to continue.';

export interface SessionOptions {
  db: Database;
}

export async function registerSessions(app: FastifyInstance, _options: SessionOptions): Promise<void> {
  app.decorateRequest('adminUser', null);
}

export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.adminUser) {
    await reply.code(401).header('cache-control', 'no-store').send({ message: SIGNED_OUT_MESSAGE });
  }
}

/**
 * Real editors' sessions for tests of what only a signed-in editor may do (skip the response
 * cache, pass load shedding), and the cookies an attacker would send instead.
 */
import type { ServerConfig } from '../config';
import type { Database } from '../db/connect';
import { SESSION_COOKIE } from '../http/session';
import { createSession, saveAdmin } from '../services/auth';

/** The test editor's account, for tests that sign in through the API. */
export const EDITOR_ACCOUNT = { email: 'editor@example.com', password: 'a passphrase long enough for tests' } as const;

/** The Cookie header of a live session of an editor (made on first use in `db`). */
export async function editorCookie(db: Database, config: Pick<ServerConfig, 'session'>): Promise<string> {
  const { user } = await saveAdmin(db, EDITOR_ACCOUNT);
  return `${SESSION_COOKIE}=${await createSession(db, user.id, config.session)}`;
}

/** Session cookies that are no session: one shaped like a token (it costs a lookup), one that is not. */
export const FORGED_COOKIES = [`${SESSION_COOKIE}=${'A'.repeat(43)}`, `${SESSION_COOKIE}=x`] as const;

/** What the health probe checks: the database answering a trivial query. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { isDatabaseUnavailable, rootCause } from '../db/errors';

export type DatabaseHealth = { ok: true } | { ok: false; reason: string };

/** Unwell when the database cannot be reached or ends the connection; any other failure is thrown (a bug, not a state). */
export async function checkDatabase(db: Database): Promise<DatabaseHealth> {
  try {
    await db.execute(sql`select 1`);
    return { ok: true };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return { ok: false, reason: `does not answer: ${rootCause(error)}` };
  }
}

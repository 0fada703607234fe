/**
 * Who the revisions a transaction writes name (src/model/revisions.ts). The database writes them
 * itself (migration 0011's triggers) and reads the author, account and note from settings local to
 * the transaction: a writer sets them first, so no way of writing a row leaves a revision unnamed
 * (without them it says 'database').
 */
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from './connect';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who a transaction's revisions name: an account (its e-mail and id), or one of REVISION_AUTHORS; and a note. */
export interface RevisionAuthor {
  author: string;
  accountId?: number | null;
  note?: string;
}

const AUTHOR_SETTINGS =
  "select set_config('revision.author', $1, true), set_config('revision.account', $2, true), set_config('revision.note', $3, true)";
const settingsOf = ({ author, accountId, note }: RevisionAuthor) => [author, accountId == null ? '' : String(accountId), note ?? ''];

/**
 * Names the author, account and note of every revision the transaction writes (settings local to
 * it, read by the database's trigger). Call it first in the transaction.
 */
export async function writeAs(tx: Transaction, by: RevisionAuthor): Promise<void> {
  const [author, account, note] = settingsOf(by);
  await tx.execute(
    sql`select set_config('revision.author', ${author}, true), set_config('revision.account', ${account}, true), set_config('revision.note', ${note}, true)`,
  );
}

/** writeAs on a plain client in a transaction (the backup's restore). */
export async function writeAsOn(client: pg.ClientBase, by: RevisionAuthor): Promise<void> {
  await client.query(AUTHOR_SETTINGS, settingsOf(by));
}

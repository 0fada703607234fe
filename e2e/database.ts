/**
 * The database of the server under test (e2e/serve.ts writes its URL), for checking what the site
 * stored: feedback rows, counted views and plays. Read-only use.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

let pool: pg.Pool | undefined;

export function database(): pg.Pool {
  if (!pool) {
    const file = process.env.E2E_STATE_FILE;
    if (!file) throw new Error('E2E_STATE_FILE is not set (see playwright.config.ts)');
    const { databaseUrl } = JSON.parse(readFileSync(file, 'utf8')) as { databaseUrl: string };
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  }
  return pool;
}

export async function closeDatabase(): Promise<void> {
  await pool?.end();
  pool = undefined;
}

/** How many analytics events of `kind` were recorded for a content. */
export async function countEvents(kind: string, contentId: number): Promise<number> {
  const { rows } = await database().query<{ count: string }>('select count(*) from analytics_event where kind = $1 and content_id = $2', [
    kind,
    contentId,
  ]);
  return Number(rows[0]!.count);
}

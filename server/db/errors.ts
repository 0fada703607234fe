/**
 * Telling "the database cannot be reached or used right now" apart from "this query is wrong".
 * The HTTP layer answers the first with 503; start-up waits a while for the transient kind.
 */

const DATABASE_BUSY_CODE = 'BHAJAN_POOL_BUSY';

/**
 * Every connection of a pool is in use and too many requests already wait for one (or one waited
 * longer than the pool allows): PostgreSQL is healthy, this server has more work than it can do.
 * The HTTP layer answers 503 with Retry-After, as for an unreachable database, but says so.
 */
export class DatabaseBusy extends Error {
  override name = 'DatabaseBusy';
  readonly code = DATABASE_BUSY_CODE;
}

/** PostgreSQL's query_canceled: here, a visitor's query that ran past the pool's statement_timeout. */
const QUERY_CANCELED_CODE = '57014';

/**
 * The pool was full (DatabaseBusy), or PostgreSQL cancelled a query that ran too long (see
 * DatabaseOptions.statementTimeoutMs): either way the database has more work than it can do now.
 */
export function isDatabaseBusy(error: unknown): boolean {
  return findInChain(error, (e) => e.code === DATABASE_BUSY_CODE) || isQueryCancelled(error);
}

/** A query PostgreSQL cancelled (statement_timeout): worth a line in the log, unlike a full pool. */
export function isQueryCancelled(error: unknown): boolean {
  return findInChain(error, (e) => e.code === QUERY_CANCELED_CODE);
}

/** Network failures and server states that pass by themselves (restart, start-up, overload). */
const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // connection exceptions, admin/crash shutdown, cannot connect now (starting up), too many connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
/** Misconfiguration that visitors experience as an outage: bad credentials, missing database. */
const CONFIGURATION_CODES = new Set(['28000', '28P01', '3D000']);
const TRANSIENT_MESSAGES = [
  /connection terminated/i,
  /cannot use a pool after calling end/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /connection (?:is )?closed/i,
];

function findInChain(error: unknown, test: (e: { code?: unknown; message?: unknown }) => boolean, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (test(e)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => findInChain(inner, test, depth + 1))) return true;
  return findInChain(e.cause, test, depth + 1);
}

/** Looks through wrappers (Drizzle's DrizzleQueryError `cause`, AggregateError `errors`). */
export function isTransientDatabaseError(error: unknown): boolean {
  return findInChain(
    error,
    (e) =>
      (typeof e.code === 'string' && TRANSIENT_CODES.has(e.code)) ||
      (typeof e.message === 'string' && TRANSIENT_MESSAGES.some((pattern) => pattern.test(e.message as string))),
  );
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return isTransientDatabaseError(error) || findInChain(error, (e) => typeof e.code === 'string' && CONFIGURATION_CODES.has(e.code));
}

/** The innermost message: "connect ECONNREFUSED 127.0.0.1:5432" rather than "Failed query: …". */
export function rootCause(error: unknown): string {
  let current = error as { message?: string; cause?: unknown; errors?: unknown[] } | undefined;
  for (let depth = 0; depth < 5 && current; depth++) {
    const inner = current.cause ?? current.errors?.[0];
    if (!inner || typeof inner !== 'object') break;
    current = inner as typeof current;
  }
  return current?.message ?? String(error);
}

/**
 * Who a visitor is, without cookies and without keeping who they are: a hash of a secret daily salt,
 * the visitor's address and user agent. The same visitor gets the same hash all day (in the
 * server's time zone) on every instance, and a different one the next day; once a day's salt is
 * deleted (it is kept until the day after next) nobody can link two days' hashes or recompute a
 * hash from an address. The address itself is never written anywhere.
 *
 * The salts live in `visitor_salt` so every instance of the site uses the same one: a day's salt is
 * created by whichever instance needs it first (insert, ignoring a conflict, then read back what
 * won) and then kept in memory for the day.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { visitorSalt } from '../db/schema';
import { addDays, dayIn } from './time-zone';

export interface Visitor {
  /** The request's address (request.ip: behind a trusted proxy, the client's). */
  address: string;
  /** The User-Agent header ('' when there is none). */
  userAgent: string;
}

/** Hex characters of a visitor hash: 128 bits, ample to tell a day's visitors apart. */
export const VISITOR_HASH_LENGTH = 32;

/** The visitor's hash under `salt` (its day's salt). */
export function visitorHash(salt: string, visitor: Visitor): string {
  // JSON keeps the three apart whatever they contain (no "a|b" + "c" = "a" + "b|c").
  return createHash('sha256')
    .update(JSON.stringify([salt, visitor.address, visitor.userAgent]))
    .digest('hex')
    .slice(0, VISITOR_HASH_LENGTH);
}

export interface VisitorSalts {
  /** The salt of `day` ('YYYY-MM-DD' in the server's time zone), created when there is none yet. */
  saltFor(day: string): Promise<string>;
}

export interface VisitorSaltsOptions {
  /** The server's time zone: "today" and "yesterday" are its days. */
  timeZone: string;
  /** The clock. */
  now?: () => Date;
}

/**
 * One instance's view of the shared salts. A salt older than yesterday is deleted whenever a salt
 * is first fetched for a day (in practice once a day per instance).
 */
export function createVisitorSalts(db: Database, options: VisitorSaltsOptions): VisitorSalts {
  const now = options.now ?? (() => new Date());
  const cache = new Map<string, Promise<string>>();

  async function fetchOrCreate(day: string): Promise<string> {
    await db
      .insert(visitorSalt)
      .values({ day, salt: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    // Whoever inserted first (this instance or another), every instance reads the same salt.
    const [row] = await db.select({ salt: visitorSalt.salt }).from(visitorSalt).where(eq(visitorSalt.day, day));
    if (!row) throw new Error(`The visitor salt of ${day} vanished as it was made`);
    const yesterday = addDays(dayIn(now(), options.timeZone), -1);
    await db.delete(visitorSalt).where(lt(visitorSalt.day, yesterday));
    for (const cached of cache.keys()) if (cached < yesterday && cached !== day) cache.delete(cached);
    return row.salt;
  }

  return {
    saltFor(day) {
      let salt = cache.get(day);
      if (!salt) {
        salt = fetchOrCreate(day);
        cache.set(day, salt);
        // A failure (database down) is not remembered: the next batch asks again.
        salt.catch(() => cache.delete(day));
      }
      return salt;
    },
  };
}

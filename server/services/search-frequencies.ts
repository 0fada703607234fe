/**
 * How common the words of the lyrics are, from PostgreSQL's own statistics of content_search's
 * all_vector (pg_stats, as ANALYZE sampled it: its most common words and the share of texts each is
 * in), so that search asks the index for the rarer words of a long term only and leaves the
 * commonest to the rows it finds (wordsForTheIndex).
 *
 * Why: a GIN index finds the texts with every word of a query by walking the rarest word's entries
 * and skipping through every other word's to each of them; a word in most texts ('jai', 'na',
 * 'tum') has the longest entries to skip through. At 100,000 hymns, 'na gyan mukut man tum dhenu
 * jay ek' (no hymn has all eight) took 3.5 ms in the lyrics' index, and under 1 ms for the three
 * words that are in fewer than a tenth of the hymns, which 36 hymns have, whose rows then say at
 * once that none has the other five.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';

/** What the statistics say: the texts' count, and the share of them a word is in. */
export interface WordFrequencies {
  texts: number;
  shareOf(form: string): number;
}

/**
 * How long statistics are kept before they are read again: ANALYZE (autovacuum's, once enough rows
 * changed) renews them seldom, and the shares of common words move slowly with the catalogue.
 */
const FREQUENCIES_MAX_AGE_MS = 10 * 60_000;

/** The reading of each database's statistics, kept while it is being read too. */
const kept = new WeakMap<Database, { readAt: number; frequencies: Promise<WordFrequencies | undefined> }>();

/**
 * The words' frequencies for `db`, read at most every FREQUENCIES_MAX_AGE_MS (one small statement);
 * undefined while the table has no statistics (never analysed: a new, small catalogue), when every
 * word is asked of the index as before. Searches that ask while they are being read share that
 * reading (a process's first searches come many at once); a reading that failed is forgotten, so
 * the next search reads them again.
 */
export function wordFrequencies(db: Database, now = Date.now()): Promise<WordFrequencies | undefined> {
  const known = kept.get(db);
  if (known && now - known.readAt < FREQUENCIES_MAX_AGE_MS) return known.frequencies;
  const reading = { readAt: now, frequencies: readFrequencies(db) };
  kept.set(db, reading);
  reading.frequencies.catch(() => {
    if (kept.get(db) === reading) kept.delete(db);
  });
  return reading.frequencies;
}

/** Forgets what was read for `db`: the next search reads the statistics again (after an ANALYZE). */
export function forgetWordFrequencies(db: Database): void {
  kept.delete(db);
}

/** Keeps `frequencies` for `db` as if just read (undefined: none; every word is asked of the index). For tests. */
export function keepWordFrequencies(db: Database, frequencies: WordFrequencies | undefined): void {
  kept.set(db, { readAt: Date.now(), frequencies: Promise.resolve(frequencies) });
}

async function readFrequencies(db: Database): Promise<WordFrequencies | undefined> {
  const result = await db.execute<{ texts: number; words: string[] | null; shares: number[] | null }>(sql`
    select c.reltuples::float8 as texts, s.most_common_elems::text::text[] as words, s.most_common_elem_freqs as shares
    from pg_class c
    left join pg_stats s on s.schemaname = current_schema() and s.tablename = 'content_search' and s.attname = 'all_vector'
    where c.oid = 'content_search'::regclass`);
  const [row] = result.rows;
  if (!row?.words || !row.shares || row.texts <= 0) return undefined;
  const { words, shares } = row;
  const share = new Map(words.map((word, i) => [word, shares[i]!]));
  // After the words' shares come the least and the greatest of them: a word not among the most
  // common is in fewer texts than the least common of those.
  const least = shares[words.length] ?? Math.min(...shares.slice(0, words.length));
  return { texts: row.texts, shareOf: (form) => share.get(form) ?? least };
}

/**
 * The index is asked for the rarest words of a term until the texts with all of them are
 * estimated at this many at most (the shares multiplied, as if the words were independent): the
 * rows of those few then show whether they have the other words, a few microseconds each.
 */
const INDEXED_TEXTS_ENOUGH = 200;

/**
 * A word in fewer texts than this share is always asked of the index: its entries are short to
 * skip through, and the texts the rarer words leave may be many more than estimated.
 */
const COMMON_SHARE = 0.1;

/**
 * Which of a term's words (indexes into `shares`, each the share of texts the word is in) the
 * index is asked for, in order: the rarest first, then each next rarest while the texts with all
 * of those are estimated at more than INDEXED_TEXTS_ENOUGH of `texts`, and every word rarer than
 * COMMON_SHARE. At least one; all of them when the words together are not rare.
 */
export function wordsForTheIndex(shares: readonly number[], texts: number): number[] {
  const rarestFirst = shares.map((_, i) => i).sort((a, b) => shares[a]! - shares[b]! || a - b);
  const asked: number[] = [];
  let estimate = texts;
  for (const i of rarestFirst) {
    if (asked.length > 0 && estimate <= INDEXED_TEXTS_ENOUGH && shares[i]! >= COMMON_SHARE) break;
    asked.push(i);
    estimate *= shares[i]!;
  }
  return asked.sort((a, b) => a - b);
}

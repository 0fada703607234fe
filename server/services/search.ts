/**
 * Search over visible content (content 'Y' in a sub-category 'Y'): PostgreSQL full-text search
 * ('simple' configuration: no stemming, no stop words) over the search columns (search-text.ts),
 * and pg_trgm trigrams for near misses ('hanumn chalisa'), over titles and lyrics, in Devanagari and
 * in Latin letters. Every step is answered from a GIN index.
 *
 * 1. A content matches when every word of the term is in its titles or lyrics, as a word or the
 *    start of one, in any of the word's forms. Title matches first, then by full-text rank.
 * 2. Only when that finds nothing (a misspelling, most likely):
 *    - each word of three letters or more also stands for its nearest spellings among the words
 *      search knows (table search_word, `%`: similarity at least 0.3), and the words are looked
 *      for again ('gyan gun sagr' finds 'sagar' in the lyrics); comparing short words keeps this
 *      cheap however long the lyrics are;
 *    - and a term of four letters or more also matches titles it is close to (`<%`: a stretch of
 *      the titles with word similarity at least 0.6).
 *    The closest titles first, then by full-text rank.
 * Ties by id. At most `limit` results; `numFound` counts them all.
 */
import { and, asc, count, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { SEARCH_RESULTS_LIMIT, VISIBLE_FLAG } from '../../src/model/constants';
import type { SearchResponse } from '../../src/model/entities';
import type { Database } from '../db/connect';
import { content, searchWord } from '../db/schema';
import { contentSearchColumns, searchTerms, tsQueryText, type SearchTerms } from './search-text';

export type SearchResult = SearchResponse['response'];

/** Words shorter than this have too few trigrams for a near spelling to mean anything. */
const CORRECTION_MIN_LETTERS = 3;
const NEAR_SPELLINGS_PER_WORD = 4;
/** Terms shorter than this (letters of all words together) are not compared with titles by trigrams. */
const TITLE_SIMILARITY_MIN_LETTERS = 4;

/**
 * Visible content among `matched` (a query of content_id), ranked: `titleScore` first, then the
 * full-text rank of `terms`.
 */
async function ranked(db: Database, matched: SQL, titleScore: SQL, terms: SearchTerms, limit: number): Promise<SearchResult> {
  const result = await db.execute<{ contentId: number; titlePrimary: string; total: number }>(sql`
    with matched as (${matched})
    select c.content_id as "contentId", c.title_primary as "titlePrimary", count(*) over ()::int as total
    from matched m
    join content c on c.content_id = m.content_id
    join sub_category s on s.sub_category_id = c.sub_category_id
    where c.display_flag = ${VISIBLE_FLAG} and s.display_flag = ${VISIBLE_FLAG}
    order by ${titleScore} desc, ts_rank(c.search_vector, to_tsquery('simple', ${tsQueryText(terms)}), 1) desc, c.content_id
    limit ${limit}`);
  return {
    numFound: result.rows[0]?.total ?? 0,
    docs: result.rows.map((row) => ({ contentId: row.contentId, titlePrimary: row.titlePrimary })),
  };
}

const wordsMatch = (terms: SearchTerms) =>
  sql`select content_id from content where search_vector @@ to_tsquery('simple', ${tsQueryText(terms)})`;
const allWordsInTitles = (terms: SearchTerms) => sql`(c.search_vector @@ to_tsquery('simple', ${tsQueryText(terms, 'A')}))::int`;

/** The term with each longer word also standing for its nearest known spellings; undefined when none has any. */
async function withNearSpellings(db: Database, terms: SearchTerms): Promise<SearchTerms | undefined> {
  const lookups = [...new Set(terms.latinWords.filter((word) => word.length >= CORRECTION_MIN_LETTERS))];
  if (lookups.length === 0) return undefined;
  const result = await db.execute<{ word: string; near: string }>(sql`
    select q.word, near.word as near
    from unnest(array[${sql.join(
      lookups.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]) as q(word)
    cross join lateral (
      select w.word from ${searchWord} w
      where w.word % q.word and w.word <> q.word
      order by w.word <-> q.word, w.word
      limit ${NEAR_SPELLINGS_PER_WORD}
    ) near`);
  if (result.rows.length === 0) return undefined;
  const near = new Map<string, string[]>();
  for (const row of result.rows) near.set(row.word, [...(near.get(row.word) ?? []), row.near]);
  return {
    ...terms,
    words: terms.words.map((forms, i) => [...new Set([...forms, ...(near.get(terms.latinWords[i]!) ?? [])])]),
  };
}

export async function searchContent(db: Database, term: string, limit: number = SEARCH_RESULTS_LIMIT): Promise<SearchResult> {
  const terms = searchTerms(term);
  if (!terms) return { numFound: 0, docs: [] };
  const found = await ranked(db, wordsMatch(terms), allWordsInTitles(terms), terms, limit);
  if (found.numFound > 0) return found;

  const corrected = await withNearSpellings(db, terms);
  const closeTitles = terms.latin.replace(/ /g, '').length >= TITLE_SIMILARITY_MIN_LETTERS;
  if (!corrected && !closeTitles) return found;
  const used = corrected ?? terms;
  const branches = [
    ...(corrected ? [wordsMatch(corrected)] : []),
    ...(closeTitles ? [sql`select content_id from content where ${terms.latin} <% search_title`] : []),
  ];
  // One branch per index, joined by UNION (with an OR the planner tends to read the whole table).
  return ranked(
    db,
    sql.join(branches, sql` union `),
    sql`greatest(${allWordsInTitles(used)}, word_similarity(${terms.latin}, c.search_title))`,
    used,
    limit,
  );
}

/** How many words search knows (for typo-tolerant matching): what a reindex reports to the editor. */
export async function countSearchWords(db: Database): Promise<number> {
  const [words] = await db.select({ n: count() }).from(searchWord);
  return words?.n ?? 0;
}

export interface ReindexOptions {
  /** Only rows whose search columns were never computed (the start-up backfill). Default: every row. */
  onlyMissing?: boolean;
  /** Rows read and written per statement. */
  batchSize?: number;
}

/**
 * Recomputes the search columns of content from its texts (all rows, or only those missing them),
 * in batches by id; a full reindex then rebuilds the list of known words. Returns the number of
 * rows written. The admin's 'reindex' call uses it, and the server runs it with `onlyMissing` at
 * every start (cheap when nothing is missing).
 */
export async function reindexSearch(db: Database, options: ReindexOptions = {}): Promise<number> {
  const batchSize = options.batchSize ?? 200;
  let written = 0;
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select({
        contentId: content.contentId,
        titlePrimary: content.titlePrimary,
        titleSecondary: content.titleSecondary,
        contentPrimary: content.contentPrimary,
        contentSecondary: content.contentSecondary,
      })
      .from(content)
      .where(and(gt(content.contentId, afterId), options.onlyMissing ? isNull(content.searchTitle) : undefined))
      .orderBy(asc(content.contentId))
      .limit(batchSize);
    if (rows.length === 0) break;
    const values = rows.map((row) => {
      const columns = contentSearchColumns(row);
      return sql`(${row.contentId}::int, ${columns.searchTitle}::text, ${columns.searchBody}::text)`;
    });
    await db.execute(sql`
      update ${content} set search_title = v.title, search_body = v.body
      from (values ${sql.join(values, sql`, `)}) as v(id, title, body)
      where ${content.contentId} = v.id`);
    written += rows.length;
    afterId = rows.at(-1)!.contentId;
  }
  if (!options.onlyMissing) {
    // Words no content holds any more go; readers see the old list until this commits.
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from ${searchWord}`);
      await tx.execute(
        sql`insert into ${searchWord} (word) select distinct lexeme from ${content}, unnest(${content.searchVector}) on conflict (word) do nothing`,
      );
    });
  }
  return written;
}

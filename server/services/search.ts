/**
 * Search over visible content (content 'Y' in a sub-category 'Y'): PostgreSQL full-text search
 * ('simple' configuration: no stemming, no stop words) over the search columns (search-text.ts),
 * and pg_trgm trigrams for near misses ('hanumn chalisa'), over titles and lyrics, in Devanagari and
 * in Latin letters. Matching reads content_search (one narrow row per content, kept by triggers,
 * with GIN indexes over the visible rows only), never content's wide rows.
 *
 * 1. A content matches when every word of the term is in its titles or lyrics, as a word or the
 *    start of one, in any of the word's forms. Those with every word in their titles come first
 *    (by full-text rank of the titles), then the others in the order they were added.
 * 2. Only when that finds nothing (a misspelling, most likely):
 *    - each word of three letters or more also stands for its nearest spellings among the words
 *      search knows (table search_word, `%`: similarity at least 0.3), and the words are looked
 *      for again ('gyan gun sagr' finds 'sagar' in the lyrics); comparing short words keeps this
 *      cheap however long the lyrics are;
 *    - and a term of four letters or more also matches titles it is close to (`<%`: a stretch of
 *      the titles with word similarity at least 0.6).
 *    The closest titles first, then by id.
 * At most `limit` results; `numFound` counts them up to SEARCH_COUNT_LIMIT.
 */
import { and, asc, count, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_LIMIT, SEARCH_RESULTS_LIMIT } from '../../src/model/constants';
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

/** The term as a full-text query (see tsQueryText). */
const queryOf = (terms: SearchTerms) => sql`to_tsquery('simple', ${tsQueryText(terms)})`;

/** Matches in content_search (visible rows only: the GIN indexes hold nothing else). */
const wordsMatch = (terms: SearchTerms) => sql`visible and all_vector @@ ${queryOf(terms)}`;

/** How many rows match `where`, up to SEARCH_COUNT_LIMIT. */
async function countUpToLimit(db: Database, where: SQL): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from content_search where ${where} limit ${SEARCH_COUNT_LIMIT}) m`,
  );
  return result.rows[0]?.n ?? 0;
}

/**
 * Content whose titles and lyrics have every word of `terms`: first those with every word in their
 * titles (best full-text rank of the titles first: titles are short, and few hymns share a word
 * in their titles), then the others in the order they were added, which needs no look at their
 * lyrics beyond the index: ranking every lyric that holds a common word took seconds at 100,000.
 */
async function rankedWordMatches(db: Database, terms: SearchTerms, limit: number): Promise<SearchResult> {
  const query = queryOf(terms);
  const result = await db.execute<SearchResult['docs'][number]>(sql`
    select m.content_id as "contentId", c.title_primary as "titlePrimary" from (
      (select content_id, 1 as tier, ts_rank(title_vector, ${query}, 1) as score
       from content_search where visible and title_vector @@ ${query}
       order by score desc, content_id limit ${limit})
      union all
      (select content_id, 0, 0
       from content_search where visible and all_vector @@ ${query} and not title_vector @@ ${query}
       order by content_id limit ${limit})
    ) m
    join content c on c.content_id = m.content_id
    order by tier desc, score desc, m.content_id
    limit ${limit}`);
  const docs = result.rows;
  return { numFound: docs.length < limit ? docs.length : await countUpToLimit(db, wordsMatch(terms)), docs };
}

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
  const found = await rankedWordMatches(db, terms, limit);
  if (found.numFound > 0) return found;

  const corrected = await withNearSpellings(db, terms);
  const closeTitles = terms.latin.replace(/ /g, '').length >= TITLE_SIMILARITY_MIN_LETTERS;
  if (!corrected && !closeTitles) return found;
  const used = corrected ?? terms;
  const branches = [
    ...(corrected ? [sql`select content_id from content_search where ${wordsMatch(corrected)}`] : []),
    ...(closeTitles ? [sql`select content_id from content where ${terms.latin} <% search_title`] : []),
  ];
  // One branch per index, joined by UNION (with an OR the planner tends to read the whole table).
  // The closest titles first, then those with every (corrected) word in their titles, then by id.
  const result = await db.execute<SearchResult['docs'][number] & { total: number }>(sql`
    with matched as (${sql.join(branches, sql` union `)})
    select c.content_id as "contentId", c.title_primary as "titlePrimary", count(*) over ()::int as total
    from matched m
    join content_search s on s.content_id = m.content_id and s.visible
    join content c on c.content_id = m.content_id
    order by greatest((s.title_vector @@ ${queryOf(used)})::int, word_similarity(${terms.latin}, c.search_title)) desc, c.content_id
    limit ${limit}`);
  return {
    numFound: Math.min(result.rows[0]?.total ?? 0, SEARCH_COUNT_LIMIT),
    docs: result.rows.map(({ contentId, titlePrimary }) => ({ contentId, titlePrimary })),
  };
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

/**
 * Search over visible content (content 'Y' in a sub-category 'Y'): PostgreSQL full-text search
 * ('simple' configuration: no stemming, no stop words) over the search columns (search-text.ts),
 * and pg_trgm trigrams for near misses ('hanumn chalisa'), over titles and lyrics, in Devanagari and
 * in Latin letters. Matching reads content_search (one narrow row per content, kept by triggers,
 * with GIN indexes over the visible rows only), never content's wide rows (see 4).
 *
 * 1. Words as the catalogue has them: neighbours typed apart that it knows as one word also match
 *    that word ('dukh harta': दुखहर्ता), and a word it does not know, but knows as two, stands for
 *    the two ('girdhargopal'); the table of known words (search_word) says which (withJoinsAndSplits).
 *    Latin spellings meet through their normal form (normalizeLatin: 'dharam' and धर्म, 'rama' and
 *    राम, 'kare' and करै), on both sides.
 * 2. A content matches when every word of the term is in its titles or lyrics, in any of the word's
 *    forms: whole, except the last word, which may be the start of one (the term may be half
 *    typed). Those with every word in their titles come first (whole words first, then shorter
 *    titles), then those whose first line has them, then the others in the order they were stored.
 *    After those (never before a real word), a term of 3 to 12 letters also matches as the first
 *    letters of consecutive words of a line ('ojso': ॐ जय शिव ओंकारा), in Devanagari lines and
 *    their transliteration alike (search-text.ts, lineInitials). When no content has every word, a
 *    term of 3 words or more matches content with every word but one ('om jai jagdish hare swami
 *    prabhu'), the words closest together first.
 * 3. Only when no content has every word (a misspelling, most likely):
 *    - each word the catalogue lacks also stands for the known words within the typos a search
 *      engine forgives (one from 5 letters, two from 9; a left-out or added 'a' is free: 'sagr'
 *      finds 'sagar'; a short word's vowel changed: 'rehna', 'rahna'), neighbours joined for the
 *      known words with an 'a' more or less, and the words are looked for again, every word, then
 *      every word but one; comparing short words keeps this cheap however long the lyrics are;
 *    - and, when nothing at all was found, a term of four letters or more also matches titles it is
 *      close to (`<%`: a stretch of the titles with word similarity at least 0.6).
 *    Titles with every corrected word first, then the closest titles, then by id; most of the words last.
 * 4. Each result found by words in its lyrics (or by first letters) carries the line they are in,
 *    with the words marked (search-lines.ts): looked for in the texts of the results shown only,
 *    read with their titles; the matching itself never reads content's wide rows.
 * Every statement goes through the indexes and reads a bounded number of rows (throughIndexes); a
 * term's words that are in most hymns are left to the rows its rarer words find (search-frequencies.ts).
 * At most `limit` results; `numFound` counts them up to SEARCH_COUNT_LIMIT.
 */
import { and, asc, count, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_LIMIT, SEARCH_RESULTS_LIMIT, SHOW_SECONDARY_FLAG, SUGGESTIONS_LIMIT } from '../../src/model/constants';
import type { ContentTitle, SearchResponse, Suggestion } from '../../src/model/entities';
import { isSuggestible } from '../../src/model/params';
import { plansThroughIndexes, type Database } from '../db/connect';
import { content, contentSearch, SEARCH_ID_BLOCK_SIZE, searchWord } from '../db/schema';
import { wordFrequencies, wordsForTheIndex, type WordFrequencies } from './search-frequencies';
import { matchedLineFinder, type LineSources, type MatchedBy } from './search-lines';
import { hasDevanagari, normalizeLatin } from '../../src/script-conversion/transliterate';
import {
  contentSearchColumns,
  initialsTerm,
  mostWordsCandidateQueryTexts,
  mostWordsQueryText,
  runForms,
  searchTerms,
  someWordsQueryText,
  tsQueryText,
  wordShares,
  type SearchTerms,
  type WordMatching,
} from './search-text';

export type SearchResult = SearchResponse['response'];

/** A row of a search's statement: a result, how it was found, what its matched line is looked for in, and the count. */
type FoundRow = ContentTitle & LineSources & { matchedBy: MatchedBy; total: number; tier: number };

/** The tier of a result found by most of the term's words, not all (below every other). */
const MOST_WORDS_TIER = -2;

/**
 * The texts a result's matched line is looked for in (search-lines.ts), read with the page's
 * results only (`c` is content, joined to the rows shown); not for those found by their titles,
 * which show none (`byTitle`: an SQL condition on the row), nor a secondary text the hymn's page
 * hides, whose lines are not shown.
 */
const lineSources = (byTitle: SQL) =>
  sql`case when ${byTitle} then null else c.content_primary end as "contentPrimary",
      case when ${byTitle} or c.show_secondary <> ${SHOW_SECONDARY_FLAG} then null else c.content_secondary end as "contentSecondary",
      c.show_secondary as "showSecondary"`;

/**
 * The answer from a statement's rows: each result with the line its words were found in, if any,
 * worked out from the texts of these rows alone (a page of results, never every match).
 */
function answerOf(rows: FoundRow[], terms: SearchTerms, initials?: string): SearchResult {
  const matchedLineOf = matchedLineFinder(terms, initials);
  return {
    numFound: Math.min(rows[0]?.total ?? 0, SEARCH_COUNT_LIMIT),
    docs: rows.map((row) => {
      const matchedLine = matchedLineOf(row, row.matchedBy);
      return { contentId: row.contentId, titlePrimary: row.titlePrimary, ...(matchedLine ? { matchedLine } : {}) };
    }),
  };
}

/**
 * Typos forgiven in a word, by its length, as search engines have them (Meilisearch, Typesense):
 * none below 5 letters, one from 5, two from 9. A left-out or added 'a' is no typo (the schwa:
 * 'sagr', 'sagar'), so short words still find their fuller spellings.
 */
export function typosForgiven(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}

/**
 * Edits (a letter changed, left out or added, or two neighbours swapped) from `typed` to `known`,
 * an 'a' left out or added costing nothing; stops counting past `budget` (answers budget + 1).
 */
export function typosBetween(typed: string, known: string, budget: number): number {
  const rows = typed.length + 1;
  const cols = known.length + 1;
  const d: number[][] = Array.from({ length: rows }, () => new Array<number>(cols).fill(0));
  for (let i = 1; i < rows; i++) d[i]![0] = d[i - 1]![0]! + (typed[i - 1] === 'a' ? 0 : 1);
  for (let j = 1; j < cols; j++) d[0]![j] = d[0]![j - 1]! + (known[j - 1] === 'a' ? 0 : 1);
  for (let i = 1; i < rows; i++) {
    let best = Infinity;
    for (let j = 1; j < cols; j++) {
      const a = typed[i - 1]!;
      const b = known[j - 1]!;
      let cost = Math.min(d[i - 1]![j - 1]! + (a === b ? 0 : 1), d[i - 1]![j]! + (a === 'a' ? 0 : 1), d[i]![j - 1]! + (b === 'a' ? 0 : 1));
      if (i > 1 && j > 1 && a === known[j - 2] && typed[i - 2] === b) cost = Math.min(cost, d[i - 2]![j - 2]! + 1);
      d[i]![j] = cost;
      best = Math.min(best, cost);
    }
    if (best > budget) return budget + 1;
  }
  return Math.min(d[rows - 1]![cols - 1]!, budget + 1);
}

/** Known words looked at per typed word for a correction (closest by trigrams first). */
const CORRECTION_CANDIDATES = 12;
/** Corrections kept per typed word. */
const NEAR_SPELLINGS_PER_WORD = 4;
/** Terms shorter than this (letters of all words together) are not compared with titles by trigrams. */
const TITLE_SIMILARITY_MIN_LETTERS = 4;
/**
 * Terms of more words than this are not compared with titles by trigrams: a title is a few words,
 * and a longer term (a lyric line) brings so many trigrams that the index offers most titles to be
 * compared (about 20 ms at 100,000 hymns, for no title close to a whole line).
 */
const TITLE_SIMILARITY_MAX_WORDS = 5;
/**
 * Title matches read and ranked per search, at most: a word in every title ('संग्रह' in a
 * collection's dotted titles) then costs what a word in three hundred does. Read in the order they
 * are stored (about the order they were added), the first block of ids first (firstBlockFirst):
 * three times as many as are counted, so the page shows the best of them. Ranking a thousand cost
 * a common word 7 ms at 100,000 hymns.
 */
const TITLE_CANDIDATES = 300;

/** The term as a full-text query (see tsQueryText). */
const queryOf = (terms: SearchTerms, matching?: WordMatching) => sql`to_tsquery('simple', ${tsQueryText(terms, matching)})`;

/**
 * The first `enough` visible rows of content_search that `match` (an SQL condition on one of its
 * vectors of words, and the row), with `columns`: those of the first block of ids first
 * (SEARCH_ID_BLOCK_SIZE hymns, id_block 0: migration 0018), then, only when they are too few, the
 * others. A GIN index gathers every match before a LIMIT counts them: two common words are in tens
 * of thousands of hymns at 100,000 (about 10 ms), and the first block holds a twelfth of them,
 * enough for a page. A rarer term asks the rest of the index too, as it did before (a tenth more).
 * Asking every block in turn cost a long line of rarer words its every word's entries read once
 * per block: three to five times as much.
 */
function firstBlockFirst(columns: SQL, match: SQL, enough: number): SQL {
  return sql`
    select * from (
      (select ${columns} from content_search where visible and id_block = 0 and ${match} limit ${enough})
      union all
      (select ${columns} from content_search where visible and content_id >= ${SEARCH_ID_BLOCK_SIZE} and ${match} limit ${enough})
    ) found limit ${enough}`;
}

/**
 * Visible content with most of the term's words (every typed word but one, see
 * mostWordsQueryText), at most `enough`, only when `noneFound` (an SQL condition: no content has
 * every word); each scored by how close together its words stand (cover density: the words of one
 * line before words scattered over a hymn). Only then, as search engines drop words only when a
 * query finds nothing (Typesense's drop_tokens_threshold, Algolia's removeWordsIfNoResults): asked
 * beside the hymns with every word, it cost 10-20 ms a search at 100,000 hymns, for results below
 * the ones the reader typed. The index is asked for the texts with every word of most of the term
 * (mostWordsCandidateQueryTexts), which the query of most words then sorts out, text by text, for
 * a long term (ts_match_vq: the same match as @@, which the planner keeps off the index). Nothing
 * for a term too short for it. With `frequencies`, each candidate query asks the index for its
 * rarer words only (wordsForTheIndex), and the query of most words sorts out its texts too. The
 * whole index at once, not the first block of ids first (firstBlockFirst): hymns with most of a
 * line's words are seldom enough in one block to fill a page, and asking the first block first cost
 * such searches 7 % more.
 */
function mostWordsMatches(terms: SearchTerms, noneFound: SQL, enough: number, frequencies: WordFrequencies | undefined): SQL | undefined {
  const most = mostWordsQueryText(terms, 'whole');
  const candidates = mostWordsCandidateQueryTexts(
    terms,
    'whole',
    frequencies ? { shares: wordShares(terms, frequencies.shareOf, 'whole'), texts: frequencies.texts } : undefined,
  );
  if (most === undefined || candidates === undefined) return undefined;
  const mostWords = sql`to_tsquery('simple', ${most})`;
  const byParts = sql.join(
    candidates.parts.map((part) => sql`all_vector @@ to_tsquery('simple', ${part})`),
    sql` or `,
  );
  const sortedOut = candidates.exact ? sql`` : sql`and ts_match_vq(all_vector, ${mostWords})`;
  return sql`
    select content_id, ts_rank_cd(all_vector, to_tsquery('simple', ${candidates.ranked})) as score
    from (select content_id, all_vector from content_search
          where visible and (${byParts}) ${sortedOut}
          limit ${enough}) m
    where ${noneFound}`;
}

/**
 * Runs search's statements with the planner held to the indexes. Its row estimates for a
 * full-text query are guesses (a prefix, several words together), and a wrong guess made it read
 * the whole table in id order, or all of it, hoping to meet enough matches early: hundreds of
 * milliseconds at 100,000 hymns for a term that matches a handful. Through the GIN indexes, the
 * rows read are bounded by the matches (and by the LIMITs of each statement). The server's searches
 * run on connections set so for good (DatabaseOptions.throughIndexes); on any other, in a
 * transaction that sets it first.
 */
async function throughIndexes<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  // Search's own connections are set so for good (the server's: one statement instead of four).
  if (plansThroughIndexes(db)) return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`);
    return work(tx as unknown as Database);
  });
}

/**
 * Visible content with every word of the term in its titles (at most TITLE_CANDIDATES of them),
 * each with its score: whole words before a word only begun, then the full-text rank of the
 * titles (a shorter title first).
 */
function titleMatches(query: SQL, whole: SQL): SQL {
  return sql`
    select content_id, (title_vector @@ ${whole})::int + ts_rank(title_vector, ${query}, 1) as score
    from (${firstBlockFirst(sql`content_id, title_vector`, sql`title_vector @@ ${query}`, TITLE_CANDIDATES)}) t`;
}

/**
 * A condition on content_search: `vector` (all_vector, or first_line_vector) has every word of the
 * term (`matching` as tsQueryText). The index is asked for the rarer words only when `frequencies`
 * say others are common (search-frequencies.ts, wordsForTheIndex), and the rows it finds are then
 * held to every word by ts_match_vq: the same match as @@, which the planner keeps off the index.
 * The frequencies are the lyrics'; a first line's words are in its lyrics, so they are in fewer
 * first lines than that: its index is left fewer texts than estimated.
 */
function withEveryWord(vector: SQL, terms: SearchTerms, matching: WordMatching, frequencies: WordFrequencies | undefined): SQL {
  const every = queryOf(terms, matching);
  const asked = frequencies && wordsForTheIndex(wordShares(terms, frequencies.shareOf, matching), frequencies.texts);
  if (!asked || asked.length === terms.words.length) return sql`${vector} @@ ${every}`;
  return sql`${vector} @@ to_tsquery('simple', ${someWordsQueryText(terms, asked, matching)}) and ts_match_vq(${vector}, ${every})`;
}

/** What a search statement found: its rows, and whether any has every word of the term. */
interface Found {
  rows: FoundRow[];
  everyWord: boolean;
}

/**
 * Content whose titles and lyrics have every word of `terms`: first those with every word in their
 * titles (whole words before a word only begun, then by full-text rank of the titles: shorter
 * titles first), then those whose first line has them (a bhajan is remembered by its opening
 * line), then the others, each group in the order they were stored; then, while those leave room,
 * a line's first letters (`initials`); and when none has every word, content with every typed
 * word but one (a word more than the hymn has, or one spelt past recognition), the closest
 * together first (mostWordsMatches); `numFound` up to
 * SEARCH_COUNT_LIMIT. One statement, reading a bounded number of rows whatever the catalogue's
 * size: at most TITLE_CANDIDATES titles are ranked; the first lines' and the lyrics' matches are
 * taken as they come (ranking every lyric that holds a common word took seconds at 100,000 hymns),
 * at most enough for the page and the count, and not at all when the groups before fill both.
 */
async function rankedWordMatches(
  db: Database,
  terms: SearchTerms,
  limit: number,
  initials: string | undefined,
  frequencies: WordFrequencies | undefined,
): Promise<Found> {
  const query = queryOf(terms);
  const whole = queryOf(terms, 'whole');
  // The lyrics take a known last word as typed to its end (SearchTerms.typedKnown), and one the
  // catalogue lacks as begun ('makhan rot' finds माखन रोटी).
  const lyricsMatch = sql`${withEveryWord(sql`all_vector`, terms, terms.typedKnown?.at(-1) ? 'whole' : 'typing', frequencies)}
    and content_id not in (select content_id from titles) and content_id not in (select content_id from first_lines)`;
  // The same rows for any limit up to the page's size, so a shorter list is the start of a longer one.
  const enough = Math.max(limit, SEARCH_RESULTS_LIMIT, SEARCH_COUNT_LIMIT);
  // First letters of a line: after the words, and only while they leave room on the page and in the
  // count (trigrams: see the migration 0008).
  const byInitials = initials
    ? sql`union all
        select content_id, -1, 0 from (
          select content_id from content_search
          where visible and initials like ${`%${initials}%`} and (select count(*) from ordinary) < ${enough}
          limit ${enough}
        ) i where content_id not in (select content_id from ordinary)`
    : sql``;
  const mostWords = mostWordsMatches(terms, sql`not exists (select from ordinary)`, enough, frequencies);
  const byMostWords = mostWords
    ? sql`union all
        select content_id, ${MOST_WORDS_TIER}, score from (${mostWords}) w`
    : sql``;
  const result = await throughIndexes(db, (tx) =>
    tx.execute<FoundRow>(sql`
      with titles as (${titleMatches(query, whole)}), first_lines as (
        select content_id from (${firstBlockFirst(
          sql`content_id`,
          sql`${withEveryWord(sql`first_line_vector`, terms, 'typing', frequencies)} and content_id not in (select content_id from titles)`,
          enough,
        )}) f
        where (select count(*) from titles) < ${enough}
      ), lyrics as (
        select content_id from (${firstBlockFirst(sql`content_id`, lyricsMatch, enough)}) l
        where (select count(*) from titles) + (select count(*) from first_lines) < ${enough}
      ), ordinary as (
        -- Each group without the hymns of the groups before (a title is often the first line too).
        select content_id, 2 as tier, score from titles
        union all
        select content_id, 1, 0 from first_lines
        union all
        select content_id, 0, 0 from lyrics
      ), matched as (
        select content_id, tier, score from ordinary
        ${byInitials}
        ${byMostWords}
      ), shown as (
        select content_id, tier, score from matched order by tier desc, score desc, content_id limit ${limit}
      )
      select s.content_id as "contentId", c.title_primary as "titlePrimary", (select count(*) from matched)::int as total, s.tier,
             case s.tier when 2 then 'title' when -1 then 'initials' when ${MOST_WORDS_TIER} then 'most-words' else 'words' end as "matchedBy", ${lineSources(sql`s.tier = 2`)}
      from shown s join content c on c.content_id = s.content_id
      order by s.tier desc, s.score desc, s.content_id`),
  );
  return { rows: result.rows, everyWord: result.rows.some((row) => row.tier !== MOST_WORDS_TIER) };
}

/** Words typed as one that the catalogue has as two are looked for from this many letters. */
const SPLIT_MIN_LETTERS = 6;
/** Each part of a word typed as one has at least this many letters (shorter ones are in every hymn). */
const SPLIT_PART_MIN_LETTERS = 3;

/** Neighbouring typed words of one script written as one word: `count` of them from `from`, with its forms. */
interface JoinedRun {
  from: number;
  count: number;
  forms: string[];
}

/** Every two and three neighbouring typed words of one script, joined (भूतगणादिसेवितं typed 'bhuta ganadi sevitam'). */
function joinedRuns(written: string[]): JoinedRun[] {
  const runs: JoinedRun[] = [];
  for (const count of [2, 3]) {
    for (let from = 0; from + count <= written.length; from++) {
      const parts = written.slice(from, from + count);
      if (parts.every((part) => hasDevanagari(part) === hasDevanagari(parts[0]!)))
        runs.push({ from, count, forms: runForms(parts.join('')) });
    }
  }
  return runs;
}

/** Whether typed word `i` is one of a joined run's. */
const spans = (run: JoinedRun, i: number) => i >= run.from && i < run.from + run.count;

/** What search_word says of a search's words: which it has, and the words each begun form begins. */
interface KnownWords {
  known: Set<string>;
  /** For each form asked as begun: the words it begins, when at most BEGUN_WORDS_MAX; undefined past that. */
  begins: Map<string, string[] | undefined>;
}

/**
 * A begun form that begins more known words than this is not named word by word (see
 * SearchTerms.begunWords): 'ka' begins some 200 at 100,000 hymns.
 */
const BEGUN_WORDS_MAX = 32;

/** A normalised Latin form, whose continuations sort between it and the form with its last letter the next. */
const LATIN_FORM = /^[a-z0-9]+$/;

/** A list of words as an SQL array of text. */
const textArray = (words: string[]) =>
  sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;

/**
 * Of `words`, those search_word has; and for each of `begun` (normalised Latin forms), the known
 * words it begins, up to BEGUN_WORDS_MAX. One statement, through the primary key.
 */
async function knownWords(db: Database, words: string[], begun: string[] = []): Promise<KnownWords> {
  const begunForms = begun.filter((form) => LATIN_FORM.test(form));
  const continuations =
    begunForms.length > 0
      ? sql`union all
          select c.word, b.form as begun from unnest(${textArray(begunForms)}, ${textArray(begunForms.map((form) => form.slice(0, -1) + String.fromCharCode(form.charCodeAt(form.length - 1) + 1)))}) as b(form, past)
          cross join lateral (
            select word from ${searchWord} where word > b.form and word < b.past order by word limit ${BEGUN_WORDS_MAX + 1}
          ) c`
      : sql``;
  const result = await db.execute<{ word: string; begun: string | null }>(sql`
    select word, null as begun from ${searchWord} where word = any(${textArray(words)})
    ${continuations}`);
  const known = new Set<string>();
  const begins = new Map<string, string[] | undefined>(begunForms.map((form) => [form, []]));
  for (const { word, begun: form } of result.rows) {
    if (form === null) known.add(word);
    else begins.get(form)?.push(word);
  }
  for (const [form, list] of begins) if (list && list.length > BEGUN_WORDS_MAX) begins.set(form, undefined);
  return { known, begins };
}

/**
 * The term with words typed apart that the catalogue knows as one word also matching that word
 * ('dukh harta' finds दुखहर्ता, 'nand lal' नंदलाल), and a word typed as one that the catalogue does
 * not know, but knows as two, standing for the two ('ramanarayanam' finds 'rama narayanam'): the
 * catalogue's own words (table search_word) say which joins and splits exist. One look-up of a few
 * dozen words through the primary key. Neighbours joined match where each would: (a | ab) & (b |
 * ab) is (a & b) | ab; a split word stands as two words, each also matching it.
 */
export async function withJoinsAndSplits(db: Database, terms: SearchTerms): Promise<SearchTerms> {
  const { written } = terms;
  const joins = joinedRuns(written);
  const splits = written.map((word) => {
    if (hasDevanagari(word) || word.length < SPLIT_MIN_LETTERS) return [];
    const parts: [string, string][] = [];
    for (let at = SPLIT_PART_MIN_LETTERS; at <= word.length - SPLIT_PART_MIN_LETTERS; at++) {
      const [first, second] = [normalizeLatin(word.slice(0, at)), normalizeLatin(word.slice(at))];
      if (first.length >= SPLIT_PART_MIN_LETTERS && second.length >= SPLIT_PART_MIN_LETTERS) parts.push([first, second]);
    }
    return parts;
  });
  const last = written.length - 1;
  const { known, begins } = await knownWords(
    db,
    [...new Set([...terms.words.flat(), ...joins.flatMap((run) => run.forms), ...splits.flat(2)])],
    // The forms the last word may be begun in: its own, and its joins with the words before it.
    [...new Set([...terms.words[last]!, ...joins.filter((run) => spans(run, last)).flatMap((run) => run.forms)])],
  );
  const typedKnown = terms.words.map((own) => own.some((form) => known.has(form)));
  const knownJoins = joins
    .map((run) => ({ ...run, forms: run.forms.filter((form) => known.has(form)) }))
    .filter((run) => run.forms.length > 0);
  const words: string[][] = [];
  const typed: number[] = [];
  const latinWords: string[] = [];
  const splitParts: string[] = [];
  terms.words.forEach((own, i) => {
    const joined = knownJoins.filter((run) => spans(run, i));
    const forms = [...new Set([...own, ...joined.flatMap((run) => run.forms)])];
    // A word the catalogue has, or has joined with a neighbour, is taken as meant; else its split with the longest shorter part.
    const split =
      typedKnown[i] || joined.length > 0
        ? undefined
        : splits[i]!.filter(([first, second]) => known.has(first) && known.has(second)).sort(
            (a, b) => Math.min(b[0].length, b[1].length) - Math.min(a[0].length, a[1].length),
          )[0];
    // Each part is a word the catalogue has, whole: taken as begun, 'sar' of 'sarbhav' would stand
    // for every word it begins (sarv, saras, sarita…), which the index reads in full.
    splitParts.push(...(split ?? []));
    for (const part of split ?? [undefined]) {
      words.push(part ? [...forms, part] : forms);
      typed.push(i);
      latinWords.push(terms.latinWords[i]!);
    }
  });
  // A begun form that begins few words stands for them by name; one that begins very many and is
  // a word itself is taken as that word (a reader who typed 'ka' meant का, not the 200 words it begins).
  const begunWords = new Map([...begins].flatMap(([form, list]) => (list ? [[form, list] as const] : [])));
  const tooCommon = [...begins].flatMap(([form, list]) => (list === undefined && known.has(form) ? [form] : []));
  // A known word typed in Devanagari is whole: a Hindi keyboard types a word to its end, and its
  // readings begun would stand for words it does not begin (तू, read 'tu', for तुम and तुलसी).
  const typedWhole = hasDevanagari(written[last]!) && typedKnown[last] ? terms.words[last]! : [];
  return {
    ...terms,
    words,
    typed,
    latinWords,
    typedKnown,
    begunWords,
    wholeForms: new Set([...(terms.wholeForms ?? []), ...tooCommon, ...typedWhole, ...splitParts]),
  };
}

/**
 * The word with one vowel another ('rehn' → 'rahn', 'mera' → 'mero'), in normal form: the typo
 * readers make most, which trigrams miss in short words (too few of their trigrams are left).
 */
function vowelVariants(word: string): string[] {
  const variants = new Set<string>();
  [...word].forEach((letter, at) => {
    if (!VOWELS.includes(letter)) return;
    for (const vowel of VOWELS) if (vowel !== letter) variants.add(normalizeLatin(word.slice(0, at) + vowel + word.slice(at + 1)));
  });
  variants.delete(word);
  return [...variants];
}

const VOWELS = 'aeiou';

/** A word looked for among the known words' near spellings, and the typed words it stands for. */
interface Lookup {
  word: string;
  typed: number[];
  forgiven: number;
}

/**
 * For each of `words`, the known words nearest in spelling (trigrams: `%`, similarity at least 0.3,
 * from the index), at most CORRECTION_CANDIDATES, the nearest first; and those of `variants` that
 * the catalogue has. One statement: two cost a typo a round trip and a plan more (0.4 ms).
 */
async function nearSpellings(
  db: Database,
  words: string[],
  variants: string[],
): Promise<{ knownVariants: Set<string>; candidates: { word: string; near: string }[] }> {
  const knownOfVariants =
    variants.length > 0 ? sql`union all select word, null from ${searchWord} where word = any(${textArray(variants)})` : sql``;
  const result = await db.execute<{ word: string; near: string | null }>(sql`
    select q.word, near.word as near
    from unnest(${textArray(words)}) as q(word)
    cross join lateral (
      select w.word from ${searchWord} w
      where w.word % q.word and w.word <> q.word
      order by w.word <-> q.word, w.word
      limit ${CORRECTION_CANDIDATES}
    ) near
    ${knownOfVariants}`);
  const knownVariants = new Set<string>();
  const candidates: { word: string; near: string }[] = [];
  for (const { word, near } of result.rows) {
    if (near === null) knownVariants.add(word);
    else candidates.push({ word, near });
  }
  return { knownVariants, candidates };
}

/**
 * The term with each word of 3 letters or more that the catalogue does not have also standing for
 * the known words (table search_word) within its typos forgiven (typosForgiven), and neighbours
 * joined that the catalogue has with an 'a' more or less ('phanivar bandhana': फणिवरबंधना, read
 * 'phanivarbandhna'); undefined when none has any. Trigrams (`%`, similarity at least 0.3, from
 * the index) find the candidates; the edit distance decides. A word the catalogue has is taken as
 * meant, and only joins with a word it lacks are looked for: looking for neighbours costs a few
 * milliseconds a word, and a lyric line of eight known words that no hymn has together took 30 ms
 * for nothing.
 */
async function withNearSpellings(db: Database, terms: SearchTerms): Promise<SearchTerms | undefined> {
  const typedCount = terms.written.length;
  const latinOfTyped = Array.from({ length: typedCount }, (_, t) => terms.latinWords[terms.typed.indexOf(t)]!);
  const forgivenOfTyped = latinOfTyped.map((word, t) => {
    const written = terms.written[t]!;
    // By the word as typed when it is the longer: the normal form may be shorter ('rehna' is 'rehn').
    return typosForgiven(!hasDevanagari(written) && written.length > word.length ? written : word);
  });
  // Known typed words were looked up with the joins (withJoinsAndSplits); here only the vowel variants.
  const unknown = latinOfTyped.map((word, t) => word.length >= 3 && !terms.typedKnown?.[t]);
  const variants = latinOfTyped.map((word, t) => (unknown[t] && forgivenOfTyped[t]! > 0 ? vowelVariants(word) : []));
  const lookups = new Map<string, Lookup>();
  const lookFor = (word: string, typed: number[], forgiven: number) => {
    const kept = lookups.get(word);
    lookups.set(word, { word, typed: [...new Set([...(kept?.typed ?? []), ...typed])], forgiven: Math.max(kept?.forgiven ?? 0, forgiven) });
  };
  latinOfTyped.forEach((word, t) => {
    if (unknown[t]) lookFor(word, [t], forgivenOfTyped[t]!);
  });
  for (const run of joinedRuns(terms.written)) {
    if (!unknown.some((isUnknown, t) => isUnknown && spans(run, t))) continue;
    const range = Array.from({ length: run.count }, (_, k) => run.from + k);
    for (const form of run.forms) if (!hasDevanagari(form)) lookFor(form, range, 0);
  }
  // Each unknown typed word is looked for, and only those have variants: no look-ups, no variants.
  if (lookups.size === 0) return undefined;
  const { knownVariants, candidates } = await nearSpellings(db, [...lookups.keys()], [...new Set(variants.flat())]);
  const near = new Map<number, string[]>();
  unknown.forEach((isUnknown, t) => {
    const found = isUnknown ? variants[t]!.filter((variant) => knownVariants.has(variant)).slice(0, NEAR_SPELLINGS_PER_WORD) : [];
    if (found.length > 0) near.set(t, found);
  });
  const kept = new Map<string, number>();
  for (const { word, near: candidate } of candidates) {
    const lookup = lookups.get(word)!;
    if ((kept.get(word) ?? 0) >= NEAR_SPELLINGS_PER_WORD || typosBetween(word, candidate, lookup.forgiven) > lookup.forgiven) continue;
    kept.set(word, (kept.get(word) ?? 0) + 1);
    for (const t of lookup.typed) near.set(t, [...new Set([...(near.get(t) ?? []), candidate])]);
  }
  if (near.size === 0) return undefined;
  const corrections = [...near.values()].flat();
  return {
    ...terms,
    words: terms.words.map((forms, i) => [...new Set([...forms, ...(near.get(terms.typed[i]!) ?? [])])]),
    // Known words, matched whole: a correction taken as the start of a word ('mata' for 'matai')
    // would stand for thousands ('matangi', 'matawala', …). The last word as typed may still be begun
    // ('hanumn chali' finds 'hanuman chalisa').
    wholeForms: new Set([...(terms.wholeForms ?? []), ...corrections]),
  };
}

/**
 * Search as described at the top of this file: words (joined and split as the catalogue has them),
 * then, when no result has every word, the typos' corrections and the close titles, or else most
 * of the corrected words; the answer of the first that finds anything.
 */
export async function searchContent(db: Database, term: string, limit: number = SEARCH_RESULTS_LIMIT): Promise<SearchResult> {
  const typed = searchTerms(term);
  if (!typed) return { numFound: 0, docs: [] };
  const terms = await withJoinsAndSplits(db, typed);
  const initials = initialsTerm(term);
  const frequencies = await wordFrequencies(db);
  const found = await rankedWordMatches(db, terms, limit, initials, frequencies);
  if (found.everyWord) return answerOf(found.rows, terms, initials);

  const corrected = await withNearSpellings(db, terms);
  // Titles close to the term only when nothing was found (not even most of the words): comparing
  // titles by trigrams reads many rows (about 20 ms at 100,000 hymns).
  const closeTitles =
    found.rows.length === 0 &&
    terms.latin.replace(/ /g, '').length >= TITLE_SIMILARITY_MIN_LETTERS &&
    typed.words.length <= TITLE_SIMILARITY_MAX_WORDS;
  if (!corrected && !closeTitles) return answerOf(found.rows, terms, initials);
  const nearer = await nearMatches(db, terms, corrected, closeTitles, limit, frequencies);
  return nearer.length > 0 ? answerOf(nearer, corrected ?? terms) : answerOf(found.rows, terms, initials);
}

/**
 * Content with every word of the term as corrected (`corrected`, see withNearSpellings) and, when
 * `closeTitles`, content whose titles are spelt close to the term (`<%`); when those are none,
 * content with most of the corrected words. Those with every corrected word in their titles
 * first, then the titles closest to the term (a title spelt as typed among them), then the others by
 * id; then most of the words, the closest together first. A title's likeness to the term is worked
 * out for the titles found by it only: for the hundred texts that corrections find, it cost a typo
 * 1 ms at 100,000 hymns, to order them by how like their titles are to a word of their lyrics.
 */
async function nearMatches(
  db: Database,
  terms: SearchTerms,
  corrected: SearchTerms | undefined,
  closeTitles: boolean,
  limit: number,
  frequencies: WordFrequencies | undefined,
): Promise<FoundRow[]> {
  const correctedQuery = queryOf(corrected ?? terms);
  const none = sql`select null::integer as content_id where false`;
  const byCorrections = corrected
    ? firstBlockFirst(sql`content_id`, withEveryWord(sql`all_vector`, corrected, 'whole', frequencies), SEARCH_COUNT_LIMIT)
    : none;
  // Titles spelt close to the term, only while the corrections leave the page short: comparing
  // titles by trigrams reads many rows (about 20 ms at 100,000 hymns), and a title with a corrected
  // word ranks first anyway.
  const byCloseTitles = closeTitles
    ? sql`select content_id from content_search
          where visible and ${terms.latin} <% title and (select count(*) from corrections) < ${limit}
          limit ${SEARCH_COUNT_LIMIT}`
    : none;
  const mostWords = corrected
    ? mostWordsMatches(corrected, sql`not exists (select from every_word)`, SEARCH_COUNT_LIMIT, frequencies)
    : undefined;
  const byMostWords = mostWords
    ? sql`select content_id, score from (${mostWords}) w`
    : sql`select null::integer as content_id, 0::real as score where false`;
  // One statement per index, joined by UNION (with an OR the planner tends to read the whole
  // table), each bounded.
  // A result is the titles' (no line shown) when its titles have every corrected word or it was
  // found by a close title alone; else its lyrics have the words (or most of them).
  const result = await throughIndexes(db, (tx) =>
    tx.execute<FoundRow>(sql`
      with corrections as (${byCorrections}), close_titles as (${byCloseTitles}), every_word as (
        select content_id from corrections union select content_id from close_titles
      ), most_words as (${byMostWords}), matched as (
        select content_id, 0 as tier, 0::real as most_words_score from every_word
        union all
        select content_id, ${MOST_WORDS_TIER}, score from most_words
      ), ranked as (
        select s.content_id, m.tier,
               case when m.tier = ${MOST_WORDS_TIER} then m.most_words_score
                    when m.content_id in (select content_id from corrections) then (s.title_vector @@ ${correctedQuery})::int
                    else word_similarity(${terms.latin}, s.title) end as score,
               case when m.tier = 0 and (s.title_vector @@ ${correctedQuery} or m.content_id not in (select content_id from corrections))
                    then 'title' when m.tier = ${MOST_WORDS_TIER} then 'most-words' else 'words' end as matched_by,
               count(*) over () as total
        from matched m join content_search s on s.content_id = m.content_id and s.visible
        order by m.tier desc, score desc, s.content_id
        limit ${limit}
      )
      select r.content_id as "contentId", c.title_primary as "titlePrimary", r.total::int as total, r.matched_by as "matchedBy", r.tier,
             ${lineSources(sql`r.matched_by = 'title'`)}
      from ranked r join content c on c.content_id = r.content_id
      order by r.tier desc, r.score desc, r.content_id`),
  );
  return result.rows;
}

/**
 * Titles for a term being typed (the navigation bar's suggestions): the best `limit` of those with
 * every word of the term, the last perhaps only begun; none before SUGGESTIONS_MIN_LETTERS letters.
 * Titles only, through their index: a few milliseconds at any size.
 */
export async function suggestTitles(db: Database, term: string, limit: number = SUGGESTIONS_LIMIT): Promise<Suggestion[]> {
  const terms = isSuggestible(term) ? searchTerms(term) : undefined;
  if (!terms) return [];
  const result = await throughIndexes(db, (tx) =>
    tx.execute<Suggestion>(sql`
      select t.content_id as "contentId", c.title_primary as "titlePrimary"
      from (select content_id, score from (${titleMatches(queryOf(terms), queryOf(terms, 'whole'))}) m
            order by score desc, content_id limit ${limit}) t
      join content c on c.content_id = t.content_id
      order by t.score desc, t.content_id`),
  );
  return result.rows;
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
  /** Stops after the batch in progress once aborted (the server is stopping). */
  signal?: AbortSignal;
}

/**
 * Recomputes the search columns of content from its texts (all rows, or only those missing them),
 * in batches by id; a full reindex then rebuilds the list of known words. Returns the number of
 * rows written. The admin's 'reindex' call uses it, and the server runs it with `onlyMissing` after
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
      .where(
        and(
          gt(content.contentId, afterId),
          options.onlyMissing
            ? or(isNull(content.searchTitle), isNull(content.searchInitials), isNull(content.searchFirstLine))
            : undefined,
        ),
      )
      .orderBy(asc(content.contentId))
      .limit(batchSize);
    if (rows.length === 0) break;
    const values = rows.map((row) => {
      const columns = contentSearchColumns(row);
      return sql`(${row.contentId}::int, ${columns.searchTitle}::text, ${columns.searchBody}::text, ${columns.searchInitials}::text, ${columns.searchFirstLine}::text)`;
    });
    await db.execute(sql`
      update ${content}
      set search_title = v.title, search_body = v.body, search_initials = v.initials, search_first_line = v.first_line
      from (values ${sql.join(values, sql`, `)}) as v(id, title, body, initials, first_line)
      where ${content.contentId} = v.id`);
    written += rows.length;
    afterId = rows.at(-1)!.contentId;
    if (options.signal?.aborted) return written;
  }
  if (!options.onlyMissing) {
    // Words no content holds any more go; readers see the old list until this commits.
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from ${searchWord}`);
      await tx.execute(
        sql`insert into ${searchWord} (word) select distinct lexeme from ${contentSearch}, unnest(${contentSearch.allVector}) order by lexeme on conflict (word) do nothing`,
      );
    });
  }
  return written;
}

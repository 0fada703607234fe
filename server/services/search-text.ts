/**
 * The text search reads, kept in content's `search_title` and `search_body` columns, and the same
 * treatment for a visitor's term, so both meet in the same words:
 * - every Latin word normalised (`normalizeLatin`: 'Hanumaan' → 'hanuman');
 * - every Devanagari word both as written (normalised: nukta and joiners dropped) and in Latin
 *   letters (`transliterations`: 'हनुमान' → 'hanuman').
 * Whoever writes content's texts (the seed, the admin's saves) stores `contentSearchColumns(row)`
 * with them; `reindexSearch` (services/search.ts) recomputes every row.
 */
import { wordsForTheIndex } from './search-frequencies';
import { hasDevanagari, normalizeDevanagari, normalizeLatin, transliterations } from '../../src/script-conversion/transliterate';

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const SCRIPT_RUN = /[\u0900-\u097F]+|[^\u0900-\u097F]+/g;

/** One word of a text: its forms, the most likely first. */
interface Word {
  /** Normalised Latin readings (one for a Latin word; one to four for a Devanagari word). */
  latin: string[];
  /** The run as written (normalised when Devanagari). */
  written: string;
  /** Whether it is a Devanagari word (stored as written too). */
  devanagari: boolean;
}

/** Words repeat a lot in lyrics (and across a reindex of many hymns): each is worked out once. */
const wordCache = new Map<string, Word | null>();
const WORD_CACHE_SIZE = 50_000;

function word(run: string): Word | null {
  let known = wordCache.get(run);
  if (known === undefined) {
    if (hasDevanagari(run)) {
      const latin = transliterations(run);
      known = latin.length > 0 ? { latin, written: run, devanagari: true } : null;
    } else {
      const latin = normalizeLatin(run);
      known = latin ? { latin: [latin], written: run, devanagari: false } : null;
    }
    if (wordCache.size >= WORD_CACHE_SIZE) wordCache.clear();
    wordCache.set(run, known);
  }
  return known;
}

function words(text: string): Word[] {
  const result: Word[] = [];
  for (const token of normalizeDevanagari(text).match(WORD) ?? []) {
    for (const run of token.match(SCRIPT_RUN) ?? []) {
      const found = word(run);
      if (found) result.push(found);
    }
  }
  return result;
}

/**
 * A text as search stores it: the Latin words in their order (so trigram similarity sees phrases
 * as typed), then the other readings of words that have two, then the Devanagari words in order.
 */
export function searchableText(...texts: (string | null | undefined)[]): string {
  const parts: string[] = [];
  for (const text of texts) {
    if (!text) continue;
    const list = words(text);
    const latin = list.map((w) => w.latin[0]!);
    const otherReadings = list.flatMap((w) => w.latin.slice(1));
    const devanagari = list.flatMap((w) => (w.devanagari ? [w.written] : []));
    parts.push(...latin, ...otherReadings, ...devanagari);
  }
  return parts.join(' ');
}

export interface ContentTexts {
  titlePrimary: string;
  titleSecondary: string | null;
  contentPrimary: string;
  contentSecondary: string | null;
}

export interface ContentSearchColumns {
  searchTitle: string;
  searchBody: string;
  searchInitials: string;
  searchFirstLine: string;
}

/** A text's first line that has a word (lyrics may open with a blank line or a lone '॥'). */
function firstLine(text: string | null | undefined): string {
  return text?.split('\n').find((line) => words(line).length > 0) ?? '';
}

/**
 * First-letter search (as SikhiToTheMax has it for Gurbani): a term of this many Latin letters,
 * one word, may be the first letters of consecutive words of a line ('ojso': ॐ जय शिव ओंकारा).
 */
export const INITIALS_MIN_LETTERS = 3;
export const INITIALS_MAX_LETTERS = 12;

/**
 * The first letters of every line's words, in Latin letters, a line after another (a space between
 * lines, so that a term never spans two): 'ॐ जय शिव ओंकारा,\nस्वामी जय शिव ओंकारा' → 'ojso sjso'.
 * A Devanagari word gives the first letter of its first reading ('शिव' → 'shiv' → 's'), so a line
 * and its transliteration give the same letters.
 */
export function lineInitials(...texts: (string | null | undefined)[]): string {
  const lines: string[] = [];
  for (const text of texts) {
    for (const line of text?.split('\n') ?? []) {
      const initials = words(line)
        .map((w) => w.latin[0]![0])
        .join('');
      if (initials) lines.push(initials);
    }
  }
  return lines.join(' ');
}

/** A term that may be first letters (see INITIALS_MIN_LETTERS), as they are stored; undefined when it cannot. */
export function initialsTerm(term: string): string | undefined {
  const letters = term.trim().toLowerCase();
  if (!INITIALS_TERM.test(letters)) return undefined;
  // Each letter as the first letter of a word normalizeLatin gives ('w' starts 'vandana' there).
  return letters.replace(/w/g, 'v').replace(/z/g, 'j').replace(/[qx]/g, 'k');
}

const INITIALS_TERM = new RegExp(`^[a-z]{${INITIALS_MIN_LETTERS},${INITIALS_MAX_LETTERS}}$`);

/** The search columns for a content's texts; store them with every insert or update of the texts. */
export function contentSearchColumns(row: ContentTexts): ContentSearchColumns {
  return {
    // Every segment of the dotted title ('चालीसा.श्री हनुमान चालीसा'): the first names its group.
    searchTitle: searchableText(row.titlePrimary, row.titleSecondary),
    searchBody: searchableText(row.contentPrimary, row.contentSecondary),
    // The titles too: a hymn's title is often its first line.
    searchInitials: lineInitials(row.titlePrimary.slice(row.titlePrimary.lastIndexOf('.') + 1), row.contentPrimary, row.contentSecondary),
    // The lyrics' first line, and the transliteration's.
    searchFirstLine: searchableText(firstLine(row.contentPrimary), firstLine(row.contentSecondary)),
  };
}

/** At most this many words of a term are searched for (a term is at most SEARCH_TERM_MAX_LENGTH). */
export const SEARCH_MAX_WORDS = 16;

export interface SearchTerms {
  /**
   * The words to match, each with the forms any of which may match (its normalised Latin readings:
   * a stored Devanagari word has them all). Usually the typed words; a typed word the catalogue knows only as two words stands as two
   * here, each also matching the word as typed (search.ts, withJoinsAndSplits).
   */
  words: string[][];
  /** For each of `words`, the typed word it stands for (its index among the typed words). */
  typed: number[];
  /** For each of `words`, the first normalised Latin reading of the typed word it stands for. */
  latinWords: string[];
  /** The typed words in normalised Latin, for trigram similarity. */
  latin: string;
  /** The typed words as written (one run of one script each), to join neighbours. */
  written: string[];
  /**
   * Forms matched only as whole words, even in the last word: a typo's corrections, and a last word
   * that begins very many words (search.ts, withJoinsAndSplits).
   */
  wholeForms?: ReadonlySet<string>;
  /**
   * The known words each begun form of the last word begins, when they are few (search_word; set by
   * withJoinsAndSplits): the query names them, whole, instead of asking the index for every word the
   * form begins. The index reads each word of a prefix in full, where it skips through whole words
   * to the hymns with the other words: at 100,000 hymns, 'naam jay…' took 5 ms in the titles begun,
   * 1 ms with jay, jaya, jayati named.
   */
  begunWords?: ReadonlyMap<string, readonly string[]>;
  /**
   * For each typed word, whether the catalogue has it as a word (search_word; set by
   * withJoinsAndSplits): a known word is taken as meant (no near spellings are looked for), and a
   * known last word is taken as typed to its end in the lyrics, where taking it as begun would
   * gather every word it begins ('nahi': nahin, nahiyan…) from the largest index.
   */
  typedKnown?: boolean[];
}

/** A visitor's term prepared for search; undefined when it holds no letter or digit. */
export function searchTerms(term: string): SearchTerms | undefined {
  const list = words(term).slice(0, SEARCH_MAX_WORDS);
  if (list.length === 0) return undefined;
  const latinWords = list.map((w) => w.latin[0]!);
  return {
    words: list.map(queriedForms),
    typed: list.map((_, i) => i),
    latinWords,
    latin: latinWords.join(' '),
    written: list.map((w) => w.written),
  };
}

/**
 * A typed word's forms as search looks for them: its Latin readings. A Devanagari word is stored
 * with every reading it has (searchableText), so a text with the word has its readings too, and the
 * word itself would only make the index look twice (a third more of its work for a line of words).
 */
const queriedForms = (w: Word): string[] => [...new Set(w.latin)];

/** The forms of a run of one script as looked for (its Latin readings) as if it were a word of a text ('dukhharta', 'दुखहर्ता'); none when it holds no letter. */
export function runForms(run: string): string[] {
  const found = word(normalizeDevanagari(run));
  return found ? queriedForms(found) : [];
}

/** How many words the visitor typed (a word typed as two known ones counts once). */
const typedWordCount = (terms: SearchTerms): number => terms.written.length;

/** A word as written, with every form search knows it by. */
export interface WrittenWord {
  /** Its normalised Latin readings and, for a Devanagari word, the word itself normalised. */
  forms: readonly string[];
  /** The first letter it gives the line's first letters (lineInitials): one, or one per script of a mixed token. */
  initials: string;
}

/**
 * One character of a token as written: a letter, mark or digit, or one of the joiners and the soft
 * hyphen that normalizeDevanagari drops (so that a word written with one stays one word here too).
 */
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}\u00AD\u200C\u200D]/u;

/**
 * Whether the character (a code point) is part of a token: decided at once for the letters lyrics
 * are mostly written in (Devanagari, whose only non-word characters are the dandas and the
 * abbreviation sign, and ASCII), by WORD_CHARACTER for the rest.
 */
function isWordCharacter(code: number): boolean {
  if (code < 0x80) return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
  if (code >= 0x0900 && code <= 0x097f) return code !== 0x0964 && code !== 0x0965 && code !== 0x0970;
  return WORD_CHARACTER.test(String.fromCodePoint(code));
}

/**
 * Calls `visit` with each token of a line as written (a run of WORD_CHARACTERs) and where it
 * starts, in UTF-16 code units (as JavaScript's strings count). A scan of the characters, not a
 * pattern nor a list: a page of results' lyrics is some thousands of tokens, and most need no more
 * than a look-up; the Unicode pattern took three times as long, an object made for each four.
 */
export function forEachToken(line: string, visit: (token: string, start: number) => void): void {
  let start = -1;
  for (let at = 0; at < line.length;) {
    const code = line.codePointAt(at)!;
    if (isWordCharacter(code)) {
      if (start === -1) start = at;
    } else if (start !== -1) {
      visit(line.slice(start, at), start);
      start = -1;
    }
    at += code > 0xffff ? 2 : 1;
  }
  if (start !== -1) visit(line.slice(start), start);
}

/** Tokens as written, each worked out once (a page of results' lyrics repeats its words, as a library does). */
const writtenWords = new Map<string, WrittenWord | null>();

/**
 * A token of a line as written, with the forms `searchableText` stores for it: the same words
 * search matched, found again in the text as the reader sees it; null when it holds no word. A
 * token that mixes scripts ('राम2') is one word here, with the forms of each of its runs.
 */
export function writtenWord(token: string): WrittenWord | null {
  let known = writtenWords.get(token);
  if (known === undefined) {
    const found = words(token);
    known =
      found.length === 0
        ? null
        : {
            forms: found.flatMap((w) => (w.devanagari ? [w.written, ...w.latin] : w.latin)),
            initials: found.map((w) => w.latin[0]![0]).join(''),
          };
    if (writtenWords.size >= WORD_CACHE_SIZE) writtenWords.clear();
    writtenWords.set(token, known);
  }
  return known;
}

/** A word of a line, where it stands in it ([start, end), in UTF-16 code units). */
export interface LineWord {
  word: WrittenWord;
  start: number;
  end: number;
}

/** The words of one line (see writtenWord) where they stand in it. */
export function lineWords(line: string): LineWord[] {
  const result: LineWord[] = [];
  forEachToken(line, (token, start) => {
    const word = writtenWord(token);
    if (word) result.push({ word, start, end: start + token.length });
  });
  return result;
}

/**
 * How a term's words may match: `typing`, as search engines read a term being typed, every word
 * whole except the last, which may also be the start of a word ('hanuman chal' finds 'chalisa');
 * `whole`, every word whole (the closer matches, ranked first).
 */
export type WordMatching = 'typing' | 'whole';

/**
 * A `to_tsquery('simple', …)` text: every word must be there, in any of its forms (see
 * WordMatching; single letters only ever as whole words). Whole words keep the index's work
 * small: a prefix stands for every word it starts, and only the word being typed needs that.
 * Forms hold only letters, marks and digits (see `words`), so they need no escaping; the text is
 * passed as a query parameter all the same.
 */
export function tsQueryText(terms: SearchTerms, matching: WordMatching = 'typing'): string {
  return terms.words.map((_, i) => wordQueryText(terms, i, matching)).join(' & ');
}

/**
 * A `to_tsquery('simple', …)` text of some of the term's words only (`words`: their indexes), each
 * as tsQueryText has it: the words the index is asked for when the others are left for the rows
 * it finds to show (search-frequencies.ts, wordsForTheIndex).
 */
export function someWordsQueryText(terms: SearchTerms, words: readonly number[], matching: WordMatching = 'typing'): string {
  return words.map((i) => wordQueryText(terms, i, matching)).join(' & ');
}

/**
 * For each of the term's words, the share of texts it is in (0 to 1), by `shareOf` a form: the
 * sum of its forms' shares; a form begun, standing for every word it begins, is in them all.
 */
export function wordShares(terms: SearchTerms, shareOf: (form: string) => number, matching: WordMatching = 'typing'): number[] {
  return terms.words.map((forms, i) => {
    let share = 0;
    for (const form of forms) {
      if (!mayBeBegun(terms, i, form, matching)) share += shareOf(form);
      else {
        const begun = terms.begunWords?.get(form);
        share += begun ? [form, ...begun].reduce((sum, word) => sum + shareOf(word), 0) : 1;
      }
    }
    return Math.min(1, share);
  });
}

/**
 * A `to_tsquery('simple', …)` text that matches where every typed word but one is (any one; see
 * tsQueryText): for a term of 3 words or more whose every word is not in one hymn ('om jai jagdish
 * hare swami prabhu'); undefined for shorter terms, where one word is half the term. Written as
 * "all but one of a, b, c… is (a and all but one of b, c…) or (all of b, c…)", which names each
 * word about half as often as listing every word left out does, and so halves the index's work.
 */
export function mostWordsQueryText(terms: SearchTerms, matching: WordMatching = 'typing'): string | undefined {
  const groups = typedWordQueries(terms, matching);
  if (groups.length < MOST_WORDS_MIN_TYPED) return undefined;
  const all = (from: number) => `(${groups.slice(from).join(' & ')})`;
  const allButOne = (from: number): string =>
    from === groups.length - 1
      ? ''
      : `((${groups[from]}${from + 1 < groups.length - 1 ? ` & ${allButOne(from + 1)}` : ''}) | ${all(from + 1)})`;
  return allButOne(0);
}

/**
 * Queries (`to_tsquery('simple', …)` texts) of which a text with every typed word but one matches
 * at least one (see mostWordsQueryText), each of every word of most of the term: the index finds a
 * few texts for each quickly, where it would weigh every text that has any two of the words for the
 * query of most words. Up to MOST_WORDS_EXACT_MAX_TYPED words, every word but one in turn (`exact`:
 * the texts they find are those with most of the words); for longer terms, the words dealt into
 * three parts, the longer words (the rarer, mostly) shared between them, and every two parts in
 * turn (a text that lacks one word has two parts whole), whose texts the query of most words then
 * sorts out. With `frequencies` (the share of texts each of the term's words is in, and the texts'
 * count), each query keeps only the words the index is best asked for (wordsForTheIndex), and its
 * texts are sorted out too. `ranked`: any of the parts with all of their words, for ts_rank_cd to
 * find how close together a text's words stand (a text with most of the words has a part whole):
 * ranking by the query of most words, which names each word several times over, cost a line of
 * eight words 50 µs a text, five times as much, for the same closeness.
 */
export function mostWordsCandidateQueryTexts(
  terms: SearchTerms,
  matching: WordMatching = 'typing',
  frequencies?: { shares: readonly number[]; texts: number },
): { parts: string[]; exact: boolean; ranked: string } | undefined {
  const groups = typedWordQueries(terms, matching);
  if (groups.length < MOST_WORDS_MIN_TYPED) return undefined;
  const allBut = (left: (t: number) => boolean) => groups.map((_, t) => t).filter((t) => !left(t));
  const exact = groups.length <= MOST_WORDS_EXACT_MAX_TYPED;
  let parts: number[][];
  if (exact) parts = groups.map((_, t) => allBut((other) => other === t));
  else {
    const longestFirst = groups
      .map((_, t) => t)
      .sort((a, b) => terms.latinWords[terms.typed.indexOf(b)]!.length - terms.latinWords[terms.typed.indexOf(a)]!.length);
    const partOf = new Map(longestFirst.map((t, k) => [t, k % 3]));
    parts = [0, 1, 2].map((part) => allBut((t) => partOf.get(t) === part));
  }
  let asked = parts;
  if (frequencies) {
    // A typed word standing as two (a split) is as rare as the rarer of them.
    const typedShares = groups.map((_, t) => Math.min(...frequencies.shares.filter((_share, i) => terms.typed[i] === t)));
    asked = parts.map((part) =>
      wordsForTheIndex(
        part.map((t) => typedShares[t]!),
        frequencies.texts,
      ).map((k) => part[k]!),
    );
  }
  const every = (part: number[]) => part.map((t) => groups[t]).join(' & ');
  return {
    parts: asked.map(every),
    exact: exact && asked.every((part, k) => part.length === parts[k]!.length),
    ranked: parts.map((part) => `(${every(part)})`).join(' | '),
  };
}

/** Terms of up to this many typed words look for most words one left-out word at a time. */
const MOST_WORDS_EXACT_MAX_TYPED = 5;

/** Each typed word as the query's words that stand for it (two for a word typed whole that the catalogue has apart). */
function typedWordQueries(terms: SearchTerms, matching: WordMatching): string[] {
  return Array.from({ length: typedWordCount(terms) }, (_, t) =>
    terms.words.flatMap((_forms, i) => (terms.typed[i] === t ? [wordQueryText(terms, i, matching)] : [])).join(' & '),
  );
}

/** Terms of fewer typed words must match every word. */
const MOST_WORDS_MIN_TYPED = 3;

/** One of the term's words in a tsquery: any of its forms (see tsQueryText). */
function wordQueryText(terms: SearchTerms, i: number, matching: WordMatching): string {
  const formQuery = (form: string) => {
    if (!mayBeBegun(terms, i, form, matching)) return `'${form}'`;
    const begun = terms.begunWords?.get(form);
    return begun ? [form, ...begun].map((word) => `'${word}'`).join(' | ') : `'${form}':*`;
  };
  return `(${terms.words[i]!.map(formQuery).join(' | ')})`;
}

/**
 * Whether the form `form` of the term's word `i` also matches the words it begins (see
 * WordMatching). A word that is a single letter in any of its forms is a whole word in all of
 * them: 'न' is the word न, and its reading 'na' begun would stand for every word from 'naam' to
 * 'navratri'; a typo's correction is a whole word too.
 */
function mayBeBegun(terms: SearchTerms, i: number, form: string, matching: WordMatching): boolean {
  return (
    matching === 'typing' &&
    terms.typed[i] === typedWordCount(terms) - 1 &&
    [...terms.written[terms.typed[i]!]!].length > 1 &&
    terms.words[i]!.every((each) => [...each].length > 1) &&
    !terms.wholeForms?.has(form)
  );
}

/** No word of the term (shared: most words of a text match none). */
export const NO_WORDS: readonly number[] = [];

/**
 * Which of the term's words (their indexes) a word of a text matches, as the full-text query of
 * `tsQueryText(terms, matching)` matches it: any form of the one equal to any form of the other,
 * or begun by it where the term's word may be begun. Made once per search: the forms matched whole
 * in a map, so that each word of a page of lyrics costs a look-up per form.
 */
export function termWordsMatcher(terms: SearchTerms, matching: WordMatching = 'typing'): (forms: readonly string[]) => readonly number[] {
  const whole = new Map<string, number[]>();
  const begun: [form: string, word: number][] = [];
  terms.words.forEach((termForms, i) => {
    for (const form of termForms) {
      if (mayBeBegun(terms, i, form, matching)) begun.push([form, i]);
      else whole.set(form, [...(whole.get(form) ?? []), i]);
    }
  });
  // Called for every word of a page of lyrics, most of which match nothing: nothing is made for those.
  const add = (hit: number[] | undefined, i: number) => (hit?.includes(i) ? hit : [...(hit ?? []), i]);
  return (forms) => {
    let hit: number[] | undefined;
    for (const each of forms) {
      const words = whole.get(each);
      if (words) for (const i of words) hit = add(hit, i);
      for (const [form, i] of begun) if (each.startsWith(form)) hit = add(hit, i);
    }
    return hit ? hit.sort((a, b) => a - b) : NO_WORDS;
  };
}

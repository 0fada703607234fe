/**
 * The line of a search result's lyrics where the searched words were found (the result's
 * `matchedLine`), found the way search matched them: the lyrics cut into lines, each line's words
 * with the forms search stores for them (search-text.ts, lineWords), compared with the term's
 * forms as the full-text query compares them (termWordsMatcher: the last word perhaps only begun,
 * a typo's corrections whole). Worked out only for the results of the page, from their texts, after
 * the statement that found them: search's indexes hold words, not where they stand.
 */
import { MATCHED_LINE_MAX_LENGTH, SHOW_SECONDARY_FLAG } from '../../src/model/constants';
import type { MatchedLine, MatchedLineField } from '../../src/model/entities';
import { displayTitle } from '../../src/model/title';
import { forEachToken, lineWords, NO_WORDS, termWordsMatcher, writtenWord, type SearchTerms } from './search-text';

/**
 * How search found a hymn: every word in its titles (or a title spelt close to the term), which the
 * result already shows, so no line is given; the words in its titles and lyrics; every typed word
 * but one in them (most of the words: no line has them all); or the first letters of a line's words
 * (search-text.ts, initialsTerm).
 */
export type MatchedBy = 'title' | 'words' | 'most-words' | 'initials';

/**
 * What of a hymn its matched line is looked for in (a type, not an interface: a statement's row type
 * extends it). The lyrics may be left unread (null) for a result found by its titles.
 */
export type LineSources = {
  titlePrimary: string;
  contentPrimary: string | null;
  contentSecondary: string | null;
  showSecondary: string;
};

/** A line of a text, where it was found. */
interface Line {
  text: string;
  field: MatchedLineField;
}

/** The lines of a text, without the spaces around them, in order, as they are asked for. */
function* linesOf(text: string | null, field: MatchedLineField): Generator<Line> {
  for (const raw of text?.split('\n') ?? []) {
    const line = raw.trim();
    if (line) yield { text: line, field };
  }
}

/**
 * The lines a reader can see on the hymn's page, the lyrics first: the secondary text only where
 * the page shows it (a hidden one is searched, but showing its line would show what the page hides).
 */
function* visibleLines(sources: LineSources): Generator<Line> {
  yield* linesOf(sources.contentPrimary, 'lyrics');
  if (sources.showSecondary === SHOW_SECONDARY_FLAG) yield* linesOf(sources.contentSecondary, 'secondary');
}

type Mark = [number, number];

/**
 * Which of the term's words a token as written matches (none for a token that is no word): worked
 * out once per token a search meets, so most tokens of a page of lyrics cost one look-up.
 */
type TokenMatcher = (token: string) => readonly number[];

function tokenMatcher(terms: SearchTerms): TokenMatcher {
  const known = new Map<string, readonly number[]>();
  const matcher = termWordsMatcher(terms);
  return (token) => {
    let matched = known.get(token);
    if (!matched) {
      const word = writtenWord(token);
      matched = word ? matcher(word.forms) : NO_WORDS;
      known.set(token, matched);
    }
    return matched;
  };
}

/**
 * The line with the most of the term's words (a hymn has them all, but not always in one line), the
 * first of equals: so the first line when it has them (a bhajan is remembered by its opening line),
 * and the lyrics before their transliteration. Every word of that line that matches is marked.
 * Lines are read until one has `enough` of them (every word, or as many as the hymn can have).
 */
function lineWithWords(lines: Iterable<Line>, enough: number, matches: TokenMatcher): { line: Line; marks: Mark[] } | undefined {
  let best: { line: Line; marks: Mark[]; count: number } | undefined;
  // The words found in the line being read, one bit each (a term has at most 32 words: 16 typed, each perhaps split in two).
  let found = 0;
  let marks: Mark[] = [];
  const visit = (token: string, start: number) => {
    const matched = matches(token);
    if (matched.length === 0) return;
    for (const i of matched) found |= 1 << i;
    marks.push([start, start + token.length]);
  };
  for (const line of lines) {
    found = 0;
    marks = [];
    forEachToken(line.text, visit);
    const count = bitsSet(found);
    if (count > (best?.count ?? 0)) best = { line, marks, count };
    if (count >= enough) break;
  }
  return best;
}

/** How many bits of a 32-bit number are set. */
function bitsSet(bits: number): number {
  let count = 0;
  for (let rest = bits >>> 0; rest !== 0; rest >>>= 1) count += rest & 1;
  return count;
}

/** The words of a line whose first letters are `initials`, in a row; undefined when there are none. */
function wordsByInitials(line: string, initials: string): Mark[] | undefined {
  const words = lineWords(line);
  const at = words
    .map(({ word }) => word.initials)
    .join('')
    .indexOf(initials);
  if (at === -1) return undefined;
  const marks: Mark[] = [];
  let offset = 0;
  for (const { word, start, end } of words) {
    const next = offset + word.initials.length;
    if (next > at && offset < at + initials.length) marks.push([start, end]);
    offset = next;
  }
  return marks;
}

/** Words kept before the first mark when a long line is cut (about a quarter of the length). */
const CONTEXT_BEFORE = Math.floor(MATCHED_LINE_MAX_LENGTH / 4);
const ELLIPSIS = '…';

/**
 * A line of at most MATCHED_LINE_MAX_LENGTH characters around its first mark, cut between words,
 * '…' where it was cut; the marks moved with it (those cut off are left out).
 */
function withinLength(text: string, marks: Mark[]): { text: string; marks: Mark[] } {
  if (text.length <= MATCHED_LINE_MAX_LENGTH) return { text, marks };
  const [firstStart, firstEnd] = marks[0]!;
  let start = Math.max(0, firstStart - CONTEXT_BEFORE);
  if (start > 0) {
    const space = text.indexOf(' ', start - 1);
    start = space !== -1 && space < firstStart ? space + 1 : firstStart;
  }
  let end = Math.min(text.length, start + MATCHED_LINE_MAX_LENGTH - (start > 0 ? 1 : 0) - 1);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = Math.max(space > firstEnd ? space : end, firstEnd);
  }
  const prefix = start > 0 ? ELLIPSIS : '';
  const shift = prefix.length - start;
  return {
    text: `${prefix}${text.slice(start, end).trimEnd()}${end < text.length ? ELLIPSIS : ''}`,
    marks: marks.filter(([, markEnd]) => markEnd <= end).map(([markStart, markEnd]): Mark => [markStart + shift, markEnd + shift]),
  };
}

/**
 * For one search, what finds a result's line to show under its title (or undefined: for a result
 * found by its titles, which the title shown says, and for one whose words are not in a line the
 * reader can see, being in its titles only, or in a secondary text its page hides). `terms` are
 * those the statement matched with (a typo's corrections included); `initials`, the term as first
 * letters, if it may be. What a word matches is remembered for the search's other results.
 */
export function matchedLineFinder(terms: SearchTerms, initials?: string): (sources: LineSources, by: MatchedBy) => MatchedLine | undefined {
  const matches = tokenMatcher(terms);
  return (sources, by) => {
    if (by === 'title') return undefined;
    let found: { line: Line; marks: Mark[] } | undefined;
    // A hymn found by most of the words lacks one at least: a line with all the others is the best.
    if (by === 'words' || by === 'most-words') {
      found = lineWithWords(visibleLines(sources), terms.words.length - (by === 'most-words' ? 1 : 0), matches);
    } else if (initials) {
      // First letters in the title's own line are the title's match: shown already.
      if (wordsByInitials(displayTitle(sources.titlePrimary), initials)) return undefined;
      for (const line of visibleLines(sources)) {
        const marks = wordsByInitials(line.text, initials);
        if (marks) {
          found = { line, marks };
          break;
        }
      }
    }
    if (!found) return undefined;
    return { ...withinLength(found.line.text, found.marks), field: found.line.field };
  };
}

/**
 * The line of a search result's lyrics where the searched words were found (the result's
 * `matchedLine`), found the way search matched them: the lyrics cut into lines, each line's words
 * with the forms search stores for them (search-text.ts, lineWords), compared with the term's
 * forms as the full-text query compares them (termWordsMatched: the last word perhaps only begun,
 * a typo's corrections whole). Worked out only for the results of the page, from their texts, after
 * the statement that found them: search's indexes hold words, not where they stand.
 */
import { MATCHED_LINE_MAX_LENGTH, SHOW_SECONDARY_FLAG } from '../../src/model/constants';
import type { MatchedLine, MatchedLineField } from '../../src/model/entities';
import { displayTitle } from '../../src/model/title';
import { lineWords, termWordsMatched, type LineWord, type SearchTerms } from './search-text';

/**
 * How search found a hymn: every word in its titles (or a title spelt close to the term), which the
 * result already shows, so no line is given; the words in its titles and lyrics; or the first
 * letters of a line's words (search-text.ts, initialsTerm).
 */
export type MatchedBy = 'title' | 'words' | 'initials';

/** What of a hymn its matched line is looked for in (a type, not an interface: a statement's row type extends it). */
export type LineSources = {
  titlePrimary: string;
  contentPrimary: string;
  contentSecondary: string | null;
  showSecondary: string;
};

/** Where a line was found, and its words. */
interface Line {
  text: string;
  field: MatchedLineField;
  words: LineWord[];
}

/** The lines with a word of a text, without the spaces around them, in order. */
function linesOf(text: string | null, field: MatchedLineField): Line[] {
  const lines: Line[] = [];
  for (const raw of text?.split('\n') ?? []) {
    const line = raw.trim();
    const words = line ? lineWords(line) : [];
    if (words.length > 0) lines.push({ text: line, field, words });
  }
  return lines;
}

/**
 * The lines a reader can see on the hymn's page, the lyrics first: the secondary text only where
 * the page shows it (a hidden one is searched, but showing its line would show what the page hides).
 */
function visibleLines(sources: LineSources): Line[] {
  const lyrics = linesOf(sources.contentPrimary, 'lyrics');
  return sources.showSecondary === SHOW_SECONDARY_FLAG ? [...lyrics, ...linesOf(sources.contentSecondary, 'secondary')] : lyrics;
}

type Mark = [number, number];

/**
 * The line with the most of the term's words (a hymn has them all, but not always in one line), the
 * first of equals: so the first line when it has them (a bhajan is remembered by its opening line),
 * and the lyrics before their transliteration. Every word of that line that matches is marked.
 */
function lineWithWords(lines: Line[], terms: SearchTerms): { line: Line; marks: Mark[] } | undefined {
  let best: { line: Line; marks: Mark[]; count: number } | undefined;
  for (const line of lines) {
    const found = new Set<number>();
    const marks: Mark[] = [];
    for (const word of line.words) {
      const matched = termWordsMatched(terms, word.forms);
      if (matched.length === 0) continue;
      for (const i of matched) found.add(i);
      marks.push([word.start, word.end]);
    }
    if (found.size > (best?.count ?? 0)) best = { line, marks, count: found.size };
    if (found.size === terms.words.length) break;
  }
  return best;
}

/** The words of a line whose first letters are `initials`, in a row; undefined when there are none. */
function wordsByInitials(line: Line, initials: string): Mark[] | undefined {
  const letters = line.words.map((word) => word.initials);
  const at = letters.join('').indexOf(initials);
  if (at === -1) return undefined;
  const marks: Mark[] = [];
  let offset = 0;
  for (const [i, word] of line.words.entries()) {
    const end = offset + letters[i]!.length;
    if (end > at && offset < at + initials.length) marks.push([word.start, word.end]);
    offset = end;
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
 * The line of a result to show under its title, or undefined: for a result found by its titles
 * (the title shown says it), and for one whose words are not in a line the reader can see (in its
 * titles only, or in a secondary text its page hides). `terms` are those the statement matched
 * with (a typo's corrections included); `initials`, the term as first letters, if it may be.
 */
export function matchedLineOf(sources: LineSources, by: MatchedBy, terms: SearchTerms, initials?: string): MatchedLine | undefined {
  if (by === 'title') return undefined;
  const lines = visibleLines(sources);
  let found: { line: Line; marks: Mark[] } | undefined;
  if (by === 'words') found = lineWithWords(lines, terms);
  else if (initials) {
    // First letters in the title's own line are the title's match: shown already.
    const [title] = linesOf(displayTitle(sources.titlePrimary), 'lyrics');
    if (title && wordsByInitials(title, initials)) return undefined;
    for (const line of lines) {
      const marks = wordsByInitials(line, initials);
      if (marks) {
        found = { line, marks };
        break;
      }
    }
  }
  if (!found) return undefined;
  return { ...withinLength(found.line.text, found.marks), field: found.line.field };
}

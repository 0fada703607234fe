/**
 * Lyrics as verses: stanzas of lines, and the verse-end marks of Hindi and Sanskrit texts (the
 * danda `।`, the double danda `॥`, numbered `॥१॥`, `॥ १० ॥`) kept on the line of the word they
 * close. The text itself is never changed: a piece to keep together is only marked, so what a reader
 * copies, or finds with the browser's find, is what the editor wrote.
 */

/**
 * A run of verse-end marks, with a verse number between two of them (`॥`, `।।`, `॥१॥`, `॥ 12 ॥`;
 * in Roman `||1||`; the number in any script's digits, `॥૧॥`).
 */
const MARK = '[।॥|]+(?:\\s*\\p{Nd}+\\s*[।॥|]+)?';
/** A mark, with the word before it (and the spaces between), when there is one. */
const MARKED_WORD = new RegExp(`(?:\\S*?[^\\s।॥|]\\s*)?${MARK}`, 'gu');

/** A piece of a line: plain text, or a word and its mark, which must not be split across lines. */
export interface LinePiece {
  text: string;
  together: boolean;
}

/** A line's pieces, in order; their texts joined are the line. */
export function linePieces(line: string): LinePiece[] {
  const pieces: LinePiece[] = [];
  let at = 0;
  for (const match of line.matchAll(MARKED_WORD)) {
    if (match.index > at) pieces.push({ text: line.slice(at, match.index), together: false });
    pieces.push({ text: match[0], together: true });
    at = match.index + match[0].length;
  }
  if (at < line.length) pieces.push({ text: line.slice(at), together: false });
  return pieces;
}

/**
 * The stanzas of a text: lines split at line ends (any kind), stanzas at blank lines (several
 * blank lines are one break); lines keep their words as written, without the spaces at their ends.
 */
export function stanzasOf(text: string): string[][] {
  const stanzas: string[][] = [];
  let current: string[] = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      if (current.length > 0) stanzas.push(current);
      current = [];
    } else current.push(line);
  }
  if (current.length > 0) stanzas.push(current);
  return stanzas;
}

/** The shape of a text's verses, its stanzas' line counts ('4,4,2'): two texts of one shape can be read line beside line. */
export function stanzaShape(text: string): string {
  return stanzasOf(text)
    .map((lines) => lines.length)
    .join(',');
}

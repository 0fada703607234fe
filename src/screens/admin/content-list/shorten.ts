/** How many characters of a long text (lyrics, a description) an admin table shows. */
export const TABLE_TEXT_MAX_LENGTH = 100;

/** The text's first `max` characters or fewer, ending between two letters as a reader sees them (graphemes). */
function cutAtLetter(text: string, max: number): string {
  let end = 0;
  for (const { index, segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/**
 * A long text in one short line for a table cell: line breaks and runs of spaces become one space,
 * and beyond `max` characters it is cut, with '…': at the last space when there is one in the second
 * half, else between two letters, so that no Devanagari letter loses its vowel sign.
 */
export function shorten(text: string, max = TABLE_TEXT_MAX_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = cutAtLetter(flat, max);
  const lastSpace = cut.lastIndexOf(' ');
  const kept = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${kept.replace(/[\s,;:।॥.]+$/u, '')}…`;
}

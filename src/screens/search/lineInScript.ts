/**
 * A search result's matched line as the results page shows it: in the reader's script, as the hymn
 * page shows the lyrics (src/screens/content/hymnInScript.ts), its searched words still marked.
 */
import { langOf } from '../../components/LangText';
import type { TextRange } from '../../components/MarkedText';
import type { MatchedLine } from '../../model/entities';
import { SCRIPT_NAMES, type ReadingScript } from '../../model/reading';
import type { ScriptConverter } from '../shared/scriptConversion';

export interface ShownLine {
  text: string;
  /** The words marked; none when they could not be found again in the converted line. */
  marks: readonly TextRange[];
  /** The line's language tag ('hi', 'hi-Gujr', 'hi-Latn'), or undefined for the page's. */
  lang: string | undefined;
}

/** The scripts the lyrics are converted into. */
type ConvertedScript = Exclude<ReadingScript, 'devanagari' | 'learner'>;

/**
 * Whether a matched line of the lyrics (Devanagari) is converted for a reader of `script`: for any
 * script but Devanagari itself and the learners', who read the Devanagari (their Roman, under each
 * line of the hymn page, would double a line meant to be glanced at). A line of the secondary text
 * is shown as the hymn page shows it, as written.
 */
export function isConvertedScript(script: ReadingScript): script is ConvertedScript {
  return script !== 'devanagari' && script !== 'learner';
}

/** Stands between the parts of a line while it is converted: a private-use character, which no converter touches. */
const SEAM = '\uE000';

/**
 * `text` converted, with `marks` carried through the conversion: the text is cut where a mark
 * begins or ends, converted with a seam at each cut, and the seams give the marks' places in the
 * result. Both converters work word by word and keep the text's order (the marks are whole
 * words), but a cut could still change how a neighbour is converted: unless the seamed conversion
 * is the plain conversion with seams in it, the line is shown converted and unmarked, rather than
 * with marks in the wrong place.
 */
export function convertMarked(
  text: string,
  marks: readonly TextRange[],
  convert: (text: string) => string,
): { text: string; marks: readonly TextRange[] } {
  const converted = convert(text);
  const cuts = [...new Set(marks.flat())].filter((cut) => cut > 0 && cut < text.length).sort((a, b) => a - b);
  const bounds = [0, ...cuts, text.length];
  const seamed = bounds
    .slice(0, -1)
    .map((start, i) => text.slice(start, bounds[i + 1]))
    .join(SEAM);
  const parts = convert(seamed).split(SEAM);
  if (parts.length !== bounds.length - 1 || parts.join('') !== converted) return { text: converted, marks: [] };
  const carried: TextRange[] = [];
  let at = 0;
  parts.forEach((part, i) => {
    const start = bounds[i]!;
    const marked = marks.some(([markStart, markEnd]) => markStart <= start && start < markEnd);
    if (marked && part.length > 0) carried.push([at, at + part.length]);
    at += part.length;
  });
  return { text: converted, marks: carried };
}

/**
 * The line in the reader's script: converted (see isConvertedScript) once the converter has arrived; as
 * written until then, on the server, and while the page is hydrated.
 */
export function lineInScript(line: MatchedLine, script: ReadingScript, converter: ScriptConverter | undefined): ShownLine {
  if (line.field === 'secondary') return { text: line.text, marks: line.marks, lang: langOf(line.text) };
  if (!isConvertedScript(script) || !converter) return { text: line.text, marks: line.marks, lang: SCRIPT_NAMES.devanagari.lang };
  const convert = script === 'roman' ? converter.readableRoman : (text: string) => converter.inScript(text, script);
  return { ...convertMarked(line.text, line.marks, convert), lang: SCRIPT_NAMES[script].lang };
}

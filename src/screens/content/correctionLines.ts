/**
 * Which texts of a hymn a reader may correct from its page, and which line they meant when they had
 * selected some words before choosing Suggest a correction.
 */
import type { CorrectableText, LinePlace } from '../../components/CorrectionForm';
import type { SelectedText } from '../../device/lastSelection';
import { langOf } from '../../components/LangText';
import { CORRECTION_FORM_TEXTS } from '../../model/correctionTexts';
import { SCRIPT_NAMES } from '../../model/reading';

export interface CorrectableHymn {
  contentPrimary: string;
  contentSecondary: string | null;
  titleSecondary: string | null;
  /** Whether the page shows the secondary text (a reader corrects only what they can read). */
  secondaryOnPage: boolean;
}

/** The lyrics, and the text below them when the page shows it, split into their lines as written. */
export function correctableTexts({
  contentPrimary,
  contentSecondary,
  titleSecondary,
  secondaryOnPage,
}: CorrectableHymn): CorrectableText[] {
  const texts: CorrectableText[] = [
    { field: 'contentPrimary', label: CORRECTION_FORM_TEXTS.lyrics, lang: SCRIPT_NAMES.devanagari.lang, lines: contentPrimary.split('\n') },
  ];
  if (secondaryOnPage && contentSecondary?.trim()) {
    texts.push({
      field: 'contentSecondary',
      label: titleSecondary?.trim() || CORRECTION_FORM_TEXTS.secondary,
      lang: langOf(contentSecondary),
      lines: contentSecondary.split('\n'),
    });
  }
  return texts;
}

/**
 * The line the reader's selection is in: the line (the block) it starts in when that is one of
 * the hymn's lines, else the first line holding its first words; each text's lines as the page
 * shows them (`shown`, the lyrics in the reader's script, line for line with the written ones),
 * and as written. Undefined when nothing is selected or it is not in the hymn.
 */
export function lineOfSelection(
  { text: selected, line: around }: SelectedText,
  texts: readonly CorrectableText[],
  shown: Partial<Record<CorrectableText['field'], string>> = {},
): LinePlace | undefined {
  const first = selected
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean);
  if (!first) return undefined;
  const candidates = texts.flatMap((text) => {
    const shownLines = shown[text.field]?.split('\n');
    const ways = shownLines && shownLines.length === text.lines.length ? [shownLines, text.lines] : [text.lines];
    return ways.map((lines) => ({ field: text.field, lines }));
  });
  const find = (matches: (words: string) => boolean) => {
    for (const { field, lines } of candidates) {
      const line = lines.findIndex((words) => words.trim() !== '' && matches(words.trim()));
      if (line >= 0) return { field, line };
    }
    return undefined;
  };
  // The very line the selection starts in (a word of line 12 that line 3 also has is line 12's).
  const whole = around.trim();
  return (whole ? find((words) => words === whole) : undefined) ?? find((words) => words.includes(first) || first.includes(words));
}

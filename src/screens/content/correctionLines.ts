/**
 * Which texts of a hymn a reader may correct from its page, and which line they meant when they had
 * selected some words before choosing Suggest a correction.
 */
import type { CorrectableText, LinePlace } from '../../components/CorrectionForm';
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
 * The line the reader's selection is in: its first line with words, found among each text's lines
 * as the page shows them (`shown`, the lyrics in the reader's script, line for line with the
 * written ones), else as written. Undefined when nothing is selected or it is not in the hymn.
 */
export function lineOfSelection(
  selected: string,
  texts: readonly CorrectableText[],
  shown: Partial<Record<CorrectableText['field'], string>> = {},
): LinePlace | undefined {
  const first = selected
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean);
  if (!first) return undefined;
  for (const text of texts) {
    const shownLines = shown[text.field]?.split('\n');
    const candidates = shownLines && shownLines.length === text.lines.length ? [shownLines, text.lines] : [text.lines];
    for (const lines of candidates) {
      const line = lines.findIndex((words) => words.trim() !== '' && (words.includes(first) || first.includes(words.trim())));
      if (line >= 0) return { field: text.field, line };
    }
  }
  return undefined;
}

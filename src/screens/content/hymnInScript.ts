/**
 * What the hymn page shows of a hymn in the reader's script (src/model/reading.ts READING_SCRIPTS):
 * its title and lyrics converted, the language tag they are in, and for learners the Roman under
 * each line. The editors' own transliteration (the secondary text, when it is in Latin letters) is
 * preferred to a generated one wherever it can stand in.
 */
import type { ScriptConverter } from '../shared/scriptConversion';
import { SCRIPT_NAMES, type ReadingScript } from '../../model/reading';
import { stanzaShape } from '../../components/VerseText';

export interface HymnText {
  title: string;
  lyrics: string;
  /** The lyrics' language tag ('hi', 'hi-Gujr', 'hi-Latn'). */
  lang: string;
  /** The title's: the lyrics' but while the editors' Roman lyrics wait for the converter to write the title in Roman. */
  titleLang: string;
  /** Learners: Roman lines, one under each line of the lyrics. */
  under?: string;
  /** The editors' transliteration stands in for the lyrics, so it is not shown again below them. */
  secondaryUsed: boolean;
}

/** Letters of the Latin alphabet (with accents) and of Devanagari. */
const LATIN_LETTER = /\p{Script=Latin}/gu;
const DEVANAGARI_LETTER = /\p{Script=Devanagari}/gu;

/** Whether a text is written in Latin letters (a transliteration), not Devanagari or a translation in another script. */
export function isInLatinLetters(text: string | null | undefined): text is string {
  if (!text) return false;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  const devanagari = text.match(DEVANAGARI_LETTER)?.length ?? 0;
  return latin > 0 && latin >= 9 * devanagari;
}

export function hymnInScript(
  hymn: { title: string; lyrics: string; editorsRoman: string | undefined },
  script: ReadingScript,
  converter: ScriptConverter | undefined,
): HymnText {
  const { title, lyrics, editorsRoman } = hymn;
  const written = SCRIPT_NAMES.devanagari.lang;
  const asWritten: HymnText = { title, lyrics, lang: written, titleLang: written, secondaryUsed: false };
  if (script === 'devanagari') return asWritten;
  const lang = SCRIPT_NAMES[script].lang;
  if (script === 'roman' && editorsRoman) {
    return {
      title: converter ? converter.readableRoman(title) : title,
      lyrics: editorsRoman,
      lang,
      titleLang: converter ? lang : written,
      secondaryUsed: true,
    };
  }
  // Until the converter has arrived, the lyrics as written (never an empty page).
  if (!converter) return asWritten;
  if (script === 'learner') {
    // The editors' lines when they match the lyrics' line for line; otherwise generated.
    const editorsFit = editorsRoman !== undefined && stanzaShape(editorsRoman) === stanzaShape(lyrics);
    return {
      title,
      lyrics,
      lang,
      titleLang: lang,
      under: editorsFit ? editorsRoman : converter.readableRoman(lyrics),
      secondaryUsed: editorsFit,
    };
  }
  if (script === 'roman')
    return { title: converter.readableRoman(title), lyrics: converter.readableRoman(lyrics), lang, titleLang: lang, secondaryUsed: false };
  return {
    title: converter.inScript(title, script),
    lyrics: converter.inScript(lyrics, script),
    lang,
    titleLang: lang,
    secondaryUsed: false,
  };
}

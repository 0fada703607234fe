/**
 * A hymn's Devanagari in the reader's script (src/model/reading.ts READING_SCRIPTS). This module
 * and the script library it uses are loaded only when a reader picks a script other than
 * Devanagari (a chunk of its own, about 30 kB gzipped): a first visit does not pay for it.
 *
 * - Roman as people write Hindi: the project's own transliterator, which leaves out the silent
 *   inherent 'a' (राम → Ram, रामचन्द्र → Ramchandra), word by word; punctuation and digits as in Latin.
 * - IAST and the other Indian scripts: @indic-transliteration/sanscript (MIT), letter for letter,
 *   with the few letters Hindi needs spelt as each script's readers write them (below).
 *
 * Line ends, blank lines and everything not Devanagari are kept, so the verses keep their shape.
 */
import Sanscript from '@indic-transliteration/sanscript';
import type { IndicScript } from '../model/reading';
import { transliterate } from './transliterate';

/** The script library's name of each script. */
const SCHEMES: Readonly<Record<IndicScript | 'iast', string>> = {
  iast: 'iast',
  gujarati: 'gujarati',
  bengali: 'bengali',
  gurmukhi: 'gurmukhi',
  odia: 'oriya',
  telugu: 'telugu',
  kannada: 'kannada',
  tamil: 'tamil',
  malayalam: 'malayalam',
};

/** Devanagari letters and signs: not the digits (nor the dandas, which Unicode counts as shared by many scripts). */
const DEVANAGARI_WORD = /(?:(?![\u0966-\u096F])\p{Script=Devanagari})+/gu;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/g;

/** The nasal of each class of consonants: क-class ङ, च-class ञ, ट-class ण, त-class न, प-class म. */
const CLASS_NASALS: readonly [RegExp, string][] = [
  [/[क-घ]/, 'ङ'],
  [/[च-झ]/, 'ञ'],
  [/[ट-ढ]/, 'ण'],
  [/[त-ध]/, 'न'],
  [/[प-भ]/, 'म'],
];

/**
 * The nasal dot before a consonant written as that consonant's own nasal (संत → सन्त, गोविंद →
 * गोविन्द), as Bengali, Odia, Tamil and Malayalam readers write these words; Hindi's dot stays
 * elsewhere (before य, र, ल, व, श, ष, स, ह and at a word's end).
 */
function classNasals(text: string): string {
  return text.replace(/\u0902(?=[क-भ])/g, (dot, offset: number) => {
    const next = text[offset + 1] ?? '';
    const nasal = CLASS_NASALS.find(([letters]) => letters.test(next))?.[1];
    return nasal ? `${nasal}\u094D` : dot;
  });
}

/**
 * Before conversion, in Devanagari: what a script writes otherwise or has no letter for. Gurmukhi
 * has no vocalic r (कृ is written ਕ੍ਰਿ, 'kri') and no ष (written ਸ਼, as श); Tamil no ँ.
 */
const BEFORE: Partial<Record<IndicScript, (text: string) => string>> = {
  gurmukhi: (text) =>
    text
      .replace(/\u0943/g, '\u094D\u0930\u093F')
      .replace(/\u090B/g, '\u0930\u093F')
      .replace(/ष/g, 'श'),
  bengali: classNasals,
  odia: classNasals,
  // Tamil has no sign for a nasalised vowel (ँ): the nasal dot stands for it.
  tamil: (text) => classNasals(text.replace(/\u0901/g, '\u0902')),
  malayalam: classNasals,
};

/**
 * After conversion, each script's usual spelling of Hindi:
 * - Bengali and Odia write य after a vowel or a consonant as য় / ୟ (য / ଯ alone is read 'j'), and
 *   Odia writes व as ବ;
 * - Gurmukhi writes the nasal before a consonant after a short vowel with a tippi (ੰ), not a bindi;
 * - Tamil: the library marks its stand-in for the vocalic r with an apostrophe (க்ரு'பா), which
 *   Tamil readers do not write (க்ருபா); and ந begins words (and stands before த), ன elsewhere.
 */
const AFTER: Partial<Record<IndicScript, (text: string) => string>> = {
  bengali: (text) => text.replace(/(?<=[\u0980-\u09FF])(?<!\u09CD)য(?!\u09CD)/g, 'য়'),
  odia: (text) => text.replace(/\u0B35/g, '\u0B2C').replace(/(?<=[\u0B00-\u0B7F])(?<!\u0B4D)ଯ(?!\u0B4D)/g, 'ୟ'),
  gurmukhi: (text) =>
    // A bindi after a long vowel's sign (ਾ ੀ ੇ ੈ ੋ ੌ) stays; after a consonant or a short vowel's sign, a tippi.
    text.replace(/\u0A02/g, (bindi, offset: number) =>
      /[\u0A3E\u0A40\u0A47\u0A48\u0A4B\u0A4C]/.test(text[offset - 1] ?? '') ? bindi : '\u0A70',
    ),
  tamil: (text) => text.replace(/(?<=[\u0B80-\u0BFF])'/g, '').replace(/(?<=[\u0B80-\u0BFF])ந(?!\u0BCDத)/g, 'ன'),
};

/**
 * Letters with a nukta (ड़, ज़, फ़ …) as the one character the script library knows: text typed
 * in Devanagari mostly has the letter and the dot as two (Unicode keeps them apart even in its
 * composed form).
 */
const NUKTA_LETTERS: Readonly<Record<string, string>> = {
  क: '\u0958',
  ख: '\u0959',
  ग: '\u095A',
  ज: '\u095B',
  ड: '\u095C',
  ढ: '\u095D',
  फ: '\u095E',
  य: '\u095F',
};
const NUKTA = '\u093C';

function withNuktaLetters(text: string): string {
  return text.normalize('NFC').replace(/([कखगजडढफय])\u093C/g, (pair, letter: string) => NUKTA_LETTERS[letter] ?? pair);
}

/**
 * The lyrics in IAST or an Indian script, letter for letter; in Unicode's composed form (NFC), as
 * text typed in that script would be, so that it compares and searches alike. A nukta the script
 * cannot show is left out (Tamil, and any letter the library has no nukta form for).
 */
export function inScript(text: string, script: IndicScript | 'iast'): string {
  const scheme = SCHEMES[script];
  const letters = script === 'tamil' ? text.normalize('NFD').replaceAll(NUKTA, '') : withNuktaLetters(text);
  // IAST has no letter for ढ़: it is ṛh (ड़ and ह).
  const prepared = script === 'iast' ? letters.replace(/\u095D/g, '\u095C\u094D\u0939') : (BEFORE[script]?.(letters) ?? letters);
  const converted = Sanscript.t(prepared, 'devanagari', scheme)
    // A nukta letter the library does not know in this script: its letter without the dot.
    .replace(/[\u0958-\u095F]/g, (letter) => Sanscript.t(letter.normalize('NFD').replace(NUKTA, ''), 'devanagari', scheme));
  return (script === 'iast' ? converted : (AFTER[script]?.(converted) ?? converted)).replaceAll(NUKTA, '').normalize('NFC');
}

/**
 * The lyrics in Roman letters as people write Hindi: each Devanagari word through the project's
 * transliterator, each line begun with a capital, dandas and Devanagari digits as Latin marks.
 */
export function readableRoman(text: string): string {
  return text
    .replace(DEVANAGARI_WORD, (word) => transliterate(word))
    .replace(DEVANAGARI_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .replace(/॥/g, '||')
    .replace(/।/g, '|')
    .replace(/^(\s*)(\p{Ll})/gmu, (_line, space: string, letter: string) => `${space}${letter.toUpperCase()}`);
}

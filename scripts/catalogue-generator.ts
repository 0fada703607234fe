/**
 * A large, realistic catalogue for benchmarks (`npm run bench:search`): hymns made of the starter
 * library's Devanagari words, each drawn as often as it occurs there (so common words are common,
 * as in a real library), with titles of 2 to 6 words and lyrics of 2 to 6 stanzas of 4 lines of 4
 * to 8 words, in 200 sub-categories; every other hymn has a Latin transliteration, spelt as
 * scholars do (every vowel said: 'rama', 'krsna'), the titles as most people do. Seeded, so the
 * same size always gives the same catalogue and the same queries.
 *
 * Alongside, the queries a benchmark asks, by shape, taken from the hymns written.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { CatalogueLine } from '../src/model/catalogue-file';
import { library } from '../server/db/seed/library';
import Sanscript from '@indic-transliteration/sanscript';
import { normalizeLatin, transliterate, transliterations } from '../src/script-conversion/transliterate';

export interface QueryShapes {
  /** A common Devanagari word. */
  oneWord: string[];
  /** Two words of one line. */
  twoWords: string[];
  /** A whole lyric line. */
  lyricLine: string[];
  /** A title's words in Latin letters. */
  latinTitle: string[];
  /** A Latin word of 5 letters or more with one letter wrong. */
  typo: string[];
  /** The first 3 or 4 letters of a Latin word, as while typing. */
  prefix: string[];
  /** The first letters of 4 consecutive words of a line, in Latin letters. */
  firstLetters: string[];
  /** Two of the library's most common Devanagari words. */
  commonPair: string[];
  /** Three of the library's most common Devanagari words. */
  commonTriple: string[];
  /** A Latin word only an editors' transliteration has (spelt as scholars do: 'krsna', 'rama'). */
  editorsWord: string[];
  /** Two neighbouring words of a line in Latin letters, typed as one. */
  joined: string[];
  /** A long word of a line in Latin letters, typed as two. */
  split: string[];
  /** A line in Latin letters with a word more, which the hymn does not have. */
  oneWordMore: string[];
  /** A line of a hymn without a transliteration, in Latin letters spelt as scholars do. */
  ownSpelling: string[];
}

const SUB_CATEGORIES = 200;
const DEVANAGARI_WORD = /^[\u0900-\u097F]+$/;

/** A small seeded generator (mulberry32): the same catalogue for the same size, run after run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every Devanagari word of the starter library's lyrics, once per occurrence. */
function libraryWords(): string[] {
  return library.contents
    .flatMap((hymn) => hymn.contentPrimary.split(/\s+/))
    .map((word) => word.replace(/[।॥०-९\d.,!?'"()]/g, ''))
    .filter((word) => DEVANAGARI_WORD.test(word));
}

const latinOf = (words: string[]) => words.map(transliterate).join(' ');

/**
 * A word as an editor who writes scholarly transliteration spells it: IAST without its accents
 * ('कृष्ण' → 'krsna', 'राम' → 'rama'), every vowel said; so some of the editors' words are found
 * in their transliteration alone, as in a real library.
 */
const scholarly = (word: string) => Sanscript.t(word, 'devanagari', 'iast').normalize('NFKD').replace(/\p{M}/gu, '');
const scholarlyOf = (words: string[]) => words.map(scholarly).join(' ');

/** The library's most common words, most common first. */
function commonWords(words: string[], count: number): string[] {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([word]) => word);
}

function withTypo(word: string, next: () => number): string {
  const at = 1 + Math.floor(next() * (word.length - 2));
  const letters = 'aeioukgtdnprmsh';
  const replacement = letters[Math.floor(next() * letters.length)]!;
  return word.slice(0, at) + (replacement === word[at] ? 'x' : replacement) + word.slice(at + 1);
}

/** Writes `hymns` catalogue lines to `file`; answers `perShape` queries of each shape. */
export async function writeCatalogue(file: string, hymns: number, perShape: number): Promise<QueryShapes> {
  const next = random(hymns);
  const words = libraryWords();
  const pick = () => words[Math.floor(next() * words.length)]!;
  const wordsOf = (min: number, max: number) => Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, pick);
  const common = commonWords(words, 40);
  const pickCommon = () => common[Math.floor(next() * common.length)]!;
  const shapes: QueryShapes = {
    oneWord: [],
    twoWords: [],
    lyricLine: [],
    latinTitle: [],
    typo: [],
    prefix: [],
    firstLetters: [],
    commonPair: [],
    commonTriple: [],
    editorsWord: [],
    joined: [],
    split: [],
    oneWordMore: [],
    ownSpelling: [],
  };
  // Queries come from hymns spread over the whole catalogue.
  const queryEvery = Math.max(1, Math.floor(hymns / perShape));

  const lastLines: { transliterated: string[]; plain: string[] } = { transliterated: [], plain: [] };
  const out = createWriteStream(file);
  for (let n = 0; n < hymns; n++) {
    const title = wordsOf(2, 6);
    const stanzas = Array.from({ length: 2 + Math.floor(next() * 5) }, () => Array.from({ length: 4 }, () => wordsOf(4, 8)));
    const lines = stanzas.flat();
    const sub = n % SUB_CATEGORIES;
    const line: CatalogueLine = {
      key: `bench-${n}`,
      titlePrimary: `संग्रह ${sub}.${title.join(' ')}`,
      titleSecondary: n % 2 === 0 ? latinOf(title) : null,
      contentPrimary: stanzas.map((stanza) => stanza.map((words) => `${words.join(' ')} ॥`).join('\n')).join('\n\n'),
      contentSecondary: n % 2 === 0 ? stanzas.map((stanza) => stanza.map(scholarlyOf).join('\n')).join('\n\n') : null,
      subCategory: { titlePrimary: `संग्रह ${sub}`, create: true },
    };
    if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, 'drain');
    if (n % queryEvery === 0 && shapes.oneWord.length < perShape) {
      const lyric = lines[Math.floor(next() * lines.length)]!;
      const latinWords = lyric.map(transliterate);
      const long = latinWords.find((word) => word.length >= 5) ?? `${latinWords[0]!}ji`;
      shapes.oneWord.push(pick());
      shapes.twoWords.push(lyric.slice(0, 2).join(' '));
      shapes.lyricLine.push(lyric.join(' '));
      shapes.latinTitle.push(latinOf(title));
      shapes.typo.push(withTypo(long, next));
      shapes.prefix.push(long.slice(0, 3 + (n % 2)));
      shapes.firstLetters.push(
        latinWords
          .slice(0, 4)
          .map((word) => word[0])
          .join(''),
      );
      shapes.commonPair.push(`${pickCommon()} ${pickCommon()}`);
      shapes.commonTriple.push(`${pickCommon()} ${pickCommon()} ${pickCommon()}`);
      // A line of the last hymn with a transliteration, and of the last without (this one is one of them).
      const transliterated = n % 2 === 0 || lastLines.transliterated.length === 0 ? lyric : lastLines.transliterated;
      const untransliterated = n % 2 === 1 || lastLines.plain.length === 0 ? lyric : lastLines.plain;
      const editors = transliterated.find((word) => !transliterations(word).includes(normalizeLatin(scholarly(word))));
      shapes.editorsWord.push(scholarly(editors ?? transliterated[0]!));
      const at = Math.floor(next() * (latinWords.length - 1));
      shapes.joined.push([...latinWords.slice(0, at), latinWords[at]! + latinWords[at + 1]!, ...latinWords.slice(at + 2)].join(' '));
      const middle = Math.ceil(long.length / 2);
      shapes.split.push(latinWords.map((word) => (word === long ? `${word.slice(0, middle)} ${word.slice(middle)}` : word)).join(' '));
      shapes.oneWordMore.push(`${latinWords.join(' ')} ${transliterate(pickCommon())}`);
      shapes.ownSpelling.push(scholarlyOf(untransliterated));
    }
    lastLines[n % 2 === 0 ? 'transliterated' : 'plain'] = lines[Math.floor(next() * lines.length)]!;
  }
  out.end();
  await once(out, 'finish');
  return shapes;
}

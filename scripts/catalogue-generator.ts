/**
 * A large, realistic catalogue for benchmarks (`npm run bench:search`): hymns made of the starter
 * library's Devanagari words, each drawn as often as it occurs there (so common words are common,
 * as in a real library), with titles of 2 to 6 words and lyrics of 2 to 6 stanzas of 4 lines of 4
 * to 8 words, in 200 sub-categories; every other hymn has a Latin transliteration. Seeded, so the
 * same size always gives the same catalogue and the same queries.
 *
 * Alongside, the queries a benchmark asks, by shape, taken from the hymns written.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { CatalogueLine } from '../src/model/catalogue-file';
import { library } from '../server/db/seed/library';
import { transliterate } from '../src/script-conversion/transliterate';

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
  const shapes: QueryShapes = { oneWord: [], twoWords: [], lyricLine: [], latinTitle: [], typo: [], prefix: [], firstLetters: [] };
  // Queries come from hymns spread over the whole catalogue.
  const queryEvery = Math.max(1, Math.floor(hymns / perShape));

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
      contentSecondary: n % 2 === 0 ? stanzas.map((stanza) => stanza.map(latinOf).join('\n')).join('\n\n') : null,
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
    }
  }
  out.end();
  await once(out, 'finish');
  return shapes;
}

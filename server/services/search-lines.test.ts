import { describe, expect, it } from 'vitest';
import { MATCHED_LINE_MAX_LENGTH } from '../../src/model/constants';
import { matchedLineSchema, type MatchedLine } from '../../src/model/entities';
import { matchedLineFinder, type LineSources, type MatchedBy } from './search-lines';
import { library } from '../db/seed/library';
import { forEachToken, initialsTerm, lineWords, searchTerms, termWordsMatcher } from './search-text';

const hymn = (contentPrimary: string, more: Partial<LineSources> = {}): LineSources => ({
  titlePrimary: 'जाँच.भजन',
  contentPrimary,
  contentSecondary: null,
  showSecondary: 'N',
  ...more,
});
const matchedLineOf = (sources: LineSources, by: MatchedBy, term: string) =>
  matchedLineFinder(searchTerms(term)!, initialsTerm(term))(sources, by);
const byWords = (sources: LineSources, term: string) => matchedLineOf(sources, 'words', term);
const marked = ({ text, marks }: MatchedLine) => marks.map(([start, end]) => text.slice(start, end));

describe('the words of a line', () => {
  it('are the runs of letters, marks, digits and joiners, in every script, as Unicode classes them', () => {
    const tokens = (line: string) => {
      const found: [string, number][] = [];
      forEachToken(line, (token, start) => found.push([token, start]));
      return found;
    };
    const byUnicode = (line: string) =>
      [...line.matchAll(/(?:[\p{L}\p{M}\p{N}\u00AD]|\u200C|\u200D)+/gu)].map((found): [string, number] => [found[0], found.index]);
    const lines = [
      ...library.contents.flatMap((hymn) => [hymn.contentPrimary, hymn.contentSecondary ?? ''].flatMap((text) => text.split('\n'))),
      'ॐ जय॥१॥ राम।श्याम ॰ क्‍या क्‌ष सो­हम्',
      'વૈષ્ણવ જન તો, ਸਤਿ ਨਾਮੁ! ਵਾਹਿਗੁਰੂ ராம ராம; রাম-নাম ౨౩',
      'Ōṃ "jaya"—jagadīśa (hare) 𝐀𝐁 🙏 x²',
    ];
    for (const line of lines) expect(tokens(line)).toEqual(byUnicode(line));
  });

  it('stand where they are written, joiners, nuktas and mixed scripts included, with the forms search stores', () => {
    const line = 'श्याम ज़रा क्‍या, राम2 ॥';
    const words = lineWords(line);
    expect(words.map(({ start, end }) => line.slice(start, end))).toEqual(['श्याम', 'ज़रा', 'क्‍या', 'राम2']);
    expect(words[0]!.word.forms).toEqual(['श्याम', 'syam']);
    // The nukta and the joiner are not part of the word search knows.
    expect(words[1]!.word.forms).toContain('जरा');
    expect(words[2]!.word.forms).toContain('क्या');
    expect(words[3]!.word).toEqual({ forms: ['राम', 'ram', '2'], initials: 'r2' });
  });

  it('match the term as the full-text query does: whole, the last word perhaps begun, a single letter whole', () => {
    const forms = (word: string) => lineWords(word)[0]!.word.forms;
    const terms = searchTerms('hanuman chal')!;
    expect(termWordsMatcher(terms)(forms('हनुमान'))).toEqual([0]);
    expect(termWordsMatcher(terms)(forms('चालीसा'))).toEqual([1]);
    expect(termWordsMatcher(terms)(forms('hanumanji'))).toEqual([]);
    expect(termWordsMatcher(searchTerms('ram na')!)(forms('नाम'))).toEqual([1]);
    expect(termWordsMatcher(searchTerms('राम न')!)(forms('नाम'))).toEqual([]);
    expect(termWordsMatcher(searchTerms('राम न')!)(forms('न'))).toEqual([1]);
  });
});

describe('matchedLineFinder', () => {
  it('gives nothing for a hymn found by its title', () => {
    expect(matchedLineOf(hymn('राम नाम'), 'title', 'ram')).toBeUndefined();
  });

  it('takes the first of the lines with the most words, trimmed, and marks every matching word there', () => {
    const line = byWords(hymn('  ॥\nराम भजो\n  राम नाम सत्य, राम   \nनाम राम'), 'ram nam')!;
    expect(line).toEqual({ text: 'राम नाम सत्य, राम', field: 'lyrics', marks: expect.any(Array) });
    expect(marked(line)).toEqual(['राम', 'नाम', 'राम']);
    expect(matchedLineSchema.safeParse(line).success).toBe(true);
  });

  it('prefers the lyrics to the secondary text, which it reads only where the page shows it', () => {
    const sources = hymn('राम नाम', { contentSecondary: 'Ram naam\nThe name of Ram is true', showSecondary: 'Y' });
    expect(byWords(sources, 'ram')).toMatchObject({ text: 'राम नाम', field: 'lyrics' });
    expect(byWords(sources, 'name true')).toMatchObject({ text: 'The name of Ram is true', field: 'secondary' });
    expect(byWords({ ...sources, showSecondary: 'N' }, 'name true')).toBeUndefined();
  });

  it('finds first letters in a row of words, but not in the title, whose match the title shows', () => {
    const sources = hymn('ॐ जय शिव ओंकारा\nस्वामी जय शिव ओंकारा', { titlePrimary: 'आरती.ॐ जय शिव ओंकारा' });
    const line = matchedLineOf(sources, 'initials', 'jso');
    // The title's line holds 'jso' too.
    expect(line).toBeUndefined();
    const second = matchedLineOf(sources, 'initials', 'sjs')!;
    expect(second.text).toBe('स्वामी जय शिव ओंकारा');
    expect(marked(second)).toEqual(['स्वामी', 'जय', 'शिव']);
  });

  it(`cuts a line longer than ${MATCHED_LINE_MAX_LENGTH} characters between words around the first word found`, () => {
    const before = Array.from({ length: 30 }, (_, n) => `पद${n}`).join(' ');
    const after = Array.from({ length: 30 }, (_, n) => `अंत${n}`).join(' ');
    const line = byWords(hymn(`${before} माखन रोटी ${after}`), 'makhan roti')!;
    expect(line.text.length).toBeLessThanOrEqual(MATCHED_LINE_MAX_LENGTH);
    expect(line.text).toMatch(/^…पद\d+ .* अंत\d+…$/u);
    expect(marked(line)).toEqual(['माखन', 'रोटी']);
    expect(matchedLineSchema.safeParse(line).success).toBe(true);
    // Found at the start: cut at the end only.
    const first = byWords(hymn(`माखन ${after} ${after}`), 'makhan')!;
    expect(first.text).toMatch(/^माखन .*…$/u);
    expect(first.marks).toEqual([[0, 4]]);
  });
});

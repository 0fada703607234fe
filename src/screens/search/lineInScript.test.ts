import { describe, expect, it } from 'vitest';
import * as converter from '../../script-conversion/convert';
import type { MatchedLine } from '../../model/entities';
import { convertMarked, lineInScript } from './lineInScript';

const line: MatchedLine = {
  text: 'जय हनुमान ज्ञान गुन सागर । जय कपीस तिहुँ लोक उजागर ॥',
  field: 'lyrics',
  marks: [
    [10, 15],
    [16, 19],
    [20, 24],
  ],
};
const marked = ({ text, marks }: { text: string; marks: readonly (readonly [number, number])[] }) =>
  marks.map(([start, end]) => text.slice(start, end));

describe('lineInScript', () => {
  it('shows the lyrics as written, marked, in Devanagari, for learners, and until the converter has arrived', () => {
    for (const [script, loaded] of [
      ['devanagari', converter],
      ['learner', converter],
      ['gujarati', undefined],
    ] as const) {
      expect(lineInScript(line, script, loaded), script).toEqual({ text: line.text, marks: line.marks, lang: 'hi' });
    }
  });

  it('converts the lyrics into the reader’s script and carries the marks to the same words', () => {
    const roman = lineInScript(line, 'roman', converter);
    expect(roman.text).toBe(converter.readableRoman(line.text));
    expect(roman.lang).toBe('hi-Latn');
    expect(marked(roman)).toEqual(['gyan', 'gun', 'sagar']);
    const gujarati = lineInScript(line, 'gujarati', converter);
    expect(gujarati.text).toBe(converter.inScript(line.text, 'gujarati'));
    expect(gujarati.lang).toBe('hi-Gujr');
    expect(marked(gujarati)).toEqual(['જ્ઞાન', 'ગુન', 'સાગર']);
    for (const script of ['iast', 'bengali', 'gurmukhi', 'odia', 'telugu', 'kannada', 'tamil', 'malayalam'] as const) {
      const shown = lineInScript(line, script, converter);
      expect(shown.text, script).toBe(converter.inScript(line.text, script));
      expect(marked(shown), script).toEqual(['ज्ञान', 'गुन', 'सागर'].map((word) => converter.inScript(word, script)));
    }
  });

  it('marks a word at the start of a line converted to Roman, whose first letter becomes a capital', () => {
    const first = lineInScript({ ...line, marks: [[0, 2]] }, 'roman', converter);
    expect(marked(first)).toEqual(['Jay']);
  });

  it('shows a line of the secondary text as written, tagged Hindi only when it is in Devanagari', () => {
    const secondary: MatchedLine = { text: 'Jai Hanuman gyan gun sagar', field: 'secondary', marks: [[12, 16]] };
    expect(lineInScript(secondary, 'gujarati', converter)).toEqual({ text: secondary.text, marks: secondary.marks, lang: undefined });
    expect(lineInScript({ ...secondary, text: 'जय हनुमान' }, 'roman', converter).lang).toBe('hi');
  });
});

describe('convertMarked', () => {
  it('leaves the marks out, rather than misplace them, when a cut changes the conversion', () => {
    // A conversion that reads across a word's edge (here: joins two words) is not the same with a cut there.
    const joined = (text: string) => text.replace(/m s/g, 'm-s');
    expect(convertMarked('ram sita', [[4, 8]], joined)).toEqual({ text: 'ram-sita', marks: [] });
    // One that works a letter at a time does.
    expect(convertMarked('ram sita', [[4, 8]], (text) => text.toUpperCase())).toEqual({ text: 'RAM SITA', marks: [[4, 8]] });
  });
});

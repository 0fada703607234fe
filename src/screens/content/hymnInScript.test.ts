import { describe, expect, it } from 'vitest';
import * as converter from '../../script-conversion/convert';
import { hymnInScript, isInLatinLetters } from './hymnInScript';

const lyrics = 'जय हनुमान ज्ञान गुन सागर ।\nजय कपीस तिहुँ लोक उजागर ॥१॥';
const editorsRoman = 'Jai Hanuman gyan gun sagar,\nJai Kapis tihun lok ujagar.';
const hymn = { title: 'श्री हनुमान चालीसा', lyrics, editorsRoman };

describe('isInLatinLetters', () => {
  it('tells a transliteration from Devanagari and from no text', () => {
    expect(isInLatinLetters(editorsRoman)).toBe(true);
    expect(isInLatinLetters(lyrics)).toBe(false);
    expect(isInLatinLetters('')).toBe(false);
    expect(isInLatinLetters(null)).toBe(false);
    // A transliteration that quotes a Devanagari word is still one.
    expect(isInLatinLetters('Ram naam ki mahima (राम) badi nyari hai, gaao sab mil ke')).toBe(true);
  });
});

describe('hymnInScript', () => {
  it('shows the hymn as written in Devanagari, and while the converter has not arrived', () => {
    const asWritten = { title: hymn.title, lyrics, lang: 'hi', titleLang: 'hi', secondaryUsed: false };
    expect(hymnInScript(hymn, 'devanagari', converter)).toEqual(asWritten);
    expect(hymnInScript(hymn, 'gujarati', undefined)).toEqual(asWritten);
  });

  it("reads Roman from the editors' transliteration where there is one, else generates it", () => {
    expect(hymnInScript(hymn, 'roman', converter)).toEqual({
      title: 'Shri hanuman chalisa',
      lyrics: editorsRoman,
      lang: 'hi-Latn',
      titleLang: 'hi-Latn',
      secondaryUsed: true,
    });
    // The editors' Roman at once, tagged as Roman, before the converter has come to write the title.
    expect(hymnInScript(hymn, 'roman', undefined)).toEqual({
      title: hymn.title,
      lyrics: editorsRoman,
      lang: 'hi-Latn',
      titleLang: 'hi',
      secondaryUsed: true,
    });
    const generated = hymnInScript({ ...hymn, editorsRoman: undefined }, 'roman', converter);
    expect(generated.lyrics).toBe('Jay hanuman gyan gun sagar |\nJay kapis tihun lok ujagar ||1||');
    expect(generated.secondaryUsed).toBe(false);
  });

  it('converts the title and the lyrics to an Indian script, tagged with it', () => {
    const gujarati = hymnInScript(hymn, 'gujarati', converter);
    expect(gujarati.title).toBe('શ્રી હનુમાન ચાલીસા');
    expect(gujarati.lyrics.split('\n')[0]).toBe('જય હનુમાન જ્ઞાન ગુન સાગર ।');
    expect(gujarati.lang).toBe('hi-Gujr');
  });

  it("puts Roman under each line for learners: the editors' lines when they match line for line", () => {
    const learner = hymnInScript(hymn, 'learner', converter);
    expect(learner).toMatchObject({ title: hymn.title, lyrics, under: editorsRoman, secondaryUsed: true });
    const uneven = hymnInScript({ ...hymn, editorsRoman: 'Jai Hanuman gyan gun sagar, Jai Kapis tihun lok ujagar.' }, 'learner', converter);
    expect(uneven.under).toBe('Jay hanuman gyan gun sagar |\nJay kapis tihun lok ujagar ||1||');
    expect(uneven.secondaryUsed).toBe(false);
  });
});

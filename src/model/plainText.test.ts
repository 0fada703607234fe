import { describe, expect, it } from 'vitest';
import { SEARCH_TERM_MAX_LENGTH } from './constants';
import { SET_LIST_NAME_MAX_LENGTH, listNameOf, sharedListOf } from './favourites';
import { searchTermOf } from './params';
import { cleanSearchTerm, plainText } from './plainText';

/** Every character the helper must take out of a one-line text. */
const C0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).join('');
const C1 = Array.from({ length: 0x21 }, (_, code) => String.fromCharCode(0x7f + code)).join('');
const BIDI = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';

describe('plainText', () => {
  it('drops control characters (C0, DEL, C1), each a space, and collapses and trims spaces', () => {
    expect(plainText(`a${C0}b${C1}c`)).toBe('a b c');
    expect(plainText('Ra\u0000m')).toBe('Ra m');
    expect(plainText('  Tuesday\n\n satsang\u001b[31m ')).toBe('Tuesday satsang [31m');
    expect(plainText(C0 + C1)).toBe('');
  });

  it('drops the bidirectional controls (embeddings, overrides, isolates and marks), joining what they split', () => {
    expect(plainText(`Tues${BIDI}day`)).toBe('Tuesday');
    expect(plainText('\u202Etsil\u202C')).toBe('tsil');
    expect(plainText(BIDI)).toBe('');
    expect(plainText(`x${BIDI}`)).not.toMatch(/\p{Bidi_Control}|\p{Cc}/u);
  });

  it('keeps the letters of every script and the joiners they need', () => {
    for (const text of ['श्री राम', 'मेरी सूची', 'میری فہرست', 'ক্ষ', 'नमस्‍ते', 'ab\u200Dc', 'Ram 🙏🏽']) expect(plainText(text)).toBe(text);
  });

  it('cuts at maxLength, never between the halves of one character, and not on a space', () => {
    expect(plainText('abcdef', { maxLength: 3 })).toBe('abc');
    expect(plainText('ab cd', { maxLength: 3 })).toBe('ab');
    expect(plainText('a🙏', { maxLength: 2 })).toBe('a');
    expect(plainText(`${BIDI}${'x'.repeat(10)}`, { maxLength: 4 })).toBe('xxxx');
  });

  it('keeps tabs and line breaks in text of several lines, and drops the rest', () => {
    expect(plainText(' line one\u0000\nline\ttwo\u0007\u202E\r\n', { multiline: true })).toBe('line one\nline\ttwo');
  });

  it('changes nothing more when applied again (a text it made is its own normal form)', () => {
    for (const text of [`  a${C0}b ${BIDI} c  `, `${'word '.repeat(30)}`, `x\u202E${'ab '.repeat(100)}`]) {
      const once = plainText(text, { maxLength: 50 });
      expect(plainText(once, { maxLength: 50 })).toBe(once);
    }
  });
});

describe('the texts made plain with it', () => {
  it('a list name: plain, at most SET_LIST_NAME_MAX_LENGTH long', () => {
    expect(listNameOf('\u202ETuesday satsang\u202C\n')).toBe('Tuesday satsang');
    expect(listNameOf(`${'नाम '.repeat(40)}`)).toHaveLength(SET_LIST_NAME_MAX_LENGTH - 1);
    expect(sharedListOf(new URLSearchParams({ name: '\u2067x\u2069', hymns: '1' }))).toEqual({ name: 'x', contentIds: [1] });
    expect(sharedListOf(new URLSearchParams({ name: '\u202E\u0000', hymns: '1' }))).toBeUndefined();
  });

  it('a search term: plain, at most SEARCH_TERM_MAX_LENGTH long (what the search call takes)', () => {
    expect(cleanSearchTerm(' hanuman\u202E  chalisa\n')).toBe('hanuman chalisa');
    expect(cleanSearchTerm('ram '.repeat(1_250))).toHaveLength(SEARCH_TERM_MAX_LENGTH - 1);
    expect(searchTermOf(new URLSearchParams({ query: 'r'.repeat(5_000) }))).toBe('r'.repeat(SEARCH_TERM_MAX_LENGTH));
    expect(searchTermOf(new URLSearchParams())).toBe('');
  });
});

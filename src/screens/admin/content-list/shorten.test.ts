import { describe, expect, it } from 'vitest';
import { shorten } from './shorten';

describe('shorten', () => {
  it('keeps a short text, on one line', () => {
    expect(shorten('श्री गुरु चरन सरोज रज,\nनिज मनु मुकुरु सुधारि।')).toBe('श्री गुरु चरन सरोज रज, निज मनु मुकुरु सुधारि।');
  });

  it('cuts a long text at a word boundary, with an ellipsis', () => {
    const text = 'जय हनुमान ज्ञान गुन सागर जय कपीस तिहुँ लोक उजागर राम दूत अतुलित बल धामा अंजनि पुत्र पवनसुत नामा';
    const short = shorten(text, 40);
    expect(short.endsWith('…')).toBe(true);
    expect(short.length).toBeLessThanOrEqual(41);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    // Whole words only.
    expect(text.charAt(short.length - 1)).toBe(' ');
  });

  it('without a space to cut at, cuts between letters, never inside one', () => {
    const word = 'क्षत्रियों'.repeat(5);
    const short = shorten(word, 12).slice(0, -1);
    expect(word.startsWith(short)).toBe(true);
    // The next character is not a vowel sign or virama left without its letter.
    expect(/^\p{M}/u.test(word.slice(short.length))).toBe(false);
    expect(short.endsWith('्')).toBe(false);
  });
});

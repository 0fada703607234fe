import { describe, expect, it } from 'vitest';
import { linePieces, stanzasOf } from './verses';

const together = (line: string) =>
  linePieces(line)
    .filter((piece) => piece.together)
    .map((piece) => piece.text);

describe('stanzasOf', () => {
  it('splits lines at any line end and stanzas at blank lines, several blank lines being one break', () => {
    expect(
      stanzasOf('॥ दोहा ॥\r\nश्री गुरु चरन सरोज रज  \nनिज मनु मुकुरु सुधारि ।\n\n \n\nजय हनुमान ज्ञान गुन सागर\rजय कपीस तिहुँ लोक उजागर ॥१॥\n'),
    ).toEqual([
      ['॥ दोहा ॥', 'श्री गुरु चरन सरोज रज', 'निज मनु मुकुरु सुधारि ।'],
      ['जय हनुमान ज्ञान गुन सागर', 'जय कपीस तिहुँ लोक उजागर ॥१॥'],
    ]);
  });

  it('keeps the leading spaces of an indented line, and has no stanza for a text of blank lines', () => {
    expect(stanzasOf('  अंतरा\n    दूसरी')).toEqual([['  अंतरा', '    दूसरी']]);
    expect(stanzasOf('\n \n')).toEqual([]);
  });
});

describe('linePieces', () => {
  it('keeps every verse-end mark with the word before it: danda, double danda, numbered', () => {
    expect(together('निज मनु मुकुरु सुधारि ।')).toEqual(['सुधारि ।']);
    expect(together('जय कपीस तिहुँ लोक उजागर ॥१॥')).toEqual(['उजागर ॥१॥']);
    expect(together('राम दूत अतुलित बल धामा ॥ १० ॥')).toEqual(['धामा ॥ १० ॥']);
    expect(together('बरनउँ रघुबर बिमल जसु, जो दायकु फल चारि॥')).toEqual(['चारि॥']);
    // In Roman letters (the lyrics read in Roman) and with another script's digits.
    expect(together('Jai Kapis tihun lok ujagar ||1||')).toEqual(['ujagar ||1||']);
    expect(together('જય કપીસ તિહુઁ લોક ઉજાગર ॥૧॥')).toEqual(['ઉજાગર ॥૧॥']);
    expect(together('महाबीर बिक्रम बजरंगी । कुमति निवार सुमति के संगी ॥३॥')).toEqual(['बजरंगी ।', 'संगी ॥३॥']);
    expect(together('सिया राम ।।')).toEqual(['राम ।।']);
  });

  it('takes a mark that opens a line on its own, and gives back the line unchanged', () => {
    const line = '॥ दोहा ॥ श्री गुरु चरन';
    expect(together(line)).toEqual(['॥', 'दोहा ॥']);
    for (const text of [line, 'जय कपीस तिहुँ लोक उजागर ॥१॥', 'बिना चिह्न की पंक्ति', '']) {
      expect(
        linePieces(text)
          .map((piece) => piece.text)
          .join(''),
      ).toBe(text);
    }
  });
});

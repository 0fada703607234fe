import { describe, expect, it } from 'vitest';
import { wordsForTheIndex } from './search-frequencies';

describe('wordsForTheIndex', () => {
  it('asks the index for the rarest words until few texts can have them all, and leaves the commonest to the rows', () => {
    // 'na gyan mukut man tum dhenu jai ek' at 100,000 hymns: dhenu, gyan and mukut leave some 27.
    const shares = [0.61, 0.075, 0.093, 0.43, 0.59, 0.039, 0.81, 0.21];
    expect(wordsForTheIndex(shares, 100_000)).toEqual([1, 2, 5]);
  });

  it('asks for every word when the words together are not rare', () => {
    expect(wordsForTheIndex([0.8, 0.4, 0.3], 100_000)).toEqual([0, 1, 2]);
    expect(wordsForTheIndex([0.05, 0.3], 100_000)).toEqual([0, 1]);
  });

  it('always asks for a word in fewer than a tenth of the texts, and for one word at least', () => {
    expect(wordsForTheIndex([0.5, 0.001, 0.05], 100_000)).toEqual([1, 2]);
    expect(wordsForTheIndex([0.9, 0.95], 50)).toEqual([0]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineDiff, wordDiff, type DiffLine, type WordPart } from './textDiff';

const textOf = (parts: WordPart[]) => parts.map((part) => part.text).join('');

/** The earlier and the later text, put back together from a diff. */
function sides(lines: DiffLine[]): { before: string; after: string } {
  const before: string[] = [];
  const after: string[] = [];
  for (const line of lines) {
    if (line.kind === 'changed') {
      before.push(textOf(line.before));
      after.push(textOf(line.after));
    } else {
      if (line.kind !== 'added') before.push(line.text);
      if (line.kind !== 'removed') after.push(line.text);
    }
  }
  return { before: before.join('\n'), after: after.join('\n') };
}

describe('lineDiff', () => {
  it('marks the one changed word of a Devanagari line, keeping its vowel signs whole', () => {
    const lines = lineDiff('जय हनुमान ज्ञान गुन सागर\nजय कपीस तिहुँ लोक उजागर', 'जय हनुमान ज्ञान गुण सागर\nजय कपीस तिहुँ लोक उजागर');
    expect(lines).toEqual([
      {
        kind: 'changed',
        before: [
          { kind: 'same', text: 'जय हनुमान ज्ञान ' },
          { kind: 'removed', text: 'गुन' },
          { kind: 'same', text: ' सागर' },
        ],
        after: [
          { kind: 'same', text: 'जय हनुमान ज्ञान ' },
          { kind: 'added', text: 'गुण' },
          { kind: 'same', text: ' सागर' },
        ],
      },
      { kind: 'same', text: 'जय कपीस तिहुँ लोक उजागर' },
    ]);
  });

  it('tells a line added or removed from one changed', () => {
    expect(lineDiff('एक\nदो', 'एक\nदो\nतीन').map((line) => line.kind)).toEqual(['same', 'same', 'added']);
    expect(lineDiff('एक\nदो\nतीन', 'एक\nतीन').map((line) => line.kind)).toEqual(['same', 'removed', 'same']);
    expect(lineDiff('same', 'same')).toEqual([{ kind: 'same', text: 'same' }]);
  });

  it('always gives back both texts exactly', () => {
    const text = fc.array(fc.constantFrom('जय', 'राम', 'गुन', 'गुण', ' ', '  ', '\n', 'a'), { maxLength: 30 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, text, (before, after) => {
        expect(sides(lineDiff(before, after))).toEqual({ before, after });
      }),
    );
  });
});

describe('wordDiff', () => {
  it('marks a run of changed words as one piece', () => {
    expect(wordDiff('a b c d', 'a x y d').after).toEqual([
      { kind: 'same', text: 'a ' },
      { kind: 'added', text: 'x y' },
      { kind: 'same', text: ' d' },
    ]);
  });
});

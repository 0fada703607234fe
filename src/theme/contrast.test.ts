import { describe, expect, it } from 'vitest';
import {
  AA_TEXT_CONTRAST,
  AAA_TEXT_CONTRAST,
  contrastRatio,
  FOCUS_ON_BACKGROUND,
  LYRICS_ON_BACKGROUND,
  pairContrast,
  TEXT_ON_BACKGROUND,
} from './contrast';
import { colors, darkColors } from './tokens';

describe('contrastRatio', () => {
  it('is 21 for black on white, 1 for a colour on itself, whichever is named first', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#7A1E1E', '#7A1E1E')).toBe(1);
  });

  it("gives WebAIM's figure for a known pair", () => {
    // #767676 on white is the lightest grey that passes AA: 4.54:1.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });
});

describe.each([
  { name: 'the day theme', palette: colors },
  { name: 'the night theme', palette: darkColors },
])('$name', ({ palette }) => {
  it.each(TEXT_ON_BACKGROUND)('draws $use ($text on $on) at WCAG AA or better', ({ text, on }) => {
    expect(pairContrast(palette, text, on)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it.each(LYRICS_ON_BACKGROUND)('draws the lyrics ($text on $on) at 7:1 or better', ({ text, on }) => {
    expect(pairContrast(palette, text, on)).toBeGreaterThanOrEqual(AAA_TEXT_CONTRAST);
  });

  it.each(FOCUS_ON_BACKGROUND)('draws the focus ring $ring on $on at 3:1 or better', ({ ring, on }) => {
    expect(pairContrast(palette, ring, on)).toBeGreaterThanOrEqual(3);
  });
});

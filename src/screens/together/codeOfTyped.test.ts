import { describe, expect, it } from 'vitest';
import { isTogetherCode } from '../../model/togetherRoom';
import { codeOfTyped } from './JoinSatsangScreen';

describe('a satsang code as a reader types it', () => {
  it('takes small letters, spaces and dashes as the code', () => {
    expect(codeOfTyped(' k7m 2qx ')).toBe('K7M2QX');
    expect(codeOfTyped('K7M-2QX')).toBe('K7M2QX');
  });

  it('takes the code from a pasted link', () => {
    expect(codeOfTyped('https://bhajansangrah.example/together/K7M2QX')).toBe('K7M2QX');
    expect(codeOfTyped('Join us: https://bhajansangrah.example/together/k7m2qx?utm_source=whatsapp')).toBe('K7M2QX');
  });

  it('is no code with a letter codes never have (O, I, L, 0, 1), or the wrong length', () => {
    expect(isTogetherCode(codeOfTyped('K7M2Q0'))).toBe(false);
    expect(isTogetherCode(codeOfTyped('K7M2QI'))).toBe(false);
    expect(isTogetherCode(codeOfTyped('K7M2Q'))).toBe(false);
    expect(isTogetherCode(codeOfTyped('K7M2QXA'))).toBe(false);
  });
});

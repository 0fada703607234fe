import { describe, expect, it } from 'vitest';
import { ID_MAX, isIdText, isPageName } from './params';

describe('id parameters', () => {
  it('accept exactly the decimal numbers 1 … 2147483647', () => {
    for (const text of [
      '1',
      '9',
      '10',
      '99',
      '999999999',
      '1000000000',
      '1999999999',
      '2000000000',
      '2147483599',
      '2147483646',
      '2147483647',
    ]) {
      expect(isIdText(text), text).toBe(true);
    }
    for (const text of [
      '',
      '0',
      '00',
      '01',
      '-1',
      '+1',
      '1.0',
      '1e3',
      '0x10',
      ' 1',
      '1 ',
      'Infinity',
      '2147483648',
      '2147483650',
      '2147483700',
      '2147490000',
      '2148000000',
      '2150000000',
      '2200000000',
      '3000000000',
      '9999999999',
      '10000000000',
    ]) {
      expect(isIdText(text), text).toBe(false);
    }
  });

  it('agree with the range for numbers near every digit boundary of the maximum', () => {
    const max = String(ID_MAX);
    for (let position = 0; position < max.length; position++) {
      for (let digit = 0; digit <= 9; digit++) {
        const text = max.slice(0, position) + String(digit) + max.slice(position + 1);
        if (text.startsWith('0')) continue;
        expect(isIdText(text), text).toBe(Number(text) <= ID_MAX);
      }
    }
  });
});

describe('page names', () => {
  it('are lower-case letters, digits and hyphens, starting with a letter or digit, up to 100 characters', () => {
    for (const name of ['about-us', 'privacy', 'a', '2024-notes', 'x'.repeat(100)]) expect(isPageName(name), name).toBe(true);
    for (const name of ['', '-about', 'About', 'about us', 'about/us', '..', 'a.b', 'x'.repeat(101), 'हमारे-बारे-में', 'reindex\n']) {
      expect(isPageName(name), name).toBe(false);
    }
  });
});

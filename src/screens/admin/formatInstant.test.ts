import { describe, expect, it } from 'vitest';
import { formatInstant } from './formatInstant';

describe('formatInstant', () => {
  it("shows day, short month, year and a 24-hour time in the editor's time zone", () => {
    expect(formatInstant('2026-11-22T04:11:26.000Z', 'Asia/Kolkata')).toBe('22 Nov 2026, 09:41');
    expect(formatInstant('2026-11-22T16:05:00.000Z', 'UTC')).toBe('22 Nov 2026, 16:05');
  });

  it('moves to the next day where the time zone is already there', () => {
    expect(formatInstant('2026-11-30T20:00:00.000Z', 'Asia/Kolkata')).toBe('1 Dec 2026, 01:30');
  });

  it('shows a value that is not a date as it came, rather than "Invalid Date"', () => {
    expect(formatInstant('yesterday')).toBe('yesterday');
  });
});

import { describe, expect, it } from 'vitest';
import { formatSearchTime } from './searchTime';

describe('formatSearchTime', () => {
  it("shows day, short month, year and a 24-hour time in the editor's time zone", () => {
    expect(formatSearchTime('2026-11-22T04:11:26.000Z', 'Asia/Kolkata')).toBe('22 Nov 2026, 09:41');
    expect(formatSearchTime('2026-11-22T16:05:00.000Z', 'UTC')).toBe('22 Nov 2026, 16:05');
  });

  it('moves to the next day where the time zone is already there', () => {
    expect(formatSearchTime('2026-11-30T20:00:00.000Z', 'Asia/Kolkata')).toBe('1 Dec 2026, 01:30');
  });

  it('shows a value that is not a date as it came, rather than "Invalid Date"', () => {
    expect(formatSearchTime('yesterday')).toBe('yesterday');
  });
});

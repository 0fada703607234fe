import { describe, expect, it } from 'vitest';
import { addDays, dayIn, isValidTimeZone, monthStart } from './time-zone';

describe('days in the time zone of the statistics', () => {
  it('puts an instant on the day it is in that zone, not in UTC', () => {
    // Kolkata is UTC+5:30: its midnight is 18:30 UTC the evening before.
    expect(dayIn(new Date('2026-10-31T18:29:59.999Z'), 'Asia/Kolkata')).toBe('2026-10-31');
    expect(dayIn(new Date('2026-10-31T18:30:00.000Z'), 'Asia/Kolkata')).toBe('2026-11-01');
    expect(dayIn(new Date('2026-10-31T18:30:00.000Z'), 'UTC')).toBe('2026-10-31');
    expect(dayIn(new Date('2026-03-08T04:59:59Z'), 'America/New_York')).toBe('2026-03-07');
  });

  it('moves days across month and year ends and finds the month', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-22', -29)).toBe('2026-10-24');
    expect(monthStart('2026-11-22')).toBe('2026-11-01');
  });

  it('knows IANA names and refuses others', () => {
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('India/Delhi')).toBe(false);
  });
});

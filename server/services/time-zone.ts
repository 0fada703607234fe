/**
 * Days in the server's time zone (config TIME_ZONE): the statistics count per day and per month as
 * the site's editors live them, not in UTC. A day is a `YYYY-MM-DD` string; PostgreSQL's `date`
 * columns take and give the same strings.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA time zone name this runtime knows ('Asia/Kolkata', 'UTC'). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The time zone the process runs in (the TZ variable, else the system's). */
export function systemTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The day `at` falls on in `timeZone`, `YYYY-MM-DD`. */
export function dayIn(at: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `day` moved by `days` (negative: back), `YYYY-MM-DD`. Calendar arithmetic: no time zone involved. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The first day of `day`'s month, `YYYY-MM-01`. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/**
 * An instant as the admin area shows it (when a term was searched, when a revision was saved):
 * '22 Nov 2026, 09:41', in the editor's own
 * time zone (or `timeZone`), English month names and a 24-hour clock whatever the browser's language.
 */
const options: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const localFormatter = new Intl.DateTimeFormat('en-GB', options);

/** The instant `iso` (ISO 8601) readably; a value that is not a date is shown as it came. */
export function formatInstant(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const formatter = timeZone ? new Intl.DateTimeFormat('en-GB', { ...options, timeZone }) : localFormatter;
  return formatter.format(date);
}

/**
 * The ad revenue ledger (`ad_revenue`: one row per day, USD) and its import from the ad network's
 * CSV report, such as AdSense's "Date, Estimated earnings (USD), Page views, …" export.
 *
 * The report is read whole and checked before anything is written: a header row naming a Date (or
 * Day) column and an earnings/revenue column; then one row per day. A problem anywhere refuses the
 * whole report with a message naming its line. A good report is written in one transaction, each day
 * replacing what the ledger held for it, so importing the same report twice changes nothing and a
 * corrected report corrects the days it holds.
 */
import { sql } from 'drizzle-orm';
import { AD_REVENUE_DAY_MAX } from '../../src/model/constants';
import { AD_REVENUE_REPORT_PROBLEMS, reportLineProblem, type AdRevenueImportResult } from '../../src/model/stats';
import type { Database } from '../db/connect';
import { adRevenue } from '../db/schema';

/** A report the import refuses; `line` is the (1-based) line of the report it is about, when there is one. */
export class AdRevenueReportError extends Error {
  override name = 'AdRevenueReportError';
  readonly line: number | undefined;

  constructor(message: string, line?: number) {
    super(line === undefined ? message : reportLineProblem(line, message));
    this.line = line;
  }
}

export { AD_REVENUE_REPORT_PROBLEMS };

/** Whole cents as the ledger's numeric(12,2) text. */
const usd = (cents: number) => (cents / 100).toFixed(2);

/** One day of the report: its revenue in whole cents (rounded half up from more decimals). */
export interface AdRevenueDay {
  day: string;
  cents: number;
}

export interface AdRevenueReport {
  /** In date order. */
  days: AdRevenueDay[];
  totalCents: number;
}

/**
 * The report's text from the bytes received: UTF-8 (a byte order mark removed), or UTF-16 with its
 * byte order mark (spreadsheet programs' and AdSense's "CSV for Excel" export).
 */
export function decodeReport(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  // TextDecoder removes a UTF-8 BOM itself.
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

interface CsvRecord {
  /** The line the record starts on. */
  line: number;
  cells: string[];
}

/**
 * The records of CSV text (RFC 4180: fields in double quotes may hold the separator, line breaks and
 * doubled quotes; lines end with CRLF, LF or CR). The separator is a tab when the first line holds
 * one (a tab-separated export), else a comma.
 */
export function readCsvRecords(text: string): CsvRecord[] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const separator = firstLine.includes('\t') ? '\t' : ',';
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let inQuotes = false;
  let quoteLine = 1;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (inQuotes) {
      if (char === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else inQuotes = false;
      } else {
        if (char === '\n' || (char === '\r' && body[i + 1] !== '\n')) line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      // A quote opens a quoted field at its start (spaces before it are dropped); elsewhere it is text.
      cell = '';
      inQuotes = true;
      quoteLine = line;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      cell += char;
    }
  }
  if (inQuotes) throw new AdRevenueReportError(AD_REVENUE_REPORT_PROBLEMS.unclosedQuote, quoteLine);
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

const isBlank = (record: CsvRecord) => record.cells.every((cell) => cell.trim() === '');

/** Rows below the data that are not days: AdSense ends its reports with Totals and Averages. */
const SUMMARY_ROW = /^(?:totals?|averages?)$/i;
const DATE_HEADER = /^(?:date|day)$/i;
const REVENUE_HEADER = /earnings|revenue/i;
/** A currency named in a header: '(USD)', '[EUR]', '(€)'. */
const HEADER_CURRENCY = /[([]\s*([A-Za-z]{3}|US\$|\p{Sc})\s*[)\]]/u;
const USD_NAMES = new Set(['USD', 'US$', '$']);

/** The currency a revenue header names, upper-cased ('USD', 'EUR', '€'), or undefined when it names none. */
function headerCurrency(header: string): string | undefined {
  return HEADER_CURRENCY.exec(header)?.[1]?.toUpperCase();
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDay(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= daysInMonth;
}

/** 1234.56, 1,234.56, $1,234.56, US$12, 12.34 USD, .5; a sign before or after the dollar sign, or (parentheses). */
const AMOUNT_PATTERN = /^(-?)\s*(?:US\$|\$|USD\s*)?\s*(-?)\s*((?:\d{1,3}(?:,\d{3})+|\d+)?)(?:\.(\d+))?\s*(?:USD)?$/i;
const DAY_MAX_CENTS = AD_REVENUE_DAY_MAX * 100;

/** An amount in whole cents (more decimals rounded half up); a problem message otherwise. */
function parseAmount(text: string): { cents: number } | { problem: string } {
  let body = text.trim();
  let negative = false;
  if (body.startsWith('(') && body.endsWith(')')) {
    negative = true;
    body = body.slice(1, -1).trim();
  }
  const match = AMOUNT_PATTERN.exec(body);
  const whole = match?.[3] ?? '';
  const fraction = match?.[4];
  if (!match || (whole === '' && fraction === undefined) || (match[1] && match[2])) {
    return { problem: AD_REVENUE_REPORT_PROBLEMS.badAmount(text.trim()) };
  }
  negative ||= match[1] === '-' || match[2] === '-';
  const digits = whole.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  // More whole digits than the largest day has: too large, without building a number that big.
  if (digits.length > String(AD_REVENUE_DAY_MAX).length) {
    return {
      problem: negative ? AD_REVENUE_REPORT_PROBLEMS.negativeAmount(text.trim()) : AD_REVENUE_REPORT_PROBLEMS.tooLarge(text.trim()),
    };
  }
  const decimals = (fraction ?? '').padEnd(3, '0');
  const cents = Number(digits || '0') * 100 + Number(decimals.slice(0, 2)) + (Number(decimals[2]) >= 5 ? 1 : 0);
  if (negative && cents > 0) return { problem: AD_REVENUE_REPORT_PROBLEMS.negativeAmount(text.trim()) };
  if (cents > DAY_MAX_CENTS) return { problem: AD_REVENUE_REPORT_PROBLEMS.tooLarge(text.trim()) };
  return { cents };
}

/** Reads and checks a whole report; throws AdRevenueReportError at its first problem. */
export function parseAdRevenueReport(text: string): AdRevenueReport {
  const records = readCsvRecords(text).filter((record) => !isBlank(record));
  const header = records[0];
  if (!header) throw new AdRevenueReportError(AD_REVENUE_REPORT_PROBLEMS.empty);
  const names = header.cells.map((cell) => cell.trim());
  const dateColumn = names.findIndex((name) => DATE_HEADER.test(name));
  if (dateColumn < 0) throw new AdRevenueReportError(AD_REVENUE_REPORT_PROBLEMS.noDateColumn, header.line);
  const revenueColumn = names.findIndex((name) => REVENUE_HEADER.test(name));
  if (revenueColumn < 0) throw new AdRevenueReportError(AD_REVENUE_REPORT_PROBLEMS.noRevenueColumn, header.line);
  const currency = headerCurrency(names[revenueColumn]!);
  if (currency !== undefined && !USD_NAMES.has(currency)) {
    throw new AdRevenueReportError(AD_REVENUE_REPORT_PROBLEMS.currency(names[revenueColumn]!, currency), header.line);
  }

  const lineOfDay = new Map<string, number>();
  const days: AdRevenueDay[] = [];
  let totalCents = 0;
  for (const { line, cells } of records.slice(1)) {
    const dateText = (cells[dateColumn] ?? '').trim();
    if (SUMMARY_ROW.test(dateText)) continue;
    if (!isCalendarDay(dateText)) throw new AdRevenueReportError(AD_REVENUE_REPORT_PROBLEMS.badDate(dateText), line);
    const firstLine = lineOfDay.get(dateText);
    if (firstLine !== undefined) throw new AdRevenueReportError(AD_REVENUE_REPORT_PROBLEMS.repeatedDate(dateText, firstLine), line);
    lineOfDay.set(dateText, line);
    const amount = parseAmount(cells[revenueColumn] ?? '');
    if ('problem' in amount) throw new AdRevenueReportError(amount.problem, line);
    days.push({ day: dateText, cents: amount.cents });
    totalCents += amount.cents;
  }
  if (days.length === 0) throw new AdRevenueReportError(AD_REVENUE_REPORT_PROBLEMS.noDays, header.line);
  days.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  return { days, totalCents };
}

/** Rows per INSERT (3 parameters each: far below PostgreSQL's 65 535). */
const IMPORT_BATCH_ROWS = 1_000;

/** 'Imported 30 days of ad revenue (2026-10-01 to 2026-10-30).' */
export function importMessage(days: number, firstDate: string, lastDate: string): string {
  const span = firstDate === lastDate ? firstDate : `${firstDate} to ${lastDate}`;
  return `Imported ${days} ${days === 1 ? 'day' : 'days'} of ad revenue (${span}).`;
}

/**
 * Writes a checked report into the ledger in one transaction: each day inserted, or replacing the
 * day's revenue when it differs (an unchanged day is not touched, so its imported_at stays).
 */
export async function importAdRevenue(db: Database, report: AdRevenueReport): Promise<AdRevenueImportResult> {
  const first = report.days[0];
  const last = report.days[report.days.length - 1];
  if (!first || !last) throw new AdRevenueReportError(AD_REVENUE_REPORT_PROBLEMS.noDays);
  await db.transaction(async (tx) => {
    // Days in date order, so two imports at once lock the rows they share in the same order.
    for (let start = 0; start < report.days.length; start += IMPORT_BATCH_ROWS) {
      const batch = report.days.slice(start, start + IMPORT_BATCH_ROWS);
      await tx
        .insert(adRevenue)
        .values(batch.map(({ day, cents }) => ({ day, revenue: usd(cents) })))
        .onConflictDoUpdate({
          target: adRevenue.day,
          set: { revenue: sql`excluded.revenue`, importedAt: sql`now()` },
          setWhere: sql`${adRevenue.revenue} is distinct from excluded.revenue`,
        });
    }
  });
  return {
    imported: report.days.length,
    firstDate: first.day,
    lastDate: last.day,
    total: report.totalCents / 100,
    message: importMessage(report.days.length, first.day, last.day),
  };
}

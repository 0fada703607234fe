import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AD_REVENUE_DAY_MAX } from '../../src/model/constants';
import { createTestDatabase, type TestDatabase } from '../test/db';
import {
  AD_REVENUE_REPORT_PROBLEMS as PROBLEMS,
  AdRevenueReportError,
  decodeReport,
  importAdRevenue,
  parseAdRevenueReport,
  readCsvRecords,
} from './ad-revenue';

/** The problem a report is refused for, with its line: `Line 3: …`. */
function refusal(text: string): string {
  try {
    parseAdRevenueReport(text);
  } catch (error) {
    expect(error).toBeInstanceOf(AdRevenueReportError);
    return (error as Error).message;
  }
  throw new Error('the report was accepted');
}

const days = (text: string) => parseAdRevenueReport(text).days.map(({ day, cents }) => [day, cents]);

describe('readCsvRecords', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and numbers records by the line they start on', () => {
    const text = 'Date,Note\r\n2026-10-01,"a, b"\r\n2026-10-02,"say ""hi"""\n2026-10-03,"two\nlines"\r2026-10-04,last';
    expect(readCsvRecords(text)).toEqual([
      { line: 1, cells: ['Date', 'Note'] },
      { line: 2, cells: ['2026-10-01', 'a, b'] },
      { line: 3, cells: ['2026-10-02', 'say "hi"'] },
      { line: 4, cells: ['2026-10-03', 'two\nlines'] },
      { line: 6, cells: ['2026-10-04', 'last'] },
    ]);
  });

  it('reads a tab-separated export (spreadsheet "CSV for Excel")', () => {
    expect(readCsvRecords('Date\tEstimated earnings (USD)\n2026-10-01\t1,234.56\n')).toEqual([
      { line: 1, cells: ['Date', 'Estimated earnings (USD)'] },
      { line: 2, cells: ['2026-10-01', '1,234.56'] },
    ]);
  });

  it('refuses a quoted field that is never closed, naming the line it opens on', () => {
    expect(() => readCsvRecords('Date,Earnings\n2026-10-01,"12.00\n2026-10-02,3\n')).toThrow(`Line 2: ${PROBLEMS.unclosedQuote}`);
  });
});

describe('decodeReport', () => {
  it('removes a UTF-8 byte order mark and reads UTF-16 with its mark', () => {
    const text = 'Date,Earnings\n2026-10-01,1.00\n';
    expect(decodeReport(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toBe(text);
    expect(decodeReport(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))).toBe(text);
    const bigEndian = Buffer.from(text, 'utf16le').swap16();
    expect(decodeReport(Buffer.concat([Buffer.from([0xfe, 0xff]), bigEndian]))).toBe(text);
  });
});

describe('parseAdRevenueReport', () => {
  it("reads an AdSense export: the Date and 'Estimated earnings (USD)' columns, quoted amounts, the Totals and Averages rows skipped", () => {
    const report = [
      '\uFEFFDate,Page views,Clicks,Estimated earnings (USD),Page RPM (USD)',
      '2026-10-02,"1,200",14,"$1,234.56",1.02',
      '2026-10-01,900,3,12.34,0.40',
      '',
      '   ,  ,',
      'Totals,"2,100",17,"$1,246.90",',
      'Averages,"1,050",8.5,623.45,',
    ].join('\r\n');
    const parsed = parseAdRevenueReport(report);
    // In date order, whatever the report's order.
    expect(parsed.days).toEqual([
      { day: '2026-10-01', cents: 1234 },
      { day: '2026-10-02', cents: 123456 },
    ]);
    expect(parsed.totalCents).toBe(124690);
  });

  it('finds the columns by their headings, in any case and position (Day; revenue)', () => {
    expect(days('Clicks,REVENUE,day\n3,1.5,2026-03-01\n')).toEqual([['2026-03-01', 150]]);
    expect(days('"Estimated Earnings",DATE\n7,2026-03-02\n')).toEqual([['2026-03-02', 700]]);
  });

  it('reads the amounts a report may hold, rounding more decimals half up to cents', () => {
    const amounts = ['12.34', '$1,234.56', 'US$7', '0', '.5', '3.005', '3.0049', '2.999', ' 8.10 USD', '$ 1,000,000.00', '-0.001'];
    const report = ['Date,Earnings', ...amounts.map((amount, i) => `2026-01-${String(i + 1).padStart(2, '0')},"${amount}"`)].join('\n');
    expect(parseAdRevenueReport(report).days.map((d) => d.cents)).toEqual([
      1234,
      123456,
      700,
      0,
      50,
      301,
      300,
      300,
      810,
      AD_REVENUE_DAY_MAX * 100,
      0,
    ]);
  });

  it('accepts a header naming USD or no currency, and refuses another currency', () => {
    expect(days('Date,Earnings (US$)\n2026-01-01,1\n')).toEqual([['2026-01-01', 100]]);
    expect(days('Date,Estimated revenue\n2026-01-01,1\n')).toEqual([['2026-01-01', 100]]);
    expect(refusal('Date,Estimated earnings (EUR)\n2026-01-01,1\n')).toBe(
      `Line 1: ${PROBLEMS.currency('Estimated earnings (EUR)', 'EUR')}`,
    );
    expect(refusal('Date,Earnings [inr]\n2026-01-01,1\n')).toBe(`Line 1: ${PROBLEMS.currency('Earnings [inr]', 'INR')}`);
    expect(refusal('Date,Revenue (€)\n2026-01-01,1\n')).toBe(`Line 1: ${PROBLEMS.currency('Revenue (€)', '€')}`);
  });

  it('refuses a report without a Date or a revenue column, naming the header line', () => {
    expect(refusal('\n\nWhen,Earnings\n2026-01-01,1\n')).toBe(`Line 3: ${PROBLEMS.noDateColumn}`);
    expect(refusal('Date,Clicks,Page RPM (USD)\n2026-01-01,1,2\n')).toBe(`Line 1: ${PROBLEMS.noRevenueColumn}`);
  });

  it('refuses an empty report and one with no days below its header', () => {
    expect(refusal('')).toBe(PROBLEMS.empty);
    expect(refusal('\uFEFF\r\n \r\n')).toBe(PROBLEMS.empty);
    expect(refusal('Date,Earnings\n\nTotals,0\n')).toBe(`Line 1: ${PROBLEMS.noDays}`);
  });

  it('refuses a bad date, naming its line', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '01/10/2026', '0000-01-01', '']) {
      expect(refusal(`Date,Earnings\n2026-01-01,1\n${bad},2\n`)).toBe(`Line 3: ${PROBLEMS.badDate(bad)}`);
    }
    expect(days('Date,Earnings\n2024-02-29,1\n')).toEqual([['2024-02-29', 100]]);
  });

  it('refuses a day that is in the report twice', () => {
    expect(refusal('Date,Earnings\n2026-01-01,1\n2026-01-02,1\n2026-01-01,1\n')).toBe(`Line 4: ${PROBLEMS.repeatedDate('2026-01-01', 2)}`);
  });

  it('refuses a bad, negative or too large amount, naming its line', () => {
    for (const bad of ['', 'abc', '1,23', '12.3.4', '€5', '1 234', '$', '--1', '1e3']) {
      expect(refusal(`Date,Earnings\n2026-01-01,"${bad}"\n`)).toBe(`Line 2: ${PROBLEMS.badAmount(bad)}`);
    }
    for (const negative of ['-1.00', '$-2', '-$3', '(4.00)']) {
      expect(refusal(`Date,Earnings\n2026-01-01,"${negative}"\n`)).toBe(`Line 2: ${PROBLEMS.negativeAmount(negative)}`);
    }
    for (const large of ['1000000.01', '1,000,000.005', '99999999999999999999']) {
      expect(refusal(`Date,Earnings\n2026-01-01,"${large}"\n`)).toBe(`Line 2: ${PROBLEMS.tooLarge(large)}`);
    }
  });

  it('refuses a row without a revenue cell', () => {
    expect(refusal('Date,Clicks,Earnings\n2026-01-01,3\n')).toBe(`Line 2: ${PROBLEMS.badAmount('')}`);
  });
});

describe('importAdRevenue', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await database.pool.query('delete from ad_revenue');
  });

  const ledger = async () =>
    (
      await database.pool.query<{ day: string; revenue: string; imported_at: Date }>(
        "select to_char(day, 'YYYY-MM-DD') as day, revenue::text, imported_at from ad_revenue order by day",
      )
    ).rows;
  const importText = (text: string) => importAdRevenue(database.db, parseAdRevenueReport(text));

  it('writes each day and answers what it imported', async () => {
    const result = await importText('Date,Estimated earnings (USD)\n2026-10-03,0.10\n2026-10-01,"$1,234.565"\n2026-10-02,0\n');
    expect(result).toEqual({
      imported: 3,
      firstDate: '2026-10-01',
      lastDate: '2026-10-03',
      total: 1234.67,
      message: 'Imported 3 days of ad revenue (2026-10-01 to 2026-10-03).',
    });
    expect((await ledger()).map(({ day, revenue }) => [day, revenue])).toEqual([
      ['2026-10-01', '1234.57'],
      ['2026-10-02', '0.00'],
      ['2026-10-03', '0.10'],
    ]);
  });

  it('changes nothing when the same report comes again, and replaces the days a corrected report holds', async () => {
    await importText('Date,Earnings\n2026-10-01,1.00\n2026-10-02,2.00\n');
    const first = await ledger();
    const again = await importText('Date,Earnings\n2026-10-01,1.00\n2026-10-02,2.00\n');
    expect(again.message).toBe('Imported 2 days of ad revenue (2026-10-01 to 2026-10-02).');
    // Not even the time of import changes.
    expect(await ledger()).toEqual(first);

    const corrected = await importText('Date,Earnings\n2026-10-02,2.50\n2026-10-03,3.00\n');
    expect(corrected).toMatchObject({ imported: 2, total: 5.5 });
    expect((await ledger()).map(({ day, revenue }) => [day, revenue])).toEqual([
      ['2026-10-01', '1.00'],
      ['2026-10-02', '2.50'],
      ['2026-10-03', '3.00'],
    ]);
    expect((await ledger())[0]!.imported_at).toEqual(first[0]!.imported_at);
  });

  it('writes a long report (more rows than one INSERT takes) in full, and says one day in the singular', async () => {
    const lines = ['Date,Earnings'];
    const start = Date.UTC(2020, 0, 1);
    const dayAt = (i: number) => new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i < 2_500; i += 1) lines.push(`${dayAt(i)},1.01`);
    const result = await importText(lines.join('\n'));
    expect(result).toMatchObject({ imported: 2_500, firstDate: '2020-01-01', lastDate: dayAt(2_499), total: 2525 });
    const [sum] = (
      await database.pool.query<{ n: number; total: string }>('select count(*)::int as n, sum(revenue)::text as total from ad_revenue')
    ).rows;
    expect(sum).toEqual({ n: 2_500, total: '2525.00' });

    expect((await importText('Date,Earnings\n2026-10-05,1\n')).message).toBe('Imported 1 day of ad revenue (2026-10-05).');
  });
});

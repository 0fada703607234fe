/**
 * The bodies of the routes that read theirs as a stream, which the OpenAPI document therefore
 * cannot describe: the media upload (multipart/form-data: `kind`, then `file`), the ad revenue
 * import (a CSV report) and the catalogue import (JSON Lines). Each has bodies the route takes and bodies gone wrong in the ways uploads
 * and exported reports go wrong.
 */
import fc from 'fast-check';
import { MEDIA_FORM_FIELDS } from '../../src/model/admin';
import { MEDIA_KINDS } from '../../src/model/constants';
import { ONE_BY_ONE_PNG, oddText, type BodyArbitraries, type RequestBody } from './malformed-bodies';

const BOUNDARY = '----malformed7MA4YWxkTrZu0gW';

const FILE_NAMES = [
  ...['x.png', 'x.jpg', 'x.webp', 'x.mp3', 'x.m4a', 'x.ogg', 'x.mp4', 'x.webm', '../../x.png', '.png', 'x', 'x.PNG'],
  ...['x.png.exe', `${'a'.repeat(300)}.png`, 'हनुमान.mp3', '', 'x".png', 'C:\\fakepath\\x.png', 'x.png%00.php'],
];
const MIME_TYPES = ['image/png', 'image/jpeg', 'audio/mpeg', 'video/mp4', 'application/octet-stream', '', 'text/html', 'image/svg+xml'];
const KIND_VALUES = [...MEDIA_KINDS, '', 'IMAGE', 'image ', '../', 'x'.repeat(2_000)];

/** What files start with (their signatures), then something else; or nothing at all. */
const FILE_CONTENTS: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constant(ONE_BY_ONE_PNG),
  fc.nat({ max: ONE_BY_ONE_PNG.length - 1 }).map((end) => ONE_BY_ONE_PNG.subarray(0, end)),
  fc
    .tuple(
      fc.constantFrom(
        '\x89PNG\r\n\x1a\n',
        '\xff\xd8\xff',
        'ID3',
        'RIFF\0\0\0\0WEBP',
        '\0\0\0\x18ftypmp42',
        'OggS',
        '\x1a\x45\xdf\xa3',
        '<html>',
      ),
      fc.uint8Array({ maxLength: 200 }),
    )
    .map(([head, rest]) => Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(rest)])),
  fc.constant(Buffer.alloc(0)),
);

const part = (headers: string, content: Buffer | string) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')]);
const field = (name: string, value: string) => part(`Content-Disposition: form-data; name="${name}"`, value);
const file = (name: string, fileName: string, type: string, content: Buffer) =>
  part(`Content-Disposition: form-data; name="${name}"; filename="${fileName}"${type ? `\r\nContent-Type: ${type}` : ''}`, content);
const END = Buffer.from(`--${BOUNDARY}--\r\n`);

/** Any part a form might hold: the kind (of any value), a file (of any name, type and content), or a field nobody asked for. */
const anyPart: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constantFrom(...KIND_VALUES).map((kind) => field(MEDIA_FORM_FIELDS.kind, kind)),
  fc
    .tuple(
      fc.constantFrom(MEDIA_FORM_FIELDS.file, 'file2', 'kind', ''),
      fc.constantFrom(...FILE_NAMES),
      fc.constantFrom(...MIME_TYPES),
      FILE_CONTENTS,
    )
    .map(([name, fileName, type, content]) => file(name, fileName, type, content)),
  fc.tuple(oddText, oddText).map(([name, value]) => field(name.replace(/["\r\n]/g, ''), value)),
);

/** multipart/form-data for the media upload. */
export function multipartBodies(): BodyArbitraries {
  const form = (contentType: string | undefined, bytes: Buffer): RequestBody => ({ contentType, bytes });
  const valid = fc
    .constantFrom('image', 'subCategoryImage')
    .map((kind) =>
      form(
        `multipart/form-data; boundary=${BOUNDARY}`,
        Buffer.concat([field(MEDIA_FORM_FIELDS.kind, kind), file(MEDIA_FORM_FIELDS.file, 'x.png', 'image/png', ONE_BY_ONE_PNG), END]),
      ),
    );
  const parts = fc.array(anyPart, { maxLength: 12 }).map((list) => Buffer.concat(list));
  // The end: proper, missing, or the body cut anywhere (an upload that broke off).
  const framed = fc
    .tuple(parts, fc.constantFrom('end', 'none', 'cut'), fc.nat())
    .map(([body, end, at]) =>
      end === 'end' ? Buffer.concat([body, END]) : end === 'none' ? body : body.subarray(0, at % (body.length + 1)),
    );
  const contentType = fc.constantFrom(
    `multipart/form-data; boundary=${BOUNDARY}`,
    `multipart/form-data; boundary="${BOUNDARY}"`,
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=other',
    `multipart/mixed; boundary=${BOUNDARY}`,
  );
  return { valid, malformed: fc.tuple(contentType, framed).map(([type, bytes]) => form(type, bytes)) };
}

const isoDay = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .map((day) => day.toISOString().slice(0, 10));
const ODD_DAYS = [
  '2024-02-30',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '2024-13-01',
  'today',
  '',
  ' 2024-01-01 ',
  'Totals',
  '2024-1-1',
  '"2024-01-01',
];
const ODD_AMOUNTS = [
  ...['12.34', '$1,234.56', '(5.00)', '-1', '1e3', '999999999999', '1000000.00', '1000000.01', '0', '.5', 'USD 3', '1,2,3', '١٢٣'],
  ...['NaN', 'Infinity', '0.005', '-0', 'US$-1', '$ 12', '12.34 USD', '"1,234.56"', '9'.repeat(400), '0.'.padEnd(400, '9')],
];
const HEADERS = [
  ...['Date,Estimated earnings (USD)', 'Day\tRevenue', 'date,revenue,page views', 'Date,Estimated earnings (EUR)', 'Date', 'Revenue'],
  ...['', '"Date","Estimated earnings (USD)"', 'Date,Earnings [€]', '\uFEFFDate,Revenue', 'Date;Revenue', 'Date,Date,Revenue,Revenue'],
];

/** The ad network's CSV report: a good one, or one broken in its header, days, amounts, quoting, encoding or size. */
export function csvBodies(contentType: string): BodyArbitraries {
  const csv = (bytes: Buffer | string): RequestBody => ({ contentType, bytes: Buffer.from(bytes) });
  const cents = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;
  const validRows = fc
    .uniqueArray(isoDay, { minLength: 1, maxLength: 5 })
    .chain((days) => fc.tuple(...days.map((day) => fc.nat({ max: 10_000_000 }).map((amount) => `${day},${cents(amount)}`))));
  const valid = validRows.map((rows) => csv(['Date,Estimated earnings (USD)', ...rows].join('\n')));
  const day = fc.oneof(isoDay, fc.constantFrom(...ODD_DAYS));
  const amount = fc.oneof(fc.constantFrom(...ODD_AMOUNTS), fc.double().map(String), fc.integer().map(String));
  const rows = fc.array(fc.tuple(day, amount), { maxLength: 20 }).map((list) => list.map(([d, a]) => `${d},${a}`));
  const report = fc
    .tuple(fc.constantFrom(...HEADERS), rows, fc.constantFrom('\n', '\r\n', '\r'))
    .map(([header, lines, end]) => [header, ...lines].join(end));
  return {
    valid,
    malformed: fc.oneof(
      { weight: 5, arbitrary: report.map(csv) },
      { weight: 1, arbitrary: oddText.map(csv) },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => csv(Buffer.from(bytes))) },
      { weight: 1, arbitrary: report.map((text) => csv(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))) },
      { weight: 1, arbitrary: fc.constant(csv('"Date,Revenue\n2024-01-01,1')) },
      {
        weight: 1,
        arbitrary: fc.constant(csv(['Date,Revenue', ...Array.from({ length: 20_000 }, (_, i) => `${2000 + (i % 99)}-01-01,1`)].join('\n'))),
      },
    ),
  };
}

/**
 * Catalogue files (JSON Lines): a few right hymns (into a sub-category of their own, created), and
 * files gone wrong: lines of odd values, broken JSON, wrong fields, odd bytes, no lines.
 */
export function catalogueBodies(contentType: string): BodyArbitraries {
  const file = (bytes: Buffer | string): RequestBody => ({ contentType, bytes: Buffer.from(bytes) });
  const hymn = fc.record({
    key: fc.string({ minLength: 1, maxLength: 20 }).filter((key) => key.trim() !== ''),
    titlePrimary: fc.constantFrom('भजन.मन लागो', 'आरती.जय हो', 'Bhajan'),
    subCategory: fc.constant({ titlePrimary: 'malformed-test', create: true }),
  });
  const valid = fc
    .uniqueArray(hymn, { minLength: 1, maxLength: 3, selector: (line) => line.key.trim() })
    .map((lines) => file(lines.map((line) => JSON.stringify(line)).join('\n')));
  const oddLine = fc.oneof(
    oddText,
    fc
      .dictionary(fc.constantFrom('key', 'titlePrimary', 'contentPrimary', 'subCategory', 'displayFlag', '__proto__'), fc.jsonValue())
      .map((v) => JSON.stringify(v)),
    fc.constantFrom('{', '[]', 'null', '{"key":"a","titlePrimary":"x","subCategory":{"subCategoryId":"1"}}', '{"__proto__":{"x":1}}'),
  );
  return {
    valid,
    malformed: fc.oneof(
      { weight: 4, arbitrary: fc.array(oddLine, { maxLength: 5 }).map((lines) => file(lines.join('\n'))) },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => file(Buffer.from(bytes))) },
      { weight: 1, arbitrary: fc.constant(file('')) },
    ),
  };
}

/**
 * The admin's catalogue import and export calls, on the seeded starter library: what each bad
 * upload gets (and that it writes nothing), the progress an editor sees while a good file is
 * written, one import at a time across instances, and the export as a download.
 */
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { FIELD_REASONS } from '../../src/model/admin';
import { apiPaths } from '../../src/model/api-paths';
import {
  CATALOGUE_FILE_TYPE,
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_IMPORT_REFUSALS,
  CATALOGUE_REASONS,
  catalogueImportEventSchema,
  catalogueImportRefusalSchema,
  catalogueLineSchema,
  type CatalogueLine,
} from '../../src/model/catalogue-file';
import { asAdmin, adminTestApp, TEST_ADMIN } from '../test/admin';

const jsonLines = (lines: (CatalogueLine | string)[]) =>
  lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n');

/** `count` hymns of one new sub-category, keys `prefix-1`…. */
const hymns = (prefix: string, count: number, subCategoryTitle = 'आयात के भजन'): CatalogueLine[] =>
  Array.from({ length: count }, (_, i) => ({
    key: `${prefix}-${i + 1}`,
    titlePrimary: `आयात.भजन ${prefix} ${i + 1}`,
    contentPrimary: `पहली पंक्ति ${i + 1}\nदूसरी पंक्ति`,
    subCategory: { titlePrimary: subCategoryTitle, create: true },
  }));

describe('the admin catalogue file calls', () => {
  const opened = adminTestApp();
  const query = async <T extends object>(text: string, values: unknown[] = []) => (await opened.database.pool.query<T>(text, values)).rows;
  const hymnCount = async () => (await query<{ n: number }>('select count(*)::int as n from content'))[0]!.n;
  const upload = (body: string | Buffer, headers: Record<string, string> = {}) =>
    opened.app.inject({
      method: 'POST',
      url: apiPaths.adminCatalogueImport,
      payload: body,
      headers: { ...asAdmin, 'content-type': CATALOGUE_FILE_TYPE, ...headers },
    });
  const importsLeftBehind = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('catalogue-import-'));

  describe('POST /api/admin/catalogue/import', () => {
    it('writes a good file and streams its progress: a line per batch, then the summary', async () => {
      const before = await hymnCount();
      const res = await upload(jsonLines(hymns('good', 1_200)));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(`${CATALOGUE_FILE_TYPE}; charset=utf-8`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const events = res.body
        .trim()
        .split('\n')
        .map((line) => catalogueImportEventSchema.parse(JSON.parse(line)));
      // Batches of 500, 500 and 200, written two at a time: a line as each ends (so 500, 1,000 or
      // 700, then 1,200), then what was done.
      const written = events.slice(0, -1).map((event) => ('written' in event ? event.written : undefined));
      expect(written).toHaveLength(3);
      expect(written[0]).toBe(500);
      expect([1_000, 700]).toContain(written[1]);
      expect(written[2]).toBe(1_200);
      expect(events.slice(0, -1).every((event) => 'total' in event && event.total === 1_200)).toBe(true);
      expect(events.at(-1)).toEqual({
        summary: {
          hymns: 1_200,
          created: 1_200,
          updated: 0,
          unchanged: 0,
          subCategoriesCreated: 1,
          categoriesCreated: 0,
          keptOnSite: 0,
          keptOnSiteKeys: [],
        },
      });
      expect(await hymnCount()).toBe(before + 1_200);
      // The same file again changes nothing.
      const again = await upload(jsonLines(hymns('good', 1_200)));
      expect(again.body.trim().split('\n').at(-1)).toBe(
        JSON.stringify({
          summary: {
            hymns: 1_200,
            created: 0,
            updated: 0,
            unchanged: 1_200,
            subCategoriesCreated: 0,
            categoriesCreated: 0,
            keptOnSite: 0,
            keptOnSiteKeys: [],
          },
        }),
      );
      expect(await hymnCount()).toBe(before + 1_200);
      expect(await importsLeftBehind()).toEqual([]);
    });

    it('the revisions of the hymns it writes name the file and the editor who sent it, and so does the audit trail', async () => {
      const res = await opened.app.inject({
        method: 'POST',
        url: apiPaths.adminCatalogueImportOf('संत\u0000 वाणी.jsonl'),
        payload: jsonLines(hymns('named', 2)),
        headers: { ...asAdmin, 'content-type': CATALOGUE_FILE_TYPE },
      });
      expect(res.statusCode).toBe(200);
      const rows = await query<{ author: string; account_id: number }>(
        "select r.author, r.account_id from revision r join content c on r.kind = 'content' and r.record_key = c.content_id::text where c.external_key like 'named-%'",
      );
      expect(rows).toEqual([
        { author: 'import संत वाणी.jsonl', account_id: TEST_ADMIN.id },
        { author: 'import संत वाणी.jsonl', account_id: TEST_ADMIN.id },
      ]);
      // And the audit trail keeps the import: who, which file.
      expect(await query("select actor, kind, subject, summary from audit_event where kind = 'import' order by id desc limit 1")).toEqual([
        { actor: TEST_ADMIN.email, kind: 'import', subject: 'catalogue', summary: 'संत वाणी.jsonl · 2 hymns: 2 new, 0 updated' },
      ]);
    });

    it('the imported hymns are on the public pages at once', async () => {
      const [first] = hymns('public', 1, 'नए भजन');
      const res = await upload(jsonLines([first!]));
      expect(res.statusCode).toBe(200);
      const search = await opened.app.inject({ method: 'GET', url: apiPaths.searchFor('public') });
      expect(search.statusCode).toBe(200);
      expect(search.body).toContain(first!.titlePrimary);
    });

    it('refuses a file with wrong lines (400), listing each by line and field, and writes nothing', async () => {
      const before = await hymnCount();
      const [good, other] = hymns('mixed', 2);
      const res = await upload(
        jsonLines([
          good!,
          '{"key": "broken"',
          { ...other!, titlePrimary: '' },
          '',
          { ...other!, key: good!.key, subCategory: { subCategoryId: 987654 } },
        ]),
      );
      expect(res.statusCode).toBe(400);
      const refusal = catalogueImportRefusalSchema.parse(res.json());
      expect(refusal).toEqual({
        message: CATALOGUE_IMPORT_REFUSALS.problems(3),
        problemCount: 3,
        problems: [
          { line: 2, fields: { line: CATALOGUE_REASONS.json } },
          { line: 3, fields: { titlePrimary: FIELD_REASONS.required } },
          {
            line: 5,
            fields: { key: CATALOGUE_REASONS.duplicateKey(1), 'subCategory.subCategoryId': FIELD_REASONS.unknownSubCategory },
          },
        ],
      });
      expect(await hymnCount()).toBe(before);
      expect(await importsLeftBehind()).toEqual([]);
    });

    it('refuses a file without hymns (400)', async () => {
      const res = await upload('\n\n');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: CATALOGUE_IMPORT_REFUSALS.empty });
    });

    it('refuses, before reading the file: signed out (401), another type (415), too large (413)', async () => {
      const before = await hymnCount();
      const body = jsonLines(hymns('refused', 1));
      const signedOut = await opened.app.inject({
        method: 'POST',
        url: apiPaths.adminCatalogueImport,
        payload: body,
        headers: { 'content-type': CATALOGUE_FILE_TYPE },
      });
      expect(signedOut.statusCode).toBe(401);
      const csv = await upload(body, { 'content-type': 'text/csv' });
      expect(csv.statusCode).toBe(415);
      expect(csv.json()).toEqual({ message: CATALOGUE_IMPORT_REFUSALS.type });
      const large = await upload(body, { 'content-length': String(CATALOGUE_IMPORT_MAX_BYTES + 1) });
      expect(large.statusCode).toBe(413);
      expect(large.json()).toEqual({ message: CATALOGUE_IMPORT_REFUSALS.size });
      expect(await hymnCount()).toBe(before);
    });

    it('takes the other names of JSON Lines, and a file with Windows line ends', async () => {
      const lines = hymns('windows', 2).map((line) => JSON.stringify(line));
      const res = await upload(`${lines.join('\r\n')}\r\n`, { 'content-type': 'text/plain; charset=utf-8' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('"created":2');
    });

    it('refuses an import while another instance runs one (409), and writes nothing', async () => {
      const before = await hymnCount();
      // Another instance's import: a connection of its own holding the import lock.
      const other = new pg.Client(opened.database.pool.options);
      await other.connect();
      try {
        await other.query('select pg_advisory_lock(4242170003)');
        const res = await upload(jsonLines(hymns('busy', 3)));
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message: CATALOGUE_IMPORT_REFUSALS.busy });
      } finally {
        await other.end();
      }
      expect(await hymnCount()).toBe(before);
      const after = await upload(jsonLines(hymns('busy', 3)));
      expect(after.statusCode).toBe(200);
      expect(await hymnCount()).toBe(before + 3);
    });
  });

  describe('GET /api/admin/catalogue/export', () => {
    it('downloads every hymn, hidden ones too, as catalogue lines', async () => {
      const res = await opened.app.inject({ method: 'GET', url: apiPaths.adminCatalogueExport, headers: asAdmin });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.jsonl"$/);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const lines = res.body.trim().split('\n');
      expect(lines).toHaveLength(await hymnCount());
      for (const line of lines) expect(catalogueLineSchema.safeParse(JSON.parse(line)).success).toBe(true);
      expect(res.body).toContain('"key":"good-1"');
    });

    it('is for editors only (401)', async () => {
      const res = await opened.app.inject({ method: 'GET', url: apiPaths.adminCatalogueExport });
      expect(res.statusCode).toBe(401);
    });
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESSED_AT_ONCE_MAX_BYTES } from '../app';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE_CONTROL } from '../http/caching';
import { apiPaths } from '../../src/model/api-paths';
import { navItemSchema, subCategorySchema } from '../../src/model/entities';
import { fixtureLibrary, fixtureVisibleOrder } from '../test/fixtures';
import { seededApp } from '../test/seeded';

describe('GET /api/subcategory/getAll and /getNav', () => {
  const seeded = seededApp(fixtureLibrary);

  it('answers the visible sub-categories in display order, in the SubCategory shape', async () => {
    const res = await seeded.app.inject('/api/subcategory/getAll');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json<unknown[]>();
    const parsed = body.map((item) => subCategorySchema.strict().parse(item));
    expect(parsed.map((s) => s.titlePrimary)).toEqual(fixtureVisibleOrder);
    expect(parsed.find((s) => s.titlePrimary === 'चालीसा')).toMatchObject({
      titleSecondary: 'Chalisa',
      contentSecondary: 'Chalisa collection',
      showSecondary: 'Y',
      subCategoryImage: null,
      category: { titlePrimary: 'भक्ति' },
    });
  });

  it('answers the navigation items in the same order', async () => {
    const res = await seeded.app.inject('/api/subcategory/getNav');
    expect(res.statusCode).toBe(200);
    const body = res.json<unknown[]>().map((item) => navItemSchema.strict().parse(item));
    expect(body.map((n) => n.titlePrimary)).toEqual(fixtureVisibleOrder);
  });

  it('answers HEAD and a trailing slash too', async () => {
    const get = await seeded.app.inject('/api/subcategory/getNav');
    const head = await seeded.app.inject({ method: 'HEAD', url: '/api/subcategory/getNav' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(get.headers.etag);
    expect((await seeded.app.inject('/api/subcategory/getNav/')).json()).toEqual(get.json());
    expect(get.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never lists hidden or under-review sub-categories', async () => {
    for (const url of ['/api/subcategory/getAll', '/api/subcategory/getNav']) {
      const text = (await seeded.app.inject(url)).body;
      expect(text).not.toContain('छिपा हुआ');
      expect(text).not.toContain('समीक्षा में');
    }
  });

  it('lets browsers revalidate the answer with an ETag (304) and a CDN keep it for a minute', async () => {
    for (const url of ['/api/subcategory/getAll', '/api/subcategory/getNav']) {
      const first = await seeded.app.inject(url);
      expect(first.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
      expect(CATALOGUE_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=60');
      // Answering with an old copy while it fetches the new one is for CDNs only, never browsers.
      expect(first.headers['cdn-cache-control']).toBe('public, max-age=60, stale-while-revalidate=86400');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);

      const again = await seeded.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);

      const stale = await seeded.app.inject({ url, headers: { 'if-none-match': 'W/"something-else"' } });
      expect(stale.statusCode).toBe(200);
    }
  });

  it('changes the ETag when the data changes, also when SQL by hand changes it (the answer kept in memory is dropped)', async () => {
    const before = (await seeded.app.inject('/api/subcategory/getNav')).headers.etag;
    await seeded.database.pool.query("update sub_category set title_primary = 'होली उत्सव' where title_primary = 'होली'");
    // The database's notification reaches the app a moment after the update.
    await expect
      .poll(
        async () =>
          (await seeded.app.inject({ url: '/api/subcategory/getNav', headers: { 'if-none-match': before as string } })).statusCode,
      )
      .toBe(200);
    const after = await seeded.app.inject('/api/subcategory/getNav');
    expect(after.headers.etag).not.toBe(before);
    expect(after.body).toContain('होली उत्सव');
    await seeded.database.pool.query("update sub_category set title_primary = 'होली' where title_primary = 'होली उत्सव'");
  });

  it('compresses large answers with brotli when asked, with the same ETag', async () => {
    // Enough rows to pass the 1 KiB compression threshold.
    await seeded.database.pool.query(
      "insert into sub_category (title_primary, content_primary, display_order) select 'भजन ' || g, repeat('पंक्ति ', 20), 50 + g from generate_series(1, 10) g",
    );
    const plain = await seeded.app.inject('/api/subcategory/getAll');
    const res = await seeded.app.inject({ url: '/api/subcategory/getAll', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.etag).toBe(plain.headers.etag);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    await seeded.database.pool.query("delete from sub_category where title_primary like 'भजन %'");
  });

  it('compresses an answer of tens of kilobytes at once, so its length is known', async () => {
    // About 30 KiB of JSON: past @fastify/compress's own bound on a small machine (8 KiB), within ours.
    await seeded.database.pool.query(
      "insert into sub_category (title_primary, content_primary, display_order) select 'भजन ' || g, repeat('पंक्ति ', 60), 50 + g from generate_series(1, 40) g",
    );
    const plain = await seeded.app.inject('/api/subcategory/getAll');
    expect(plain.rawPayload.length).toBeGreaterThan(16 * 1024);
    expect(plain.rawPayload.length).toBeLessThan(COMPRESSED_AT_ONCE_MAX_BYTES);
    for (const encoding of ['gzip', 'br']) {
      const res = await seeded.app.inject({ url: '/api/subcategory/getAll', headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(JSON.parse(body.toString('utf8'))).toEqual(plain.json());
    }
    await seeded.database.pool.query("delete from sub_category where title_primary like 'भजन %'");
  });
});

describe('GET /api/subcategory/{scid}', () => {
  const seeded = seededApp(fixtureLibrary);
  const ids: Record<string, number> = {};

  const viewsOf = async (subCategoryId: number) => {
    await seeded.events.flush();
    const { rows } = await seeded.database.pool.query<{ n: number }>(
      "select count(*)::int as n from analytics_event where kind = 'subcategory_view' and sub_category_id = $1",
      [subCategoryId],
    );
    return rows[0]!.n;
  };

  beforeAll(async () => {
    const { rows } = await seeded.database.pool.query<{ sub_category_id: number; title_primary: string }>(
      'select sub_category_id, title_primary from sub_category',
    );
    for (const row of rows) ids[row.title_primary] = row.sub_category_id;
  });

  it('answers a visible sub-category in the same shape as the list', async () => {
    const res = await seeded.app.inject(apiPaths.subCategory(ids['चालीसा']!));
    expect(res.statusCode).toBe(200);
    const one = subCategorySchema.strict().parse(res.json());
    const all = (await seeded.app.inject(apiPaths.subCategoryAll)).json<unknown[]>();
    expect(all).toContainEqual(one);
    expect(one).toMatchObject({ titlePrimary: 'चालीसा', titleSecondary: 'Chalisa', category: { titlePrimary: 'भक्ति' } });
  });

  it('answers 404 { message } for hidden (N), under-review (R) and unknown sub-categories', async () => {
    for (const id of [ids['छिपा हुआ'], ids['समीक्षा में'], 999_999, 2_147_483_647]) {
      const res = await seeded.app.inject(apiPaths.subCategory(id!));
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: 'There is no such sub-category.' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 400 { message } for ids that cannot be one, never 500', async () => {
    for (const id of [
      'abc',
      '1.5',
      '-1',
      '0',
      '007',
      '+5',
      '1e3',
      '1e400',
      'Infinity',
      '0x10',
      '2147483648',
      '99999999999999999999',
      '1;drop',
      '%20',
      '%2012',
    ]) {
      const res = await seeded.app.inject(`/api/subcategory/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json(), id).toEqual({
        message: 'Invalid params: scid must be a whole number from 1 to 2147483647',
        fields: { scid: 'must be a whole number from 1 to 2147483647' },
      });
    }
  });

  it('counts every view, revalidated ones (304) included, and no failed or HEAD request', async () => {
    const id = ids['आरती']!;
    const before = await viewsOf(id);
    const first = await seeded.app.inject(apiPaths.subCategory(id));
    // Asked every time: no cache may answer for the server.
    expect(first.headers['cache-control']).toBe('public, no-cache');
    // Answered from memory from now on, and still counted.
    expect((await seeded.app.inject(apiPaths.subCategory(id))).statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const revalidated = await seeded.app.inject({ url: apiPaths.subCategory(id), headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    await seeded.app.inject({ method: 'HEAD', url: apiPaths.subCategory(id) });
    await seeded.app.inject(apiPaths.subCategory(ids['छिपा हुआ']!));
    expect(await viewsOf(id)).toBe(before + 3);
    expect(await viewsOf(ids['छिपा हुआ']!)).toBe(0);
  });
});

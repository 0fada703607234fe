import { describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE_CONTROL } from '../http/caching';
import { categoryChoiceSchema, editableContentSchema, FIELD_REASONS, pagedContentSchema } from '../../src/model/admin';
import { apiPaths } from '../../src/model/api-paths';
import { ADMIN_TEXT_MAX_LENGTH, ADMIN_TITLE_MAX_LENGTH } from '../../src/model/constants';
import { categorySchema, contentListEntrySchema, subCategorySchema, type Content } from '../../src/model/entities';
import { asAdmin, adminTestApp } from '../test/admin';

/** The admin's catalogue calls on the seeded starter library, signed in through the test header. */
describe('admin catalogue calls', () => {
  const opened = adminTestApp();
  const query = async <T extends object>(text: string, values: unknown[] = []) => (await opened.database.pool.query<T>(text, values)).rows;
  const countOf = async (table: string) => (await query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
  const post = (url: string, payload: unknown, headers: Record<string, string> = asAdmin) =>
    opened.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const get = (url: string, headers: Record<string, string> = asAdmin) => opened.app.inject({ method: 'GET', url, headers });
  const subCategoryId = async (title: string) =>
    (await query<{ id: number }>('select sub_category_id as id from sub_category where title_primary = $1', [title]))[0]!.id;
  const newSubCategory = async (title: string, displayFlag = 'Y') =>
    (
      await query<{ id: number }>(
        'insert into sub_category (title_primary, display_flag) values ($1, $2) returning sub_category_id as id',
        [title, displayFlag],
      )
    )[0]!.id;

  const expectPrivate = (res: { headers: Record<string, unknown> }) => {
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toMatch(/\bCookie\b/);
  };
  const expectRefused = (res: { statusCode: number; json: () => unknown }, fields: Record<string, string>) => {
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; fields: Record<string, string> };
    expect(body.fields).toEqual(fields);
    for (const [name, reason] of Object.entries(fields)) expect(body.message).toContain(`${name} ${reason}`);
  };

  describe('GET /api/category/getAll', () => {
    it('answers every category, id and primary title, in display order then id, never stored', async () => {
      await query("insert into category (title_primary, display_flag, display_order) values ('पहली', 'N', -1)");
      const res = await get(apiPaths.categoryAll);
      expect(res.statusCode).toBe(200);
      expectPrivate(res);
      const list = res.json<unknown[]>().map((item) => categoryChoiceSchema.strict().parse(item));
      const rows = await query<{ categoryId: number; titlePrimary: string }>(
        'select category_id as "categoryId", title_primary as "titlePrimary" from category order by display_order, category_id',
      );
      expect(list).toEqual(rows);
      expect(list[0]!.titlePrimary).toBe('पहली');
    });
  });

  describe('POST /api/category', () => {
    it('creates a category with the spec defaults (empty texts and flags) and answers it (201)', async () => {
      const res = await post(apiPaths.category, { titlePrimary: '  नई श्रेणी ', categoryImage: null });
      expect(res.statusCode).toBe(201);
      expectPrivate(res);
      const saved = categorySchema.strict().parse(res.json());
      expect(saved).toMatchObject({
        titlePrimary: 'नई श्रेणी',
        titleSecondary: '',
        contentPrimary: '',
        contentSecondary: '',
        displayFlag: '',
        showSecondary: '',
        categoryImage: null,
      });
      const [row] = await query<{ title_primary: string }>('select title_primary from category where category_id = $1', [saved.categoryId]);
      expect(row?.title_primary).toBe('नई श्रेणी');
      // The chooser lists it at once.
      expect((await get(apiPaths.categoryAll)).json<{ categoryId: number }[]>().map((c) => c.categoryId)).toContain(saved.categoryId);
    });

    it('keeps every field the form sends (flags Y, N, R or empty)', async () => {
      const body = {
        titlePrimary: 'भक्ति',
        titleSecondary: 'Bhakti',
        contentPrimary: 'पंक्ति 1\nपंक्ति 2',
        contentSecondary: 'Line',
        displayFlag: 'R',
        showSecondary: 'Y',
      };
      const res = await post(apiPaths.category, body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject(body);
    });

    it('refuses a missing or blank title, a wrong flag, over-long fields and a body that is not an object, writing nothing', async () => {
      const before = await countOf('category');
      expectRefused(await post(apiPaths.category, {}), { titlePrimary: FIELD_REASONS.required });
      expectRefused(await post(apiPaths.category, { titlePrimary: ' \n ' }), { titlePrimary: FIELD_REASONS.required });
      expectRefused(await post(apiPaths.category, { titlePrimary: 'x', displayFlag: 'X', showSecondary: 'yes' }), {
        displayFlag: FIELD_REASONS.categoryFlag,
        showSecondary: FIELD_REASONS.categoryFlag,
      });
      expectRefused(
        await post(apiPaths.category, {
          titlePrimary: 'x'.repeat(ADMIN_TITLE_MAX_LENGTH + 1),
          contentPrimary: 'y'.repeat(ADMIN_TEXT_MAX_LENGTH + 1),
        }),
        {
          titlePrimary: FIELD_REASONS.tooLong(ADMIN_TITLE_MAX_LENGTH),
          contentPrimary: FIELD_REASONS.tooLong(ADMIN_TEXT_MAX_LENGTH),
        },
      );
      expectRefused(await post(apiPaths.category, { titlePrimary: 42 }), { titlePrimary: FIELD_REASONS.text });
      expectRefused(await post(apiPaths.category, [1, 2]), { body: FIELD_REASONS.object });
      expectRefused(await opened.app.inject({ method: 'POST', url: apiPaths.category, headers: asAdmin }), { body: FIELD_REASONS.object });
      expect(await countOf('category')).toBe(before);
    });

    it('accepts a title at the limit exactly, and removes control characters (NUL would fail in PostgreSQL)', async () => {
      const res = await post(apiPaths.category, { titlePrimary: 'क'.repeat(ADMIN_TITLE_MAX_LENGTH), contentPrimary: 'a\u0000b\tc\nd' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ contentPrimary: 'ab\tc\nd' });
    });
  });

  describe('POST /api/subcategory', () => {
    const categoryId = async () =>
      (await query<{ id: number }>("select category_id as id from category where title_primary = 'भजन'"))[0]!.id;

    it('creates a sub-category under the chosen category (its id as the form sends it: text), defaults Y and N', async () => {
      const parent = await categoryId();
      const res = await post(apiPaths.subCategoryCreate, {
        titlePrimary: 'शिव भजन',
        contentPrimary: 'शिव के भजन',
        subCategoryImage: 'shiv.png',
        category: { categoryId: String(parent) },
      });
      expect(res.statusCode).toBe(201);
      expectPrivate(res);
      const saved = subCategorySchema.strict().parse(res.json());
      expect(saved).toMatchObject({
        titlePrimary: 'शिव भजन',
        titleSecondary: null,
        contentSecondary: null,
        displayFlag: 'Y',
        showSecondary: 'N',
        subCategoryImage: 'shiv.png',
        displayOrder: 0,
        category: { categoryId: parent, titlePrimary: 'भजन' },
      });
      // Visible (Y): visitors see it on the home page.
      const publicList = (await get(apiPaths.subCategoryAll, {})).json<{ subCategoryId: number }[]>();
      expect(publicList.map((s) => s.subCategoryId)).toContain(saved.subCategoryId);
    });

    it("creates one without a parent when the chooser was left at 'Select an option' (missing, null or '')", async () => {
      for (const category of [undefined, null, {}, { categoryId: '' }, { categoryId: null }]) {
        const res = await post(apiPaths.subCategoryCreate, { titlePrimary: 'बिना श्रेणी', category });
        expect(res.statusCode, JSON.stringify(category)).toBe(201);
        expect(res.json<{ category: unknown }>().category).toBeNull();
      }
    });

    it('refuses an unknown parent, a wrong flag, a number that is not one, a path as image name, over-long fields; writes nothing', async () => {
      const before = await countOf('sub_category');
      expectRefused(await post(apiPaths.subCategoryCreate, { titlePrimary: 'x', category: { categoryId: 987_654 } }), {
        'category.categoryId': FIELD_REASONS.unknownCategory,
      });
      expectRefused(await post(apiPaths.subCategoryCreate, { titlePrimary: 'x', category: { categoryId: 'abc' } }), {
        'category.categoryId': FIELD_REASONS.id,
      });
      expectRefused(await post(apiPaths.subCategoryCreate, { titlePrimary: 'x', category: 'भजन' }), { category: FIELD_REASONS.object });
      expectRefused(await post(apiPaths.subCategoryCreate, { titlePrimary: 'x', displayFlag: '', showSecondary: 'n' }), {
        displayFlag: FIELD_REASONS.flag,
        showSecondary: FIELD_REASONS.flag,
      });
      expectRefused(await post(apiPaths.subCategoryCreate, { titlePrimary: 'x', displayOrder: 'first' }), {
        displayOrder: FIELD_REASONS.wholeNumber,
      });
      for (const name of ['../secret.png', 'a/b.png', '.hidden.png']) {
        expectRefused(await post(apiPaths.subCategoryCreate, { titlePrimary: 'x', subCategoryImage: name }), {
          subCategoryImage: FIELD_REASONS.fileName,
        });
      }
      expectRefused(await post(apiPaths.subCategoryCreate, { titleSecondary: 'y'.repeat(ADMIN_TITLE_MAX_LENGTH + 1) }), {
        titlePrimary: FIELD_REASONS.required,
        titleSecondary: FIELD_REASONS.tooLong(ADMIN_TITLE_MAX_LENGTH),
      });
      expect(await countOf('sub_category')).toBe(before);
    });

    it('a hidden (N) or under-review (R) sub-category is in the signed-in list only', async () => {
      const hidden = subCategorySchema.parse((await post(apiPaths.subCategoryCreate, { titlePrimary: 'छिपी', displayFlag: 'N' })).json());
      const review = subCategorySchema.parse((await post(apiPaths.subCategoryCreate, { titlePrimary: 'समीक्षा', displayFlag: 'R' })).json());

      const signedIn = await get(apiPaths.subCategoryAll);
      expect(signedIn.statusCode).toBe(200);
      expectPrivate(signedIn);
      const adminList = signedIn.json<unknown[]>().map((item) => subCategorySchema.strict().parse(item));
      expect(adminList.map((s) => s.subCategoryId)).toEqual(expect.arrayContaining([hidden.subCategoryId, review.subCategoryId]));
      const all = await query<{ id: number }>('select sub_category_id as id from sub_category order by display_order, sub_category_id');
      expect(adminList.map((s) => s.subCategoryId)).toEqual(all.map((r) => r.id));

      const signedOut = await get(apiPaths.subCategoryAll, {});
      expect(signedOut.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
      expect(String(signedOut.headers.vary)).toMatch(/\bCookie\b/);
      const publicIds = signedOut.json<{ subCategoryId: number; displayFlag: string }[]>();
      expect(publicIds.every((s) => s.displayFlag === 'Y')).toBe(true);
      expect(publicIds.map((s) => s.subCategoryId)).not.toContain(hidden.subCategoryId);
      expect(publicIds.map((s) => s.subCategoryId)).not.toContain(review.subCategoryId);
    });
  });

  describe('POST /api/content', () => {
    const form = (subCategoryId: number | string, extra: Record<string, unknown> = {}) => ({
      titlePrimary: 'आरती.श्री गणेश आरती',
      titleSecondary: 'Shri Ganesh Aarti',
      contentPrimary: 'जय गणेश जय गणेश जय गणेश देवा\nमाता जाकी पार्वती पिता महादेवा',
      contentSecondary: 'Jai Ganesh Jai Ganesh Jai Ganesh Deva',
      displayFlag: 'Y',
      showSecondary: 'Y',
      imagePath: '',
      audioPath: '/media/ganesh.mp3',
      videoPath: null,
      subCategoryImage: null,
      file: null,
      displayOrder: '3',
      bookPgNo: '',
      subCategory: { subCategoryId: String(subCategoryId), titlePrimary: 'आरती' },
      ...extra,
    });
    const search = async (term: string) =>
      (await get(apiPaths.searchFor(term), {}))
        .json<{ response: { docs: { contentId: number }[] } }>()
        .response.docs.map((d) => d.contentId);

    it('creates content (201) with numbers from text, the defaults, and its search columns: search finds it', async () => {
      const scid = await subCategoryId('आरती');
      const res = await post(apiPaths.contentSave, form(scid));
      expect(res.statusCode).toBe(201);
      expectPrivate(res);
      const saved = editableContentSchema.strict().parse(res.json());
      expect(saved.revision).toBe(1);
      expect(saved).toMatchObject({
        titlePrimary: 'आरती.श्री गणेश आरती',
        imagePath: null,
        audioPath: '/media/ganesh.mp3',
        videoPath: null,
        displayOrder: 3,
        bookPgNo: 0,
        subCategoryImage: null,
        file: null,
        subCategory: { subCategoryId: scid, titlePrimary: 'आरती' },
      });
      const [row] = await query<{ search_title: string | null }>('select search_title from content where content_id = $1', [
        saved.contentId,
      ]);
      expect(row?.search_title).toContain('गणेश');
      expect(await search('गणेश देवा')).toContain(saved.contentId);
      expect(await search('ganesh deva')).toContain(saved.contentId);
      // Public at once (Y in a Y sub-category).
      expect((await get(apiPaths.contentDetail(saved.contentId), {})).statusCode).toBe(200);
    });

    it('defaults the flags to Y and N and the numbers to 0 when the form leaves them out', async () => {
      const scid = await subCategoryId('आरती');
      const res = await post(apiPaths.contentSave, { titlePrimary: 'आरती.नई', subCategory: { subCategoryId: scid } });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        displayFlag: 'Y',
        showSecondary: 'N',
        displayOrder: 0,
        bookPgNo: 0,
        contentPrimary: '',
        titleSecondary: null,
        contentSecondary: null,
      });
    });

    it('updates the content contentId names (200), every field and its search columns, keeping the dotted title', async () => {
      const scid = await subCategoryId('आरती');
      const other = await subCategoryId('राम भजन');
      const created = editableContentSchema.parse(
        (await post(apiPaths.contentSave, form(scid, { titlePrimary: 'आरती.पुरानी ज़्क्ज़्' }))).json(),
      );
      expect(await search('पुरानी')).toContain(created.contentId);

      const res = await post(
        apiPaths.contentSave,
        form(other, {
          contentId: String(created.contentId),
          titlePrimary: 'आरती.नवीनतम',
          contentPrimary: 'नए शब्द',
          displayFlag: 'R',
          displayOrder: 9,
          bookPgNo: '12',
          imagePath: '/media/new.png',
        }),
      );
      expect(res.statusCode).toBe(200);
      expectPrivate(res);
      const updated = editableContentSchema.strict().parse(res.json());
      expect(updated.revision).toBe(created.revision + 1);
      expect(updated).toMatchObject({
        contentId: created.contentId,
        titlePrimary: 'आरती.नवीनतम',
        contentPrimary: 'नए शब्द',
        displayFlag: 'R',
        displayOrder: 9,
        bookPgNo: 12,
        imagePath: '/media/new.png',
        subCategory: { subCategoryId: other, titlePrimary: 'राम भजन' },
      });
      expect((await get(apiPaths.contentForEdit(created.contentId))).json()).toEqual(updated);
      // Search reads the new texts; R is not visible to visitors, so it is reindexed but not found publicly.
      const [row] = await query<{ search_title: string }>('select search_title from content where content_id = $1', [created.contentId]);
      expect(row!.search_title).toContain('नवीनतम');
      expect(row!.search_title).not.toContain('purani');
      expect(await countOf('content')).toBeGreaterThan(0);
    });

    it('answers 404 for an update of content that is not there, creating nothing', async () => {
      const before = await countOf('content');
      const res = await post(apiPaths.contentSave, form(await subCategoryId('आरती'), { contentId: 987_654 }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'There is no such bhajan.' });
      expect(await countOf('content')).toBe(before);
    });

    it('refuses each invalid field by the name the form gives it, and writes nothing', async () => {
      const scid = await subCategoryId('आरती');
      const before = await countOf('content');
      expectRefused(await post(apiPaths.contentSave, form(987_654)), { 'subCategory.subCategoryId': FIELD_REASONS.unknownSubCategory });
      expectRefused(await post(apiPaths.contentSave, form(scid, { subCategory: null })), {
        'subCategory.subCategoryId': FIELD_REASONS.required,
      });
      expectRefused(await post(apiPaths.contentSave, form(scid, { subCategory: { subCategoryId: '' } })), {
        'subCategory.subCategoryId': FIELD_REASONS.required,
      });
      expectRefused(await post(apiPaths.contentSave, form(scid, { subCategory: undefined })), {
        'subCategory.subCategoryId': FIELD_REASONS.required,
      });
      expectRefused(await post(apiPaths.contentSave, form(scid, { displayOrder: 'abc', bookPgNo: '1.5' })), {
        displayOrder: FIELD_REASONS.wholeNumber,
        bookPgNo: FIELD_REASONS.wholeNumber,
      });
      expectRefused(await post(apiPaths.contentSave, form(scid, { displayOrder: -1, bookPgNo: 2_147_483_648 })), {
        displayOrder: FIELD_REASONS.wholeNumber,
        bookPgNo: FIELD_REASONS.wholeNumber,
      });
      expectRefused(await post(apiPaths.contentSave, form(scid, { displayFlag: 'X', showSecondary: '' })), {
        displayFlag: FIELD_REASONS.flag,
        showSecondary: FIELD_REASONS.flag,
      });
      expectRefused(
        await post(
          apiPaths.contentSave,
          form(scid, { titlePrimary: '', contentPrimary: 'y'.repeat(ADMIN_TEXT_MAX_LENGTH + 1), audioPath: 'a'.repeat(1_001) }),
        ),
        {
          titlePrimary: FIELD_REASONS.required,
          contentPrimary: FIELD_REASONS.tooLong(ADMIN_TEXT_MAX_LENGTH),
          audioPath: FIELD_REASONS.tooLong(1_000),
        },
      );
      expectRefused(await post(apiPaths.contentSave, form(scid, { contentId: 'new' })), { contentId: FIELD_REASONS.id });
      expect(await countOf('content')).toBe(before);
    });

    it('is one transaction: a failure while saving leaves neither the content nor its search words', async () => {
      const scid = await subCategoryId('आरती');
      await query(`
        create function fail_forced_save() returns trigger language plpgsql as $$
        begin
          if new.title_primary like '%FORCEDFAILURE%' then raise exception 'forced failure'; end if;
          return new;
        end $$;
        create trigger fail_forced_save after insert or update on content for each row execute function fail_forced_save();`);
      try {
        const contentBefore = await countOf('content');
        const res = await post(apiPaths.contentSave, form(scid, { titlePrimary: 'आरती.FORCEDFAILURE qzxjvunique' }));
        expect(res.statusCode).toBe(500);
        expect(res.json<{ message: string }>().message).not.toMatch(/forced|trigger/);
        expect(await countOf('content')).toBe(contentBefore);
        expect(await query("select word from search_word where word like 'qzxjv%'")).toEqual([]);

        const existing = editableContentSchema.parse(
          (await post(apiPaths.contentSave, form(scid, { titlePrimary: 'आरती.बची हुई' }))).json(),
        );
        const failed = await post(
          apiPaths.contentSave,
          form(scid, { contentId: existing.contentId, titlePrimary: 'आरती.FORCEDFAILURE', contentPrimary: 'qzxjvother' }),
        );
        expect(failed.statusCode).toBe(500);
        expect((await get(apiPaths.contentForEdit(existing.contentId))).json()).toEqual(existing);
        expect(await query("select word from search_word where word like 'qzxjv%'")).toEqual([]);
      } finally {
        await query('drop trigger fail_forced_save on content; drop function fail_forced_save();');
      }
    });
  });

  describe('GET /api/content/nocache/{id}', () => {
    it('answers content whatever its flags or its sub-category’s, never stored', async () => {
      const [hidden] = await query<{ id: number }>("select content_id as id from content where display_flag = 'N' limit 1");
      const [inHidden] = await query<{ id: number }>(
        "select c.content_id as id from content c join sub_category s using (sub_category_id) where s.display_flag = 'N' limit 1",
      );
      for (const id of [hidden!.id, inHidden!.id]) {
        const res = await get(apiPaths.contentForEdit(id));
        expect(res.statusCode, String(id)).toBe(200);
        expectPrivate(res);
        expect(editableContentSchema.strict().parse(res.json()).contentId).toBe(id);
        // Visitors cannot see either.
        expect((await get(apiPaths.contentDetail(id), {})).statusCode).toBe(404);
      }
    });

    it('answers 404 for an unknown id and 400 for one that cannot be', async () => {
      expect((await get(apiPaths.contentForEdit(987_654))).statusCode).toBe(404);
      expect((await get('/api/content/nocache/abc')).statusCode).toBe(400);
    });
  });

  describe('GET /api/content/sccache/{scid}', () => {
    it('signed in: every content of the sub-category, any flag, the sub-category hidden or not; private', async () => {
      const hiddenSub = await subCategoryId('प्रार्थना');
      const res = await get(apiPaths.contentBySubCategory(hiddenSub));
      expect(res.statusCode).toBe(200);
      expectPrivate(res);
      const list = res.json<unknown[]>().map((item) => contentListEntrySchema.strict().parse(item));
      const rows = await query<{ id: number }>(
        'select content_id as id from content where sub_category_id = $1 order by display_order, content_id',
        [hiddenSub],
      );
      expect(list.map((c) => c.contentId)).toEqual(rows.map((r) => r.id));
      expect(list.length).toBeGreaterThan(0);
      // Signed out, the hidden sub-category is not there.
      expect((await get(apiPaths.contentBySubCategory(hiddenSub), {})).statusCode).toBe(404);
    });

    it('signed in, a visible sub-category lists its hidden content too; signed out only the visible, publicly cached', async () => {
      const scid = await subCategoryId('आरती');
      const all = (await get(apiPaths.contentBySubCategory(scid))).json<Content[]>();
      const signedOut = await get(apiPaths.contentBySubCategory(scid), {});
      expect(signedOut.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
      expect(String(signedOut.headers.vary)).toMatch(/\bCookie\b/);
      const visible = signedOut.json<Content[]>();
      expect(all.some((c) => c.displayFlag !== 'Y')).toBe(true);
      expect(visible.every((c) => c.displayFlag === 'Y')).toBe(true);
      expect(all.filter((c) => c.displayFlag === 'Y')).toEqual(visible);
    });

    it('signed in, still 404 for an unknown sub-category', async () => {
      expect((await get(apiPaths.contentBySubCategory(987_654))).statusCode).toBe(404);
    });
  });

  describe('GET /api/content/get/{scid}?page&size', () => {
    /** A sub-category with 23 content of every flag, display orders out of id order. */
    const listWith23 = async () => {
      const scid = await newSubCategory('पन्ने', 'R');
      for (let i = 0; i < 23; i++) {
        await query('insert into content (sub_category_id, title_primary, display_flag, display_order) values ($1, $2, $3, $4)', [
          scid,
          `पन्ने.भजन ${i}`,
          ['Y', 'N', 'R'][i % 3],
          (i * 7) % 5,
        ]);
      }
      const ordered = await query<{ id: number }>(
        'select content_id as id from content where sub_category_id = $1 order by display_order, content_id',
        [scid],
      );
      return { scid, ordered: ordered.map((r) => r.id) };
    };
    const page = async (scid: number, q: string) => {
      const res = await get(`/api/content/get/${scid}${q}`);
      expect(res.statusCode, q).toBe(200);
      expectPrivate(res);
      return pagedContentSchema.strict().parse(res.json());
    };

    it('pages through every content (any flag) in display order then id: first page and size 10 by default', async () => {
      const { scid, ordered } = await listWith23();
      const first = await page(scid, '');
      expect(first.totalElements).toBe(23);
      expect(first.content.map((c) => c.contentId)).toEqual(ordered.slice(0, 10));
      expect(new Set(first.content.map((c) => c.displayFlag))).toEqual(new Set(['Y', 'N', 'R']));

      const pages = [await page(scid, '?page=0&size=10'), await page(scid, '?page=1&size=10'), await page(scid, '?page=2&size=10')];
      expect(pages.map((p) => p.content.length)).toEqual([10, 10, 3]);
      expect(pages.flatMap((p) => p.content.map((c) => c.contentId))).toEqual(ordered);
      expect(apiPaths.contentPage(scid, 1, 20)).toBe(`/api/content/get/${scid}?page=1&size=20`);
      expect((await page(scid, '?page=1&size=20')).content.map((c) => c.contentId)).toEqual(ordered.slice(20));
      expect((await page(scid, '?size=50')).content.map((c) => c.contentId)).toEqual(ordered);
    });

    it('answers a page past the end as empty, with the total', async () => {
      const { scid } = await listWith23();
      expect(await page(scid, '?page=3&size=10')).toEqual({ content: [], totalElements: 23 });
      expect(await page(scid, '?page=999999999&size=50')).toEqual({ content: [], totalElements: 23 });
      expect(await page(await newSubCategory('खाली'), '')).toEqual({ content: [], totalElements: 0 });
    });

    it('refuses a size other than 10, 20 or 50 and a page that is not a whole number from 0 (400 with fields)', async () => {
      const scid = await subCategoryId('आरती');
      for (const size of ['15', '0', '100', 'ten', '-10']) {
        const res = await get(`/api/content/get/${scid}?size=${size}`);
        expectRefused(res, { size: 'must be one of 10, 20, 50' });
      }
      for (const p of ['-1', '1.5', 'x', '01', '1000000000']) {
        expectRefused(await get(`/api/content/get/${scid}?page=${p}`), { page: 'must be a whole number from 0 to 999999999' });
      }
      expectRefused(await get(`/api/content/get/${scid}?page=x&size=7`), {
        page: 'must be a whole number from 0 to 999999999',
        size: 'must be one of 10, 20, 50',
      });
    });

    it('answers 404 for an unknown sub-category and 400 for an id that cannot be one', async () => {
      expect((await get(apiPaths.contentPage(987_654, 0, 10))).statusCode).toBe(404);
      expect((await get('/api/content/get/0?page=0&size=10')).statusCode).toBe(400);
    });
  });
});

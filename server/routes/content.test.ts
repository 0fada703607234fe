import { describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE_CONTROL } from '../http/caching';
import { apiPaths, TOTAL_COUNT_HEADER } from '../../src/model/api-paths';
import { SEARCH_RESULTS_LIMIT, SEARCH_TERM_MAX_LENGTH, SUBCATEGORY_PAGE_SIZE, SUGGESTIONS_LIMIT } from '../../src/model/constants';
import { contentListEntrySchema, contentSchema, searchResponseSchema, type MatchedLine } from '../../src/model/entities';
import { SET_LIST_MAX_HYMNS } from '../../src/model/favourites';
import { importCatalogue } from '../services/catalogue-import';
import { reindexSearch } from '../services/search';
import { logQueries } from '../test/db';
import { seededApp } from '../test/seeded';

/** The seeded starter library (server/db/seed/library.ts) behind a real app. */
describe('content for visitors (seeded library)', () => {
  const seeded = seededApp();

  /** Ids by the title shown (the part of titlePrimary after the last dot). */
  const contentId = async (title: string) => {
    const { rows } = await seeded.database.pool.query<{ id: number }>(
      "select content_id as id from content where title_primary like '%.' || $1",
      [title],
    );
    expect(rows, title).toHaveLength(1);
    return rows[0]!.id;
  };
  const subCategoryId = async (title: string) => {
    const { rows } = await seeded.database.pool.query<{ id: number }>(
      'select sub_category_id as id from sub_category where title_primary = $1',
      [title],
    );
    return rows[0]!.id;
  };

  describe('GET /api/content/sccache/{scid}', () => {
    it('lists the visible content of a sub-category in display order, each in the Content shape without its lyrics', async () => {
      const id = await subCategoryId('आरती');
      const res = await seeded.app.inject(apiPaths.contentBySubCategory(id));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
      const list = res.json<unknown[]>().map((item) => contentListEntrySchema.strict().parse(item));
      expect(res.headers[TOTAL_COUNT_HEADER]).toBe(String(list.length));
      expect(list[0]!.titlePrimary).toBe('आरती.ॐ जय जगदीश हरे');
      expect(list.every((c) => c.displayFlag === 'Y' && c.subCategory?.subCategoryId === id && c.subCategory.titlePrimary === 'आरती')).toBe(
        true,
      );
      // 'गायत्री मंत्र (अर्थ सहित)' is flagged N in the seed.
      expect(list.map((c) => c.titlePrimary)).not.toContain('मंत्र.गायत्री मंत्र (अर्थ सहित)');
      const { rows } = await seeded.database.pool.query<{ n: number }>(
        "select count(*)::int as n from content where sub_category_id = $1 and display_flag = 'Y'",
        [id],
      );
      expect(list).toHaveLength(rows[0]!.n);
    });

    it(`pages a long list, ${SUBCATEGORY_PAGE_SIZE} at a time, with the total in a header; 400 for a page that cannot be one`, async () => {
      const { rows } = await seeded.database.pool.query<{ id: number }>(
        "insert into sub_category (title_primary) values ('लंबी सूची') returning sub_category_id as id",
      );
      const id = rows[0]!.id;
      const before = 5;
      await seeded.database.pool.query(
        "insert into content (sub_category_id, title_primary, content_primary, display_order) select $1, 'पन्ना.पंक्ति ' || g, 'पंक्ति', g from generate_series(1, $2::int) g",
        [id, 2 * SUBCATEGORY_PAGE_SIZE + before],
      );
      try {
        const total = before + 2 * SUBCATEGORY_PAGE_SIZE;
        const pages = await Promise.all([0, 1, 2, 3].map((page) => seeded.app.inject(apiPaths.contentBySubCategory(id, page))));
        expect(pages.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
        expect(pages.map((res) => res.headers[TOTAL_COUNT_HEADER])).toEqual(Array(4).fill(String(total)));
        const lists = pages.map((res) => res.json<{ contentId: number; titlePrimary: string }[]>());
        expect(lists.map((list) => list.length)).toEqual([SUBCATEGORY_PAGE_SIZE, SUBCATEGORY_PAGE_SIZE, before, 0]);
        expect(lists[2]!.at(-1)!.titlePrimary).toBe(`पन्ना.पंक्ति ${total}`);
        expect(new Set(lists.flat().map((hymn) => hymn.contentId)).size).toBe(total);
        for (const page of ['-1', '1.5', 'abc', '1000000', '']) {
          const res = await seeded.app.inject(`${apiPaths.contentBySubCategory(id)}?page=${page}`);
          expect(res.statusCode, page).toBe(400);
          expect(res.json<{ message: string }>().message, page).toMatch(/page/);
        }
      } finally {
        await seeded.database.pool.query('delete from content where sub_category_id = $1', [id]);
        await seeded.database.pool.query('delete from sub_category where sub_category_id = $1', [id]);
      }
    });

    it('orders by display order, then id', async () => {
      const id = await subCategoryId('कबीर वाणी');
      const { rows } = await seeded.database.pool.query<{ content_id: number }>(
        "select content_id from content where sub_category_id = $1 and display_flag = 'Y' order by display_order, content_id",
        [id],
      );
      await seeded.database.pool.query('update content set display_order = 0 where content_id = $1', [rows.at(-1)!.content_id]);
      const list = (await seeded.app.inject(apiPaths.contentBySubCategory(id))).json<{ contentId: number }[]>();
      expect(list[0]!.contentId).toBe(rows.at(-1)!.content_id);
      expect(list.slice(1).map((c) => c.contentId)).toEqual(rows.slice(0, -1).map((r) => r.content_id));
    });

    it('answers an empty list for a visible sub-category without visible content', async () => {
      const { rows } = await seeded.database.pool.query<{ id: number }>(
        "insert into sub_category (title_primary) values ('नया') returning sub_category_id as id",
      );
      const res = await seeded.app.inject(apiPaths.contentBySubCategory(rows[0]!.id));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
      await seeded.database.pool.query('delete from sub_category where sub_category_id = $1', [rows[0]!.id]);
    });

    it('answers 404 for a hidden or unknown sub-category, and 400 for ids that cannot be one', async () => {
      for (const id of [await subCategoryId('प्रार्थना'), 987_654]) {
        const res = await seeded.app.inject(apiPaths.contentBySubCategory(id));
        expect(res.statusCode, String(id)).toBe(404);
        expect(res.json()).toEqual({ message: 'There is no such sub-category.' });
      }
      for (const id of ['x', '0', '-3', '2.5', '1e400', '0x1', '2147483648']) {
        const res = await seeded.app.inject(`/api/content/sccache/${id}`);
        expect(res.statusCode, id).toBe(400);
        expect(res.json<{ message: string }>().message).toMatch(/^Invalid params: scid/);
      }
    });
  });

  describe('GET /api/content/v3/{id}', () => {
    it('answers one hymn with its sub-category, revalidated by browsers and kept a minute by a CDN', async () => {
      const id = await contentId('श्री हनुमान चालीसा');
      const res = await seeded.app.inject(apiPaths.contentDetail(id));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
      const hymn = contentSchema.strict().parse(res.json());
      expect(hymn).toMatchObject({
        contentId: id,
        titlePrimary: 'चालीसा.श्री हनुमान चालीसा',
        titleSecondary: 'Shri Hanuman Chalisa',
        showSecondary: 'Y',
        audioPath: '/media/tanpura-drone-c.mp3',
        subCategory: { subCategoryId: await subCategoryId('चालीसा और स्तुति'), titlePrimary: 'चालीसा और स्तुति' },
        subCategoryImage: null,
        file: null,
        bookPgNo: 12,
        // The version the reader reads: a correction they suggest names it.
        revision: 1,
      });
      expect(hymn.contentPrimary).toContain('जय हनुमान ज्ञान गुन सागर');
      // Lines and verses are kept as written.
      expect(hymn.contentPrimary).toContain('\n\n');
    });

    it('accepts a short sid and answers the same; refuses a long one', async () => {
      const id = await contentId('श्री हनुमान चालीसा');
      const plain = await seeded.app.inject(apiPaths.contentDetail(id));
      const withSid = await seeded.app.inject(apiPaths.contentDetail(id, '42'));
      expect(withSid.statusCode).toBe(200);
      expect(withSid.json()).toEqual(plain.json());
      const long = await seeded.app.inject(apiPaths.contentDetail(id, 'x'.repeat(101)));
      expect(long.statusCode).toBe(400);
      expect(long.json<{ message: string }>().message).toMatch(/sid/);
    });

    it('answers 404 for content flagged N or R, content of a hidden sub-category, and unknown ids', async () => {
      const ids = [
        await contentId('गायत्री मंत्र (अर्थ सहित)'), // N
        await contentId('श्री शिव चालीसा'), // R
        await contentId('असतो मा सद्गमय'), // in the hidden sub-category प्रार्थना
        2_000_000,
      ];
      for (const id of ids) {
        const res = await seeded.app.inject(apiPaths.contentDetail(id));
        expect(res.statusCode, String(id)).toBe(404);
        expect(res.json()).toEqual({ message: 'There is no such bhajan.' });
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });

    it('answers 400 for ids that cannot be one, never 500', async () => {
      for (const id of ['abc', '0', '-1', '1.5', '1e2', 'Infinity', '2147483648', '9'.repeat(30), 'null']) {
        const res = await seeded.app.inject(`/api/content/v3/${id}`);
        expect(res.statusCode, id).toBe(400);
        expect(res.json<{ message: string }>().message).toMatch(/^Invalid params: id/);
      }
    });
  });

  describe('GET /api/content/titles?ids=', () => {
    const titlesOf = async (ids: readonly (number | string)[]) => {
      const res = await seeded.app.inject(apiPaths.contentTitlesFor(ids));
      expect(res.statusCode, ids.join('.')).toBe(200);
      return res.json<unknown>();
    };

    it('answers the titles of the hymns asked for, in the order asked, each once, with the catalogue’s caching', async () => {
      const chalisa = await contentId('श्री हनुमान चालीसा');
      const aarti = await contentId('ॐ जय जगदीश हरे');
      const res = await seeded.app.inject(apiPaths.contentTitlesFor([aarti, chalisa, aarti]));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
      expect(res.json()).toEqual([
        { contentId: aarti, titlePrimary: 'आरती.ॐ जय जगदीश हरे' },
        { contentId: chalisa, titlePrimary: 'चालीसा.श्री हनुमान चालीसा' },
      ]);
      expect(await titlesOf([chalisa, aarti])).toEqual([
        { contentId: chalisa, titlePrimary: 'चालीसा.श्री हनुमान चालीसा' },
        { contentId: aarti, titlePrimary: 'आरती.ॐ जय जगदीश हरे' },
      ]);
    });

    it('leaves out what visitors may not see (flagged N or R, in a hidden sub-category) and ids that are not there', async () => {
      const chalisa = await contentId('श्री हनुमान चालीसा');
      const hidden = [
        await contentId('गायत्री मंत्र (अर्थ सहित)'), // N
        await contentId('श्री शिव चालीसा'), // R
        await contentId('असतो मा सद्गमय'), // in the hidden sub-category प्रार्थना
      ];
      expect(await titlesOf([...hidden, 2_000_000, chalisa])).toEqual([{ contentId: chalisa, titlePrimary: 'चालीसा.श्री हनुमान चालीसा' }]);
      expect(await titlesOf([2_000_000])).toEqual([]);
    });

    it(`takes up to ${SET_LIST_MAX_HYMNS} ids in one query, and keeps the answer in memory until one of its hymns changes`, async () => {
      const { rows } = await seeded.database.pool.query<{ id: number }>('select content_id as id from content order by content_id');
      const ids = [...rows.map((row) => row.id), ...Array.from({ length: SET_LIST_MAX_HYMNS }, (_, i) => 1_000_000 + i)].slice(
        0,
        SET_LIST_MAX_HYMNS,
      );
      const log = logQueries(seeded.database.pool);
      let first: unknown;
      try {
        first = await titlesOf(ids);
        expect(log.texts).toHaveLength(1);
        // Answered from memory.
        expect(await titlesOf(ids)).toEqual(first);
        expect(log.texts).toHaveLength(1);
      } finally {
        log.stop();
      }
      // An editor's change to any one of them (here by hand: the database says what changed) drops it.
      const chalisa = await contentId('श्री हनुमान चालीसा');
      expect(ids).toContain(chalisa);
      await seeded.database.pool.query("update content set title_primary = 'चालीसा.श्री हनुमान चालीसा (नया)' where content_id = $1", [
        chalisa,
      ]);
      try {
        await expect
          .poll(async () => ((await titlesOf(ids)) as { contentId: number; titlePrimary: string }[]).find((t) => t.contentId === chalisa))
          .toEqual({ contentId: chalisa, titlePrimary: 'चालीसा.श्री हनुमान चालीसा (नया)' });
      } finally {
        await seeded.database.pool.query("update content set title_primary = 'चालीसा.श्री हनुमान चालीसा' where content_id = $1", [chalisa]);
      }
    });

    it(`answers 400 with a message for ids that cannot be ids, none, or more than ${SET_LIST_MAX_HYMNS}, never 500`, async () => {
      const tooMany = Array.from({ length: SET_LIST_MAX_HYMNS + 1 }, (_, i) => i + 1).join('.');
      const cases: [string, RegExp][] = [
        ['', /^Invalid querystring: ids/],
        ['?ids=', /ids must be whole numbers/],
        ['?ids=abc', /ids must be whole numbers/],
        ['?ids=1..2', /ids must be whole numbers/],
        ['?ids=1.0', /ids must be whole numbers/],
        ['?ids=1,2', /ids must be whole numbers/],
        ['?ids=-1', /ids must be whole numbers/],
        ['?ids=1e3', /ids must be whole numbers/],
        ['?ids=2147483648', /ids must be whole numbers/],
        ['?ids=1.', /ids must be whole numbers/],
        ['?ids=1&ids=2', /ids must be text/],
        [`?ids=${tooMany}`, new RegExp(`ids can name at most ${SET_LIST_MAX_HYMNS} ids`)],
        [`?ids=${'9'.repeat(5_000)}`, new RegExp(`ids can name at most ${SET_LIST_MAX_HYMNS} ids`)],
      ];
      for (const [query, message] of cases) {
        const res = await seeded.app.inject(`${apiPaths.contentTitles}${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json<{ message: string }>().message, query).toMatch(message);
      }
    });
  });

  describe('GET /api/content/search', () => {
    const search = async (term: string) => {
      const res = await seeded.app.inject(apiPaths.searchFor(term));
      expect(res.statusCode, term).toBe(200);
      return searchResponseSchema.parse(res.json()).response;
    };
    /** The result titled `titlePrimary` of a search for `term`. */
    const result = async (term: string, titlePrimary: string) => {
      const found = (await search(term)).docs.find((doc) => doc.titlePrimary === titlePrimary);
      expect(found, `${term}: ${titlePrimary}`).toBeDefined();
      return found!;
    };
    /** A matched line's marked words, as the page marks them. */
    const marked = ({ text, marks }: MatchedLine) => marks.map(([start, end]) => text.slice(start, end));
    const titles = async (term: string) => (await search(term)).docs.map((d) => d.titlePrimary);
    const searchesOf = async (term: string) => {
      await seeded.events.flush();
      const { rows } = await seeded.database.pool.query<{ result_count: number }>(
        "select result_count from analytics_event where kind = 'search' and search_term = $1 order by id",
        [term],
      );
      return rows.map((r) => r.result_count);
    };

    it('finds hymns typed in Latin letters the way people type Hindi', async () => {
      expect((await titles('hanuman chalisa'))[0]).toBe('चालीसा.श्री हनुमान चालीसा');
      expect((await titles('om jai jagdish hare'))[0]).toBe('आरती.ॐ जय जगदीश हरे');
      expect((await titles('shri ram')).slice(0, 2)).toEqual(
        expect.arrayContaining(['राम.श्री रामचन्द्र कृपालु भजु मन', 'राम धुन.श्रीराम जय राम जय जय राम']),
      );
      expect((await titles('Shree Hanumaan Chaaleesa'))[0]).toBe('चालीसा.श्री हनुमान चालीसा');
      expect((await titles('raghupati raghav raja ram'))[0]).toBe('राम धुन.रघुपति राघव राजा राम');
      expect((await titles('jhini chadariya'))[0]).toBe('कबीर.झीनी झीनी बीनी चदरिया');
    });

    it('finds hymns by Devanagari words, in titles and in lyrics', async () => {
      const hanuman = await titles('हनुमान');
      expect(hanuman).toEqual(expect.arrayContaining(['चालीसा.श्री हनुमान चालीसा', 'हनुमान.संकटमोचन हनुमान अष्टक', 'हनुमान.श्री हनुमान वंदना']));
      expect((await titles('माखन'))[0]).toBe('सूरदास.मैया मोरी मैं नहिं माखन खायो');
      // A line of the lyrics only.
      expect(await titles('ज्ञान गुन सागर')).toContain('चालीसा.श्री हनुमान चालीसा');
    });

    it('finds a title despite a typo, and lyrics despite a typo when nothing else matches', async () => {
      expect((await titles('hanumn chalisa'))[0]).toBe('चालीसा.श्री हनुमान चालीसा');
      expect((await titles('jagdis hre'))[0]).toBe('आरती.ॐ जय जगदीश हरे');
      expect(await titles('gyan gun sagr')).toContain('चालीसा.श्री हनुमान चालीसा');
    });

    it('ranks title matches before lyrics matches', async () => {
      const result = await titles('चालीसा');
      expect(result.slice(0, 2).sort()).toEqual(['चालीसा.श्री दुर्गा चालीसा', 'चालीसा.श्री हनुमान चालीसा'].sort());
    });

    it('gives the line of the lyrics the words were found in, with each of them marked', async () => {
      const chalisa = await result('ज्ञान गुन सागर', 'चालीसा.श्री हनुमान चालीसा');
      expect(chalisa.matchedLine).toEqual({
        text: 'जय हनुमान ज्ञान गुन सागर । जय कपीस तिहुँ लोक उजागर ॥',
        field: 'lyrics',
        marks: [
          [10, 15],
          [16, 19],
          [20, 24],
        ],
      });
      expect(marked(chalisa.matchedLine!)).toEqual(['ज्ञान', 'गुन', 'सागर']);
      // Every word that matches is marked, in the line with the most of the term's words.
      const kapis = await result('jai kapis', 'चालीसा.श्री हनुमान चालीसा');
      expect(kapis.matchedLine?.text).toBe('जय हनुमान ज्ञान गुन सागर । जय कपीस तिहुँ लोक उजागर ॥');
      expect(marked(kapis.matchedLine!)).toEqual(['जय', 'जय', 'कपीस']);
      // The last word may be only begun, as search takes it.
      expect(marked((await result('makhan rot', 'सूरदास.मैया कबहिं बढ़ैगी चोटी')).matchedLine!)).toEqual(['माखन', 'रोटी']);
    });

    it('finds the line of Devanagari lyrics for words typed in Latin letters, misspelt, or as first letters', async () => {
      const line = 'जय हनुमान ज्ञान गुन सागर । जय कपीस तिहुँ लोक उजागर ॥';
      const latin = await result('gyan gun sagar', 'चालीसा.श्री हनुमान चालीसा');
      expect(latin.matchedLine).toMatchObject({ text: line, field: 'lyrics' });
      expect(marked(latin.matchedLine!)).toEqual(['ज्ञान', 'गुन', 'सागर']);
      // 'sagr' was corrected to 'sagar': the line is found by the corrected word.
      expect(marked((await result('gyan gun sagr', 'चालीसा.श्री हनुमान चालीसा')).matchedLine!)).toEqual(['ज्ञान', 'गुन', 'सागर']);
      // The first letters of स्वामी जय शिव ओंकारा.
      const initials = (await result('sjso', 'आरती.ॐ जय शिव ओंकारा')).matchedLine!;
      expect(initials.field).toBe('lyrics');
      expect(marked(initials)).toEqual(['स्वामी', 'जय', 'शिव', 'ओंकारा']);
    });

    it('gives no line for a hymn found by its title (shown already), however it was spelt', async () => {
      for (const term of ['shri hanuman chalisa', 'हनुमान चालीसा', 'hanumn chalisa', 'ojso']) {
        const found = await search(term);
        expect(found.docs[0], term).toBeDefined();
        expect(found.docs[0], term).not.toHaveProperty('matchedLine');
      }
      // A title match stays one even where the lyrics hold the words too.
      expect(await result('om jai jagdish hare', 'आरती.ॐ जय जगदीश हरे')).toEqual({
        contentId: await contentId('ॐ जय जगदीश हरे'),
        titlePrimary: 'आरती.ॐ जय जगदीश हरे',
      });
    });

    it('gives a line of the secondary text only where the hymn page shows it, and none when the lyrics do not have the words', async () => {
      const subCategory = { subCategoryId: await subCategoryId('कबीर वाणी') };
      const meaning = 'The weaver wove a fine shawl of the breath, and kept it spotless';
      await importCatalogue(seeded.database.db, async function* () {
        for (const [key, showSecondary] of [
          ['line-shown', 'Y'],
          ['line-hidden', 'N'],
        ] as const) {
          yield JSON.stringify({
            key,
            titlePrimary: `जाँच.${key === 'line-shown' ? 'बुनकर' : 'जुलाहा'}`,
            titleSecondary: 'Spotless',
            contentPrimary: 'झीनी झीनी बीनी चदरिया\nकाहे कै ताना काहे कै भरनी',
            contentSecondary: `Meaning\n${meaning}`,
            showSecondary,
            subCategory,
          });
        }
      });
      try {
        const shown = await result('weaver shawl', 'जाँच.बुनकर');
        expect(shown.matchedLine).toMatchObject({ text: meaning, field: 'secondary' });
        expect(marked(shown.matchedLine!)).toEqual(['weaver', 'shawl']);
        // The same words in a secondary text the page hides: found, but no line to show.
        expect(await result('weaver shawl', 'जाँच.जुलाहा')).not.toHaveProperty('matchedLine');
        // The lyrics before their transliteration, the first line that has the words.
        expect((await result('jhini chadariya', 'जाँच.बुनकर')).matchedLine).toMatchObject({
          text: 'झीनी झीनी बीनी चदरिया',
          field: 'lyrics',
        });
        // Words in the titles and the lyrics, none of them in one line that has more: the lyric line with one.
        expect(marked((await result('spotless tana', 'जाँच.बुनकर')).matchedLine!)).toEqual(['ताना']);
        // Every word in the (secondary) titles: a title match.
        expect(await result('spotless', 'जाँच.बुनकर')).not.toHaveProperty('matchedLine');
      } finally {
        await seeded.database.pool.query("delete from content where external_key like 'line-%'");
      }
    });

    it('finds only visible content (Y, in a Y sub-category)', async () => {
      // Flagged R, flagged N, and in the hidden sub-category प्रार्थना.
      expect(await titles('shiv chalisa')).not.toContain('चालीसा.श्री शिव चालीसा');
      expect(await titles('gayatri mantra')).not.toContain('मंत्र.गायत्री मंत्र (अर्थ सहित)');
      expect(await titles('gayatri mantra')).toContain('मंत्र.गायत्री मंत्र');
      expect(await titles('asato ma sadgamaya')).not.toContain('शांति मंत्र.असतो मा सद्गमय');
      expect(await titles('सद्गमय')).not.toContain('शांति मंत्र.असतो मा सद्गमय');
      expect(await titles('guru brahma')).not.toContain('प्रार्थना.गुरुर्ब्रह्मा गुरुर्विष्णुः');
      // The same searches find them once their sub-category is shown.
      await seeded.database.pool.query("update sub_category set display_flag = 'Y' where title_primary = 'प्रार्थना'");
      try {
        expect((await titles('asato ma sadgamaya'))[0]).toBe('शांति मंत्र.असतो मा सद्गमय');
      } finally {
        await seeded.database.pool.query("update sub_category set display_flag = 'N' where title_primary = 'प्रार्थना'");
      }
    });

    it('answers an empty result for a blank or missing term, without recording it', async () => {
      for (const url of [apiPaths.searchFor(''), apiPaths.searchFor('   '), apiPaths.search]) {
        const res = await seeded.app.inject(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.json(), url).toEqual({ response: { numFound: 0, docs: [] } });
      }
      await seeded.events.flush();
      const { rows } = await seeded.database.pool.query<{ n: number }>(
        "select count(*)::int as n from analytics_event where kind = 'search' and trim(search_term) = ''",
      );
      expect(rows[0]!.n).toBe(0);
    });

    it('records each search with its term (trimmed) and result count', async () => {
      const found = await search('  Madhurashtakam ');
      expect(found.numFound).toBeGreaterThan(0);
      await search('zzqqxx');
      expect(await searchesOf('Madhurashtakam')).toEqual([found.numFound]);
      expect(await searchesOf('zzqqxx')).toEqual([0]);
      await seeded.app.inject({ method: 'HEAD', url: apiPaths.searchFor('Madhurashtakam') });
      expect(await searchesOf('Madhurashtakam')).toHaveLength(1);
    });

    it('answers a term of punctuation only with nothing, and a term with control characters safely', async () => {
      expect(await search('!!! ...')).toEqual({ numFound: 0, docs: [] });
      expect((await search('hanuman\u0000 chalisa')).docs[0]?.titlePrimary).toBe('चालीसा.श्री हनुमान चालीसा');
      expect(await searchesOf('hanuman chalisa')).toHaveLength(2);
    });

    it(`caps the results at ${SEARCH_RESULTS_LIMIT}, and counts them all`, async () => {
      const parent = await subCategoryId('कबीर वाणी');
      await seeded.database.pool.query(
        "insert into content (sub_category_id, title_primary, content_primary) select $1, 'जाँच.परीक्षा भजन ' || g, 'पंक्ति' from generate_series(1, $2::int) g",
        [parent, SEARCH_RESULTS_LIMIT + 5],
      );
      await reindexSearch(seeded.database.db, { onlyMissing: true });
      try {
        const found = await search('pariksha');
        expect(found.numFound).toBe(SEARCH_RESULTS_LIMIT + 5);
        expect(found.docs).toHaveLength(SEARCH_RESULTS_LIMIT);
        expect(new Set(found.docs.map((d) => d.contentId)).size).toBe(SEARCH_RESULTS_LIMIT);
      } finally {
        await seeded.database.pool.query("delete from content where title_primary like 'जाँच.%'");
      }
    });

    it('is cached for 60 s', async () => {
      const res = await seeded.app.inject(apiPaths.searchFor('ram'));
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    });

    it('answers a HEAD revalidation 304 as it does a GET (once a 500: the ETag hook left Fastify a null HEAD body)', async () => {
      const { etag } = (await seeded.app.inject(apiPaths.searchFor('ram'))).headers;
      for (const tag of [etag as string, '*']) {
        const head = await seeded.app.inject({ method: 'HEAD', url: apiPaths.searchFor('ram'), headers: { 'if-none-match': tag } });
        expect(head.statusCode, tag).toBe(304);
        expect(head.headers.etag, tag).toBe(etag);
        expect(head.body, tag).toBe('');
      }
    });

    it(`answers 400 for a term over ${SEARCH_TERM_MAX_LENGTH} characters or given twice`, async () => {
      expect((await seeded.app.inject(apiPaths.searchFor('र'.repeat(SEARCH_TERM_MAX_LENGTH)))).statusCode).toBe(200);
      const long = await seeded.app.inject(apiPaths.searchFor('र'.repeat(SEARCH_TERM_MAX_LENGTH + 1)));
      expect(long.statusCode).toBe(400);
      expect(long.json<{ message: string }>().message).toMatch(/term/);
      expect((await seeded.app.inject('/api/content/search?term=a&term=b')).statusCode).toBe(400);
    });
  });

  describe('GET /api/content/suggest', () => {
    const suggest = async (term: string) => {
      const res = await seeded.app.inject(apiPaths.suggestionsFor(term));
      expect(res.statusCode, term).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      return res.json<{ suggestions: { contentId: number; titlePrimary: string }[] }>().suggestions.map((s) => s.titlePrimary);
    };

    it(`suggests up to ${SUGGESTIONS_LIMIT} titles for a term being typed, in Latin or Devanagari letters`, async () => {
      expect(await suggest('hanu')).toEqual(
        expect.arrayContaining(['चालीसा.श्री हनुमान चालीसा', 'हनुमान.संकटमोचन हनुमान अष्टक', 'हनुमान.श्री हनुमान वंदना']),
      );
      expect(await suggest('हनु')).toContain('चालीसा.श्री हनुमान चालीसा');
      expect((await suggest('hanuman chal'))[0]).toBe('चालीसा.श्री हनुमान चालीसा');
      expect((await suggest('om jai jag'))[0]).toBe('आरती.ॐ जय जगदीश हरे');
      expect((await suggest('s')).length).toBe(0);
      expect((await suggest('ra')).length).toBeGreaterThan(0);
      expect((await suggest('ra')).length).toBeLessThanOrEqual(SUGGESTIONS_LIMIT);
      // Titles only: a word of the lyrics alone suggests nothing.
      expect(await suggest('ज्ञान गुन सागर')).toEqual([]);
    });

    it('suggests nothing for a blank term, hides hidden hymns, and records no search', async () => {
      expect(await suggest('   ')).toEqual([]);
      expect((await seeded.app.inject(apiPaths.suggestions)).json()).toEqual({ suggestions: [] });
      expect(await suggest('shiv chal')).not.toContain('चालीसा.श्री शिव चालीसा');
      await seeded.events.flush();
      const { rows } = await seeded.database.pool.query<{ n: number }>(
        "select count(*)::int as n from analytics_event where kind = 'search' and search_term in ('hanu', 'shiv chal')",
      );
      expect(rows[0]!.n).toBe(0);
    });

    it(`answers 400 for a term over ${SEARCH_TERM_MAX_LENGTH} characters or given twice`, async () => {
      const long = await seeded.app.inject(apiPaths.suggestionsFor('र'.repeat(SEARCH_TERM_MAX_LENGTH + 1)));
      expect(long.statusCode).toBe(400);
      expect(long.json<{ message: string }>().message).toMatch(/term/);
      expect((await seeded.app.inject(`${apiPaths.suggestions}?term=a&term=b`)).statusCode).toBe(400);
    });
  });
});

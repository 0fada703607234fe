/**
 * The public pages as the server answers them, read as raw HTML (what search engines, link
 * previews and a browser without JavaScript get): status, head, structured data, the page's own
 * text and links, what each view counts, and pages kept in memory changing when the catalogue does.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/model/api-paths';
import {
  PREVIEW_IMAGE_HEIGHT,
  PREVIEW_IMAGE_MAX_BYTES,
  PREVIEW_IMAGE_WIDTH,
  SEARCH_TERM_MAX_LENGTH,
  SUBCATEGORY_PAGE_SIZE,
} from '../../src/model/constants';
import type { Content } from '../../src/model/entities';
import { FAVOURITES_TEXTS } from '../../src/model/favouritesTexts';
import { MESSAGES, pageTitle, SITE_TEXTS } from '../../src/model/messages';
import { paths, previewImagePaths } from '../../src/model/paths';
import { cleanSearchTerm } from '../../src/model/plainText';
import { displayTitle } from '../../src/model/title';
import { createDatabase } from '../db/connect';
import { seed } from '../db/seed';
import { CATALOGUE_CACHE_CONTROL, CDN_CACHE_CONTROL, COUNTED_CACHE_CONTROL, PER_HOST_CACHE_CONTROL } from '../http/caching';
import { createEventRecorder, type EventRecorder } from '../services/events';
import { asAdmin } from '../test/admin';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { createPageApp, HTML, readPage as read } from '../test/pages';

const SITE = 'https://bhajan.example';
const ofType = (items: Record<string, unknown>[], type: string) => items.find((item) => item['@type'] === type);

describe('server-rendered public pages', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let events: EventRecorder;
  let close: () => Promise<void>;
  const query = async <T extends object>(text: string, values: unknown[] = []) => (await database.pool.query<T>(text, values)).rows;
  const page = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers: { ...HTML, ...headers } });
  const hymnByTitle = async (title: string) => {
    const [row] = await query<{ id: number }>("select content_id as id from content where title_primary like '%' || $1", [title]);
    return (await app.inject(apiPaths.contentDetail(row!.id))).json<Content>();
  };
  const eventsOf = async (kind: string) => {
    await events.flush();
    return query<{ sub_category_id: number | null; search_term: string | null; result_count: number | null }>(
      'select sub_category_id, search_term, result_count from analytics_event where kind = $1 order by id',
      [kind],
    );
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    events = createEventRecorder(database.db, { flushIntervalMs: 60_000 });
    const test = await createPageApp(database.db, { events }, { SITE_URL: SITE });
    ({ app, close } = test);
    await seed(database.db, test.dataDir);
  });
  afterAll(async () => {
    await close?.();
    await database?.close();
  });

  describe('a hymn', () => {
    it('is complete in the first answer: title, lyrics, breadcrumb, in Hindi, with its head for search engines and previews', async () => {
      const hymn = await hymnByTitle('श्री हनुमान चालीसा');
      const res = await page(paths.content(hymn.contentId));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
      expect(res.headers['cdn-cache-control']).toBe(CDN_CACHE_CONTROL);
      const html = read(res.body);
      const title = displayTitle(hymn.titlePrimary);
      const firstLine = hymn.contentPrimary
        .split('\n')
        .find((line) => line.trim())!
        .trim();

      expect(html.lang).toBe('hi');
      expect(html.title).toBe(pageTitle.content(title, hymn.titleSecondary, 'Bhajan Sangrah'));
      expect(html.description.startsWith(firstLine)).toBe(true);
      expect(html.description.length).toBeLessThanOrEqual(160);
      expect(html.canonical).toBe(`${SITE}${paths.content(hymn.contentId)}`);
      expect(html.robots).toBeUndefined();

      // What a reader without JavaScript sees: the title, every lyric line, the breadcrumb's links.
      // The title's words are in a span of their own (kept clear of the floating Feedback button).
      expect(html.root).toMatch(new RegExp(`<h1[^>]*lang="hi"[^>]*><span>${title}</span></h1>`));
      for (const line of hymn.contentPrimary.split('\n').filter((l) => l.trim())) expect(html.text).toContain(line.trim());
      expect(html.root).toContain(`href="${paths.subCategory(hymn.subCategory!.subCategoryId)}"`);
      expect(html.root).toContain(`href="${paths.home}"`);

      // Link previews (WhatsApp, Facebook, X).
      expect(html.meta('og:title')).toBe(html.title);
      expect(html.meta('og:description')).toBe(html.description);
      expect(html.meta('og:url')).toBe(html.canonical);
      expect(html.meta('og:type')).toBe('article');
      expect(html.meta('og:locale')).toBe('hi_IN');
      expect(html.meta('og:image')).toBe(`${SITE}${previewImagePaths.content(hymn.contentId)}`);
      expect(html.meta('og:image:width')).toBe(String(PREVIEW_IMAGE_WIDTH));
      expect(html.meta('og:image:height')).toBe(String(PREVIEW_IMAGE_HEIGHT));
      expect(html.meta('twitter:card')).toBe('summary_large_image');
      expect(html.meta('twitter:image')).toBe(html.meta('og:image'));

      // Structured data: the hymn with its lyrics, and where it sits.
      const composition = ofType(html.jsonLd, 'MusicComposition')!;
      expect(composition).toMatchObject({ name: title, inLanguage: 'hi', url: html.canonical, alternateName: hymn.titleSecondary });
      expect((composition.lyrics as { text: string }).text).toBe(hymn.contentPrimary);
      const breadcrumb = ofType(html.jsonLd, 'BreadcrumbList')! as { itemListElement: { position: number; name: string; item: string }[] };
      expect(breadcrumb.itemListElement.map(({ position, name, item }) => ({ position, name, item }))).toEqual([
        { position: 1, name: 'Home', item: `${SITE}/` },
        { position: 2, name: hymn.subCategory!.titlePrimary, item: `${SITE}${paths.subCategory(hymn.subCategory!.subCategoryId)}` },
        { position: 3, name: title, item: html.canonical },
      ]);
    });

    it('is the same page whatever a shared link adds to its address, and names its one address', async () => {
      const hymn = await hymnByTitle('श्री हनुमान चालीसा');
      const plain = await page(paths.content(hymn.contentId));
      const shared = await page(`${paths.content(hymn.contentId)}?utm_source=whatsapp&fbclid=abc`);
      expect(shared.body).toBe(plain.body);
      expect(read((await page(`${paths.content(hymn.contentId)}?sid=9`)).body).canonical).toBe(`${SITE}${paths.content(hymn.contentId)}`);
    });

    it('answers 304 to a browser that has the page (ETag), from memory', async () => {
      const hymn = await hymnByTitle('श्री हनुमान चालीसा');
      const first = await page(paths.content(hymn.contentId));
      const again = await page(paths.content(hymn.contentId), { 'if-none-match': first.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    });

    it('keeps what a hostile address carries escaped', async () => {
      const hymn = await hymnByTitle('श्री हनुमान चालीसा');
      const res = await page(`${paths.content(hymn.contentId)}?sid=${encodeURIComponent('"><script>alert(1)</script>')}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>alert');
      const search = await page(`/search?query=${encodeURIComponent('</title><script>alert(2)</script>')}`);
      expect(search.statusCode).toBe(200);
      expect(search.body).not.toContain('<script>alert');
      expect(read(search.body).title).toBe(
        pageTitle.withSite(SITE_TEXTS.search.pageTitle('</title><script>alert(2)</script>'), 'Bhajan Sangrah'),
      );
    });

    it('search: a term longer than search takes is cut as the search call would take it, in the title, the page and its state', async () => {
      const term = `${'ram '.repeat(1_249)}ram`;
      expect(term).toHaveLength(4_999);
      const res = await page(`${paths.search}?query=${encodeURIComponent(`\u202E${term}`)}`);
      expect(res.statusCode).toBe(200);
      const html = read(res.body);
      const searched = cleanSearchTerm(term);
      expect(searched).toHaveLength(SEARCH_TERM_MAX_LENGTH - 1);
      expect(html.title).toBe(pageTitle.withSite(SITE_TEXTS.search.pageTitle(searched), 'Bhajan Sangrah'));
      expect(html.text).toContain(MESSAGES.searchShowing(searched));
      // No more of the term anywhere: not in the page, not in the state the browser takes over.
      for (const spelling of [`${searched} ram`, `${searched.replaceAll(' ', '+')}+ram`, '\u202E', '\\u202e']) {
        expect(res.body.includes(spelling), spelling).toBe(false);
      }
      const state = JSON.parse(html.state) as { address: string; queries: { queryKey: unknown[] }[] };
      expect(state.address).toBe(paths.searchFor(searched));
      expect(state.queries.map((query) => query.queryKey)).toContainEqual(['search', searched]);
      expect(html.state.length).toBeLessThan(4 * SEARCH_TERM_MAX_LENGTH + 10_000);
      expect(Buffer.byteLength(res.body)).toBeLessThan(40_000);
    });
  });

  describe('pages the site has not got', () => {
    const missingHymns = async () => {
      const [sub] = await query<{ id: number }>(
        "select sub_category_id as id from sub_category where display_flag = 'Y' order by sub_category_id limit 1",
      );
      const [hidden] = await query<{ id: number }>(
        "insert into content (sub_category_id, title_primary, display_flag) values ($1, 'छिपा.भजन', 'N') returning content_id as id",
        [sub!.id],
      );
      const [review] = await query<{ id: number }>(
        "insert into content (sub_category_id, title_primary, display_flag) values ($1, 'समीक्षा.भजन', 'R') returning content_id as id",
        [sub!.id],
      );
      const [hiddenSub] = await query<{ id: number }>(
        "insert into sub_category (title_primary, display_flag) values ('छिपी श्रेणी', 'N') returning sub_category_id as id",
      );
      const [inHidden] = await query<{ id: number }>(
        "insert into content (sub_category_id, title_primary) values ($1, 'छिपी.श्रेणी का भजन') returning content_id as id",
        [hiddenSub!.id],
      );
      return { hidden: hidden!.id, review: review!.id, hiddenSub: hiddenSub!.id, inHidden: inHidden!.id };
    };

    it('answer 404 with a page that says so and offers a search and the home page, for unknown, hidden and malformed hymns and sub-categories', async () => {
      const missing = await missingHymns();
      const cases: [string, string][] = [
        ...[999_999, missing.hidden, missing.review, missing.inHidden].map(
          (id) => [paths.content(id), SITE_TEXTS.missing.content] as [string, string],
        ),
        ...['abc', '0', '007', '1e3', '2147483648'].map((id) => [`/content/${id}`, SITE_TEXTS.missing.content] as [string, string]),
        ...[999_999, missing.hiddenSub].map((id) => [paths.subCategory(id), SITE_TEXTS.missing.subCategory] as [string, string]),
        ['/subcategory/abc', SITE_TEXTS.missing.subCategory],
      ];
      for (const [url, says] of cases) {
        const res = await page(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        const html = read(res.body);
        expect(html.root, url).toMatch(new RegExp(`<h1[^>]*>${says}</h1>`));
        expect(html.text, url).not.toContain(MESSAGES.contentError);
        expect(html.root, url).toMatch(/<form role="search"[^>]*action="\/search" method="get"/);
        expect(html.root, url).toContain(`>${SITE_TEXTS.goHome}</a>`);
        expect(html.robots, url).toBe('noindex');
      }
    });

    it('answer 404 for an unknown static page or path, with the page-not-found text and the path in the title', async () => {
      for (const url of ['/page/no-such-page', '/page/Not_A_Name', '/no/such/page']) {
        const res = await page(url);
        expect(res.statusCode, url).toBe(404);
        const html = read(res.body);
        expect(html.text, url).toContain(MESSAGES.pageNotFound);
        expect(html.text, url).toContain(MESSAGES.notFound404);
        expect(html.robots, url).toBe('noindex');
      }
      expect(read((await page('/no/such/page')).body).title).toBe(pageTitle.notFound('/no/such/page', 'Bhajan Sangrah'));
    });

    it('read an address starting with // as the path it is, not as a host: the page, never a 500', async () => {
      // The renderer resolved the address against a base: '//' and '//x:99999/…' were no URL (500),
      // and '//x' was the host x, whose home page it rendered while the browser shows 'not found'.
      for (const url of ['//x', '//x:99999/content/1', '//%5B/']) {
        const res = await page(url);
        expect(res.statusCode, url).toBe(404);
        expect(read(res.body).text, url).toContain(MESSAGES.pageNotFound);
      }
      const home = await page('//');
      expect(home.statusCode).toBe(200);
      expect(read(home.body).text).not.toContain(MESSAGES.pageNotFound);
    });
  });

  describe('the other public pages', () => {
    it('the home page: English, every visible sub-category linked, and the site with its search for search engines', async () => {
      const res = await page(paths.home);
      expect(res.statusCode).toBe(200);
      const html = read(res.body);
      expect(html.lang).toBe('en');
      expect(html.title).toBe(pageTitle.home('Bhajan Sangrah'));
      expect(html.canonical).toBe(`${SITE}/`);
      const visible = await query<{ id: number; title: string }>(
        "select sub_category_id as id, title_primary as title from sub_category where display_flag = 'Y'",
      );
      for (const { id, title } of visible) {
        expect(html.root).toContain(`href="${paths.subCategory(id)}"`);
        expect(html.text).toContain(title);
      }
      const site = ofType(html.jsonLd, 'WebSite')!;
      expect(site).toMatchObject({
        name: 'Bhajan Sangrah',
        url: `${SITE}/`,
        potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${SITE}/search?query={search_term_string}` } },
      });
      expect(html.meta('og:image')).toBe(`${SITE}${previewImagePaths.site}`);
    });

    it(`a long sub-category: a page of ${SUBCATEGORY_PAGE_SIZE} hymns at a time, each page its own address, without the lyrics`, async () => {
      const [sub] = await query<{ id: number }>(
        "insert into sub_category (title_primary) values ('बड़ा संग्रह') returning sub_category_id as id",
      );
      const count = 2 * SUBCATEGORY_PAGE_SIZE + 5;
      const hymns = await query<{ id: number }>(
        "insert into content (sub_category_id, title_primary, content_primary, display_order) select $1, 'संग्रह.भजन संख्या ' || g, repeat('लंबी पंक्ति ', 500), g from generate_series(1, $2::int) g returning content_id as id",
        [sub!.id, count],
      );
      try {
        const first = await page(paths.subCategory(sub!.id));
        const second = await page(`${paths.subCategory(sub!.id, 2)}&utm_source=whatsapp`);
        expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
        const [one, two] = [read(first.body), read(second.body)];
        expect(two.canonical).toBe(`${SITE}${paths.subCategory(sub!.id, 2)}`);
        expect(one.canonical).toBe(`${SITE}${paths.subCategory(sub!.id)}`);
        expect(one.root).toContain(`href="${paths.content(hymns[0]!.id)}"`);
        expect(one.root).not.toContain(`href="${paths.content(hymns[SUBCATEGORY_PAGE_SIZE]!.id)}"`);
        expect(two.root).toContain(`href="${paths.content(hymns[SUBCATEGORY_PAGE_SIZE]!.id)}"`);
        expect(two.root).toContain(`start="${SUBCATEGORY_PAGE_SIZE + 1}"`);
        // The pager's links, real ones (pages open without the script, crawlers follow them).
        for (const n of [1, 3]) expect(two.root).toContain(`href="${paths.subCategory(sub!.id, n).replace('&', '&amp;')}"`);
        // No lyrics in the page or its data: 205 hymns of 6 kB lyrics each would be over a megabyte.
        expect(first.body).not.toContain('लंबी पंक्ति');
        expect(first.body.length).toBeLessThan(200_000);
      } finally {
        await query('delete from content where sub_category_id = $1', [sub!.id]);
        await query('delete from sub_category where sub_category_id = $1', [sub!.id]);
      }
    });

    it('a sub-category: in Hindi, its text as the description, its hymns linked, each view counted once (also from memory), not for HEAD or a crawler', async () => {
      const [sub] = await query<{ id: number; title: string; text: string }>(
        "select sub_category_id as id, title_primary as title, content_primary as text from sub_category where display_flag = 'Y' order by sub_category_id limit 1",
      );
      const before = (await eventsOf('subcategory_view')).length;
      const res = await page(paths.subCategory(sub!.id));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(COUNTED_CACHE_CONTROL);
      const html = read(res.body);
      expect(html.lang).toBe('hi');
      expect(html.description.startsWith(sub!.text.replace(/\s+/g, ' ').trim().slice(0, 40))).toBe(true);
      const hymns = (await app.inject(apiPaths.contentBySubCategory(sub!.id))).json<Content[]>();
      expect(hymns.length).toBeGreaterThan(0);
      for (const hymn of hymns) expect(html.root).toContain(`href="${paths.content(hymn.contentId)}"`);
      expect(ofType(html.jsonLd, 'BreadcrumbList')).toBeDefined();

      await page(paths.subCategory(sub!.id));
      await page(paths.subCategory(sub!.id), { 'if-none-match': res.headers.etag as string });
      await app.inject({ method: 'HEAD', url: paths.subCategory(sub!.id), headers: HTML });
      await page(paths.subCategory(sub!.id), { 'user-agent': 'facebookexternalhit/1.1' });
      await page(paths.subCategory(sub!.id), { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
      const views = (await eventsOf('subcategory_view')).slice(before);
      expect(views).toEqual([1, 2, 3].map(() => expect.objectContaining({ sub_category_id: sub!.id })));
    });

    it('search: the results as links, a GET form that works without JavaScript, under its own address, each search counted once with its result count', async () => {
      const before = (await eventsOf('search')).length;
      const res = await page(`${paths.search}?query=hanuman&utm_source=x`);
      expect(res.statusCode).toBe(200);
      const html = read(res.body);
      expect(html.robots).toBeUndefined();
      expect(html.canonical).toBe(`${SITE}${paths.searchFor('hanuman')}`);
      expect(html.text).toContain(MESSAGES.searchShowing('hanuman'));
      const found = (await app.inject(apiPaths.searchFor('hanuman'))).json<{
        response: { numFound: number; docs: { contentId: number }[] };
      }>();
      expect(found.response.docs.length).toBeGreaterThan(0);
      for (const { contentId } of found.response.docs) expect(html.root).toContain(`href="${paths.content(contentId)}"`);
      // The navigation bar's box, filled with the term, in a form any browser can send.
      expect(html.root).toMatch(/<form role="search"[^>]*action="\/search" method="get">/);
      expect(html.root).toMatch(/<input[^>]*name="query" value="hanuman"/);
      const searches = (await eventsOf('search')).slice(before);
      // The page's own count, and the API call this test made.
      expect(searches).toEqual([
        expect.objectContaining({ search_term: 'hanuman', result_count: found.response.numFound }),
        expect.objectContaining({ search_term: 'hanuman', result_count: found.response.numFound }),
      ]);
    });

    it('search: under a hymn found in its lyrics, the line it was found in, the words marked, in the first answer', async () => {
      const res = await page(paths.searchFor('gyan gun sagar'));
      expect(res.statusCode).toBe(200);
      const { root } = read(res.body);
      const { contentId } = await hymnByTitle('श्री हनुमान चालीसा');
      // The link's name stays the title; the line describes it.
      const link = new RegExp(`<a([^>]*href="${paths.content(contentId)}"[^>]*)>([^<]*)</a>`).exec(root);
      expect(link?.[2]).toBe('श्री हनुमान चालीसा');
      const describedBy = /aria-describedby="([^"]+)"/.exec(link![1]!)?.[1];
      const line = new RegExp(`<p[^>]*id="${describedBy}"[^>]*><span lang="hi">(.*?)</span></p>`).exec(root)?.[1] ?? '';
      expect(line.replace(/<[^>]*>/g, '')).toBe('जय हनुमान ज्ञान गुन सागर । जय कपीस तिहुँ लोक उजागर ॥');
      expect([...line.matchAll(/<mark[^>]*>([^<]*)<\/mark>/g)].map((mark) => mark[1])).toEqual(['ज्ञान', 'गुन', 'सागर']);
    });

    it('a static page: its title, its text as the description, its HTML sanitised in the page', async () => {
      const res = await page(paths.aboutUs);
      expect(res.statusCode).toBe(200);
      const html = read(res.body);
      const { titlePrimary } = (await app.inject(apiPaths.staticPage('about-us'))).json<{ titlePrimary: string }>();
      expect(html.title).toBe(pageTitle.withSite(titlePrimary, 'Bhajan Sangrah'));
      expect(html.text).toContain(titlePrimary);
      expect(html.description.length).toBeGreaterThan(20);
      expect(html.description).not.toMatch(/[<>]/);
    });

    it('My bhajans: the reader’s own lists are on their device, so the page is the same for all, never listed', async () => {
      const res = await page(paths.myBhajans);
      expect(res.statusCode).toBe(200);
      const html = read(res.body);
      expect(html.title).toBe(pageTitle.withSite(FAVOURITES_TEXTS.myBhajans.en, 'Bhajan Sangrah'));
      expect(html.robots).toBe('noindex');
      expect(html.text).toContain(FAVOURITES_TEXTS.myBhajans.hi);
      expect(html.text).toContain(MESSAGES.loading);
    });

    it('a shared list’s link: its hymns titled in order in the first answer and in the preview; a hymn the site has not got left out; never listed', async () => {
      const [first, second] = await query<{ id: number }>(
        "select content_id as id from content where display_flag = 'Y' order by content_id limit 2",
      );
      const hymns = await Promise.all(
        [second!, first!].map(async ({ id }) => (await app.inject(apiPaths.contentDetail(id))).json<Content>()),
      );
      const titles = hymns.map((hymn) => displayTitle(hymn.titlePrimary));
      const url = paths.sharedList({ name: 'Tuesday <satsang>', contentIds: [second!.id, 987_654, first!.id] });
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      const html = read(res.body);
      expect(html.title).toBe(pageTitle.withSite(FAVOURITES_TEXTS.sharedTitle('Tuesday <satsang>'), 'Bhajan Sangrah'));
      expect(res.body).not.toContain('<satsang>');
      expect(html.robots).toBe('noindex');
      expect(html.description).toBe(FAVOURITES_TEXTS.sharedDescription(2, titles));
      expect(html.meta('og:url')).toBe(`${SITE}${url}`);
      const positions = titles.map((title) => html.text.indexOf(title));
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions[0]).toBeLessThan(positions[1]!);
      expect(html.text).not.toContain(FAVOURITES_TEXTS.untitled(987_654));
    });

    it('every page has the navigation: its links, every sub-category, the search form; nothing asks for JavaScript', async () => {
      const visible = await query<{ id: number }>("select sub_category_id as id from sub_category where display_flag = 'Y'");
      for (const url of [paths.home, paths.feedback, paths.aboutUs, `${paths.search}?query=ram`, '/no/such/page']) {
        // Complete where it stands: no part left to be moved in by a script (a screen from a chunk of its own included).
        expect((await page(url)).body, url).not.toMatch(/<!--\$\?-->|<template id="B:|\$RC\(/);
        const html = read((await page(url)).body);
        for (const { id } of visible) expect(html.root, url).toContain(`href="${paths.subCategory(id)}"`);
        for (const href of [paths.home, paths.aboutUs, paths.feedback]) expect(html.root, url).toContain(`href="${href}"`);
        expect(html.root, url).toMatch(/<form role="search"[^>]*action="\/search" method="get"/);
        expect((await page(url)).body, url).not.toMatch(/needs JavaScript/i);
      }
    });
  });

  describe('the catalogue changes', () => {
    it('an edit shows on the page at once, on this instance, and the page is kept again after', async () => {
      const hymn = await hymnByTitle('श्री हनुमान चालीसा');
      const before = await page(paths.content(hymn.contentId));
      const edited = `${hymn.contentPrimary}\nनई पंक्ति ${Date.now()}`;
      const save = await app.inject({
        method: 'POST',
        url: apiPaths.contentSave,
        headers: asAdmin,
        payload: { ...hymn, contentPrimary: edited, subCategory: { subCategoryId: hymn.subCategory!.subCategoryId } },
      });
      expect(save.statusCode).toBe(200);
      const after = await page(paths.content(hymn.contentId));
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(read(after.body).text).toContain(edited.split('\n').at(-1));
      expect((await page(paths.content(hymn.contentId))).headers.etag).toBe(after.headers.etag);
    });
  });

  describe('robots.txt and the sitemap', () => {
    const sitemapUrls = async () => {
      const index = await app.inject('/sitemap.xml');
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      const parts = [...index.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
      const urls: { loc: string; lastmod: string }[] = [];
      for (const part of parts) {
        const body = (await app.inject(part.replace(SITE, ''))).body;
        for (const m of body.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/url>/g))
          urls.push({ loc: m[1]!, lastmod: m[2]! });
      }
      return urls;
    };
    const visiblePages = async () => {
      const hymns = await query<{ id: number }>(
        "select c.content_id as id from content c join sub_category s on s.sub_category_id = c.sub_category_id where c.display_flag = 'Y' and s.display_flag = 'Y'",
      );
      const subs = await query<{ id: number }>("select sub_category_id as id from sub_category where display_flag = 'Y'");
      const pages = await query<{ name: string }>('select page_name as name from static_page');
      return [
        `${SITE}/`,
        ...pages.map((p) => `${SITE}${paths.staticPage(p.name)}`),
        ...subs.map((s) => `${SITE}${paths.subCategory(s.id)}`),
        ...hymns.map((h) => `${SITE}${paths.content(h.id)}`),
      ].sort();
    };

    it('robots.txt keeps crawlers out of the admin area and the API and names the sitemap', async () => {
      const res = await app.inject('/robots.txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toContain('User-agent: *');
      for (const line of ['Disallow: /admin', 'Disallow: /api/', 'Disallow: /public/api/', `Sitemap: ${SITE}/sitemap.xml`]) {
        expect(res.body.split('\n')).toContain(line);
      }
    });

    it('without SITE_URL, name the host they were asked for, and no shared cache may hand them to another', async () => {
      const perHost = await createPageApp(database.db);
      try {
        const hymn = await hymnByTitle('श्री हनुमान चालीसा');
        const host = { host: 'other.example' };
        const robots = await perHost.app.inject({ url: '/robots.txt', headers: host });
        expect(robots.body.split('\n')).toContain('Sitemap: http://other.example/sitemap.xml');
        const hymnPage = await perHost.app.inject({ url: paths.content(hymn.contentId), headers: { ...HTML, ...host } });
        expect(read(hymnPage.body).canonical).toBe(`http://other.example${paths.content(hymn.contentId)}`);
        for (const res of [robots, hymnPage, await perHost.app.inject({ url: '/sitemap.xml', headers: host })]) {
          expect(res.statusCode).toBe(200);
          expect(res.headers['cache-control']).toBe(PER_HOST_CACHE_CONTROL);
          expect(res.headers['cdn-cache-control']).toBeUndefined();
        }
      } finally {
        await perHost.close();
      }
    });

    it('the sitemap lists exactly the visible pages, and changes after a save, a hide and a delete', async () => {
      expect((await sitemapUrls()).map((u) => u.loc).sort()).toEqual(await visiblePages());

      const hymn = await hymnByTitle('श्री हनुमान चालीसा');
      const hymnUrl = `${SITE}${paths.content(hymn.contentId)}`;
      const lastmodBefore = (await sitemapUrls()).find((u) => u.loc === hymnUrl)!.lastmod;
      await new Promise((resolve) => setTimeout(resolve, 1100));
      // A save through the admin call: the page's lastmod moves, at once on this instance.
      const saved = await app.inject({
        method: 'POST',
        url: apiPaths.contentSave,
        headers: asAdmin,
        payload: {
          ...hymn,
          titleSecondary: `${hymn.titleSecondary} (Shri)`,
          subCategory: { subCategoryId: hymn.subCategory!.subCategoryId },
        },
      });
      expect(saved.statusCode).toBe(200);
      expect((await sitemapUrls()).find((u) => u.loc === hymnUrl)!.lastmod > lastmodBefore).toBe(true);

      // Hidden by hand (SQL): gone once the database's notification arrives.
      await query("update content set display_flag = 'N' where content_id = $1", [hymn.contentId]);
      await expect.poll(async () => (await sitemapUrls()).some((u) => u.loc === hymnUrl)).toBe(false);
      await query("update content set display_flag = 'Y' where content_id = $1", [hymn.contentId]);
      await expect.poll(async () => (await sitemapUrls()).some((u) => u.loc === hymnUrl)).toBe(true);

      // Deleted.
      const [other] = await query<{ id: number }>(
        "select content_id as id from content where display_flag = 'Y' and content_id <> $1 order by content_id desc limit 1",
        [hymn.contentId],
      );
      await query('delete from content where content_id = $1', [other!.id]);
      await expect.poll(async () => (await sitemapUrls()).some((u) => u.loc === `${SITE}${paths.content(other!.id)}`)).toBe(false);
      expect((await sitemapUrls()).map((u) => u.loc).sort()).toEqual(await visiblePages());
    });

    it('a part that is not there is 404', async () => {
      expect((await app.inject('/sitemap-2.xml')).statusCode).toBe(404);
      expect((await app.inject('/sitemap-0.xml')).statusCode).toBe(400);
    });
  });

  describe('link-preview pictures', () => {
    it('are JPEGs of 1200 × 630 under WhatsApp’s 300 kB, for a hymn, a sub-category and the site; 404 for what is not shown', async () => {
      const hymn = await hymnByTitle('श्री हनुमान चालीसा');
      for (const url of [
        previewImagePaths.content(hymn.contentId),
        previewImagePaths.subCategory(hymn.subCategory!.subCategoryId),
        previewImagePaths.site,
      ]) {
        const res = await app.inject(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toBe('image/jpeg');
        expect(res.rawPayload.length, url).toBeLessThanOrEqual(PREVIEW_IMAGE_MAX_BYTES);
        const { width, height, format } = await sharp(res.rawPayload).metadata();
        expect({ width, height, format }, url).toEqual({ width: PREVIEW_IMAGE_WIDTH, height: PREVIEW_IMAGE_HEIGHT, format: 'jpeg' });
      }
      expect((await app.inject(previewImagePaths.content(999_999))).statusCode).toBe(404);
      expect((await app.inject(previewImagePaths.subCategory(999_999))).statusCode).toBe(404);
    });
  });
});

describe('pages when the database cannot be reached', () => {
  const unreachable = createDatabase('postgres://unused@127.0.0.1:1/unused');
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await createPageApp(unreachable.db));
  });
  afterAll(async () => {
    await close?.();
    await unreachable.close();
  });

  it('answer 503 with a readable page that is never kept, and say when to try again', async () => {
    const res: LightMyRequestResponse = await app.inject({ url: paths.content(1), headers: HTML });
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['retry-after']).toBe('30');
    expect(read(res.body).text).toContain(MESSAGES.contentError);
    expect(read(res.body).robots).toBe('noindex');
    const home = await app.inject({ url: paths.home, headers: HTML });
    expect(home.statusCode).toBe(503);
    expect(read(home.body).text).toContain(MESSAGES.homeError);
  });
});

describe('two instances on one database', () => {
  let database: TestDatabase;
  const apps: { app: FastifyInstance; dataDir: string; close: () => Promise<void> }[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) apps.push(await createPageApp(database.db, {}, { SITE_URL: SITE }));
    await seed(database.db, apps[0]!.dataDir);
  });
  afterAll(async () => {
    for (const { close } of apps) await close();
    await database?.close();
  });

  it('a page kept by the second changes after an edit saved on the first', async () => {
    const [first, second] = apps.map((a) => a.app) as [FastifyInstance, FastifyInstance];
    const [row] = (
      await database.pool.query<{ id: number }>("select content_id as id from content where display_flag = 'Y' order by content_id limit 1")
    ).rows;
    const hymn = (await first.inject(apiPaths.contentDetail(row!.id))).json<Content>();
    const url = paths.content(hymn.contentId);
    // Kept by the second (once its listener is up: it clears what it kept as it starts listening).
    await expect
      .poll(async () => {
        const kept = await second.inject({ url, headers: HTML });
        return (await second.inject({ url, headers: { ...HTML, 'if-none-match': kept.headers.etag as string } })).statusCode;
      })
      .toBe(304);

    const line = `दूसरी पंक्ति ${Date.now()}`;
    const save = await first.inject({
      method: 'POST',
      url: apiPaths.contentSave,
      headers: asAdmin,
      payload: {
        ...hymn,
        contentPrimary: `${hymn.contentPrimary}\n${line}`,
        subCategory: { subCategoryId: hymn.subCategory!.subCategoryId },
      },
    });
    expect(save.statusCode).toBe(200);
    await expect.poll(async () => read((await second.inject({ url, headers: HTML })).body).text.includes(line)).toBe(true);
  });
});

/**
 * A set list's shared link (`/my-bhajans?name=…&hymns=…`) as the server answers it: its name made
 * plain wherever the page shows it; its hymns' titles had in one call and one query, without their
 * lyrics; the page kept in memory under the list's one spelling until one of its hymns changes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/model/api-paths';
import type { ContentTitle } from '../../src/model/entities';
import { SET_LIST_MAX_HYMNS } from '../../src/model/favourites';
import { FAVOURITES_TEXTS } from '../../src/model/favouritesTexts';
import { pageTitle } from '../../src/model/messages';
import { paths } from '../../src/model/paths';
import { displayTitle } from '../../src/model/title';
import { summarise } from '../../src/ssr/pageHead';
import { seed } from '../db/seed';
import { isRenderCall } from '../http/render-call';
import { createTestDatabase, logQueries, type TestDatabase } from '../test/db';
import { createPageApp, HTML, readPage } from '../test/pages';

const SITE = 'https://bhajan.example';
/** Control characters (C0, C1) and Unicode's bidirectional controls. */
const NOT_PLAIN = /[\p{Cc}\p{Bidi_Control}]/u;

describe('a shared list’s page', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  /** The content calls the server renderer made (in process), in order. */
  const renderCalls: string[] = [];
  const query = async <T extends object>(text: string, values: unknown[] = []) => (await database.pool.query<T>(text, values)).rows;
  const page = (url: string) => app.inject({ url, headers: HTML });
  /** The shared list's heading: the second-level heading that labels its list of hymns. */
  const headingOf = (root: string) => /<h2 id="([^"]+)">([\s\S]*?)<\/h2>\s*<ol aria-labelledby="\1"/.exec(root)?.[2];

  beforeAll(async () => {
    database = await createTestDatabase();
    const test = await createPageApp(
      database.db,
      {
        onRoute: (route) => {
          if (!route.url.startsWith('/api/content/')) return;
          const noted = async (request: FastifyRequest) => void (isRenderCall(request.headers) && renderCalls.push(request.url));
          route.onRequest = [...[route.onRequest ?? []].flat(), noted];
        },
      },
      { SITE_URL: SITE },
    );
    ({ app, close } = test);
    await seed(database.db, test.dataDir);
  });
  afterAll(async () => {
    await close?.();
    await database?.close();
  });

  const visibleIds = async (n: number) =>
    (
      await query<{ id: number }>(
        "select c.content_id as id from content c join sub_category s using (sub_category_id) where c.display_flag = 'Y' and s.display_flag = 'Y' order by c.content_id limit $1",
        [n],
      )
    ).map((row) => row.id);

  it('shows a name full of control and bidirectional characters without them: in the title, the preview and the heading', async () => {
    const ids = await visibleIds(2);
    // U+202E alone would read ' · a bhajan list | Bhajan Sangrah' backwards after it.
    const name = '\u202ETuesday\u0000\u001b[2J satsang\u2066\u200F\u2069\u202C\u0085\n\u007f';
    const res = await page(`${paths.myBhajans}?name=${encodeURIComponent(name)}&hymns=${ids.join('.')}`);
    expect(res.statusCode).toBe(200);
    const html = readPage(res.body);
    const title = pageTitle.withSite(FAVOURITES_TEXTS.sharedTitle('Tuesday [2J satsang'), 'Bhajan Sangrah');
    expect(html.title).toBe(title);
    expect(html.meta('og:title')).toBe(title);
    expect(html.meta('twitter:title')).toBe(title);
    expect(headingOf(html.root)).toBe('<bdi>Tuesday [2J satsang</bdi>');
    for (const shown of [html.title, html.meta('og:title'), html.meta('og:url'), html.description, html.root]) {
      expect(shown).not.toMatch(NOT_PLAIN);
    }
    // The preview's address is the list's one spelling.
    expect(html.meta('og:url')).toBe(`${SITE}${paths.sharedList({ name: 'Tuesday [2J satsang', contentIds: ids })}`);
  });

  it('shows a right-to-left name as it is, isolated in its heading so that it reorders nothing around it', async () => {
    const ids = await visibleIds(1);
    const name = 'میری فہرست';
    const res = await page(paths.sharedList({ name, contentIds: ids }));
    const html = readPage(res.body);
    expect(html.title).toBe(pageTitle.withSite(FAVOURITES_TEXTS.sharedTitle(name), 'Bhajan Sangrah'));
    expect(headingOf(html.root)).toBe(`<bdi>${name}</bdi>`);
  });

  it('is the reader’s own page when the name holds nothing but such characters', async () => {
    const ids = await visibleIds(1);
    const res = await page(`${paths.myBhajans}?name=${encodeURIComponent('\u202E\u2066 \u0000')}&hymns=${ids.join('.')}`);
    expect(res.statusCode).toBe(200);
    expect(readPage(res.body).title).toBe(pageTitle.withSite(FAVOURITES_TEXTS.myBhajans.en, 'Bhajan Sangrah'));
  });

  describe(`a list of ${SET_LIST_MAX_HYMNS} hymns`, () => {
    /** A verse long enough that a hundred hymns' lyrics would weigh what the page used to. */
    const verse = (n: number) => `अनोखी पंक्ति ${n} — ${'राम नाम सत्य है, '.repeat(40)}`;
    let ids: number[] = [];

    beforeAll(async () => {
      const [sub] = await query<{ id: number }>(
        "select sub_category_id as id from sub_category where display_flag = 'Y' order by 1 limit 1",
      );
      const added = await query<{ id: number }>(
        "insert into content (sub_category_id, title_primary, content_primary) select $1, 'सूची.भजन ' || g, $2 || g || E'\\n' || $3 from generate_series(1, $4::int) g returning content_id as id",
        [sub!.id, 'अनोखी पंक्ति ', verse(0), SET_LIST_MAX_HYMNS],
      );
      // The seeded hymns first, then the added ones: a hundred visible hymns.
      ids = [...(await visibleIds(SET_LIST_MAX_HYMNS))];
      expect(ids).toHaveLength(SET_LIST_MAX_HYMNS);
      expect(added).toHaveLength(SET_LIST_MAX_HYMNS);
      // The navigation (every page has it) asked once, before what is counted.
      await page(paths.home);
    });

    it('costs one titles call and one database query, and carries titles and ids but no lyrics in its state', async () => {
      const [lyricsRow] = await query<{ lyrics: string; bytes: number }>(
        "select string_agg(content_primary, '') as lyrics, sum(octet_length(content_primary))::int as bytes from content where content_id = any($1)",
        [ids],
      );
      const chalisa = (
        await query<{ lyrics: string }>("select content_primary as lyrics from content where title_primary like '%.श्री हनुमान चालीसा'")
      )[0]!;
      const lyricLine = chalisa.lyrics
        .split('\n')
        .find((line) => line.trim().length > 20)!
        .trim();
      expect(lyricsRow!.lyrics).toContain(lyricLine);

      renderCalls.length = 0;
      const log = logQueries(database.pool);
      const url = paths.sharedList({ name: 'Satsang of a hundred', contentIds: ids });
      let res;
      try {
        res = await page(url);
      } finally {
        log.stop();
      }
      expect(res.statusCode).toBe(200);
      expect(renderCalls).toEqual([apiPaths.contentTitlesFor(ids)]);
      expect(log.texts).toHaveLength(1);
      expect(log.texts[0]).toMatch(/from "content"/);

      const html = readPage(res.body);
      const state = JSON.parse(html.state) as { address: string; queries: { queryKey: unknown[]; state: { data: unknown } }[] };
      const titles = state.queries.find((q) => q.queryKey[0] === 'content' && q.queryKey[1] === 'titles')?.state.data as ContentTitle[];
      expect(titles.map((title) => title.contentId)).toEqual(ids);
      expect(titles.every((title) => Object.keys(title).sort().join() === 'contentId,titlePrimary')).toBe(true);
      // No hymn whole: not one lyric line, and the state a small part of what the lyrics weigh.
      expect(state.queries.map((q) => q.queryKey.slice(0, 2).join('/'))).not.toContain('content/detail');
      expect(html.state).not.toContain(lyricLine);
      expect(html.state).not.toContain('अनोखी पंक्ति');
      expect(Buffer.byteLength(html.state)).toBeLessThan(20_000);
      expect(Buffer.byteLength(html.state)).toBeLessThan(lyricsRow!.bytes / 10);
      // The page itself shows every title, in order.
      const shown = titles.map((title) => displayTitle(title.titlePrimary));
      const positions = shown.map((title) => html.text.indexOf(title));
      expect(positions.every((position, i) => position >= 0 && (i === 0 || position > positions[i - 1]!))).toBe(true);
      expect(html.description).toBe(summarise(FAVOURITES_TEXTS.sharedDescription(ids.length, shown)));
    });

    it('is answered from memory for the same list spelled otherwise or with other parameters, until one of its hymns changes', async () => {
      const list = { name: 'Kept satsang', contentIds: ids };
      const first = await page(paths.sharedList(list));
      expect(first.statusCode).toBe(200);
      renderCalls.length = 0;
      const log = logQueries(database.pool);
      try {
        for (const url of [
          `${paths.sharedList(list)}&utm_source=whatsapp`,
          `${paths.myBhajans}?fbclid=abc&hymns=${[...ids, ids[0]].join('.')}&name=${encodeURIComponent(' Kept\u202E  satsang\n')}`,
        ]) {
          const again = await page(url);
          expect(again.statusCode, url).toBe(200);
          expect(again.body, url).toBe(first.body);
        }
        expect(renderCalls).toEqual([]);
        expect(log.texts).toEqual([]);
      } finally {
        log.stop();
      }

      // An edit to one of its hymns (by hand: the database says what changed) drops it.
      const last = ids.at(-1)!;
      await query("update content set title_primary = 'सूची.नया नाम' where content_id = $1", [last]);
      await expect.poll(async () => readPage((await page(paths.sharedList(list))).body).text.includes('नया नाम')).toBe(true);
    });
  });
});

/**
 * A set list's shared link (`/my-bhajans?name=…&hymns=…`) as the server answers it: its name made
 * plain wherever the page shows it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVOURITES_TEXTS } from '../../src/model/favouritesTexts';
import { pageTitle } from '../../src/model/messages';
import { paths } from '../../src/model/paths';
import { seed } from '../db/seed';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { createPageApp, HTML, readPage } from '../test/pages';

const SITE = 'https://bhajan.example';
/** Control characters (C0, C1) and Unicode's bidirectional controls. */
const NOT_PLAIN = /[\p{Cc}\p{Bidi_Control}]/u;

describe('a shared list’s page', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const query = async <T extends object>(text: string, values: unknown[] = []) => (await database.pool.query<T>(text, values)).rows;
  const page = (url: string) => app.inject({ url, headers: HTML });
  /** The shared list's heading: the second-level heading that labels its list of hymns. */
  const headingOf = (root: string) => /<h2 id="([^"]+)">([\s\S]*?)<\/h2>\s*<ol aria-labelledby="\1"/.exec(root)?.[2];

  beforeAll(async () => {
    database = await createTestDatabase();
    const test = await createPageApp(database.db, {}, { SITE_URL: SITE });
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
});

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/model/api-paths';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/errors';
import { createEventRecorder } from '../services/events';
import { createTestApp } from '../test/app';
import { fixtureLibrary } from '../test/fixtures';
import { seededApp } from '../test/seeded';
import { COUNT_RETRY_AFTER_SECONDS } from './analytics';

describe('the counting calls: content view and audio play', () => {
  const seeded = seededApp(fixtureLibrary);
  let visible: number;
  let hidden: number;
  let visibleSubCategory: number;

  const eventRows = async () => {
    await seeded.events.flush();
    const { rows } = await seeded.database.pool.query<{ kind: string; content_id: number; sub_category_id: number }>(
      'select kind, content_id, sub_category_id from analytics_event order by id',
    );
    return rows;
  };

  beforeAll(async () => {
    const id = async (title: string) =>
      (
        await seeded.database.pool.query<{ id: number; sc: number }>(
          'select content_id as id, sub_category_id as sc from content where title_primary = $1',
          [title],
        )
      ).rows[0]!;
    ({ id: visible, sc: visibleSubCategory } = await id('आरती.जय जगदीश हरे'));
    ({ id: hidden } = await id('होली.रंग बरसे')); // flagged N
  });
  beforeEach(async () => {
    await seeded.events.flush();
    await seeded.database.pool.query('truncate analytics_event, stats_daily, visitor_day');
  });

  it('records a content view for an empty JSON body, `{}`, or no body at all, answering 204 no-store', async () => {
    const requests = [
      { headers: { 'content-type': 'application/json' }, payload: '{}' },
      { headers: { 'content-type': 'application/json' }, payload: '' },
      { headers: { 'content-type': 'application/json; charset=utf-8' }, payload: '  ' },
      { headers: {}, payload: undefined },
      // navigator.sendBeacon with a string sends text/plain.
      { headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: '{}' },
    ];
    for (const { headers, payload } of requests) {
      const res = await seeded.app.inject({ method: 'POST', url: apiPaths.contentAnalytics(visible), headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(204);
      expect(res.body).toBe('');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(await eventRows()).toEqual(
      requests.map(() => ({ kind: 'content_view', content_id: visible, sub_category_id: visibleSubCategory })),
    );
  });

  it('records an audio play', async () => {
    const res = await seeded.app.inject(apiPaths.audioPlay(visible));
    expect(res.statusCode).toBe(204);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await eventRows()).toEqual([{ kind: 'audio_play', content_id: visible, sub_category_id: visibleSubCategory }]);
  });

  it('answers only once the count is kept: the row is committed when the 204 arrives', async () => {
    const view = await seeded.app.inject({ method: 'POST', url: apiPaths.contentAnalytics(visible), payload: {} });
    expect(view.statusCode).toBe(204);
    expect(seeded.events.stats().pending).toBe(0);
    const { rows } = await seeded.database.pool.query<{ n: number }>('select count(*)::int as n from analytics_event');
    expect(rows[0]!.n).toBe(1);
  });

  it('answers 503 with Retry-After when the count cannot be kept, and records nothing', async () => {
    // A recorder that is closing refuses what the counting calls would acknowledge.
    const closed = createEventRecorder(seeded.database.db);
    await closed.close();
    const { app, close } = await createTestApp(seeded.database.db, { events: closed });
    try {
      const view = await app.inject({ method: 'POST', url: apiPaths.contentAnalytics(visible), payload: {} });
      const play = await app.inject(apiPaths.audioPlay(visible));
      for (const res of [view, play]) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe(String(COUNT_RETRY_AFTER_SECONDS));
        expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
      }
    } finally {
      await close();
    }
    expect(await eventRows()).toEqual([]);
  });

  it('answers 404 for hidden or unknown content and records nothing', async () => {
    for (const id of [hidden, 777_777]) {
      const view = await seeded.app.inject({ method: 'POST', url: apiPaths.contentAnalytics(id), payload: {} });
      expect(view.statusCode).toBe(404);
      expect(view.json()).toEqual({ message: 'There is no such bhajan.' });
      const play = await seeded.app.inject(apiPaths.audioPlay(id));
      expect(play.statusCode).toBe(404);
      expect(play.json()).toEqual({ message: 'There is no such bhajan.' });
    }
    // A hymn whose sub-category is hidden counts as hidden too.
    await seeded.database.pool.query("update sub_category set display_flag = 'R' where sub_category_id = $1", [visibleSubCategory]);
    try {
      expect((await seeded.app.inject(apiPaths.audioPlay(visible))).statusCode).toBe(404);
    } finally {
      await seeded.database.pool.query("update sub_category set display_flag = 'Y' where sub_category_id = $1", [visibleSubCategory]);
    }
    expect(await eventRows()).toEqual([]);
  });

  it('answers 400 for ids that cannot be one, never 500', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '1e400', 'Infinity', '0x10', '010']) {
      const view = await seeded.app.inject({ method: 'POST', url: `/api/content/v3/analytics/${id}`, payload: {} });
      expect(view.statusCode, id).toBe(400);
      expect(view.json<{ message: string }>().message).toMatch(/^Invalid params: id/);
      const play = await seeded.app.inject(`/api/getmore/audio/${id}`);
      expect(play.statusCode, id).toBe(400);
      expect(play.json<{ message: string }>().message).toMatch(/^Invalid params: contentId/);
    }
    expect(await eventRows()).toEqual([]);
  });

  it('answers 400 for a body that is not JSON or not an object, and 413 for a large one', async () => {
    const url = apiPaths.contentAnalytics(visible);
    const broken = await seeded.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{nope' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The body is not valid JSON.' });
    const notObject = await seeded.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '"x"' });
    expect(notObject.statusCode).toBe(400);
    const large = await seeded.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'y'.repeat(5_000) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toHaveProperty('message');
    expect(await eventRows()).toEqual([]);
  });

  it('counts a view that a click on a search result led to (`?source=search`) as a search click too', async () => {
    const res = await seeded.app.inject({ method: 'POST', url: apiPaths.contentAnalytics(visible, 'search'), payload: {} });
    expect(res.statusCode).toBe(204);
    expect(await eventRows()).toEqual([
      { kind: 'content_view', content_id: visible, sub_category_id: visibleSubCategory },
      { kind: 'search_click', content_id: visible, sub_category_id: visibleSubCategory },
    ]);
    const { rows } = await seeded.database.pool.query<{ content_views: number; search_clicks: number }>(
      'select sum(content_views)::int as content_views, sum(search_clicks)::int as search_clicks from stats_daily',
    );
    expect(rows).toEqual([{ content_views: 1, search_clicks: 1 }]);
  });

  it('answers 400 with a JSON message for any other source, and records nothing', async () => {
    for (const source of ['other', 'SEARCH', '']) {
      const res = await seeded.app.inject({ method: 'POST', url: `${apiPaths.contentAnalytics(visible)}?source=${source}`, payload: {} });
      expect(res.statusCode, source).toBe(400);
      expect(res.json<{ message: string }>().message, source).toMatch(/^Invalid querystring: source/);
    }
    expect(await eventRows()).toEqual([]);
  });

  it('records who made each call as a daily hash: the same address and browser are one visitor', async () => {
    const call = (remoteAddress: string, userAgent: string) =>
      seeded.app.inject({
        method: 'POST',
        url: apiPaths.contentAnalytics(visible),
        payload: {},
        remoteAddress,
        headers: { 'user-agent': userAgent },
      });
    await call('203.0.113.7', 'Firefox/140');
    await seeded.app.inject({ url: apiPaths.audioPlay(visible), remoteAddress: '203.0.113.7', headers: { 'user-agent': 'Firefox/140' } });
    await call('203.0.113.7', 'Chrome/140');
    await call('203.0.113.8', 'Firefox/140');
    await seeded.events.flush();
    const { rows } = await seeded.database.pool.query<{ visitor_hash: string }>('select visitor_hash from analytics_event order by id');
    const [view, play, otherBrowser, otherAddress] = rows.map((r) => r.visitor_hash);
    expect(view).toMatch(/^[0-9a-f]{32}$/);
    expect(play).toBe(view);
    expect(new Set([view, otherBrowser, otherAddress]).size).toBe(3);
    const users = await seeded.database.pool.query<{ n: number }>('select count(*)::int as n from visitor_day');
    expect(users.rows[0]!.n).toBe(3);
  });
});

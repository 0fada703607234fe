import { describe, expect, it } from 'vitest';
import { editableContentSchema } from '../../src/model/admin';
import { apiPaths } from '../../src/model/api-paths';
import { AUDIT_PAGE_SIZE, AUDIT_RETENTION_DEFAULT_DAYS, auditPageSchema, type AuditEntry } from '../../src/model/audit';
import { rebuildStatsRollups } from '../services/stats-rollups';
import { pruneExpired } from '../services/retention';
import { asAdmin, adminTestApp, TEST_ADMIN } from '../test/admin';

/**
 * The audit trail: what each admin call leaves in it, the page editors read (newest first, by
 * account and kind, a page at a time), and the pruning of what is past its retention, raw
 * analytics events included, their daily rollups kept.
 */
describe('the audit trail', () => {
  const opened = adminTestApp();
  const query = async <T extends object>(text: string, values: unknown[] = []) => (await opened.database.pool.query<T>(text, values)).rows;
  const post = (url: string, payload: object) => opened.app.inject({ method: 'POST', url, payload, headers: asAdmin });
  const get = (url: string, headers: Record<string, string> = asAdmin) => opened.app.inject({ method: 'GET', url, headers });
  const trail = async (search = '') => auditPageSchema.parse((await get(`${apiPaths.adminAudit}${search}`)).json());
  const latest = async () => (await trail()).entries[0]!;
  const firstSubCategory = async () =>
    (await query<{ id: number }>('select sub_category_id as id from sub_category order by 1 limit 1'))[0]!.id;

  const newHymn = async (title: string) => {
    const res = await post(apiPaths.contentSave, {
      titlePrimary: title,
      contentPrimary: 'पहली पंक्ति\nदूसरी पंक्ति',
      subCategory: { subCategoryId: await firstSubCategory() },
    });
    expect(res.statusCode).toBe(201);
    return editableContentSchema.parse(res.json());
  };

  it('keeps a save, a hide, a restore and a correction decided: who, what, about which hymn, from where', async () => {
    const hymn = await newHymn('आरती.लेखा की आरती');
    expect(await latest()).toMatchObject({
      actor: TEST_ADMIN.email,
      kind: 'save',
      subject: 'content',
      subjectId: hymn.contentId,
      summary: 'आरती.लेखा की आरती',
      address: '127.0.0.1',
    } satisfies Partial<AuditEntry>);

    const hidden = await post(apiPaths.contentSave, { ...hymn, displayFlag: 'N' });
    expect(hidden.statusCode).toBe(200);
    expect(await latest()).toMatchObject({ kind: 'hide', subjectId: hymn.contentId });
    // Saved again while hidden: a save, not another hide.
    const again = editableContentSchema.parse(hidden.json());
    expect((await post(apiPaths.contentSave, { ...again, titleSecondary: 'Lekha ki Aarti' })).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ kind: 'save' });

    const restored = await post(apiPaths.contentRestore(hymn.contentId, 1), { revision: 3 });
    expect(restored.statusCode).toBe(200);
    expect(await latest()).toMatchObject({ kind: 'restore', subjectId: hymn.contentId, summary: 'आरती.लेखा की आरती · Restored revision 1' });

    const corrected = await opened.app.inject({
      method: 'POST',
      url: apiPaths.correctionCreate,
      payload: { contentId: hymn.contentId, revision: 4, field: 'contentPrimary', line: 1, original: 'दूसरी पंक्ति', suggested: 'दूसरी पंकति' },
    });
    expect(corrected.statusCode).toBe(201);
    const [{ id }] = (await query<{ id: number }>('select id from correction order by id desc limit 1')) as [{ id: number }];
    expect((await post(apiPaths.adminCorrectionReject(id), { reason: 'पंक्ति is right' })).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ kind: 'correctionRejected', subject: 'correction', subjectId: id, summary: 'पंक्ति is right' });
  });

  it('keeps a reindex and a refresh; a refused call leaves nothing', async () => {
    const before = (await trail()).entries.length;
    expect((await get(apiPaths.reindex, { ...asAdmin, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ kind: 'reindex', summary: expect.stringMatching(/^\d+ bhajans reindexed, \d+ words known$/) });
    expect((await get(apiPaths.refresh, { ...asAdmin, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ kind: 'refresh' });
    // Refused (cross-site, or a save of nothing that could be saved): no entry.
    expect((await get(apiPaths.reindex, { ...asAdmin, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post(apiPaths.contentSave, { titlePrimary: '' })).statusCode).toBe(400);
    expect((await trail()).entries.length).toBe(before + 2);
  });

  it('lists newest first, by account and by kind, a page at a time; says how long entries are kept', async () => {
    await query(
      `insert into audit_event (actor, kind, summary, address)
       select 'asha@example.com', 'save', 'bulk ' || n, '198.51.100.7' from generate_series(1, $1::int) n`,
      [AUDIT_PAGE_SIZE + 5],
    );
    const first = await trail('?actor=asha%40example.com');
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]!.summary).toBe(`bulk ${AUDIT_PAGE_SIZE + 5}`);
    expect(first.entries.every((entry) => entry.actor === 'asha@example.com')).toBe(true);
    expect(first.actors).toEqual(expect.arrayContaining(['asha@example.com', TEST_ADMIN.email]));
    expect(first.retentionDays).toBe(AUDIT_RETENTION_DEFAULT_DAYS);
    const second = await trail(`?actor=asha%40example.com&before=${first.next}`);
    expect(second.entries.map((entry) => entry.summary)).toEqual(['bulk 5', 'bulk 4', 'bulk 3', 'bulk 2', 'bulk 1']);
    expect(second.next).toBeNull();
    const reindexes = await trail('?kind=reindex');
    expect(reindexes.entries.length).toBeGreaterThan(0);
    expect(reindexes.entries.every((entry) => entry.kind === 'reindex')).toBe(true);
  });

  it('answers 401 signed out and 400 for a kind or a page that cannot be one', async () => {
    expect((await get(apiPaths.adminAudit, {})).statusCode).toBe(401);
    // A control character in a name is dropped (it is no one's), never a 500.
    expect((await get(`${apiPaths.adminAudit}?actor=%00`)).statusCode).toBe(200);
    for (const search of ['?kind=delete', '?before=0', '?before=abc']) {
      const res = await get(`${apiPaths.adminAudit}${search}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('prunes entries and raw analytics events past their retention, and keeps the daily rollups', async () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    await query(`insert into audit_event (actor, kind, at) values ('old@example.com', 'save', $1), ('recent@example.com', 'save', $2)`, [
      daysAgo(400),
      daysAgo(10),
    ]);
    await query(`insert into analytics_event (kind, content_id, created_at) values ('content_view', 1, $1), ('content_view', 1, $2)`, [
      daysAgo(400),
      daysAgo(10),
    ]);
    await rebuildStatsRollups(opened.database.db, 'UTC');
    const oldDay = daysAgo(400).slice(0, 10);
    const viewsOn = async (day: string) =>
      (await query<{ views: number }>('select content_views as views from stats_daily where day = $1', [day]))[0]?.views;
    expect(await viewsOn(oldDay)).toBe(1);

    const pruned = await pruneExpired(opened.database.db, { audit: 365, analyticsEvents: 30 }, now);
    expect(pruned.audit).toBe(1);
    expect(pruned.analyticsEvents).toBeGreaterThanOrEqual(1);
    expect(await query('select actor from audit_event where actor in ($1, $2)', ['old@example.com', 'recent@example.com'])).toEqual([
      { actor: 'recent@example.com' },
    ]);
    expect(await query(`select 1 from analytics_event where created_at < $1`, [daysAgo(30)])).toEqual([]);
    // The rollups stay, and a rebuild (after a change of time zone) keeps the days it has no events for.
    expect(await viewsOn(oldDay)).toBe(1);
    await rebuildStatsRollups(opened.database.db, 'UTC');
    expect(await viewsOn(oldDay)).toBe(1);
    const recentDay = daysAgo(10).slice(0, 10);
    const recentViews = await viewsOn(recentDay);
    expect(recentViews).toBeGreaterThanOrEqual(1);

    // Every event pruned: a rebuild keeps every day's figures, it has nothing to recount them from.
    await pruneExpired(opened.database.db, { audit: 365, analyticsEvents: 1 }, new Date(now.getTime() + 86_400_000));
    await rebuildStatsRollups(opened.database.db, 'UTC');
    expect(await viewsOn(oldDay)).toBe(1);
    expect(await viewsOn(recentDay)).toBe(recentViews);
  });
});

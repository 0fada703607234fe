import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editableContentSchema, type EditableContent } from '../../src/model/admin';
import { apiPaths } from '../../src/model/api-paths';
import {
  contentConflictSchema,
  contentHistorySchema,
  contentRevisionSchema,
  REVISION_AUTHORS,
  REVISION_TEXTS,
  type ContentRecord,
} from '../../src/model/revisions';
import { asAdmin, adminTestApp, TEST_ADMIN } from '../test/admin';

/** Revisions, conflicting saves and restores, on the seeded starter library, signed in through the test header. */
describe('revisions of hymns', () => {
  const opened = adminTestApp();
  const query = async <T extends object>(text: string, values: unknown[] = []) => (await opened.database.pool.query<T>(text, values)).rows;
  const post = (url: string, payload: unknown) => opened.app.inject({ method: 'POST', url, payload: payload as object, headers: asAdmin });
  const get = (url: string) => opened.app.inject({ method: 'GET', url, headers: asAdmin });
  const revisionsOf = async (kind: string, key: number | string) =>
    query<{ number: number; author: string; account_id: number | null; note: string; record: Record<string, unknown> }>(
      'select number, author, account_id, note, record from revision where kind = $1 and record_key = $2 order by number',
      [kind, String(key)],
    );

  /** What the edit form sends for `content` with `changes`, naming the revision it started from. */
  const formOf = (content: EditableContent, changes: Partial<ContentRecord> & { note?: string } = {}, revision = content.revision) => {
    const { subCategoryId, ...rest } = changes;
    return {
      ...content,
      ...rest,
      revision,
      subCategory: { subCategoryId: subCategoryId ?? content.subCategory!.subCategoryId },
    };
  };
  const edit = async (contentId: number) => editableContentSchema.parse((await get(apiPaths.contentForEdit(contentId))).json());
  const newHymn = async (title = 'आरती.इतिहास की आरती') => {
    const [{ id: scid }] = (await query<{ id: number }>('select sub_category_id as id from sub_category order by 1 limit 1')) as [
      { id: number },
    ];
    const res = await post(apiPaths.contentSave, {
      titlePrimary: title,
      contentPrimary: 'पहली पंक्ति\nदूसरी पंक्ति',
      subCategory: { subCategoryId: scid },
    });
    expect(res.statusCode).toBe(201);
    return editableContentSchema.parse(res.json());
  };

  it('the starter library begins its history: one revision of every hymn, sub-category, category and static page', async () => {
    const [counts] = await query<Record<string, number>>(`select
      (select count(*)::int from content) as content, (select count(*)::int from revision where kind = 'content') as content_revisions,
      (select count(*)::int from sub_category) as sub_categories, (select count(*)::int from revision where kind = 'sub_category') as sub_category_revisions,
      (select count(*)::int from category) as categories, (select count(*)::int from revision where kind = 'category') as category_revisions,
      (select count(*)::int from static_page) as pages, (select count(*)::int from revision where kind = 'static_page') as page_revisions`);
    expect(counts!.content_revisions).toBe(counts!.content);
    expect(counts!.sub_category_revisions).toBe(counts!.sub_categories);
    expect(counts!.category_revisions).toBe(counts!.categories);
    expect(counts!.page_revisions).toBe(counts!.pages);
    const [any] = await query<{ author: string }>("select distinct author from revision where kind = 'content'");
    expect(any!.author).toBe(REVISION_AUTHORS.seed);
  });

  it('every save that changes a hymn keeps exactly one revision naming the editor and the note; a save that changes nothing keeps none', async () => {
    const hymn = await newHymn();
    expect(await revisionsOf('content', hymn.contentId)).toMatchObject([
      { number: 1, author: TEST_ADMIN.email, account_id: TEST_ADMIN.id },
    ]);

    const res = await post(apiPaths.contentSave, formOf(hymn, { contentPrimary: 'पहली पंक्ति\nनई दूसरी पंक्ति', note: 'दूसरी पंक्ति सुधारी' }));
    expect(res.statusCode).toBe(200);
    expect(editableContentSchema.parse(res.json()).revision).toBe(2);
    const [, second] = await revisionsOf('content', hymn.contentId);
    expect(second).toMatchObject({ number: 2, author: TEST_ADMIN.email, note: 'दूसरी पंक्ति सुधारी' });
    expect(second!.record.contentPrimary).toBe('पहली पंक्ति\nनई दूसरी पंक्ति');

    // The same values again: nothing to keep, and the number stays.
    const again = await post(apiPaths.contentSave, formOf(await edit(hymn.contentId)));
    expect(again.statusCode).toBe(200);
    expect(editableContentSchema.parse(again.json()).revision).toBe(2);
    expect(await revisionsOf('content', hymn.contentId)).toHaveLength(2);

    // The search columns rewritten (a reindex) are not a revision.
    await query('update content set search_body = search_body || $2 where content_id = $1', [hymn.contentId, ' x']);
    expect(await revisionsOf('content', hymn.contentId)).toHaveLength(2);
  });

  it('a change made in the database by hand is kept too, naming the database', async () => {
    const hymn = await newHymn();
    await query('update content set title_secondary = $2 where content_id = $1', [hymn.contentId, 'Changed by hand']);
    expect((await revisionsOf('content', hymn.contentId)).at(-1)).toMatchObject({
      number: 2,
      author: REVISION_AUTHORS.database,
      account_id: null,
      record: { titleSecondary: 'Changed by hand' },
    });
  });

  it('a category and a sub-category created by an editor each keep their first revision', async () => {
    const category = (await post(apiPaths.category, { titlePrimary: 'इतिहास श्रेणी' })).json<{ categoryId: number }>();
    const sub = (
      await post(apiPaths.subCategoryCreate, { titlePrimary: 'इतिहास उपश्रेणी', category: { categoryId: category.categoryId } })
    ).json<{ subCategoryId: number }>();
    expect(await revisionsOf('category', category.categoryId)).toMatchObject([{ number: 1, author: TEST_ADMIN.email }]);
    const [subRevision] = await revisionsOf('sub_category', sub.subCategoryId);
    expect(subRevision).toMatchObject({
      number: 1,
      author: TEST_ADMIN.email,
      record: { titlePrimary: 'इतिहास उपश्रेणी', categoryId: category.categoryId },
    });
  });

  it('two editors on one hymn: the later save from the older revision is refused (409) with what changed, writes nothing; merged, both changes stay', async () => {
    const hymn = await newHymn('आरती.संकट मोचन');
    const openedByA = await edit(hymn.contentId);
    const openedByB = await edit(hymn.contentId);

    const byA = await post(apiPaths.contentSave, formOf(openedByA, { contentPrimary: `${openedByA.contentPrimary}\nतीसरी पंक्ति` }));
    expect(byA.statusCode).toBe(200);

    const byB = await post(apiPaths.contentSave, formOf(openedByB, { titleSecondary: 'Sankat Mochan' }));
    expect(byB.statusCode).toBe(409);
    expect(byB.headers['cache-control']).toBe('private, no-store');
    const conflict = contentConflictSchema.strict().parse(byB.json());
    expect(conflict).toMatchObject({
      message: REVISION_TEXTS.conflict,
      revision: 2,
      author: TEST_ADMIN.email,
      changedSince: ['contentPrimary'],
      current: { contentPrimary: 'पहली पंक्ति\nदूसरी पंक्ति\nतीसरी पंक्ति', titleSecondary: null },
    });
    // Nothing of B's was written.
    expect(await revisionsOf('content', hymn.contentId)).toHaveLength(2);
    expect((await edit(hymn.contentId)).titleSecondary).toBeNull();

    // B takes A's lyrics and keeps their own title, from the revision the conflict named.
    const merged = await post(
      apiPaths.contentSave,
      formOf(openedByB, { titleSecondary: 'Sankat Mochan', contentPrimary: conflict.current.contentPrimary }, conflict.revision),
    );
    expect(merged.statusCode).toBe(200);
    const now = await edit(hymn.contentId);
    expect(now).toMatchObject({ revision: 3, titleSecondary: 'Sankat Mochan', contentPrimary: 'पहली पंक्ति\nदूसरी पंक्ति\nतीसरी पंक्ति' });
  });

  it('a save without a revision (the spec’s call as written) is taken, and kept as a revision', async () => {
    const hymn = await newHymn();
    const { revision: _revision, ...withoutRevision } = formOf(hymn, { titleSecondary: 'Without revision' });
    const res = await post(apiPaths.contentSave, withoutRevision);
    expect(res.statusCode).toBe(200);
    expect(await revisionsOf('content', hymn.contentId)).toHaveLength(2);
  });

  it('a save naming a revision the hymn never had is refused as a conflict, every field counted as changed', async () => {
    const hymn = await newHymn();
    const res = await post(apiPaths.contentSave, formOf(hymn, { titleSecondary: 'x' }, 99));
    expect(res.statusCode).toBe(409);
    expect(contentConflictSchema.parse(res.json()).changedSince).toContain('contentPrimary');
  });

  it('the History lists revisions newest first with the fields each changed; one revision is read whole', async () => {
    const hymn = await newHymn();
    await post(apiPaths.contentSave, formOf(hymn, { titleSecondary: 'Second' }));
    await post(apiPaths.contentSave, formOf(await edit(hymn.contentId), { contentPrimary: 'बदली', displayFlag: 'N' }));

    const res = await get(apiPaths.contentHistory(hymn.contentId));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const history = contentHistorySchema.strict().parse(res.json());
    expect(history).toMatchObject({ contentId: hymn.contentId, revision: 3, titlePrimary: hymn.titlePrimary });
    expect(history.revisions.map((r) => [r.revision, r.changed])).toEqual([
      [3, ['contentPrimary', 'displayFlag']],
      [2, ['titleSecondary']],
      [1, expect.arrayContaining(['titlePrimary', 'contentPrimary'])],
    ]);

    const one = contentRevisionSchema.strict().parse((await get(apiPaths.contentRevision(hymn.contentId, 2))).json());
    expect(one).toMatchObject({
      revision: 2,
      changed: ['titleSecondary'],
      record: { titleSecondary: 'Second', contentPrimary: hymn.contentPrimary },
    });
  });

  it('Restore this version saves it again as the newest revision, noting which; nothing is rewritten', async () => {
    const hymn = await newHymn();
    await post(apiPaths.contentSave, formOf(hymn, { contentPrimary: 'गलत चिपकाया हुआ पाठ', displayFlag: 'N' }));

    const res = await post(apiPaths.contentRestore(hymn.contentId, 1), { revision: 2 });
    expect(res.statusCode).toBe(200);
    expect(editableContentSchema.parse(res.json())).toMatchObject({ revision: 3, contentPrimary: hymn.contentPrimary, displayFlag: 'Y' });
    const revisions = await revisionsOf('content', hymn.contentId);
    expect(revisions.map((r) => r.number)).toEqual([1, 2, 3]);
    expect(revisions[2]).toMatchObject({ author: TEST_ADMIN.email, note: REVISION_TEXTS.restoredNote(1) });
    expect(revisions[2]!.record).toEqual(revisions[0]!.record);
    // The public page shows it again.
    expect((await opened.app.inject({ method: 'GET', url: apiPaths.contentDetail(hymn.contentId) })).json()).toMatchObject({
      contentPrimary: hymn.contentPrimary,
    });
  });

  it('a restore from a History that is out of date is refused (409) and writes nothing', async () => {
    const hymn = await newHymn();
    await post(apiPaths.contentSave, formOf(hymn, { titleSecondary: 'Later' }));
    const res = await post(apiPaths.contentRestore(hymn.contentId, 1), { revision: 1 });
    expect(res.statusCode).toBe(409);
    expect(contentConflictSchema.parse(res.json())).toMatchObject({ revision: 2, changedSince: ['titleSecondary'] });
    expect(await revisionsOf('content', hymn.contentId)).toHaveLength(2);
  });

  it('a restore whose sub-category is gone is refused with the field’s reason', async () => {
    const [{ id: scid }] = (await query<{ id: number }>(
      "insert into sub_category (title_primary) values ('जाने वाली') returning sub_category_id as id",
    )) as [{ id: number }];
    const hymn = await newHymn();
    await post(apiPaths.contentSave, formOf(hymn, { subCategoryId: scid }));
    const [{ id: other }] = (await query<{ id: number }>(
      'select sub_category_id as id from sub_category where sub_category_id <> $1 order by 1 limit 1',
      [scid],
    )) as [{ id: number }];
    await post(apiPaths.contentSave, formOf(await edit(hymn.contentId), { subCategoryId: other }));
    await query('delete from sub_category where sub_category_id = $1', [scid]);
    const res = await post(apiPaths.contentRestore(hymn.contentId, 2), { revision: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({ 'subCategory.subCategoryId': 'is not a sub-category' });
    expect(await revisionsOf('content', hymn.contentId)).toHaveLength(3);
  });

  it('answers each bad call plainly: 404 for an unknown hymn or revision, 400 for ids that cannot be, 401 signed out', async () => {
    const hymn = await newHymn();
    expect((await get(apiPaths.contentHistory(987_654))).statusCode).toBe(404);
    const missing = await get(apiPaths.contentRevision(hymn.contentId, 7));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: REVISION_TEXTS.revisionNotFound });
    expect((await post(apiPaths.contentRestore(hymn.contentId, 7), { revision: 1 })).statusCode).toBe(404);
    expect((await post(apiPaths.contentRestore(987_654, 1), { revision: 1 })).statusCode).toBe(404);
    expect((await get(apiPaths.contentRevision(hymn.contentId, 'x'))).statusCode).toBe(400);
    const noBase = await post(apiPaths.contentRestore(hymn.contentId, 1), {});
    expect(noBase.statusCode).toBe(400);
    expect(noBase.json<{ fields: Record<string, string> }>().fields).toHaveProperty('revision');
    const signedOut = await opened.app.inject({ method: 'GET', url: apiPaths.contentHistory(hymn.contentId) });
    expect(signedOut.statusCode).toBe(401);
  });

  it('any sequence of saves, stale saves and restores leaves a history whose last revision is the public text, every one reachable', async () => {
    const hymn = await newHymn('आरती.गुण');
    type Step = { kind: 'save'; text: string; stale: boolean } | { kind: 'restore'; pick: number; stale: boolean };
    const step = fc.oneof(
      fc.record({ kind: fc.constant('save' as const), text: fc.stringMatching(/^[कखग ]{0,6}$/), stale: fc.boolean() }),
      fc.record({ kind: fc.constant('restore' as const), pick: fc.nat(), stale: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps: Step[]) => {
        for (const s of steps) {
          const current = await edit(hymn.contentId);
          const base = s.stale && current.revision > 1 ? current.revision - 1 : current.revision;
          const res =
            s.kind === 'save'
              ? await post(apiPaths.contentSave, formOf(current, { contentPrimary: `गुण ${s.text}` }, base))
              : await post(apiPaths.contentRestore(hymn.contentId, (s.pick % current.revision) + 1), { revision: base });
          // A stale one is refused and changes nothing; any other is taken.
          expect(res.statusCode).toBe(base === current.revision ? 200 : 409);
        }
        const history = contentHistorySchema.parse((await get(apiPaths.contentHistory(hymn.contentId))).json());
        const numbers = history.revisions.map((r) => r.revision);
        expect(numbers).toEqual(Array.from({ length: history.revision }, (_, i) => history.revision - i));
        const latest = contentRevisionSchema.parse((await get(apiPaths.contentRevision(hymn.contentId, history.revision))).json());
        const shown = await edit(hymn.contentId);
        expect(latest.record.contentPrimary).toBe(shown.contentPrimary);
        expect(latest.record.titlePrimary).toBe(shown.titlePrimary);
        for (const number of numbers) expect((await get(apiPaths.contentRevision(hymn.contentId, number))).statusCode).toBe(200);
      }),
      { numRuns: 15 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { editableContentSchema } from '../../src/model/admin';
import { apiPaths } from '../../src/model/api-paths';
import { CORRECTION_QUEUE_TEXTS, correctionQueueSchema, type CorrectionStatus } from '../../src/model/corrections';
import { REVISION_TEXTS } from '../../src/model/revisions';
import { asAdmin, adminTestApp, TEST_ADMIN } from '../test/admin';

let nextAddress = 1;
const freshAddress = () => `198.18.0.${nextAddress++}`;

/** The editors' queue of readers' corrections, on the seeded starter library. */
describe('the corrections queue', () => {
  const opened = adminTestApp();
  const query = async <T extends object>(text: string, values: unknown[] = []) => (await opened.database.pool.query<T>(text, values)).rows;
  const asEditor = (method: 'GET' | 'POST', url: string, payload?: object) => opened.app.inject({ method, url, payload, headers: asAdmin });
  const queue = async (status: CorrectionStatus = 'pending') =>
    correctionQueueSchema.parse((await asEditor('GET', apiPaths.adminCorrectionsWith(status))).json());
  const edit = async (id: number) => editableContentSchema.parse((await asEditor('GET', apiPaths.contentForEdit(id))).json());

  /** A new visible hymn of three lines, and a reader's correction of its second line. */
  async function suggested(lines = ['जय गणेश जय गणेश', 'माता जाकी पारवती', 'पिता महादेवा']) {
    const [{ id: scid }] = (await query<{ id: number }>(
      "select sub_category_id as id from sub_category where display_flag = 'Y' order by 1 limit 1",
    )) as [{ id: number }];
    const hymn = editableContentSchema.parse(
      (
        await asEditor('POST', apiPaths.contentSave, {
          titlePrimary: 'आरती.सुधार की आरती',
          contentPrimary: lines.join('\n'),
          subCategory: { subCategoryId: scid },
        })
      ).json(),
    );
    const sent = await opened.app.inject({
      method: 'POST',
      url: apiPaths.correctionCreate,
      remoteAddress: freshAddress(),
      payload: {
        contentId: hymn.contentId,
        revision: hymn.revision,
        field: 'contentPrimary',
        line: 1,
        original: lines[1],
        suggested: 'माता जाकी पार्वती',
      },
    });
    expect(sent.statusCode).toBe(201);
    const [{ id }] = (await query<{ id: number }>('select max(id) as id from correction')) as [{ id: number }];
    return { hymn, id };
  }

  it('lists a reader’s correction with its line; accepted, the line is on the public page at once, as a revision naming it', async () => {
    const { hymn, id } = await suggested();
    const pending = await queue();
    const entry = pending.corrections.find((c) => c.id === id)!;
    expect(entry).toMatchObject({
      contentId: hymn.contentId,
      line: 1,
      original: 'माता जाकी पारवती',
      stale: false,
      lineNow: 1,
      status: 'pending',
    });
    expect(pending.pending).toBeGreaterThanOrEqual(1);

    const res = await asEditor('POST', apiPaths.adminCorrectionAccept(id), { revision: hymn.revision });
    expect(res.statusCode).toBe(200);
    expect(editableContentSchema.parse(res.json()).contentPrimary).toBe('जय गणेश जय गणेश\nमाता जाकी पार्वती\nपिता महादेवा');
    // What readers are answered (the page's HTML is the e2e tests' part).
    const shown = (await opened.app.inject({ url: apiPaths.contentDetail(hymn.contentId) })).json<{ contentPrimary: string }>();
    expect(shown.contentPrimary).toContain('माता जाकी पार्वती');
    expect(shown.contentPrimary).not.toContain('माता जाकी पारवती');
    const [revision] = await query<{ author: string; note: string; number: number }>(
      "select author, note, number from revision where kind = 'content' and record_key = $1 order by number desc limit 1",
      [String(hymn.contentId)],
    );
    expect(revision).toEqual({ author: TEST_ADMIN.email, note: CORRECTION_QUEUE_TEXTS.appliedNote(id), number: hymn.revision + 1 });
    expect((await queue()).corrections.map((c) => c.id)).not.toContain(id);
    expect((await queue('accepted')).corrections.find((c) => c.id === id)).toMatchObject({
      decidedBy: TEST_ADMIN.email,
      appliedRevision: hymn.revision + 1,
    });
  });

  it('a correction of an older revision is stale, and still applies where its line is now', async () => {
    const { hymn, id } = await suggested();
    await asEditor('POST', apiPaths.contentSave, {
      ...(await edit(hymn.contentId)),
      contentPrimary: `ॐ गं गणपतये नमः\n${hymn.contentPrimary}`,
      subCategory: hymn.subCategory,
    });
    const now = await edit(hymn.contentId);
    expect((await queue()).corrections.find((c) => c.id === id)).toMatchObject({ stale: true, lineNow: 2, currentRevision: now.revision });
    const res = await asEditor('POST', apiPaths.adminCorrectionAccept(id), { revision: now.revision, text: 'माता जाकी पार्वती (सुधार)' });
    expect(res.statusCode).toBe(200);
    expect((await edit(hymn.contentId)).contentPrimary.split('\n')[2]).toBe('माता जाकी पार्वती (सुधार)');
  });

  it('a correction whose line is gone cannot be applied (409) and writes nothing; it can still be rejected with a reason', async () => {
    const { hymn, id } = await suggested();
    await asEditor('POST', apiPaths.contentSave, {
      ...(await edit(hymn.contentId)),
      contentPrimary: 'पूरी तरह नया पाठ',
      subCategory: hymn.subCategory,
    });
    const now = await edit(hymn.contentId);
    expect((await queue()).corrections.find((c) => c.id === id)).toMatchObject({ lineNow: null });
    const refused = await asEditor('POST', apiPaths.adminCorrectionAccept(id), { revision: now.revision });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: CORRECTION_QUEUE_TEXTS.lineGone });
    expect((await edit(hymn.contentId)).revision).toBe(now.revision);

    const rejected = await asEditor('POST', apiPaths.adminCorrectionReject(id), { reason: 'पाठ बदल चुका है' });
    expect(rejected.statusCode).toBe(200);
    expect((await queue('rejected')).corrections.find((c) => c.id === id)).toMatchObject({
      reason: 'पाठ बदल चुका है',
      decidedBy: TEST_ADMIN.email,
    });
  });

  it('is decided once: a second accept or reject is refused (409); an unknown one is 404; a queue that moved on is a conflict', async () => {
    const { hymn, id } = await suggested();
    // From a revision the hymn is no longer at: refused as a conflicting save, nothing written.
    const stale = await asEditor('POST', apiPaths.adminCorrectionAccept(id), { revision: hymn.revision + 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: REVISION_TEXTS.conflict });
    expect((await queue()).corrections.find((c) => c.id === id)?.status).toBe('pending');
    // An empty line is refused.
    expect((await asEditor('POST', apiPaths.adminCorrectionAccept(id), { revision: hymn.revision, text: '  ' })).statusCode).toBe(400);

    expect((await asEditor('POST', apiPaths.adminCorrectionAccept(id), { revision: hymn.revision })).statusCode).toBe(200);
    for (const [url, body] of [
      [apiPaths.adminCorrectionAccept(id), { revision: hymn.revision + 1 }],
      [apiPaths.adminCorrectionReject(id), { reason: 'x' }],
    ] as const) {
      const again = await asEditor('POST', url, body);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: CORRECTION_QUEUE_TEXTS.alreadyDecided });
    }
    expect((await asEditor('POST', apiPaths.adminCorrectionReject(987_654), { reason: 'x' })).statusCode).toBe(404);
    expect((await asEditor('POST', apiPaths.adminCorrectionAccept(987_654), { revision: 1 })).statusCode).toBe(404);
    expect((await asEditor('GET', `${apiPaths.adminCorrections}?status=lost`)).statusCode).toBe(400);
    expect((await opened.app.inject({ url: apiPaths.adminCorrections })).statusCode).toBe(401);
  });
});

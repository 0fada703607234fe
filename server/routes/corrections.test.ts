import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/model/api-paths';
import { CORRECTION_LINE_MAX_LENGTH, CORRECTION_RATE_LIMIT_MAX } from '../../src/model/constants';
import { CORRECTION_TEXTS, type CorrectionBody } from '../../src/model/corrections';
import { asAdmin, adminTestApp } from '../test/admin';

let nextAddress = 1;
/** A fresh client address per test, so one test's limit does not touch another. */
const freshAddress = () => `203.0.113.${nextAddress++}`;

/** A reader's suggested corrections, on the seeded starter library. */
describe('POST /public/api/corrections', () => {
  const opened = adminTestApp();
  const query = async <T extends object>(text: string, values: unknown[] = []) => (await opened.database.pool.query<T>(text, values)).rows;
  const send = (body: unknown, remoteAddress = freshAddress()) =>
    opened.app.inject({ method: 'POST', url: apiPaths.correctionCreate, payload: body as object, remoteAddress });
  const corrections = async (contentId: number) =>
    query<Record<string, unknown>>(
      'select revision, field, line, original, suggested, note, source, email, status from correction where content_id = $1 order by id',
      [contentId],
    );
  /** A visible hymn with at least two lines, and its revision. */
  const aHymn = async () => {
    const [row] = await query<{ id: number; revision: number; text: string }>(
      `select c.content_id as id, c.revision, c.content_primary as text from content c join sub_category s using (sub_category_id)
        where c.display_flag = 'Y' and s.display_flag = 'Y' and c.content_primary like '%' || chr(10) || '%' order by c.content_id limit 1`,
    );
    return { ...row!, lines: row!.text.split('\n') };
  };
  const bodyFor = (hymn: Awaited<ReturnType<typeof aHymn>>, extra: Partial<CorrectionBody> = {}): CorrectionBody => ({
    contentId: hymn.id,
    revision: hymn.revision,
    field: 'contentPrimary',
    line: 1,
    original: hymn.lines[1]!.trim(),
    suggested: `${hymn.lines[1]!.trim()} (सुधार)`,
    ...extra,
  });

  it('stores the line a reader corrects, with the revision read, their note, source and e-mail, and thanks them', async () => {
    const hymn = await aHymn();
    const res = await send(bodyFor(hymn, { note: 'पुस्तक में ऐसा है', source: 'गीता प्रेस, पृष्ठ 12', email: 'reader@example.org' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CORRECTION_TEXTS.thanks });
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect((await corrections(hymn.id)).at(-1)).toEqual({
      revision: hymn.revision,
      field: 'contentPrimary',
      line: 1,
      original: hymn.lines[1]!.trim(),
      suggested: `${hymn.lines[1]!.trim()} (सुधार)`,
      note: 'पुस्तक में ऐसा है',
      source: 'गीता प्रेस, पृष्ठ 12',
      email: 'reader@example.org',
      status: 'pending',
    });
  });

  it('takes a correction of the revision the reader read, though the hymn has changed since', async () => {
    const hymn = await aHymn();
    const saved = await opened.app.inject({
      method: 'POST',
      url: apiPaths.contentSave,
      headers: asAdmin,
      payload: {
        ...(await opened.app.inject({ url: apiPaths.contentForEdit(hymn.id), headers: asAdmin })).json<object>(),
        contentPrimary: `नई पहली पंक्ति\n${hymn.text}`,
      },
    });
    expect(saved.statusCode).toBe(200);
    const res = await send(bodyFor(hymn));
    expect(res.statusCode).toBe(201);
    expect((await corrections(hymn.id)).at(-1)).toMatchObject({ revision: hymn.revision, line: 1 });
  });

  it('takes a line written with runs of spaces, as the form sends it: its spaces as one', async () => {
    const hymn = await aHymn();
    const edit = (await opened.app.inject({ url: apiPaths.contentForEdit(hymn.id), headers: asAdmin })).json<{ revision: number }>();
    const saved = await opened.app.inject({
      method: 'POST',
      url: apiPaths.contentSave,
      headers: asAdmin,
      payload: { ...edit, contentPrimary: `पहली   पंक्ति  यह\t है\nदूसरी` },
    });
    expect(saved.statusCode).toBe(200);
    const revision = saved.json<{ revision: number }>().revision;
    const res = await send({ ...bodyFor(hymn), revision, line: 0, original: 'पहली पंक्ति यह है', suggested: 'पहली पंक्ति यही है' });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a line that is not the line named (400, in the reader’s words), and writes nothing', async () => {
    const hymn = await aHymn();
    const before = (await corrections(hymn.id)).length;
    for (const wrong of [{ original: 'कोई और पंक्ति' }, { line: 9_999 }, { revision: 999 }]) {
      const res = await send(bodyFor(hymn, wrong));
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(res.json()).toMatchObject({ message: CORRECTION_TEXTS.lineChanged });
    }
    expect(await corrections(hymn.id)).toHaveLength(before);
  });

  it('answers each bad input with its reason, and an unknown or hidden hymn with 404; nothing is written', async () => {
    const hymn = await aHymn();
    const [hidden] = await query<{ id: number }>("select content_id as id from content where display_flag = 'N' limit 1");
    const count = async () => (await query<{ n: number }>('select count(*)::int as n from correction'))[0]!.n;
    const before = await count();
    const cases: [Partial<CorrectionBody> | Record<string, unknown>, string][] = [
      [{ suggested: '   ' }, CORRECTION_TEXTS.suggestedRequired],
      [{ suggested: hymn.lines[1]!.trim() }, CORRECTION_TEXTS.sameAsLine],
      [
        { suggested: 'क'.repeat(CORRECTION_LINE_MAX_LENGTH + 1) },
        CORRECTION_TEXTS.tooLong('The corrected line', CORRECTION_LINE_MAX_LENGTH),
      ],
      [{ email: 'not an address' }, CORRECTION_TEXTS.emailInvalid],
      [{ field: 'titlePrimary' as never }, CORRECTION_TEXTS.lineRequired],
      [{ line: -1 }, CORRECTION_TEXTS.lineRequired],
      [{ contentId: 'x' as never }, CORRECTION_TEXTS.hymnRequired],
    ];
    for (const [change, reason] of cases) {
      const res = await send(bodyFor(hymn, change as Partial<CorrectionBody>));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(reason);
    }
    expect((await send(bodyFor(hymn, { contentId: 987_654 }))).statusCode).toBe(404);
    expect((await send(bodyFor(hymn, { contentId: hidden!.id }))).statusCode).toBe(404);
    const broken = await opened.app.inject({
      method: 'POST',
      url: apiPaths.correctionCreate,
      payload: '{"contentId": 1,',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshAddress(),
    });
    expect(broken.statusCode).toBe(400);
    expect(typeof broken.json<{ message: string }>().message).toBe('string');
    // Not JSON at all: the type is refused.
    expect((await send('not json at all')).statusCode).toBe(415);
    expect(await count()).toBe(before);
  });

  it(`takes ${CORRECTION_RATE_LIMIT_MAX} from one address in the window, then 429 with Retry-After; a refused one does not count`, async () => {
    const hymn = await aHymn();
    const address = freshAddress();
    expect((await send(bodyFor(hymn, { original: 'कोई और पंक्ति' }), address)).statusCode).toBe(400);
    for (let n = 0; n < CORRECTION_RATE_LIMIT_MAX; n += 1) expect((await send(bodyFor(hymn), address)).statusCode).toBe(201);
    const refused = await send(bodyFor(hymn), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: CORRECTION_TEXTS.rateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another reader is not held up.
    expect((await send(bodyFor(hymn))).statusCode).toBe(201);
  });
});

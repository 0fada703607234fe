import { FEEDBACK_ERRORS } from '../../src/model/feedbackTexts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/model/api-paths';
import {
  FEEDBACK_DEVICE_INFO_MAX_LENGTH,
  FEEDBACK_EMAIL_MAX_LENGTH,
  FEEDBACK_NAME_MAX_LENGTH,
  FEEDBACK_RATE_LIMIT_MAX,
  FEEDBACK_RATE_LIMIT_WINDOW_MS,
  FEEDBACK_TEXT_MAX_LENGTH,
} from '../../src/model/constants';
import { MESSAGES } from '../../src/model/messages';
import { createTestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/db';

const GOOD = {
  name: 'Sita Devi',
  email: 'sita@example.org',
  feedbackText: 'कृपया सुंदरकांड भी जोड़ें।\nधन्यवाद',
  rating: '4',
  deviceInfo: 'Mozilla/5.0 (Linux; Android 10)',
};

const urlFor = (query: Record<string, string>) => `${apiPaths.feedbackCreate}?${new URLSearchParams(query).toString()}`;

let nextAddress = 1;
/** A fresh client address per test, so rate limits of one test do not touch another. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

describe('GET /public/api/feedback/create', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let other: FastifyInstance;
  const closers: (() => Promise<void>)[] = [];

  const send = (query: Record<string, string>, remoteAddress: string, on: FastifyInstance = app) =>
    on.inject({ url: urlFor(query), remoteAddress });
  const stored = async () =>
    (await database.pool.query('select name, email, feedback_text, rating, device_info from feedback order by id')).rows;
  const feedbackCount = async () => (await database.pool.query<{ n: number }>('select count(*)::int as n from feedback')).rows[0]!.n;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Two instances on one database, as behind a load balancer.
    for (const target of ['app', 'other'] as const) {
      const test = await createTestApp(database.db);
      closers.push(test.close);
      if (target === 'app') app = test.app;
      else other = test.app;
    }
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await database?.close();
  });

  it('stores the feedback and thanks the visitor with 201, never cached', async () => {
    const before = await feedbackCount();
    const res = await send({ ...GOOD, name: '  Sita Devi  ' }, freshAddress());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.feedbackThanks });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await feedbackCount()).toBe(before + 1);
    expect((await stored()).at(-1)).toEqual({
      name: 'Sita Devi',
      email: 'sita@example.org',
      feedback_text: GOOD.feedbackText,
      rating: 4,
      device_info: GOOD.deviceInfo,
    });
  });

  it('stores rating 0 when none is given, and an empty deviceInfo when it is missing', async () => {
    const { rating: _rating, deviceInfo: _deviceInfo, ...rest } = GOOD;
    expect((await send(rest, freshAddress())).statusCode).toBe(201);
    expect((await stored()).at(-1)).toMatchObject({ rating: 0, device_info: '' });
    expect((await send({ ...rest, rating: '' }, freshAddress())).statusCode).toBe(201);
    expect((await send({ ...rest, rating: '0' }, freshAddress())).statusCode).toBe(201);
  });

  it('removes control characters (PostgreSQL refuses NUL) and keeps line breaks', async () => {
    const res = await send({ ...GOOD, name: 'Ra\u0000m', feedbackText: 'line one\u0000\nline two\u0007' }, freshAddress());
    expect(res.statusCode).toBe(201);
    expect((await stored()).at(-1)).toMatchObject({ name: 'Ra m', feedback_text: 'line one\nline two' });
  });

  it('removes the bidirectional controls that would reorder a name where the editors read it', async () => {
    const name = '\u202ESita\u2066 Devi\u200F\u2069\u202C';
    const res = await send({ ...GOOD, name, feedbackText: 'ok\u202E\nthanks' }, freshAddress());
    expect(res.statusCode).toBe(201);
    expect((await stored()).at(-1)).toMatchObject({ name: 'Sita Devi', feedback_text: 'ok\nthanks' });
    // A name of nothing else is no name.
    const blank = await send({ ...GOOD, name: '\u202E\u202C\u0000' }, freshAddress());
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ fields: Record<string, string> }>().fields).toEqual({ name: FEEDBACK_ERRORS.nameRequired });
  });

  it('answers 400 with a readable message and the fields for every check, storing nothing', async () => {
    const texts = FEEDBACK_ERRORS;
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ ...GOOD, name: '' }, { name: texts.nameRequired }],
      [{ ...GOOD, name: '   ' }, { name: texts.nameRequired }],
      [{ ...GOOD, email: ' ' }, { email: texts.emailRequired }],
      [{ ...GOOD, feedbackText: '\n\t ' }, { feedbackText: texts.textRequired }],
      [{ ...GOOD, email: 'not-an-email' }, { email: texts.emailInvalid }],
      [{ ...GOOD, email: 'a@b' }, { email: texts.emailInvalid }],
      [{ ...GOOD, email: 'a b@example.org' }, { email: texts.emailInvalid }],
      [{ ...GOOD, rating: '6' }, { rating: texts.rating }],
      [{ ...GOOD, rating: '-1' }, { rating: texts.rating }],
      [{ ...GOOD, rating: '2.5' }, { rating: texts.rating }],
      [{ ...GOOD, rating: 'five' }, { rating: texts.rating }],
      [{ ...GOOD, name: 'n'.repeat(FEEDBACK_NAME_MAX_LENGTH + 1) }, { name: texts.tooLong('Your name', FEEDBACK_NAME_MAX_LENGTH) }],
      [
        { ...GOOD, email: `${'e'.repeat(FEEDBACK_EMAIL_MAX_LENGTH)}@example.org` },
        { email: texts.tooLong('The e-mail address', FEEDBACK_EMAIL_MAX_LENGTH) },
      ],
      [
        { ...GOOD, feedbackText: 'भ'.repeat(FEEDBACK_TEXT_MAX_LENGTH + 1) },
        { feedbackText: texts.tooLong('Your feedback', FEEDBACK_TEXT_MAX_LENGTH) },
      ],
      [
        { ...GOOD, deviceInfo: 'd'.repeat(FEEDBACK_DEVICE_INFO_MAX_LENGTH + 1) },
        { deviceInfo: texts.tooLong('The device information', FEEDBACK_DEVICE_INFO_MAX_LENGTH) },
      ],
      [{}, { name: texts.nameRequired, email: texts.emailRequired, feedbackText: texts.textRequired }],
    ];
    const before = await feedbackCount();
    const address = freshAddress();
    for (const [query, fields] of cases) {
      const res = await send(query, address);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ message: Object.values(fields).join(' '), fields });
    }
    expect(await feedbackCount()).toBe(before);
    // Refused input does not use up the visitor's allowance.
    expect((await send(GOOD, address)).statusCode).toBe(201);
  });

  it('accepts every field at its limit', async () => {
    const res = await send(
      {
        name: 'n'.repeat(FEEDBACK_NAME_MAX_LENGTH),
        email: `${'e'.repeat(FEEDBACK_EMAIL_MAX_LENGTH - 12)}@example.org`,
        feedbackText: 'भ'.repeat(FEEDBACK_TEXT_MAX_LENGTH),
        rating: '5',
        deviceInfo: 'd'.repeat(FEEDBACK_DEVICE_INFO_MAX_LENGTH),
      },
      freshAddress(),
    );
    expect(res.statusCode).toBe(201);
  });

  it('takes the longest feedback over real HTTP: the whole query fits what Node accepts in a request line', async () => {
    const longest = {
      name: 'न'.repeat(FEEDBACK_NAME_MAX_LENGTH),
      email: `${'e'.repeat(FEEDBACK_EMAIL_MAX_LENGTH - 12)}@example.org`,
      feedbackText: 'भ'.repeat(FEEDBACK_TEXT_MAX_LENGTH),
      rating: '5',
      deviceInfo: 'd'.repeat(FEEDBACK_DEVICE_INFO_MAX_LENGTH),
    };
    const address = await other.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(new URL(urlFor(longest), address));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: MESSAGES.feedbackThanks });
  });

  it('answers 400 when a field is given twice', async () => {
    const res = await app.inject({ url: `${urlFor(GOOD)}&name=again`, remoteAddress: freshAddress() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });

  it(`allows ${FEEDBACK_RATE_LIMIT_MAX} per address in ${FEEDBACK_RATE_LIMIT_WINDOW_MS / 60_000} minutes, then 429 with Retry-After, across instances`, async () => {
    const address = freshAddress();
    const before = await feedbackCount();
    for (let i = 0; i < FEEDBACK_RATE_LIMIT_MAX; i++) {
      // Alternating instances: they count into the same window.
      expect((await send(GOOD, address, i % 2 === 0 ? app : other)).statusCode).toBe(201);
    }
    for (const instance of [app, other]) {
      const refused = await send(GOOD, address, instance);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: FEEDBACK_ERRORS.rateLimited });
      expect(refused.headers['cache-control']).toBe('no-store');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(FEEDBACK_RATE_LIMIT_WINDOW_MS / 1000 - 60);
      expect(retryAfter).toBeLessThanOrEqual(FEEDBACK_RATE_LIMIT_WINDOW_MS / 1000);
    }
    expect(await feedbackCount()).toBe(before + FEEDBACK_RATE_LIMIT_MAX);
    // Someone else is not affected.
    expect((await send(GOOD, freshAddress())).statusCode).toBe(201);
  });

  it('counts concurrent requests exactly', async () => {
    const address = freshAddress();
    const before = await feedbackCount();
    const results = await Promise.all(
      Array.from({ length: FEEDBACK_RATE_LIMIT_MAX * 2 }, (_, i) => send(GOOD, address, i % 2 === 0 ? app : other)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(FEEDBACK_RATE_LIMIT_MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(FEEDBACK_RATE_LIMIT_MAX);
    expect(await feedbackCount()).toBe(before + FEEDBACK_RATE_LIMIT_MAX);
  });

  it('limits an IPv6 visitor by the /64 network, and reads IPv4-mapped addresses as IPv4', async () => {
    for (let i = 0; i < FEEDBACK_RATE_LIMIT_MAX; i++) {
      expect((await send(GOOD, `2001:db8:1:2::${i + 1}`)).statusCode).toBe(201);
    }
    expect((await send(GOOD, '2001:db8:1:2:ffff:1:2:3')).statusCode).toBe(429);
    expect((await send(GOOD, '2001:db8:1:3::1')).statusCode).toBe(201);
    const v4 = freshAddress();
    for (let i = 0; i < FEEDBACK_RATE_LIMIT_MAX; i++) expect((await send(GOOD, v4)).statusCode).toBe(201);
    expect((await send(GOOD, `::ffff:${v4}`)).statusCode).toBe(429);
  });

  it('never stores an address, only a hash of it', async () => {
    const address = freshAddress();
    await send(GOOD, address);
    const { rows } = await database.pool.query<{ row: string }>('select row_to_json(r)::text as row from rate_limit r');
    expect(rows.length).toBeGreaterThan(0);
    for (const { row } of rows) {
      expect(row).not.toContain('198.51.100');
      expect(row).not.toContain('2001:db8');
      expect(JSON.parse(row).key_hash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('starts a new window once the old one has passed, and deletes windows that have passed', async () => {
    const address = freshAddress();
    for (let i = 0; i < FEEDBACK_RATE_LIMIT_MAX; i++) await send(GOOD, address);
    expect((await send(GOOD, address)).statusCode).toBe(429);
    // Every window so far is moved into the past, as if the time had gone by.
    await database.pool.query("update rate_limit set window_start = window_start - $1::int * interval '1 millisecond'", [
      FEEDBACK_RATE_LIMIT_WINDOW_MS + 1_000,
    ]);
    const windowsBefore = (await database.pool.query<{ n: number }>('select count(*)::int as n from rate_limit')).rows[0]!.n;
    expect(windowsBefore).toBeGreaterThan(1);
    expect((await send(GOOD, address)).statusCode).toBe(201);
    const { rows } = await database.pool.query<{ hits: number }>('select hits from rate_limit');
    // Only the new window is left.
    expect(rows).toEqual([{ hits: 1 }]);
  });

  it('writes nothing half: when storing fails, the hit is not counted either', async () => {
    const address = freshAddress();
    await database.pool.query("alter table feedback add constraint test_refuse check (name <> 'Refuse Me')");
    try {
      const failed = await send({ ...GOOD, name: 'Refuse Me' }, address);
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toHaveProperty('message');
    } finally {
      await database.pool.query('alter table feedback drop constraint test_refuse');
    }
    const { rows } = await database.pool.query<{ n: number }>("select count(*)::int as n from feedback where name = 'Refuse Me'");
    expect(rows[0]!.n).toBe(0);
    for (let i = 0; i < FEEDBACK_RATE_LIMIT_MAX; i++) expect((await send(GOOD, address)).statusCode, String(i)).toBe(201);
  });
});

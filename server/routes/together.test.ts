import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TOGETHER_CODE_ALPHABET,
  TOGETHER_CODE_LENGTH,
  TOGETHER_LEADER_HEADER,
  TOGETHER_TEXTS,
  togetherOpenedSchema,
  togetherStateSchema,
  type TogetherOpened,
  togetherApiPaths,
} from '../../src/model/together';
import { createAddressBudget } from '../http/address-budget';
import { createTestApp } from '../test/app';
import type { TestDatabase } from '../test/db';
import { seededDatabase } from '../test/seeded';
import { Follower } from '../test/follower';

/**
 * Sing together's calls against PostgreSQL, through real HTTP for the event streams: codes,
 * moves and who may make them, hand-over by PIN, expiry, limits, and followers on another
 * instance than the leader's, through a lost database connection too. No message carries text.
 */

describe('Sing together', () => {
  const seeded = seededDatabase();
  let database: TestDatabase;
  const apps: { app: FastifyInstance; base: string; close(): Promise<void> }[] = [];
  const followers: Follower[] = [];
  let hymns: number[];

  /** An app on the shared database, listening: the two are two instances behind a load balancer. */
  async function instance(env: NodeJS.ProcessEnv = {}, budgets = {}) {
    const built = await createTestApp(database.db, { togetherBudgets: budgets }, env);
    const address = await built.app.listen({ port: 0, host: '127.0.0.1' });
    const running = { app: built.app, base: address, close: built.close };
    apps.push(running);
    return running;
  }
  const follow = (base: string, code: string) => {
    const follower = new Follower(`${base}${togetherApiPaths.events(code)}`);
    followers.push(follower);
    return follower;
  };

  beforeAll(async () => {
    database = seeded.database;
    const rows = await database.pool.query<{ id: number }>(
      `select c.content_id as id from content c join sub_category s using (sub_category_id)
        where c.display_flag = 'Y' and s.display_flag = 'Y' order by 1 limit 3`,
    );
    hymns = rows.rows.map((row) => row.id);
  });
  afterAll(async () => {
    for (const follower of followers) follower.close();
    for (const app of apps) await app.close();
  });

  const open = async (app: FastifyInstance, body: object = { hymns }) => {
    const res = await app.inject({ method: 'POST', url: togetherApiPaths.rooms, payload: body });
    expect(res.statusCode).toBe(201);
    return togetherOpenedSchema.parse(res.json());
  };
  const move = (app: FastifyInstance, room: TogetherOpened, body: object, secret = room.leaderSecret) =>
    app.inject({
      method: 'POST',
      url: togetherApiPaths.move(room.state.code),
      payload: body,
      headers: { [TOGETHER_LEADER_HEADER]: secret },
    });

  it('opens a room with a six-character code of letters that cannot be confused, and answers its state by it', async () => {
    const { app } = await instance();
    const room = await open(app, { hymns, position: 1, stanza: 2 });
    expect(room.state.code).toMatch(new RegExp(`^[${TOGETHER_CODE_ALPHABET}]{${TOGETHER_CODE_LENGTH}}$`));
    expect(room.state).toMatchObject({ hymns, position: 1, stanza: 2, blank: false, ended: false, version: 1 });
    expect(room.leaderSecret.length).toBeGreaterThanOrEqual(40);
    // Typed in lower case with a space: the same room.
    const typed = `${room.state.code.slice(0, 3).toLowerCase()} ${room.state.code.slice(3)}`;
    const joined = await app.inject({ url: togetherApiPaths.room(typed) });
    expect(joined.statusCode).toBe(200);
    expect(togetherStateSchema.parse(joined.json())).toEqual(room.state);
    // The secret is kept as a hash only.
    const stored = await database.pool.query('select leader_secret_hash from together_room where code = $1', [room.state.code]);
    expect(JSON.stringify(stored.rows)).not.toContain(room.leaderSecret);
  });

  it('answers a wrong code, an ended room and bad input clearly, and never with text of a hymn', async () => {
    const { app } = await instance();
    const unknown = await app.inject({ url: togetherApiPaths.room('ZZZZZZ') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: TOGETHER_TEXTS.noSuchRoom });
    const malformed = await app.inject({ url: togetherApiPaths.room('O0I1') });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain(TOGETHER_TEXTS.noSuchRoom);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const body of [{ hymns: [] }, { hymns: tooMany }, { hymns: ['x'] }, { hymns, position: 9 }, { hymns: [...hymns, 999_999] }]) {
      const res = await app.inject({ method: 'POST', url: togetherApiPaths.rooms, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    const room = await open(app);
    await app.inject({
      method: 'POST',
      url: togetherApiPaths.end(room.state.code),
      headers: { [TOGETHER_LEADER_HEADER]: room.leaderSecret },
    });
    const ended = await app.inject({ url: togetherApiPaths.room(room.state.code) });
    expect(ended.statusCode).toBe(404);
    expect(ended.json()).toEqual({ message: TOGETHER_TEXTS.ended });
    // Expired after its hours, though nobody ended it.
    const old = await open(app);
    await database.pool.query(`update together_room set expires_at = now() - interval '1 minute' where code = $1`, [old.state.code]);
    expect((await app.inject({ url: togetherApiPaths.room(old.state.code) })).json()).toEqual({ message: TOGETHER_TEXTS.ended });
    // Ids only: no title or line of any hymn in a state.
    const texts = await database.pool.query<{ t: string }>('select title_primary as t from content where content_id = any($1)', [hymns]);
    for (const { t } of texts.rows) expect(JSON.stringify(room.state)).not.toContain(t);
    expect(Object.keys(room.state).sort()).toEqual(['blank', 'code', 'ended', 'expiresAt', 'hymns', 'position', 'stanza', 'version']);
  });

  it('takes the leader’s moves only from the leader’s secret, and refuses a position the room does not have', async () => {
    const { app } = await instance();
    const room = await open(app);
    const moved = await move(app, room, { position: 1, stanza: 3 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ position: 1, stanza: 3, version: 2 });
    for (const secret of ['', 'not the secret']) {
      const refused = await move(app, room, { position: 0, stanza: 0 }, secret);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: TOGETHER_TEXTS.notLeader });
    }
    const beyond = await move(app, room, { position: hymns.length, stanza: 0 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({ message: TOGETHER_TEXTS.badPosition });
    expect((await move(app, room, { position: -1, stanza: 0 })).statusCode).toBe(400);
  });

  it('sends a follower the state first, then every move, on another instance than the leader’s, and the end', async () => {
    const leaderSide = await instance();
    const followerSide = await instance();
    const room = await open(leaderSide.app);
    const follower = follow(followerSide.base, room.state.code);
    await follower.until((state) => state.version === 1);
    for (const [position, stanza] of [
      [0, 1],
      [0, 2],
      [1, 0],
    ] as const) {
      expect((await move(leaderSide.app, room, { position, stanza })).statusCode).toBe(200);
    }
    await move(leaderSide.app, room, { position: 1, stanza: 0, blank: true });
    const blanked = await follower.until((state) => state.blank);
    expect(blanked).toMatchObject({ position: 1, stanza: 0, version: 5 });
    expect(follower.states.map((state) => state.version)).toEqual([1, 2, 3, 4, 5]);
    // Counted for the leader, on the other instance (its count reaches the database within seconds).
    await expect
      .poll(async () => (await leaderSide.app.inject({ url: togetherApiPaths.followers(room.state.code) })).json().followers, {
        timeout: 10_000,
      })
      .toBe(1);
    await leaderSide.app.inject({
      method: 'POST',
      url: togetherApiPaths.end(room.state.code),
      headers: { [TOGETHER_LEADER_HEADER]: room.leaderSecret },
    });
    await follower.until((state) => state.ended);
    await follower.ended;
    expect(follower.status).toBe(200);
  });

  it('brings a follower back to the current state after the instance lost its database connection', async () => {
    const leaderSide = await instance();
    const followerSide = await instance();
    const room = await open(leaderSide.app);
    const follower = follow(followerSide.base, room.state.code);
    await follower.until((state) => state.version === 1);
    // Every LISTEN connection is cut; moves made meanwhile are not heard...
    await database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'bhajan-sangrah sing together'`,
    );
    await move(leaderSide.app, room, { position: 1, stanza: 4 });
    // ... until the listeners are back: the follower's instance reads the room again. They try again
    // after 1 s, then 2, 4…: a machine busy with the whole test run took more than 5 s once.
    const caughtUp = await follower.until((state) => state.stanza === 4, 15_000);
    expect(caughtUp).toMatchObject({ position: 1, version: 2 });
  });

  it('lets a whole satsang join one instance at once, each on the newest move', async () => {
    const leaderSide = await instance();
    const followerSide = await instance();
    const room = await open(leaderSide.app);
    const first = follow(followerSide.base, room.state.code);
    await first.until((state) => state.version === 1);
    expect((await move(leaderSide.app, room, { position: 0, stanza: 3 })).statusCode).toBe(200);
    await first.until((state) => state.version === 2);
    // 300 phones at once (a hall after the leader shows the code, or back after a restart).
    const hall = Array.from({ length: 300 }, () => follow(followerSide.base, room.state.code));
    const firstStates = await Promise.all(hall.map((phone) => phone.until(() => true)));
    expect(hall.every((phone) => phone.status === 200)).toBe(true);
    expect(firstStates.every((state) => state.version === 2 && state.stanza === 3)).toBe(true);
    for (const phone of hall) phone.close();
  });

  it('hands the lead to another phone with a PIN, once; the old secret leads no more; guesses are few', async () => {
    const { app } = await instance();
    const room = await open(app);
    const offered = await app.inject({
      method: 'POST',
      url: togetherApiPaths.pin(room.state.code),
      headers: { [TOGETHER_LEADER_HEADER]: room.leaderSecret },
    });
    expect(offered.statusCode).toBe(200);
    const { pin } = offered.json<{ pin: string }>();
    expect(pin).toMatch(/^\d{4}$/);
    const wrong = await app.inject({
      method: 'POST',
      url: togetherApiPaths.takeOver(room.state.code),
      payload: { pin: pin === '0000' ? '1111' : '0000' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: TOGETHER_TEXTS.wrongPin });
    const taken = await app.inject({ method: 'POST', url: togetherApiPaths.takeOver(room.state.code), payload: { pin } });
    expect(taken.statusCode).toBe(200);
    const next = togetherOpenedSchema.parse(taken.json());
    expect((await move(app, next, { position: 1, stanza: 0 })).statusCode).toBe(200);
    expect((await move(app, room, { position: 0, stanza: 0 })).statusCode).toBe(403);
    // The PIN served once.
    expect((await app.inject({ method: 'POST', url: togetherApiPaths.takeOver(room.state.code), payload: { pin } })).statusCode).toBe(403);

    // Five wrong guesses withdraw a PIN: the right one then fails too.
    const again = await app.inject({
      method: 'POST',
      url: togetherApiPaths.pin(room.state.code),
      headers: { [TOGETHER_LEADER_HEADER]: next.leaderSecret },
    });
    const second = again.json<{ pin: string }>().pin;
    const guesses = ['0000', '1111', '2222', '3333', '4444', '5555'].filter((guess) => guess !== second).slice(0, 5);
    for (const guess of guesses) {
      await app.inject({ method: 'POST', url: togetherApiPaths.takeOver(room.state.code), payload: { pin: guess } });
    }
    expect(
      (await app.inject({ method: 'POST', url: togetherApiPaths.takeOver(room.state.code), payload: { pin: second } })).statusCode,
    ).toBe(403);
  });

  it('takes at most the configured followers, and limits opens and moves (429 with Retry-After)', async () => {
    const small = await instance(
      { TOGETHER_MAX_FOLLOWERS: '1' },
      { open: createAddressBudget({ burst: 2, perSecond: 0.001 }), move: createAddressBudget({ burst: 2, perSecond: 0.001 }) },
    );
    const room = await open(small.app);
    const first = follow(small.base, room.state.code);
    await first.until((state) => state.version === 1);
    const second = follow(small.base, room.state.code);
    await second.ended;
    expect(second.status).toBe(403);

    await open(small.app);
    const third = await small.app.inject({ method: 'POST', url: togetherApiPaths.rooms, payload: { hymns } });
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toMatch(/^\d+$/);
    expect(third.json()).toEqual({ message: TOGETHER_TEXTS.tooMany });
    await move(small.app, room, { position: 0, stanza: 1 });
    await move(small.app, room, { position: 0, stanza: 2 });
    expect((await move(small.app, room, { position: 0, stanza: 3 })).statusCode).toBe(429);
  });
});

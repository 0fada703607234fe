/**
 * The product as deployed beyond one machine, with real parts on loopback: Debian's PostgreSQL,
 * two server instances (each its own process and DATA_DIR, as on two machines), Debian's haproxy
 * in front of them, and an S3-compatible server for media (MEDIA_STORAGE=s3). Everything is asked
 * through the balancer, which sends requests to the instances in turn: nothing a visitor or an
 * editor does may depend on which one answers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUploadResultSchema } from '../src/model/admin';
import { apiPaths } from '../src/model/api-paths';
import { FEEDBACK_RATE_LIMIT_MAX, LOGIN_RATE_LIMIT_MAX } from '../src/model/constants';
import type { Content } from '../src/model/entities';
import { freePort } from './net/free-port';
import { INSTANCE_HEADER, startDebianPostgres, startHaproxy, type Balancer, type DebianPostgres } from './test/deployment';
import { mp3File } from './test/media-samples';
import { multipart } from './test/multipart';
import { runProcess } from './test/process';
import { Follower } from './test/follower';
import { TOGETHER_LEADER_HEADER, togetherOpenedSchema, togetherApiPaths } from '../src/model/together';
import { startS3Server, type TestS3Server } from './test/s3';

const FIXTURE = fileURLToPath(new URL('./test/run-server-fixture.ts', import.meta.url));
const EDITOR = { email: 'editor@example.com', password: 'a long editor password 42' };

describe('two instances behind haproxy, on Debian PostgreSQL and one object store', () => {
  let postgres: DebianPostgres;
  let s3: TestS3Server;
  let balancer: Balancer;
  const instances: ReturnType<typeof runProcess>[] = [];
  const dataDirs: string[] = [];
  let cookie = '';

  beforeAll(async () => {
    [postgres, s3] = await Promise.all([startDebianPostgres(), startS3Server()]);
    const ports = [await freePort(), await freePort()];
    for (const port of ports) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'bhajan-instance-'));
      dataDirs.push(dataDir);
      instances.push(
        runProcess(FIXTURE, {
          ...s3.env,
          DATABASE_URL: postgres.url,
          PORT: String(port),
          DATA_DIR: dataDir,
          ADMIN_EMAIL: EDITOR.email,
          ADMIN_PASSWORD: EDITOR.password,
          TRUST_PROXY: '127.0.0.1',
          LOG_LEVEL: 'warn',
        }),
      );
    }
    await Promise.all(instances.map((instance) => instance.waitFor(/READY http:/, 120_000)));
    balancer = await startHaproxy(ports);
  }, 180_000);

  afterAll(async () => {
    await balancer?.stop();
    for (const instance of instances) {
      instance.child.kill('SIGTERM');
      await instance.exited;
    }
    await s3?.stop();
    await postgres?.stop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  /** A call through the balancer, with the editor's session when signed in. */
  const call = (url: string, init: RequestInit & { signedIn?: boolean } = {}) =>
    fetch(`${balancer.url}${url}`, {
      ...init,
      headers: { ...(init.signedIn ? { cookie } : {}), ...(init.headers as Record<string, string>) },
    });
  /** The instances that gave these answers. */
  const instancesOf = (answers: Response[]) => new Set(answers.map((res) => res.headers.get(INSTANCE_HEADER)));
  const json = { 'content-type': 'application/json' };

  it('keeps an editor signed in on both instances', async () => {
    const login = await call(apiPaths.authLogin, { method: 'POST', headers: json, body: JSON.stringify(EDITOR) });
    expect(login.status).toBe(200);
    cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const answers = await Promise.all([1, 2, 3, 4].map(() => call(apiPaths.authMe, { signedIn: true })));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(instancesOf(answers).size).toBe(2);
  });

  it('serves a change saved through one instance from the other at once', async () => {
    // Both instances answer the hymn, and keep their answer in memory.
    const before = await Promise.all([1, 2, 3, 4].map(() => call(apiPaths.contentDetail(1))));
    expect(instancesOf(before).size).toBe(2);
    const original = (await before[0]!.json()) as Content;
    const { contentId, titlePrimary, contentPrimary, contentSecondary, displayFlag, showSecondary } = original;
    const { imagePath, audioPath, videoPath, displayOrder, bookPgNo, subCategory } = original;
    const saved = await call(apiPaths.contentSave, {
      method: 'POST',
      signedIn: true,
      headers: json,
      body: JSON.stringify({
        ...{ contentId, titlePrimary, contentPrimary, contentSecondary, displayFlag, showSecondary },
        ...{ imagePath, audioPath, videoPath, displayOrder, bookPgNo },
        titleSecondary: 'Corrected through one instance',
        subCategory: { subCategoryId: subCategory!.subCategoryId },
      }),
    });
    expect(saved.ok, await saved.clone().text()).toBe(true);
    // Each drops its answer as the save commits: the saving one before it answers, the other one
    // as soon as PostgreSQL's notification reaches it (a few milliseconds; longer on a busy machine).
    await expect
      .poll(
        async () => {
          const after = await Promise.all([1, 2, 3, 4].map(() => call(apiPaths.contentDetail(1))));
          const titles = await Promise.all(after.map(async (res) => ((await res.json()) as Content).titleSecondary));
          return { instances: instancesOf(after).size, titles: [...new Set(titles)] };
        },
        { timeout: 2_000, interval: 50 },
      )
      .toEqual({ instances: 2, titles: ['Corrected through one instance'] });
  });

  it('serves an upload through one instance from the other', async () => {
    const song = mp3File(4_000);
    const body = multipart([
      { name: 'kind', value: 'audio' },
      { name: 'file', filename: 'Aarti.mp3', type: 'audio/mpeg', data: song },
    ]);
    const uploaded = await call(apiPaths.adminMedia, { method: 'POST', signedIn: true, headers: body.headers, body: body.payload });
    expect(uploaded.status).toBe(201);
    const { path: stored } = mediaUploadResultSchema.parse(await uploaded.json());
    const served = await Promise.all([1, 2].map(() => call(stored)));
    expect(instancesOf(served).size).toBe(2);
    for (const res of served) {
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(song)).toBe(true);
    }
  });

  it('holds sign-in throttling and the feedback limit across both instances', async () => {
    const wrong = JSON.stringify({ email: EDITOR.email, password: 'not the password at all' });
    const failures = [];
    for (let n = 0; n < LOGIN_RATE_LIMIT_MAX; n++)
      failures.push(await call(apiPaths.authLogin, { method: 'POST', headers: json, body: wrong }));
    expect(failures.map((res) => res.status)).toEqual(Array(LOGIN_RATE_LIMIT_MAX).fill(401));
    expect(instancesOf(failures).size).toBe(2);
    // The next one, on either instance, is refused, the right password too.
    for (const body of [wrong, JSON.stringify(EDITOR)]) {
      expect((await call(apiPaths.authLogin, { method: 'POST', headers: json, body })).status).toBe(429);
    }

    const feedback = (n: number) =>
      call(
        `${apiPaths.feedbackCreate}?${new URLSearchParams({ name: 'Visitor', email: 'v@example.com', feedbackText: `Jai ${n}`, rating: '5', deviceInfo: 'test' }).toString()}`,
      );
    const sent = [];
    for (let n = 0; n <= FEEDBACK_RATE_LIMIT_MAX; n++) sent.push(await feedback(n));
    expect(sent.map((res) => res.status)).toEqual([...Array(FEEDBACK_RATE_LIMIT_MAX).fill(201), 429]);
    expect(instancesOf(sent).size).toBe(2);
  });

  it("counts views sent to both instances in the dashboard's figures, each once", async () => {
    const views = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => call(apiPaths.contentAnalytics(2), { method: 'POST', headers: json, body: '{}' })),
    );
    expect(views.map((res) => res.status)).toEqual(Array(6).fill(204));
    expect(instancesOf(views).size).toBe(2);
    const recent = (await (await call(apiPaths.statsRecentContentFor(30), { signedIn: true })).json()) as {
      content_id: number;
      hits: number;
    }[];
    expect(recent.find((row) => row.content_id === 2)?.hits).toBe(6);
  });

  it('brings a leader’s moves to followers on either instance (Sing together)', async () => {
    const hymns = [1, 2];
    const opened = await call(togetherApiPaths.rooms, { method: 'POST', headers: json, body: JSON.stringify({ hymns }) });
    expect(opened.status).toBe(201);
    const room = togetherOpenedSchema.parse(await opened.json());
    // Followers through the balancer, until one is served by each instance.
    const followers: Follower[] = [];
    try {
      for (let i = 0; i < 8 && new Set(followers.map((f) => f.headers?.get(INSTANCE_HEADER))).size < 2; i++) {
        const follower = new Follower(`${balancer.url}${togetherApiPaths.events(room.state.code)}`);
        followers.push(follower);
        await follower.until((state) => state.version === 1);
      }
      expect(new Set(followers.map((f) => f.headers?.get(INSTANCE_HEADER))).size).toBe(2);
      for (const stanza of [1, 2, 3]) {
        const moved = await call(togetherApiPaths.move(room.state.code), {
          method: 'POST',
          headers: { ...json, [TOGETHER_LEADER_HEADER]: room.leaderSecret },
          body: JSON.stringify({ position: 1, stanza }),
        });
        expect(moved.status).toBe(200);
      }
      for (const follower of followers) {
        await follower.until((state) => state.stanza === 3);
        expect(follower.states.map((state) => state.version)).toEqual([1, 2, 3, 4]);
      }
    } finally {
      for (const follower of followers) follower.close();
    }
  });
});

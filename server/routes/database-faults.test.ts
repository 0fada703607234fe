/**
 * PostgreSQL ending the app's connections while visitors and an editor are busy (what a database
 * restart, a failover or an operator's pg_terminate_backend does): the process lives, every answer
 * is a success or a readable 503, what was acknowledged is stored and what was refused left no
 * trace, and the next requests succeed.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/model/api-paths';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/errors';
import { adminTestApp, asAdmin } from '../test/admin';
import { terminateAppConnections } from '../test/db';

describe('the database ending its connections under load', () => {
  const opened = adminTestApp();

  it('costs some requests a 503, never the process or a half-written row', async () => {
    const { app, database } = opened;
    const count = async (table: string) => (await database.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
    const feedbackBefore = await count('feedback');
    const categoriesBefore = await count('category');

    const answers: { kind: string; status: number; body: string }[] = [];
    const record = (kind: string) => (res: { statusCode: number; body: string }) =>
      void answers.push({ kind, status: res.statusCode, body: res.body });
    let cuts = 0;
    for (let round = 0; round < 8; round++) {
      const requests = [];
      for (let i = 0; i < 6; i++) {
        const n = round * 6 + i;
        requests.push(
          app
            .inject({
              url: `${apiPaths.feedbackCreate}?${new URLSearchParams({ name: `Fault ${n}`, email: 'a@example.org', feedbackText: `Message ${n}` })}`,
              remoteAddress: `198.51.100.${n + 1}`,
            })
            .then(record('feedback')),
          app
            .inject({ method: 'POST', url: apiPaths.category, headers: asAdmin, payload: { titlePrimary: `Fault category ${n}` } })
            .then(record('save')),
          app.inject(apiPaths.subCategoryNav).then(record('read')),
          app.inject(apiPaths.searchFor(`hanuman ${n}`)).then(record('read')),
        );
      }
      // The cut lands while these are on their way: some in the middle of a transaction.
      await new Promise((resolve) => setImmediate(resolve));
      cuts += await terminateAppConnections(database.name);
      await Promise.all(requests);
    }
    expect(cuts).toBeGreaterThan(0);
    expect(answers.some((answer) => answer.status === 503)).toBe(true);
    // Every connection the requests borrowed was given back: none is kept by a transaction the cut ended.
    expect(database.pool.idleCount).toBe(database.pool.totalCount);

    for (const answer of answers) {
      expect([200, 201, 503], `${answer.kind} ${answer.status} ${answer.body}`).toContain(answer.status);
      if (answer.status === 503) expect(JSON.parse(answer.body)).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    // Exactly what was acknowledged is stored: no acknowledged write lost, no refused one half-kept.
    const acknowledged = (kind: string) => answers.filter((answer) => answer.kind === kind && answer.status === 201).length;
    expect(await count('feedback')).toBe(feedbackBefore + acknowledged('feedback'));
    expect(await count('category')).toBe(categoriesBefore + acknowledged('save'));

    // And the next requests are answered as if nothing happened.
    expect((await app.inject(apiPaths.subCategoryNav)).statusCode).toBe(200);
    const save = await app.inject({ method: 'POST', url: apiPaths.category, headers: asAdmin, payload: { titlePrimary: 'After the cut' } });
    expect(save.statusCode).toBe(201);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { createVisitorSalts, visitorHash, type Visitor } from './visitor-hash';

describe('the visitor hash', () => {
  const alice: Visitor = { address: '203.0.113.7', userAgent: 'Firefox/140' };

  it('is 32 hex characters, the same for the same visitor under the same salt', () => {
    expect(visitorHash('salt-1', alice)).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorHash('salt-1', { ...alice })).toBe(visitorHash('salt-1', alice));
  });

  it('differs for another browser, another address or another day’s salt', () => {
    const hash = visitorHash('salt-1', alice);
    expect(visitorHash('salt-1', { ...alice, userAgent: 'Chrome/140' })).not.toBe(hash);
    expect(visitorHash('salt-1', { ...alice, address: '203.0.113.8' })).not.toBe(hash);
    expect(visitorHash('salt-2', alice)).not.toBe(hash);
  });

  it('keeps the parts apart: moving characters from the address to the user agent makes another visitor', () => {
    expect(visitorHash('s', { address: '10.0.0.1', userAgent: '1 Bot' })).not.toBe(
      visitorHash('s', { address: '10.0.0.11', userAgent: ' Bot' }),
    );
    expect(visitorHash('s', { address: '10.0.0.1|x', userAgent: 'y' })).not.toBe(
      visitorHash('s', { address: '10.0.0.1', userAgent: 'x|y' }),
    );
    expect(visitorHash('s', { address: '10.0.0.1\nx', userAgent: 'y' })).not.toBe(
      visitorHash('s', { address: '10.0.0.1', userAgent: 'x\ny' }),
    );
  });
});

describe('the daily visitor salts', () => {
  let database: TestDatabase;
  const storedSalts = async () =>
    (await database.pool.query<{ day: string; salt: string }>('select day::text, salt from visitor_salt order by day')).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  beforeEach(async () => {
    await database.pool.query('delete from visitor_salt');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('makes one secret salt per day that every instance shares, even when they ask at once', async () => {
    const now = () => new Date('2025-03-01T10:00:00Z');
    const instances = Array.from({ length: 4 }, () => createVisitorSalts(database.db, { timeZone: 'UTC', now }));
    const salts = await Promise.all(instances.map((i) => i.saltFor('2025-03-01')));
    expect(new Set(salts).size).toBe(1);
    expect(salts[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(await storedSalts()).toEqual([{ day: '2025-03-01', salt: salts[0] }]);
    // An instance started later reads the same one.
    expect(await createVisitorSalts(database.db, { timeZone: 'UTC', now }).saltFor('2025-03-01')).toBe(salts[0]);
  });

  it('makes a different salt for the next day', async () => {
    let clock = new Date('2025-03-01T23:00:00Z');
    const salts = createVisitorSalts(database.db, { timeZone: 'UTC', now: () => clock });
    const first = await salts.saltFor('2025-03-01');
    clock = new Date('2025-03-02T00:00:00Z');
    const second = await salts.saltFor('2025-03-02');
    expect(second).not.toBe(first);
    expect((await storedSalts()).map((s) => s.day)).toEqual(['2025-03-01', '2025-03-02']);
  });

  it('deletes salts older than yesterday when a new day’s salt is made', async () => {
    await database.pool.query(
      "insert into visitor_salt (day, salt) values ('2025-02-27', 'old'), ('2025-02-28', 'older than yesterday'), ('2025-03-01', 'yesterday')",
    );
    // 00:30 on 2 March in Kolkata is still 1 March in UTC: "today" is the time zone's.
    const salts = createVisitorSalts(database.db, { timeZone: 'Asia/Kolkata', now: () => new Date('2025-03-01T19:00:00Z') });
    await salts.saltFor('2025-03-02');
    expect((await storedSalts()).map((s) => s.day)).toEqual(['2025-03-01', '2025-03-02']);
  });

  it('asks the database once per day, then remembers the salt', async () => {
    const salts = createVisitorSalts(database.db, { timeZone: 'UTC', now: () => new Date('2025-03-01T10:00:00Z') });
    const first = await salts.saltFor('2025-03-01');
    await database.pool.query('delete from visitor_salt');
    expect(await salts.saltFor('2025-03-01')).toBe(first);
    expect(await storedSalts()).toEqual([]);
  });
});

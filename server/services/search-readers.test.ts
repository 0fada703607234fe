import { describe, expect, it } from 'vitest';
import { library } from '../db/seed/library';
import { seededDatabase } from '../test/seeded';
import { searchContent } from './search';
import { READER_QUERIES } from './search-readers-set';

/**
 * The share of READER_QUERIES that must find their hymn among the first three results. Raised as
 * search learns: never lowered to make a change pass.
 */
const FLOOR = 0.99;

describe("search as readers type (the project's own set, seeded library)", () => {
  const seeded = seededDatabase();

  it('names only visible seeded hymns, and has enough queries of every kind', () => {
    const hidden = new Set(library.subCategories.filter((s) => s.displayFlag !== 'Y').map((s) => s.key));
    const visible = new Set(
      library.contents.filter((c) => c.displayFlag === 'Y' && !hidden.has(c.subCategoryKey)).map((c) => c.titlePrimary),
    );
    for (const { hymn } of READER_QUERIES) expect(visible, hymn).toContain(hymn);
    expect(READER_QUERIES.length).toBeGreaterThanOrEqual(150);
    const perKind = new Map<string, number>();
    for (const { kind } of READER_QUERIES) perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
    for (const [kind, count] of perKind) expect(count, kind).toBeGreaterThanOrEqual(4);
    expect(new Set(READER_QUERIES.map((q) => q.query)).size).toBe(READER_QUERIES.length);
  });

  it(`finds the hymn among the first three for at least ${FLOOR * 100} % of the queries`, async () => {
    const misses: string[] = [];
    for (const { kind, query, hymn } of READER_QUERIES) {
      const found = (await searchContent(seeded.database.db, query)).docs.slice(0, 3).map((doc) => doc.titlePrimary);
      if (!found.includes(hymn))
        misses.push(`${kind.padEnd(17)} ${JSON.stringify(query)} → ${found.join(' | ') || 'nothing'} (wanted ${hymn})`);
    }
    const score = (READER_QUERIES.length - misses.length) / READER_QUERIES.length;
    console.log(
      `Readers' queries: ${READER_QUERIES.length - misses.length} of ${READER_QUERIES.length} found in the first three (${(score * 100).toFixed(1)} %)` +
        (misses.length ? `; missed:\n${misses.join('\n')}` : ''),
    );
    expect(score).toBeGreaterThanOrEqual(FLOOR);
  });
});

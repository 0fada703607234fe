/**
 * `npm run catalogue:import` and `npm run catalogue:export` as commands, on a test database: what
 * an editor at a terminal sees for a good file, a bad one and a missing one, and a round trip.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_REASONS } from '../src/model/admin';
import type { CatalogueLine } from '../src/model/catalogue-file';
import { createTestDatabase, type TestDatabase } from '../server/test/db';
import { runScript } from '../server/test/run-script';

/** The script on `databaseUrl`. */
const run = (script: string, args: string[], databaseUrl: string) => runScript(script, args, { DATABASE_URL: databaseUrl });

const hymn = (n: number): CatalogueLine => ({
  key: `hymn-${n}`,
  titlePrimary: `भजन.राम नाम ${n}`,
  contentPrimary: `राम नाम रस पीजै ${n}`,
  subCategory: { titlePrimary: 'राम भजन', create: true },
});
const jsonLines = (lines: unknown[]) => lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n') + '\n';

describe('npm run catalogue:import and catalogue:export', () => {
  let database: TestDatabase;
  let workDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    workDir = await mkdtemp(path.join(tmpdir(), 'bhajan-catalogue-'));
  });
  afterAll(async () => {
    await database?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('lists a bad file’s problems by line and imports nothing (exit code 1)', { timeout: 30_000 }, async () => {
    const file = path.join(workDir, 'bad.jsonl');
    await writeFile(file, jsonLines([hymn(1), 'not json', { ...hymn(3), displayFlag: 'X' }]));
    const result = await run('catalogue-import', [file], database.url);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('line 2: line is not a JSON object');
    expect(result.stderr).toContain(`line 3: displayFlag ${FIELD_REASONS.flag}`);
    expect(result.stderr).toContain('Nothing was imported: 2 problems in');
    expect((await database.pool.query('select count(*)::int as n from content')).rows[0].n).toBe(0);
  });

  it('imports a file, then finds nothing to change in it; exports what an import takes back', { timeout: 60_000 }, async () => {
    const file = path.join(workDir, 'good.jsonl');
    await writeFile(file, jsonLines([hymn(1), hymn(2), hymn(3)]));
    const first = await run('catalogue-import', [file], database.url);
    // Not a terminal: the progress as a line per tenth written.
    expect(first.stderr).toBe('Written 3 of 3 hymns\n');
    expect(first.stdout).toMatch(
      /^Imported 3 hymns from .*good\.jsonl in [\d.]+ s: 3 created, 0 updated, 0 unchanged; 1 sub-category created\.\n$/,
    );
    const again = await run('catalogue-import', [file], database.url);
    expect(again.stdout).toMatch(/: 0 created, 0 updated, 3 unchanged\.\n$/);

    const exported = path.join(workDir, 'exported.jsonl');
    const result = await run('catalogue-export', [exported], database.url);
    expect(result.stdout).toBe(`Exported 3 hymns to ${exported}.\n`);
    const lines = (await readFile(exported, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as CatalogueLine);
    expect(lines.map((line) => [line.key, line.titlePrimary, line.subCategory])).toEqual(
      [1, 2, 3].map((n) => [`hymn-${n}`, hymn(n).titlePrimary, expect.objectContaining({ titlePrimary: 'राम भजन', create: true })]),
    );
  });

  it('says how to use it without a file, and that a missing file is not one', { timeout: 30_000 }, async () => {
    const usage = await run('catalogue-import', [], database.url);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toMatch(/^Usage: npm run catalogue:import -- FILE/);
    const missing = await run('catalogue-import', [path.join(workDir, 'nowhere.jsonl')], database.url);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/The import failed: .*nowhere\.jsonl is not a file/);
  });
});

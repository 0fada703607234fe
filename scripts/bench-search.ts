/**
 * `npm run bench:search -- --hymns 100000`: search at the size of a large library.
 *
 * 1. Builds a realistic catalogue file (scripts/catalogue-generator.ts): Devanagari titles and
 *    multi-line lyrics made of the starter library's words, as often as they occur there, in 200
 *    sub-categories; half the hymns with a Latin transliteration.
 * 2. Imports it with `npm run catalogue:import` into a fresh embedded PostgreSQL (timed), and starts
 *    the app on it (NODE_ENV=production).
 * 3. Asks the search call a fixed mix of query shapes (one word, two words, a lyric line, a Latin
 *    spelling of Devanagari, a typo, a prefix while typing, first letters; two and three of the most
 *    common words, a word only an editors' transliteration has, two words typed as one, one word
 *    typed as two, a line with a word more, a line of a hymn without a transliteration in a
 *    scholar's spelling: catalogue-generator.ts), each term different
 *    from the last (the app keeps no search answer in memory; terms repeat only across shapes), first one at a time, then
 *    from BENCH_SEARCH_CLIENTS (default 8) clients at once; and the suggestion call as a visitor
 *    typing asks it (the first 2 to 9 letters). Each timing run is preceded by the same number of
 *    requests to a reference: a raw
 *    `node:http` server answering the bytes of one real search answer.
 *
 * Reports p50/p95/p99 per shape, the median of --rounds rounds (each asks every shape once, its
 * reference first), the database's size and the app's peak memory. Targets (issues 15 and 33):
 * search p95 ≤ 20 ms and suggestions p95 ≤ 10 ms at 100,000 hymns. Figures only; nothing asserted.
 *
 * Options: --hymns N (default 100,000), --queries N per shape (default 200), --rounds N (default
 * 3), --plans FILE (also
 * writes the query plans of one term per shape: scripts/search-plans.ts). BENCH_SEARCH_DIR=dir
 * keeps the database there and uses it again next time when it holds the same number of hymns
 * (building 100,000 takes minutes; a plan being tuned needs many runs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { apiPaths } from '../src/model/api-paths';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { freePort } from '../server/net/free-port';
import { capture, peakMemory, percentile, startBenchApp, startReference, stopProcess, waitUntilAnswering } from './bench-app';
import { writeCatalogue, type QueryShapes } from './catalogue-generator';
import { writeSearchPlans } from './search-plans';

const { values: options } = parseArgs({
  options: {
    hymns: { type: 'string', default: '100000' },
    queries: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '3' },
    plans: { type: 'string' },
  },
});
const HYMNS = Number(options.hymns);
const QUERIES_PER_SHAPE = Number(options.queries);
const ROUNDS = Number(options.rounds);
const CLIENTS = Number(process.env.BENCH_SEARCH_CLIENTS ?? 8);

interface Timings {
  p50: number;
  p95: number;
  p99: number;
  statuses: Record<string, number>;
}

const round = (n: number) => Math.round(n * 10) / 10;

function summarise(times: number[], statuses: Record<string, number>): Timings {
  const at = (p: number) => round(percentile(times, p));
  return { p50: at(50), p95: at(95), p99: at(99), statuses };
}

/** Asks each path in turn from `clients` clients at once (one at a time when 1); times each answer. */
async function timeRequests(base: string, paths: string[], clients: number): Promise<Timings> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const client = async () => {
    while (next < paths.length) {
      const url = `${base}${paths[next++]!}`;
      const started = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      times.push(performance.now() - started);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return summarise(times, statuses);
}

function runImport(file: string, databaseUrl: string): Promise<{ seconds: number; output: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/catalogue-import.ts', file], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve({ seconds: (performance.now() - started) / 1000, output: output.trim() })
        : reject(new Error(`import exited ${code}`)),
    );
  });
}

/** How many hymns the database holds (0 before its first migration). */
async function hymnsHeld(url: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const found = await pool.query<{ n: number | null }>(`select case when to_regclass('content') is null then 0 end as n`);
    if (found.rows[0]!.n === 0) return 0;
    return (await pool.query<{ n: number }>('select count(*)::int as n from content')).rows[0]!.n;
  } finally {
    await pool.end();
  }
}

/** Every shape's terms as search paths, `count` each. */
function searchPaths(shapes: QueryShapes, count: number): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(shapes).map(([shape, terms]) => [shape, terms.slice(0, count).map((term: string) => apiPaths.searchFor(term))]),
  );
}

/**
 * The suggestion call as a visitor typing asks it: the first 2 to 9 letters of a title, in Latin
 * letters and in Devanagari, and of a word; `count` in all.
 */
function suggestionPaths(shapes: QueryShapes, count: number): string[] {
  const typed = [...shapes.latinTitle, ...shapes.oneWord, ...shapes.twoWords];
  return Array.from({ length: count }, (_, n) => {
    const term = typed[(n * 7) % typed.length]!;
    return apiPaths.suggestionsFor([...term].slice(0, 2 + (n % 8)).join(''));
  });
}

async function main() {
  const keptDir = process.env.BENCH_SEARCH_DIR ? path.resolve(process.env.BENCH_SEARCH_DIR) : undefined;
  const workDir = keptDir ?? (await mkdtemp(path.join(tmpdir(), 'bhajan-bench-search-')));
  await mkdir(workDir, { recursive: true });
  // As root, PostgreSQL runs as the postgres user, which must be able to pass through to its data directory.
  await chmod(workDir, 0o711);
  const postgres = await startEmbeddedPostgres({ dir: path.join(workDir, 'postgres'), port: await freePort() });
  let app: Awaited<ReturnType<typeof startBenchApp>> | undefined;
  let reference: ChildProcess | undefined;
  try {
    const file = path.join(workDir, 'catalogue.jsonl');
    const generated = performance.now();
    const shapes = await writeCatalogue(file, HYMNS, QUERIES_PER_SHAPE);
    console.log(`Generated ${HYMNS.toLocaleString('en')} hymns in ${((performance.now() - generated) / 1000).toFixed(1)} s`);
    const held = await hymnsHeld(postgres.url);
    if (held === HYMNS) console.log(`Using the ${HYMNS.toLocaleString('en')} hymns already in ${workDir}`);
    else if (held > 0) throw new Error(`${workDir} holds ${held} hymns, not ${HYMNS}: remove it or choose another BENCH_SEARCH_DIR`);
    else {
      const imported = await runImport(file, postgres.url);
      console.log(`${imported.output}\n(import command, start to end: ${imported.seconds.toFixed(1)} s)`);
    }

    if (options.plans) {
      await writeSearchPlans(postgres.url, shapes, options.plans, HYMNS);
      console.log(`Wrote the query plans of each shape to ${options.plans}`);
    }

    app = await startBenchApp({ env: { DATABASE_URL: postgres.url } });
    const pool = new pg.Pool({ connectionString: postgres.url, max: 1 });
    // A kept database from before a change of search's columns is made again by the app's start-up
    // backfill (a migration clears them): timed, and waited for, so that it never runs under a timing.
    const reindexStarted = performance.now();
    const missing = async () =>
      (await pool.query<{ n: number }>('select count(*)::int as n from content where search_first_line is null')).rows[0]!.n;
    if ((await missing()) > 0) {
      while ((await missing()) > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
      console.log(
        `The app's start-up backfill made every hymn's search columns again in ${((performance.now() - reindexStarted) / 1000).toFixed(1)} s`,
      );
    }
    // Warm, as a server that has been answering for a while is: search's tables and indexes read into
    // PostgreSQL's cache (pg_prewarm), and written down by a vacuum (an import leaves its index entries
    // in each GIN index's pending list, which every search then reads through until autovacuum comes).
    const warmed = performance.now();
    await pool.query('vacuum analyze content_search');
    await pool.query('create extension if not exists pg_prewarm');
    const { rows: prewarmed } = await pool.query<{ mb: number }>(`
      select (sum(pg_prewarm(c.oid)) * 8 / 1024)::int as mb from pg_class c
      where c.oid in ('content_search'::regclass, 'content'::regclass, 'search_word'::regclass)
         or c.oid in (select indexrelid from pg_index where indrelid in ('content_search'::regclass, 'content'::regclass, 'search_word'::regclass))
         or c.oid in (select reltoastrelid from pg_class where relname in ('content_search', 'content'))`);
    console.log(
      `Warmed: ${prewarmed[0]!.mb} MB of search's tables and indexes read into PostgreSQL's cache in ${((performance.now() - warmed) / 1000).toFixed(1)} s`,
    );
    const size = (await pool.query<{ size: string }>('select pg_size_pretty(pg_database_size(current_database())) as size')).rows[0]!.size;
    await pool.end();

    const sample = Object.values(shapes)[0]![0]!;
    const answer = await capture(`${app.base}${apiPaths.searchFor(sample)}`, 'application/json');
    const suggestionsAnswer = await capture(`${app.base}${apiPaths.suggestionsFor(sample)}`, 'application/json');
    const referencePort = await freePort();
    reference = startReference(referencePort, [
      [apiPaths.search, answer],
      [apiPaths.suggestions, suggestionsAnswer],
    ]);
    const referenceBase = `http://127.0.0.1:${referencePort}`;
    await waitUntilAnswering(`${referenceBase}${apiPaths.search}`, reference, 'the reference server');

    const paths = { ...searchPaths(shapes, QUERIES_PER_SHAPE), suggestions: suggestionPaths(shapes, QUERIES_PER_SHAPE) };
    for (const clients of [1, CLIENTS]) {
      const label = clients === 1 ? 'one at a time' : `${clients} clients at once`;
      // Every shape once per round, the rounds one after the other: a busy moment of this shared
      // machine then weighs on one round of a few shapes, and the median of the rounds is reported.
      const rounds = new Map<string, { app: Timings; reference: Timings; peakMb: number }[]>();
      for (let r = 0; r < ROUNDS; r++) {
        for (const [shape, shapePaths] of Object.entries(paths)) {
          const reference = await timeRequests(referenceBase, shapePaths, clients);
          const timing = timeRequests(app.base, shapePaths, clients);
          const [result, peakMb] = await Promise.all([timing, peakMemory(app.process.pid, timing)]);
          rounds.set(shape, [...(rounds.get(shape) ?? []), { app: result, reference, peakMb }]);
        }
      }
      for (const [shape, measured] of rounds) {
        const median = (pick: (each: (typeof measured)[number]) => number) => percentile(measured.map(pick), 50);
        const statuses: Record<string, number> = {};
        for (const { app: result } of measured)
          for (const [status, n] of Object.entries(result.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
        console.log(
          `${`${shape}, ${label}`.padEnd(44)} p50 ${median((m) => m.app.p50)} ms, p95 ${median((m) => m.app.p95)} ms, ` +
            `p99 ${median((m) => m.app.p99)} ms (p95 by round ${measured.map((m) => m.app.p95).join(' / ')}; ` +
            `reference p95 ${median((m) => m.reference.p95)} ms); answers ${JSON.stringify(statuses)}; ` +
            `app's memory ≤ ${Math.max(...measured.map((m) => m.peakMb))} MB`,
        );
      }
    }
    console.log(`Database: ${size} for ${HYMNS.toLocaleString('en')} hymns`);
  } finally {
    if (reference) await stopProcess(reference);
    await app?.stop();
    await postgres.stop();
    if (!keptDir) await rm(workDir, { recursive: true, force: true });
  }
}

await main();

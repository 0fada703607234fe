/**
 * The query plans of search, as PostgreSQL ran them: `npm run bench:search -- --plans FILE` writes,
 * for one term of each query shape, every statement the search call (and the suggestion call)
 * runs with its `EXPLAIN (ANALYZE, BUFFERS)`, taken by auto_explain on the benchmark's catalogue.
 * The file kept in docs/search-plans.md shows that each shape is answered from the indexes, reading
 * a bounded number of rows at 100,000 hymns; run it again after changing a search statement.
 */
import { writeFile } from 'node:fs/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as prettier from 'prettier';
import * as schema from '../server/db/schema';
import { searchContent, suggestTitles } from '../server/services/search';
import type { QueryShapes } from './catalogue-generator';

/** Every statement planned is logged to the client, with its actual rows, timing and buffers. */
const AUTO_EXPLAIN = [
  "load 'auto_explain'",
  'set auto_explain.log_min_duration = 0',
  'set auto_explain.log_analyze = on',
  'set auto_explain.log_buffers = on',
  'set auto_explain.log_nested_statements = on',
  'set client_min_messages = log',
];

/** A plan of search's own statements (not BEGIN, the planner settings, COMMIT). */
const isSearchPlan = (text: string) => !/set_config\(/.test(text) && /Query Text:/.test(text);

export async function writeSearchPlans(databaseUrl: string, shapes: QueryShapes, file: string, hymns: number): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const logged: string[] = [];
  pool.on('connect', (client) => client.on('notice', (notice) => logged.push(notice.message ?? '')));
  const db = drizzle({ client: pool, schema });
  const sections: string[] = [];
  try {
    const client = await pool.connect();
    for (const statement of AUTO_EXPLAIN) await client.query(statement);
    client.release();
    const calls: [string, string, () => Promise<unknown>][] = Object.entries(shapes).map(([shape, terms]) => {
      const term = terms[0]!;
      return [shape, term, () => searchContent(db, term)];
    });
    const typed = [...shapes.latinTitle[0]!].slice(0, 5).join('');
    calls.push(['suggestions', typed, () => suggestTitles(db, typed)]);
    for (const [shape, term, call] of calls) {
      // Once to warm the cache (as a search a visitor repeats), then the plans of the second.
      await call();
      logged.length = 0;
      await call();
      const plans = logged.filter(isSearchPlan).map((plan) => plan.replace(/^duration: [\d.]+ ms\s+plan:\n/, ''));
      sections.push(`## ${shape}: \`${term}\`\n\n${plans.map((plan) => `\`\`\`\n${plan.trim()}\n\`\`\``).join('\n\n')}\n`);
    }
  } finally {
    await pool.end();
  }
  const heading =
    `# Search's query plans at ${hymns.toLocaleString('en')} hymns\n\n` +
    'Written by `npm run bench:search -- --hymns 100000 --plans docs/search-plans.md` (scripts/search-plans.ts): ' +
    'for one term of each query shape of the benchmark, every statement the search call runs, with what ' +
    'PostgreSQL did (auto_explain: `EXPLAIN (ANALYZE, BUFFERS)`), the second time it is asked. Each reads ' +
    'through the GIN indexes (bitmap scans) and stops at its LIMIT: no sequential scan, no sort of every match.\n';
  // Formatted as the repository's prettier would (its check then passes without a hand-run fix).
  const options = await prettier.resolveConfig(file);
  await writeFile(file, await prettier.format(`${heading}\n${sections.join('\n')}`, { ...options, filepath: file }));
}

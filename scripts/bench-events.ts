/**
 * `npm run bench:events`: the statistics under load, on this machine, through the real HTTP calls.
 *
 * 1. Ingestion. The server runs as its own process (`server/main.ts`) on a fresh PostgreSQL with
 *    full durability. The counting calls are sent as visitors send them: hymn views (a third of
 *    them after a search click, `?source=search`), audio plays, sub-category pages and searches,
 *    from BENCH_VISITORS (default 5,000) made-up visitors (X-Forwarded-For and user agent); first
 *    paced at BENCH_RATE (default 2,000) requests a second for BENCH_SECONDS (default 30), then as
 *    fast as BENCH_CONNECTIONS (default 32) keep-alive connections go for BENCH_MAX_SECONDS
 *    (default 15). Meanwhile 4 connections read hymns (`GET /api/content/v3/{id}`) and their
 *    latency is recorded; the same reads are first timed with nothing else running. The load
 *    generator runs on the same machine and takes its share of the CPU.
 *    Then the server is stopped cleanly (SIGTERM) and the database is checked: every event the
 *    server acknowledged must be a row ("lost" is acknowledged minus stored), and the daily rollups
 *    must add up to the rows.
 * 2. The dashboard over 1,000,000 events. Generated events are added (5 % in the last hour, the rest
 *    over 60 days, 20,000 visitors a day) until the table holds BENCH_EVENTS (default 1,000,000), the
 *    rollups are rebuilt from them (`rebuildStatsRollups`, timed), the server is started again, an
 *    editor signs in, and each stats call is timed 50 times over HTTP.
 *
 * Figures only; nothing is asserted. Targets: ≥ 2,000 events/s, 0 lost, hymn read p99
 * < 50 ms while ingesting; each stats call < 100 ms over 1,000,000 events.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths } from '../src/model/api-paths';
import { createDatabase } from '../server/db/connect';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { freePort } from '../server/net/free-port';
import { rebuildStatsRollups } from '../server/services/stats-rollups';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const RATE = Number(process.env.BENCH_RATE ?? 2_000);
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 5_000);
const TOTAL_EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const READERS = 4;
const STATS_RUNS = 50;
const TIME_ZONE = 'Asia/Kolkata';
const ADMIN = { email: 'bench@example.com', password: 'bench-password-long-enough' };
const SEARCH_TERMS = ['hanuman', 'हनुमान', 'chalisa', 'ram', 'krishna', 'aarti', 'shiv', 'ganesh', 'जय', 'om jai jagdish'];
const USER_AGENTS = [
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
];

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS + READERS + 4 });

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

function request(base: URL, method: string, urlPath: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(new URL(urlPath, base), { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          headers: res.headers,
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (n: number, digits = 1) => Number(n.toFixed(digits));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

function latencySummary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? NaN),
  };
}

async function startServerProcess(env: Record<string, string>): Promise<{ child: ChildProcess; base: URL }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = new URL(`http://127.0.0.1:${port}/`);
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await request(base, 'GET', '/healthz').then(
      (a) => a.status === 200,
      () => false,
    );
    if (ok) return { child, base };
    if (performance.now() - started > 120_000) throw new Error('the server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stopServerProcess(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

/** The visible sub-categories and hymns of the seeded library. */
async function catalogue(base: URL) {
  const subCategories = JSON.parse((await request(base, 'GET', apiPaths.subCategoryAll)).body) as { subCategoryId: number }[];
  const hymns: { contentId: number; subCategoryId: number }[] = [];
  for (const { subCategoryId } of subCategories) {
    const list = JSON.parse((await request(base, 'GET', apiPaths.contentBySubCategory(subCategoryId))).body) as { contentId: number }[];
    for (const { contentId } of list) hymns.push({ contentId, subCategoryId });
  }
  return { subCategoryIds: subCategories.map((s) => s.subCategoryId), hymns };
}

type Kind = 'content_view' | 'audio_play' | 'subcategory_view' | 'search' | 'search_click';

/**
 * Sends the counting calls for `seconds`: paced at `rate` requests a second (open loop: a request
 * is due at its time whether or not the earlier ones have been answered, up to CONNECTIONS at once),
 * or as fast as CONNECTIONS connections go when `rate` is undefined. Hymns are read meanwhile.
 */
async function ingest(base: URL, cat: Awaited<ReturnType<typeof catalogue>>, seconds: number, rate?: number) {
  const acknowledged: Record<Kind, number> = { content_view: 0, audio_play: 0, subcategory_view: 0, search: 0, search_click: 0 };
  let refused = 0;
  let failed = 0;
  const reads: number[] = [];
  const startAt = performance.now();
  const endAt = startAt + seconds * 1000;
  let slot = 0;
  const visitor = () => {
    const n = Math.floor(Math.random() * VISITORS);
    return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, 'user-agent': USER_AGENTS[n % USER_AGENTS.length]! };
  };

  async function sender() {
    while (performance.now() < endAt) {
      if (rate) {
        const due = startAt + (slot++ * 1000) / rate;
        if (due >= endAt) break;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      const r = Math.random();
      const hymn = pick(cat.hymns);
      try {
        if (r < 0.55) {
          const fromSearch = Math.random() < 1 / 3;
          const a = await request(
            base,
            'POST',
            apiPaths.contentAnalytics(hymn.contentId, fromSearch ? 'search' : undefined),
            {
              ...visitor(),
              'content-type': 'application/json',
            },
            '{}',
          );
          if (a.status === 204) {
            acknowledged.content_view += 1;
            if (fromSearch) acknowledged.search_click += 1;
          } else refused += 1;
        } else if (r < 0.75) {
          const a = await request(base, 'GET', apiPaths.audioPlay(hymn.contentId), visitor());
          if (a.status === 204) acknowledged.audio_play += 1;
          else refused += 1;
        } else if (r < 0.9) {
          const a = await request(base, 'GET', apiPaths.subCategory(pick(cat.subCategoryIds)), visitor());
          if (a.status === 200) acknowledged.subcategory_view += 1;
          else refused += 1;
        } else {
          const a = await request(base, 'GET', apiPaths.searchFor(pick(SEARCH_TERMS)), visitor());
          if (a.status === 200) acknowledged.search += 1;
          else refused += 1;
        }
      } catch {
        failed += 1;
      }
    }
  }

  async function reader() {
    while (performance.now() < endAt) {
      const hymn = pick(cat.hymns);
      const a = await request(base, 'GET', apiPaths.contentDetail(hymn.contentId, String(hymn.subCategoryId)));
      if (a.status === 200) reads.push(a.ms);
    }
  }

  await Promise.all([...Array.from({ length: CONNECTIONS }, sender), ...Array.from({ length: READERS }, reader)]);
  const elapsed = (performance.now() - startAt) / 1000;
  const events = Object.values(acknowledged).reduce((a, b) => a + b, 0);
  const requests = acknowledged.content_view + acknowledged.audio_play + acknowledged.subcategory_view + acknowledged.search;
  return { acknowledged, events, requests, refused, failed, seconds: elapsed, reads };
}

type Run = Awaited<ReturnType<typeof ingest>>;

function runRow(run: Run) {
  return {
    'requests/s': round(run.requests / run.seconds, 0),
    'events/s': round(run.events / run.seconds, 0),
    events: run.events,
    'refused (non-2xx)': run.refused,
    'failed (network)': run.failed,
    ...Object.fromEntries(Object.entries(latencySummary(run.reads)).map(([k, v]) => [`hymn read ${k}`, v])),
  };
}

async function baselineReads(base: URL, cat: Awaited<ReturnType<typeof catalogue>>, seconds: number) {
  const reads: number[] = [];
  const endAt = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (performance.now() < endAt) {
        const hymn = pick(cat.hymns);
        const a = await request(base, 'GET', apiPaths.contentDetail(hymn.contentId, String(hymn.subCategoryId)));
        if (a.status === 200) reads.push(a.ms);
      }
    }),
  );
  return reads;
}

/** Adds generated events until the table holds `total` rows: 5 % in the last hour, the rest over 60 days. */
async function addGeneratedEvents(pool: import('pg').Pool, total: number, cat: Awaited<ReturnType<typeof catalogue>>) {
  const existing = Number((await pool.query<{ n: string }>('select count(*) as n from analytics_event')).rows[0]!.n);
  const toAdd = Math.max(0, total - existing);
  const chunk = 100_000;
  for (let done = 0; done < toAdd; done += chunk) {
    const n = Math.min(chunk, toAdd - done);
    await pool.query(
      `with g as (
         select random() as r,
                case when random() < 0.05 then now() - random() * interval '60 minutes'
                     else now() - random() * interval '60 days' end as at,
                1 + floor(random() * cardinality($1::int[]))::int as hymn,
                floor(random() * 20000)::int as visitor,
                floor(random() * 20)::int as results
           from generate_series(1, $3::int)
       )
       insert into analytics_event (kind, content_id, sub_category_id, search_term, result_count, visitor_hash, created_at)
       select k.kind,
              case when k.kind in ('content_view', 'audio_play', 'search_click') then ($1::int[])[hymn] end,
              case when k.kind <> 'search' then ($2::int[])[hymn] end,
              case when k.kind = 'search' then (array['hanuman', 'हनुमान', 'chalisa', 'ram', 'krishna'])[1 + visitor % 5] end,
              case when k.kind = 'search' then results end,
              left(md5(((at at time zone $4)::date)::text || ':' || visitor), 32),
              at
         from g, lateral (select case when r < 0.55 then 'content_view' when r < 0.75 then 'audio_play'
                                      when r < 0.9 then 'subcategory_view' when r < 0.97 then 'search'
                                      else 'search_click' end as kind) k`,
      [cat.hymns.map((h) => h.contentId), cat.hymns.map((h) => h.subCategoryId), n, TIME_ZONE],
    );
  }
  return toAdd;
}

const STATS_CALLS: Record<string, string> = {
  'recent-content (30 min)': apiPaths.statsRecentContentFor(30),
  'recent-content (60 min)': apiPaths.statsRecentContentFor(60),
  searches: apiPaths.statsSearchesFor(10),
  'summary/today': apiPaths.statsSummaryToday,
  'summary/month': apiPaths.statsSummaryMonth,
  'ads-revenue': apiPaths.statsAdsRevenue,
  'search-performance': apiPaths.statsSearchPerformance,
  analytics: apiPaths.statsAnalytics,
};

const dir = await mkdtemp(path.join(tmpdir(), 'bhajan-bench-events-'));
const postgres = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), port: await freePort() });
const serverEnv = {
  DATABASE_URL: postgres.url,
  DATA_DIR: path.join(dir, 'data'),
  TRUST_PROXY: '127.0.0.1',
  TIME_ZONE,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
};
const database = createDatabase(postgres.url);
try {
  console.log(
    `Ingestion: ${SECONDS} s paced at ${RATE} requests/s, then ${MAX_SECONDS} s as fast as ${CONNECTIONS} connections go; ` +
      `${VISITORS} visitors; ${READERS} hymn readers meanwhile; PostgreSQL with full durability`,
  );
  let server = await startServerProcess(serverEnv);
  const cat = await catalogue(server.base);
  const baseline = await baselineReads(server.base, cat, 5);
  const paced = await ingest(server.base, cat, SECONDS, RATE);
  const flat = await ingest(server.base, cat, MAX_SECONDS);
  const exitCode = await stopServerProcess(server.child);

  const stored = await database.pool.query<{ kind: Kind; n: string }>('select kind, count(*) as n from analytics_event group by kind');
  const storedByKind = Object.fromEntries(stored.rows.map((row) => [row.kind, Number(row.n)])) as Partial<Record<Kind, number>>;
  const acknowledgedByKind = Object.fromEntries(
    (Object.keys(paced.acknowledged) as Kind[]).map((kind) => [kind, paced.acknowledged[kind] + flat.acknowledged[kind]]),
  ) as Record<Kind, number>;
  const acknowledgedTotal = paced.events + flat.events;
  const storedTotal = Object.values(storedByKind).reduce((a, b) => a + (b ?? 0), 0);
  const rollup = (
    await database.pool.query<{ views: string; plays: string; subs: string; searches: string; clicks: string; users: string }>(
      `select (select coalesce(sum(content_views), 0) from stats_daily) as views, (select coalesce(sum(audio_plays), 0) from stats_daily) as plays,
              (select coalesce(sum(sub_category_views), 0) from stats_daily) as subs, (select coalesce(sum(searches), 0) from stats_daily) as searches,
              (select coalesce(sum(search_clicks), 0) from stats_daily) as clicks, (select count(*) from visitor_day) as users`,
    )
  ).rows[0]!;

  console.log('\nIngestion through HTTP (hymn reads: GET /api/content/v3/{id}, 4 at a time)');
  console.table({
    'hymn reads alone (5 s)': Object.fromEntries(Object.entries(latencySummary(baseline)).map(([k, v]) => [`hymn read ${k}`, v])),
    [`paced (${SECONDS} s)`]: runRow(paced),
    [`as fast as possible (${MAX_SECONDS} s)`]: runRow(flat),
  });
  console.log('Events acknowledged by the server, and stored once it stopped (SIGTERM)');
  console.table({
    ...Object.fromEntries(
      (Object.keys(acknowledgedByKind) as Kind[]).map((kind) => [
        kind,
        { acknowledged: acknowledgedByKind[kind], stored: storedByKind[kind] ?? 0 },
      ]),
    ),
    total: { acknowledged: acknowledgedTotal, stored: storedTotal },
  });
  console.log(`Events lost: ${acknowledgedTotal - storedTotal}; server exit code ${exitCode}`);
  console.log('Rollups against the rows (must match)');
  console.table({
    content_view: { rollup: Number(rollup.views), rows: storedByKind.content_view ?? 0 },
    audio_play: { rollup: Number(rollup.plays), rows: storedByKind.audio_play ?? 0 },
    subcategory_view: { rollup: Number(rollup.subs), rows: storedByKind.subcategory_view ?? 0 },
    search: { rollup: Number(rollup.searches), rows: storedByKind.search ?? 0 },
    search_click: { rollup: Number(rollup.clicks), rows: storedByKind.search_click ?? 0 },
  });
  console.log(`Visitor-days: ${rollup.users}`);

  console.log(`\nThe dashboard over ${TOTAL_EVENTS.toLocaleString('en-US')} events`);
  const added = await addGeneratedEvents(database.pool, TOTAL_EVENTS, cat);
  let started = performance.now();
  await rebuildStatsRollups(database.db, TIME_ZONE);
  const rebuildMs = performance.now() - started;
  await database.pool.query('vacuum analyze');
  const count = Number((await database.pool.query<{ n: string }>('select count(*) as n from analytics_event')).rows[0]!.n);
  console.log(
    `Added ${added.toLocaleString('en-US')} generated events (now ${count.toLocaleString('en-US')}); rollups rebuilt in ${round(rebuildMs / 1000, 1)} s`,
  );

  server = await startServerProcess(serverEnv);
  const login = await request(server.base, 'POST', apiPaths.authLogin, { 'content-type': 'application/json' }, JSON.stringify(ADMIN));
  const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
  if (login.status !== 200 || !cookie) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
  const timings: Record<string, ReturnType<typeof latencySummary> & { answer: string }> = {};
  for (const [name, url] of Object.entries(STATS_CALLS)) {
    const samples: number[] = [];
    let answer = '';
    for (let i = 0; i < STATS_RUNS; i++) {
      started = performance.now();
      const a = await request(server.base, 'GET', url, { cookie });
      samples.push(performance.now() - started);
      if (a.status !== 200) throw new Error(`${name}: ${a.status} ${a.body}`);
      answer = a.body.length > 60 ? `${a.body.slice(0, 57)}...` : a.body;
    }
    timings[name] = { ...latencySummary(samples), answer };
  }
  console.table(timings);
  await stopServerProcess(server.child);
} finally {
  agent.destroy();
  await database.close();
  await postgres.stop();
  await rm(dir, { recursive: true, force: true });
}

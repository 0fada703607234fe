/**
 * `npm run bench:lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone on slow 4G,
 * simulated) of the public pages, in Debian's Chromium, against the real server and the built app
 * (`npm run build` first), each page BENCH_RUNS (default 3) times; the median of each figure.
 * BENCH_PRESET=desktop runs Lighthouse's desktop preset instead. Printed with the figures: the
 * machine's `benchmarkIndex` (scores differ between machines) and, for each page, where the main
 * thread's time went (by kind of work, and by script) and its longest tasks, in its median run.
 *
 * Pages: the home page, the Hanuman Chalisa's sub-category, the Hanuman Chalisa, and a search for
 * "hanuman" (BENCH_PAGES=chalisa,search: only those whose names contain one of the words). Figures only; nothing is asserted. Targets: performance ≥ 98, SEO 100,
 * accessibility 100, best practices 100, LCP ≤ 1.5 s, CLS ≤ 0.02, TBT ≤ 100 ms.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { apiPaths } from '../src/model/api-paths';
import type { Content, SearchResponse } from '../src/model/entities';
import { paths } from '../src/model/paths';
import { startBenchApp } from './bench-app';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_PRESET=desktop: Lighthouse's desktop preset (a wide screen, a fast line) instead of the phone. */
const DESKTOP = process.env.BENCH_PRESET === 'desktop';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** How many of the median run's longest tasks are printed. */
const LONG_TASKS_SHOWN = 6;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  lcpElement: string;
  failed: string[];
  /** Lighthouse's measure of this machine's speed: the same page scores lower on a slower one. */
  benchmarkIndex: number;
  /** Main-thread time by kind of work (script evaluation, style and layout, …), in ms at Lighthouse's slowdown. */
  mainThread: Record<string, number>;
  /** Main-thread time per script (its evaluation and parsing), in ms. */
  scripts: Record<string, number>;
  /** The longest tasks (at Lighthouse's slowdown), as 'ms at start ms: script', longest first. */
  longTasks: string[];
}

interface TableDetails {
  items?: Record<string, unknown>[];
}

/** A table audit's rows as name → ms, largest first. */
function msByName(details: unknown, nameKey: string, msKey: string): Record<string, number> {
  const items = (details as TableDetails | undefined)?.items ?? [];
  return Object.fromEntries(
    items
      .map((item) => [String(item[nameKey]), Math.round(Number(item[msKey]))] as const)
      .filter(([, ms]) => ms > 0)
      .sort((a, b) => b[1] - a[1]),
  );
}

/** A script's address without the server's origin ('/assets/index-….js'). */
const scriptName = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** A run Lighthouse could not measure; it is run again. */
class AuditFailed extends Error {}
/** How many times one run is tried before the benchmark gives up. */
const ATTEMPTS = 3;

async function auditAgainIfFailed(url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url);
    } catch (error) {
      if (!(error instanceof AuditFailed) || attempt === ATTEMPTS) throw error;
      console.log(`  not measured (${error.message}); again`);
    }
  }
}

async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      DESKTOP ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    // Lighthouse could not measure the page (it saw no paint in time, the browser stalled): not a score of 0.
    if (lhr.runtimeError) throw new AuditFailed(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Run['scores'];
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    // A list: the phases of its time, then the element.
    const element = lhr.audits['lcp-breakdown-insight']?.details as
      { items?: { type?: string; snippet?: string; nodeLabel?: string }[] } | undefined;
    const lcpNode = element?.items?.find((item) => item.type === 'node');
    const failed = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable' &&
          a.scoreDisplayMode !== 'manual',
      )
      .filter((a) => CATEGORIES.slice(1).some((id) => lhr.categories[id]?.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0)))
      .map((a) => a.id);
    return {
      scores,
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      fcpMs: numeric('first-contentful-paint'),
      lcpElement: lcpNode
        ? `${lcpNode.snippet ?? ''} ${lcpNode.nodeLabel ?? ''}`.slice(0, 160)
        : JSON.stringify(element ?? null).slice(0, 300),
      failed,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      mainThread: msByName(lhr.audits['mainthread-work-breakdown']?.details, 'groupLabel', 'duration'),
      scripts: Object.fromEntries(
        Object.entries(msByName(lhr.audits['bootup-time']?.details, 'url', 'total')).map(([url, ms]) => [scriptName(url), ms]),
      ),
      // Whose the tasks are that make the blocking time: 'Unattributable' and the page's own address
      // are the browser's work (the navigation, the HTML, style and layout), a script's are the app's.
      longTasks: ((lhr.audits['long-tasks']?.details as TableDetails | undefined)?.items ?? [])
        .slice(0, LONG_TASKS_SHOWN)
        .map(
          (item) => `${Math.round(Number(item.duration))} ms at ${Math.round(Number(item.startTime))} ms: ${scriptName(String(item.url))}`,
        ),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** The run whose Total Blocking Time is the median. */
const medianRun = (runs: Run[]) => [...runs].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor(runs.length / 2)]!;

async function main() {
  const app = await startBenchApp();
  const { base } = app;
  try {
    const found = (await (await fetch(`${base}${apiPaths.searchFor('hanuman chalisa')}`)).json()) as SearchResponse;
    const chalisa = (await (await fetch(`${base}${apiPaths.contentDetail(found.response.docs[0]!.contentId)}`)).json()) as Content;
    const pages = [
      { name: 'home', path: paths.home },
      { name: 'sub-category', path: paths.subCategory(chalisa.subCategory!.subCategoryId) },
      { name: 'Hanuman Chalisa', path: paths.content(chalisa.contentId) },
      { name: 'search "hanuman"', path: paths.searchFor('hanuman') },
    ];
    const summary: Record<string, unknown> = {};
    const benchmarkIndexes: number[] = [];
    // BENCH_PAGES=chalisa,search: only the pages whose names contain one of these.
    const only = process.env.BENCH_PAGES?.split(',').map((part) => part.trim().toLowerCase());
    for (const page of pages.filter((p) => !only || only.some((part) => p.name.toLowerCase().includes(part)))) {
      const runs: Run[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const result = await auditAgainIfFailed(`${base}${page.path}`);
        runs.push(result);
        benchmarkIndexes.push(result.benchmarkIndex);
        console.log(
          `${page.name} run ${run}: performance ${result.scores.performance}, accessibility ${result.scores.accessibility}, best practices ${result.scores['best-practices']}, SEO ${result.scores.seo}; FCP ${Math.round(result.fcpMs)} ms, LCP ${Math.round(result.lcpMs)} ms, CLS ${result.cls.toFixed(3)}, TBT ${Math.round(result.tbtMs)} ms; benchmarkIndex ${result.benchmarkIndex}${result.failed.length ? `; failing: ${result.failed.join(', ')}` : ''}`,
        );
      }
      summary[page.name] = {
        path: page.path,
        ...Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))])),
        fcpMs: Math.round(median(runs.map((r) => r.fcpMs))),
        lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
        cls: Number(median(runs.map((r) => r.cls)).toFixed(3)),
        tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
        lcpElement: runs[0]!.lcpElement,
        // The median run's (by TBT) breakdown: where the main thread's time went.
        mainThreadMs: medianRun(runs).mainThread,
        scriptsMs: medianRun(runs).scripts,
        longTasks: medianRun(runs).longTasks,
      };
    }
    // Lighthouse's score depends on the machine: its speed is printed with the figures.
    const benchmarkIndex = median(benchmarkIndexes);
    console.log(JSON.stringify({ runs: RUNS, benchmarkIndex, pages: summary }, null, 2));
  } finally {
    await app.stop();
  }
}

await main();

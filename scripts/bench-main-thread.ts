/**
 * `npm run bench:main-thread`: how long the main thread is busy while a slow phone loads each
 * public page, and with what. Four pages (home, the Hanuman Chalisa's sub-category, the Chalisa,
 * a search for "hanuman"), each loaded BENCH_RUNS (default 3) times in Debian's Chromium: a
 * 390 × 844 screen, the CPU 4 × slower (DevTools' throttling), a cold cache, no service worker,
 * the built app on a fresh embedded PostgreSQL with the starter library (`npm run build` first).
 *
 * For each load: the long tasks (over 50 ms) from the navigation until the page has been quiet
 * for QUIET_MS after its load event; the blocking time (each long task's time over 50 ms, summed,
 * as Total Blocking Time counts it) and the longest task. The medians are printed, and from the
 * median load's CPU profile the functions and the scripts that took the most time themselves, and
 * how many style rules the page's scripts inserted (styled-components' work at hydration: the
 * server's rules are already in the page).
 *
 * The reference, loaded in turn with the app: the very same HTML as a static file (a raw
 * `node:http` server; its scripts answer 404), so the browser does all its own work (the
 * navigation, the HTML, the styles, the first layout of the text) and none of the app's. The app's
 * own share is the difference of the medians. This machine is shared and noisy: the reference says
 * how busy it was.
 * Figures only; nothing is asserted. Targets: blocking time ≤ 150 ms, no task over 120 ms.
 */
import type { ChildProcess } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { apiPaths } from '../src/model/api-paths';
import type { Content } from '../src/model/entities';
import { paths } from '../src/model/paths';
import { freePort } from '../server/net/free-port';
import { capture, findChalisa, startBenchApp, startReference, stopProcess, waitUntilAnswering } from './bench-app';
import { chromiumLaunchOptions } from './chromium.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
/** The page counts as started once no long task has begun for this long after its load event. */
const QUIET_MS = 3_000;
/** A task longer than this blocks a tap (the Long Tasks API's threshold, and TBT's). */
const LONG_TASK_MS = 50;
/** How many functions and scripts of the profile are printed. */
const TOP = 8;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

interface Load {
  blockingMs: number;
  longestMs: number;
  longTasks: number;
  /** Style rules the scripts inserted into the page's style sheets by the end. */
  rulesInserted: number;
  /** Self time by function ('name (script:line)') and by script, in ms. */
  functions: Map<string, number>;
  scripts: Map<string, number>;
}

/** A script's address without the server's origin; the browser's own work has none. */
const scriptName = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || '(browser)';

/** Self time of each function and each script: every sample's time goes to the function it was in. */
function selfTimes(profile: Profile): Pick<Load, 'functions' | 'scripts'> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const functions = new Map<string, number>();
  const scripts = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    // The sample's time is the gap to the next one (µs).
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const name = frame.functionName || '(anonymous)';
    // The idle and garbage collector's pseudo-frames are not the page's work.
    if (name === '(idle)' || name === '(program)') return;
    const where = frame.url ? `${scriptName(frame.url)}:${frame.lineNumber + 1}` : '';
    const key = where ? `${name} (${where})` : name;
    functions.set(key, (functions.get(key) ?? 0) + ms);
    const script = frame.url ? scriptName(frame.url) : name;
    scripts.set(script, (scripts.get(script) ?? 0) + ms);
  });
  return { functions, scripts };
}

/** One cold load of the page on a slowed CPU: its long tasks and its CPU profile. */
async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    // Every long task from the very start, kept on the page.
    await page.addInitScript((threshold) => {
      const tasks: { start: number; duration: number }[] = [];
      (globalThis as { __longTasks?: typeof tasks }).__longTasks = tasks;
      // Every rule a script inserts (styled-components' way, CSSOM).
      const counted = globalThis as { __rulesInserted?: number };
      counted.__rulesInserted = 0;
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        counted.__rulesInserted!++;
        return insertRule.call(this, rule, index);
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.duration > threshold) tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    }, LONG_TASK_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    // Quiet: no long task has started for QUIET_MS.
    for (;;) {
      const sinceLast = await page.evaluate(() => {
        const tasks = (globalThis as { __longTasks?: { start: number; duration: number }[] }).__longTasks ?? [];
        const last = tasks.at(-1);
        return performance.now() - (last ? last.start + last.duration : 0);
      });
      if (sinceLast >= QUIET_MS) break;
      await page.waitForTimeout(QUIET_MS - sinceLast);
    }
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const tasks = await page.evaluate(() => (globalThis as { __longTasks?: { start: number; duration: number }[] }).__longTasks ?? []);
    const rulesInserted = await page.evaluate(() => (globalThis as { __rulesInserted?: number }).__rulesInserted ?? 0);
    return {
      blockingMs: tasks.reduce((sum, task) => sum + (task.duration - LONG_TASK_MS), 0),
      longestMs: Math.max(0, ...tasks.map((task) => task.duration)),
      longTasks: tasks.length,
      rulesInserted,
      ...selfTimes(profile),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The largest entries, as 'name: ms'. */
const top = (times: Map<string, number>) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, ms]) => `${Math.round(ms)} ms  ${name}`);

async function main() {
  const app = await startBenchApp();
  const { base } = app;
  const browser = await chromium.launch(chromiumLaunchOptions());
  let referenceServer: ChildProcess | undefined;
  try {
    const found = await findChalisa(base);
    const chalisa = (await (await fetch(`${base}${apiPaths.contentDetail(found.contentId)}`)).json()) as Content;
    const pages = [
      { name: 'home', path: paths.home },
      { name: 'sub-category', path: paths.subCategory(chalisa.subCategory!.subCategoryId) },
      { name: 'Hanuman Chalisa', path: paths.content(chalisa.contentId) },
      { name: 'search "hanuman"', path: paths.searchFor('hanuman') },
    ];
    // BENCH_PAGES=chalisa,search: only the pages whose names contain one of these.
    const only = process.env.BENCH_PAGES?.split(',').map((part) => part.trim().toLowerCase());
    const measured = pages.filter((p) => !only || only.some((part) => p.name.toLowerCase().includes(part)));
    const referencePort = await freePort();
    const reference = `http://127.0.0.1:${referencePort}`;
    referenceServer = startReference(
      referencePort,
      await Promise.all(measured.map(async (page) => [page.path, await capture(`${base}${page.path}`, 'text/html')] as const)),
    );
    await waitUntilAnswering(`${reference}${measured[0]!.path}`, referenceServer, 'the reference server');
    const summary: Record<string, unknown> = {};
    for (const page of measured) {
      const loads: Load[] = [];
      const staticLoads: Load[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const asStatic = await load(browser, `${reference}${page.path}`);
        staticLoads.push(asStatic);
        const result = await load(browser, `${base}${page.path}`);
        loads.push(result);
        console.log(
          `${page.name} run ${run}: blocking ${Math.round(result.blockingMs)} ms (as a static file ${Math.round(asStatic.blockingMs)} ms), longest task ${Math.round(result.longestMs)} ms (${Math.round(asStatic.longestMs)} ms), ${result.longTasks} long tasks, ${result.rulesInserted} style rules inserted`,
        );
      }
      const medianLoad = [...loads].sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor(loads.length / 2)]!;
      const blockingMs = median(loads.map((l) => l.blockingMs));
      const staticBlockingMs = median(staticLoads.map((l) => l.blockingMs));
      summary[page.name] = {
        path: page.path,
        blockingMs: Math.round(blockingMs),
        longestTaskMs: Math.round(median(loads.map((l) => l.longestMs))),
        longTasks: median(loads.map((l) => l.longTasks)),
        asStaticFile: {
          blockingMs: Math.round(staticBlockingMs),
          longestTaskMs: Math.round(median(staticLoads.map((l) => l.longestMs))),
        },
        appsOwnBlockingMs: Math.round(blockingMs - staticBlockingMs),
        rulesInserted: median(loads.map((l) => l.rulesInserted)),
        topFunctions: top(medianLoad.functions),
        topScripts: top(medianLoad.scripts),
      };
    }
    console.log(JSON.stringify({ runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, viewport: '390x844', cache: 'cold', pages: summary }, null, 2));
  } finally {
    await browser.close();
    if (referenceServer) await stopProcess(referenceServer);
    await app.stop();
  }
}

await main();

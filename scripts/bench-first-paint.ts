/**
 * `npm run bench:first-paint`: when a slow phone first paints the lyrics of the Hanuman Chalisa,
 * served by the app, against the very same HTML served as a static file by a raw `node:http`
 * server (as `npm run bench:pages` does), in one run.
 *
 * Debian's Chromium, a 390 × 844 phone screen, a cold cache for every load, and through the
 * DevTools protocol a slow phone: 150 ms round trip, 1.6 Mbps down, 750 kbps up,
 * the CPU 4 × slower. The time is the lyrics' Element Timing (`elementtiming="lyrics"`, when the
 * browser painted them), from the start of the navigation. Loads alternate static file and app,
 * BENCH_RUNS (default 3) times each; the medians and their ratio are reported. The app runs as in
 * production (NODE_ENV=production, SITE_URL set) on a fresh embedded PostgreSQL with the starter
 * library. Figures only; nothing is asserted. Target: the app ≤ 1.15 × the static file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { apiPaths } from '../src/model/api-paths';
import type { SearchResponse } from '../src/model/entities';
import { paths } from '../src/model/paths';
import { LYRICS_ELEMENT_TIMING } from '../src/model/constants';
import { freePort } from '../server/net/free-port';
import { startBenchApp, stopProcess, waitUntilAnswering } from './bench-app';
import { chromiumLaunchOptions } from './chromium.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SLOW_PHONE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/** The static file: the page's bytes at its path; anything else (its scripts, pictures) 404 at once. */
const STATIC_SERVER = `
const http = require('node:http');
const body = Buffer.from(process.env.PAGE, 'base64');
http.createServer((req, res) => {
  if (req.url !== process.env.PAGE_PATH) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

/** Milliseconds from the start of the navigation to the lyrics' first paint, on a slow phone with a cold cache. */
async function lyricsPaint(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_PHONE });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(
      (identifier) =>
        new Promise<number>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no paint of the lyrics was reported')), 10_000);
          new PerformanceObserver((list) => {
            const entry = list.getEntries().find((e) => (e as PerformanceEntry & { identifier?: string }).identifier === identifier) as
              (PerformanceEntry & { renderTime: number; loadTime: number }) | undefined;
            if (!entry) return;
            clearTimeout(timer);
            resolve(entry.renderTime || entry.loadTime);
          }).observe({ type: 'element', buffered: true });
        }),
      LYRICS_ELEMENT_TIMING,
    );
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const staticPort = await freePort();
  const app = await startBenchApp();
  const appBase = app.base;
  let staticServer: ChildProcess | undefined;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const found = (await (await fetch(`${appBase}${apiPaths.searchFor('hanuman chalisa')}`)).json()) as SearchResponse;
    const pagePath = paths.content(found.response.docs[0]!.contentId);
    const html = Buffer.from(await (await fetch(`${appBase}${pagePath}`, { headers: { accept: 'text/html' } })).arrayBuffer());
    staticServer = spawn(process.execPath, ['-e', STATIC_SERVER], {
      env: { ...process.env, PORT: String(staticPort), PAGE: html.toString('base64'), PAGE_PATH: pagePath },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitUntilAnswering(`http://127.0.0.1:${staticPort}${pagePath}`, staticServer, 'the static server');

    const times = { static: [] as number[], app: [] as number[] };
    for (let run = 1; run <= RUNS; run++) {
      times.static.push(await lyricsPaint(browser, `http://127.0.0.1:${staticPort}${pagePath}`));
      times.app.push(await lyricsPaint(browser, `${appBase}${pagePath}`));
      console.log(`run ${run}: static file ${Math.round(times.static.at(-1)!)} ms, app ${Math.round(times.app.at(-1)!)} ms`);
    }
    const staticMs = median(times.static);
    const appMs = median(times.app);
    console.log(
      JSON.stringify(
        {
          page: pagePath,
          htmlBytes: html.length,
          conditions: { ...SLOW_PHONE, cpuSlowdown: CPU_SLOWDOWN, viewport: '390x844', cache: 'cold' },
          runs: RUNS,
          staticFileMs: Math.round(staticMs),
          appMs: Math.round(appMs),
          ratio: Number((appMs / staticMs).toFixed(2)),
        },
        null,
        2,
      ),
    );
  } finally {
    await browser.close();
    if (staticServer) await stopProcess(staticServer);
    await app.stop();
  }
}

await main();

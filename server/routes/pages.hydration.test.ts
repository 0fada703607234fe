// @vitest-environment jsdom
/**
 * Each public page as the built server renders it (dist-server/, the production renderer, in a
 * server process of its own), taken over in a DOM by the browser's code from the sources (in
 * React's development build, which reports every difference): the server's markup and the
 * browser's first render must be the same, or the browser throws the page away and renders it again.
 *
 * Needs `npm run build` first (npm test builds before it tests).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { setApiTransport } from '../../src/api/client';
import { startApp } from '../../src/app/startApp';
import { apiPaths } from '../../src/model/api-paths';
import type { Content, SubCategory } from '../../src/model/entities';
import { paths } from '../../src/model/paths';

const REPO_ROOT = process.cwd();
const BUILT_RENDERER = path.join(REPO_ROOT, 'dist-server', 'renderPage.js');

let server: ChildProcess | undefined;
let base = '';
let dataDir = '';
const database = { name: `t_${randomBytes(6).toString('hex')}`, url: '' };

async function onAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!existsSync(BUILT_RENDERER))
    throw new Error('This test needs the built app and renderer: run `npm run build` first (npm test does).');
  await onAdmin(`create database ${database.name}`);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${database.name}`;
  database.url = url.toString();
  dataDir = await mkdtemp(path.join(tmpdir(), 'bhajan-hydration-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'server/test/run-server-fixture.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise<string>((resolve, reject) => {
    let output = '';
    server!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\S+)/.exec(output);
      if (ready) resolve(ready[1]!.replace(/\/$/, ''));
    });
    server!.once('exit', (code) => reject(new Error(`The server exited (${code}) before it was ready: ${output}`)));
  });
  window.scrollTo = () => {};
  // A browser that can keep the screen on, as most readers' can: the hymn page's toggle for it is
  // rendered by the server and stays (where a browser cannot, it goes after hydration, on purpose).
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request: () => new Promise(() => {}) } });
  // The browser's calls after hydration go to the same server.
  setApiTransport((apiPath, init) => fetch(`${base}${apiPath}`, init));
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  }
  if (database.url) await onAdmin(`drop database if exists ${database.name} with (force)`);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The page's text, but for a video file's player, which video.js builds after the page has loaded. */
function pageText(): string {
  const root = document.getElementById('root')!.cloneNode(true) as HTMLElement;
  for (const player of root.querySelectorAll('[data-video-state]')) player.remove();
  return root.textContent ?? '';
}

/** Puts the server's page into this DOM, as the browser would have parsed it. */
async function loadServerPage(url: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${base}${url}`, { headers: { accept: 'text/html' } });
  const parsed = new DOMParser().parseFromString(await response.text(), 'text/html');
  document.documentElement.lang = parsed.documentElement.lang;
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  window.history.replaceState(null, '', url);
  return { status: response.status, text: pageText() };
}

const PAGES: [url: string, status: number][] = [
  ['/', 200],
  ['/feedback', 200],
  ['/subcategory/1', 200],
  ['/content/1', 200],
  ['/content/1?sid=7&utm_source=whatsapp', 200],
  ['/search?query=ram', 200],
  // Results with the lines their words were found in, marked.
  ['/search?query=gyan%20gun%20sagar', 200],
  ['/search?query=zzzzqqq', 200],
  // Read in its normal form on both sides (spaces, a bidi control, cut at the search call's length).
  [`/search?query=%20ram%20%20sita%E2%80%AE${'+ram'.repeat(80)}`, 200],
  ['/search', 200],
  ['/page/about-us', 200],
  ['/page/no-such-page', 404],
  ['/content/999999', 404],
  ['/content/abc', 404],
  ['/subcategory/999999', 404],
  ['/no/such/page', 404],
];

/** The first hymn of the starter library that has `kind` of media, by its path ('/media/…' or not). */
async function hymnWith(kind: 'audio' | 'video file' | 'external video'): Promise<string> {
  const subCategories = (await (await fetch(`${base}${apiPaths.subCategoryAll}`)).json()) as SubCategory[];
  for (const { subCategoryId } of subCategories) {
    const hymns = (await (await fetch(`${base}${apiPaths.contentBySubCategory(subCategoryId)}`)).json()) as Content[];
    const found = hymns.find((hymn) =>
      kind === 'audio'
        ? hymn.audioPath
        : kind === 'video file'
          ? hymn.videoPath?.startsWith('/media/')
          : hymn.videoPath && !hymn.videoPath.startsWith('/media/'),
    );
    if (found) return paths.content(found.contentId);
  }
  throw new Error(`The starter library has no hymn with ${kind}`);
}

describe('what a reader did before the app took the page over', () => {
  it('a term typed into the search box is searched once the app has the page', async () => {
    await loadServerPage(paths.home);
    const box = document.querySelector<HTMLInputElement>('input[type="search"]')!;
    box.value = 'hanuman';
    const root = await startApp(document.getElementById('root')!);
    // Generous: with the whole suite running on two cores, taking the page over can pass a second.
    await vi.waitFor(() => expect(document.documentElement.getAttribute('data-app')).toBe('ready'), { timeout: 10_000 });
    box.form!.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.location.pathname + window.location.search).toBe(paths.searchFor('hanuman'));
    root.unmount();
  });
});

describe('server-rendered pages hydrate in the browser without a difference', () => {
  const errors = vi.spyOn(console, 'error');
  afterEach(() => errors.mockClear());

  const MEDIA = ['audio', 'video file', 'external video'] as const;
  const cases: [url: string | (typeof MEDIA)[number], status: number][] = [
    ...PAGES,
    ...MEDIA.map((kind) => [kind, 200] as [string, number]),
  ];
  for (const [page, status] of cases) {
    it(`${page} (${status})`, async () => {
      const url = (MEDIA as readonly string[]).includes(page) ? await hymnWith(page as (typeof MEDIA)[number]) : page;
      const server = await loadServerPage(url);
      expect(server.status).toBe(status);
      expect(server.text.length, 'the server rendered the page').toBeGreaterThan(0);
      const root = await startApp(document.getElementById('root')!);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const reported = errors.mock.calls.map((call) => call.map(String).join(' ').slice(0, 3000));
      // jsdom plays no media, and video.js says so; that is not the page's doing.
      expect(reported.filter((message) => !message.startsWith('VIDEOJS: ERROR: (CODE:4'))).toEqual([]);
      // The page is the same after hydration: nothing was thrown away and rendered again.
      expect(pageText()).toBe(server.text);
      root.unmount();
    });
  }
});

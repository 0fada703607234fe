/**
 * `npm run bench:page-weight`: how much JavaScript (and CSS) a reader's phone downloads for a hymn
 * page before any interaction, measured in Debian's Chromium against the real server and the built
 * app (`npm run build` first), for a hymn without video, one with a `/media/` video (video.js) and one
 * with an external video (the facade), plus the home page. Sizes are the bytes on the wire
 * (compressed as the server sends them) and uncompressed. Figures only; nothing is asserted.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServer, configFromEnvironment } from '../server/main';
import { freePort } from '../server/net/free-port';
import { apiPaths } from '../src/model/api-paths';
import { MEDIA_PATH_PREFIX } from '../src/model/constants';
import type { Content, SubCategory } from '../src/model/entities';
import { paths } from '../src/model/paths';
import { chromiumLaunchOptions } from './chromium.js';

interface Weight {
  page: string;
  files: number;
  jsWire: number;
  jsRaw: number;
  cssWire: number;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bhajan-weight-'));
  const config = configFromEnvironment({
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  const server = await startServer(config);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const base = server.url;
    const get = async <T>(url: string): Promise<T> => (await fetch(new URL(url, base))).json() as Promise<T>;
    const hymns: Content[] = [];
    for (const subCategory of await get<SubCategory[]>(apiPaths.subCategoryAll)) {
      hymns.push(...(await get<Content[]>(apiPaths.contentBySubCategory(subCategory.subCategoryId))));
    }
    const pick = (label: string, test: (content: Content) => boolean) => {
      const hymn = hymns.find(test);
      return hymn ? [{ label, url: paths.content(hymn.contentId) }] : [];
    };
    const pages = [
      { label: 'home', url: paths.home },
      ...pick('hymn, no video', (c) => !c.videoPath && Boolean(c.audioPath)),
      ...pick('hymn, /media/ video (video.js)', (c) => Boolean(c.videoPath?.startsWith(MEDIA_PATH_PREFIX))),
      ...pick('hymn, external video (facade)', (c) => Boolean(c.videoPath) && !c.videoPath!.startsWith(MEDIA_PATH_PREFIX)),
    ];

    const results: Weight[] = [];
    for (const { label, url } of pages) {
      // A fresh context: nothing cached, as on a first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      const client = await context.newCDPSession(page);
      await client.send('Network.enable');
      const types = new Map<string, string>();
      const weight: Weight = { page: label, files: 0, jsWire: 0, jsRaw: 0, cssWire: 0 };
      // Bytes after decoding (dataReceived) and on the wire (loadingFinished), per request, by the
      // type Chromium gives it: module preloads count as scripts too.
      const decoded = new Map<string, number>();
      client.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
      client.on('Network.dataReceived', (event) => decoded.set(event.requestId, (decoded.get(event.requestId) ?? 0) + event.dataLength));
      client.on('Network.loadingFinished', (event) => {
        const type = types.get(event.requestId);
        if (type === 'Script') {
          weight.files += 1;
          weight.jsWire += event.encodedDataLength;
          weight.jsRaw += decoded.get(event.requestId) ?? 0;
        } else if (type === 'Stylesheet') {
          weight.cssWire += event.encodedDataLength;
        }
      });
      await page.goto(new URL(url, base).toString(), { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      results.push(weight);
      await context.close();
    }

    console.log('JavaScript and CSS downloaded before any interaction (first visit, nothing cached):');
    for (const r of results) {
      console.log(
        `  ${r.page.padEnd(34)} JS ${kB(r.jsWire).padStart(9)} on the wire (${kB(r.jsRaw)} uncompressed, ${r.files} files), CSS ${kB(r.cssWire)}`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();

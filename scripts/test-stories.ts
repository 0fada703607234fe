/**
 * `npm run test:stories`: serve the built Storybook (`npm run build-storybook` → storybook-static/)
 * on a free localhost port and run the Storybook test runner against it in Debian's Chromium: every
 * story must render, every play function must pass with no console error, axe must find nothing,
 * and its picture must match its baseline in stories/__screenshots__ (.storybook/test-runner.ts).
 * A baseline whose story is gone fails the run too (`--updateSnapshot` removes it). Pictures the
 * run wrote are then stored at the best lossless compression (scripts/compress-baselines.ts). The
 * exit code is the test runner's, else 1 for such baselines; the server is always closed.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASELINE_DIR, storyIdOfBaseline } from '../.storybook/visual-baselines';
import { compressBaselines } from './compress-baselines';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** STORYBOOK_STATIC_DIR points at another build (e.g. `storybook build -o /tmp/sb`); default storybook-static/. */
const staticDir = path.resolve(root, process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static');

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** A tiny static file server for storybook-static/ (GET and HEAD, no directory listings). */
function serveStatic(dir: string): Server {
  return createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      let filePath = path.normalize(path.join(dir, decodeURIComponent(url.pathname)));
      if (!filePath.startsWith(dir)) {
        response.writeHead(403).end();
        return;
      }
      if ((await stat(filePath).catch(() => null))?.isDirectory()) filePath = path.join(filePath, 'index.html');
      const body = await readFile(filePath);
      response.writeHead(200, {
        'Content-Type': MIME_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': body.length,
        'Cache-Control': 'no-cache',
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    }
  });
}

/** Baselines of stories the built Storybook no longer has: removed when updating, else an error. */
async function obsoleteBaselines(update: boolean): Promise<number> {
  const index = JSON.parse(await readFile(path.join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, { type: string }> };
  const storyIds = new Set(
    Object.entries(index.entries)
      .filter(([, entry]) => entry.type === 'story')
      .map(([id]) => id),
  );
  const files = existsSync(BASELINE_DIR) ? await readdir(BASELINE_DIR) : [];
  const obsolete = files.filter((file) => {
    const id = storyIdOfBaseline(file);
    return id !== undefined && !storyIds.has(id);
  });
  if (obsolete.length === 0) return 0;
  if (update) {
    await Promise.all(obsolete.map((file) => rm(path.join(BASELINE_DIR, file))));
    console.log(`Removed ${obsolete.length} baseline(s) of stories that are gone: ${obsolete.join(', ')}`);
    return 0;
  }
  console.error(`Baselines of stories that are gone (remove them, or run npm run test:visual:update): ${obsolete.join(', ')}`);
  return 1;
}

/** Baselines written (new or drawn again) since `time`. */
async function baselinesWrittenSince(time: number): Promise<string[]> {
  if (!existsSync(BASELINE_DIR)) return [];
  const files = (await readdir(BASELINE_DIR))
    .filter((file) => storyIdOfBaseline(file) !== undefined)
    .map((file) => path.join(BASELINE_DIR, file));
  const written = await Promise.all(files.map(async (file) => ((await stat(file)).mtimeMs >= time ? file : undefined)));
  return written.filter((file) => file !== undefined);
}

async function main(): Promise<number> {
  if (!existsSync(path.join(staticDir, 'index.json'))) {
    console.error('test:stories needs the built Storybook: run `npm run build-storybook` first.');
    return 1;
  }
  const server = serveStatic(staticDir);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  console.log(`Serving ${path.relative(root, staticDir) || staticDir} on ${url}`);

  try {
    const bin = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'test-storybook.cmd' : 'test-storybook');
    const extraArgs = process.argv.slice(2);
    const obsolete = await obsoleteBaselines(extraArgs.includes('-u') || extraArgs.includes('--updateSnapshot'));
    const args = ['--url', url, '--maxWorkers=2', '--failOnConsole', ...extraArgs];
    const child = spawn(bin, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
    const stop = (signal: NodeJS.Signals) => child.kill(signal);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    const startedAt = Date.now();
    const exitCode = await new Promise<number>((resolve) => {
      child.once('error', (error) => {
        console.error(error);
        resolve(1);
      });
      child.once('exit', (code, signal) => resolve(code || (signal ? 1 : obsolete)));
    });
    await compressBaselines(await baselinesWrittenSince(startedAt));
    return exitCode;
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

process.exitCode = await main();

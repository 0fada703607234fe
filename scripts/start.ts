/**
 * `npm start`: build the app when dist/ is missing or older than its sources, then run the server
 * (an embedded PostgreSQL under DATA_DIR unless DATABASE_URL is set; migrated and seeded when empty)
 * until SIGINT/SIGTERM/SIGHUP, which stop it and its database cleanly (see runServer).
 * package.json runs this with `exec`, so the signal npm passes on reaches this process, not a shell.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnvironment, runServer, STOP_SIGNALS } from '../server/main';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The browser's app and the server renderer (`npm run build` writes both).
const builtFiles = [path.join(root, 'dist', 'index.html'), path.join(root, 'dist-server', 'renderPage.js')];
const appSources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

function appBuildIsStale(): boolean {
  if (!builtFiles.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...builtFiles.map((file) => statSync(file).mtimeMs));
  return appSources.some((source) => newestChange(path.join(root, source)) > builtAt);
}

/**
 * One `vite` command; a stop signal meanwhile is passed on to it and ends this process once it
 * exits, as does a failed build.
 */
async function runVite(args: string[]): Promise<void> {
  const vite = spawn(path.join(root, 'node_modules', '.bin', 'vite'), args, { cwd: root, stdio: 'inherit' });
  let stoppedBy: NodeJS.Signals | undefined;
  const forward = (signal: NodeJS.Signals) => {
    stoppedBy ??= signal;
    vite.kill(signal);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, forward);
  let code: number | null;
  try {
    [code] = (await once(vite, 'exit')) as [number | null, NodeJS.Signals | null];
  } catch (error) {
    console.error(`Could not run vite: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  } finally {
    for (const signal of STOP_SIGNALS) process.removeListener(signal, forward);
  }
  if (stoppedBy) {
    console.log(`${stoppedBy} received: build stopped`);
    process.exit(0);
  }
  if (code !== 0) process.exit(code ?? 1);
}

/** As `npm run build`: the browser's app, then the server renderer. */
async function buildTheApp(): Promise<void> {
  console.log('Building the app (dist/ is missing or older than its sources)…');
  await runVite(['build', '--logLevel', 'warn']);
  await runVite(['build', '--ssr', '--logLevel', 'warn']);
}

const startedAt = performance.now();
const config = configFromEnvironment(); // before building, so a bad setting is reported at once
if (appBuildIsStale()) await buildTheApp();

await runServer(config, {
  onReady: (url) => console.log(`Ready in ${Math.round(performance.now() - startedAt)} ms. Open ${url}`),
});

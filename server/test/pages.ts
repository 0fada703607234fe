/**
 * An app that renders public pages as the built server does, for tests: the renderer from the
 * sources (src/ssr/renderPage.tsx) and the sources' index.html as the page template, with what
 * the build adds to it by itself (the reading settings' script).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withReadingSettingsScript } from '../../scripts/vite/reading-settings';
import { renderPage } from '../../src/ssr/renderPage';
import type { AppDeps } from '../app';
import type { Database } from '../db/connect';
import { signInByTestHeader } from './admin';
import { createTestApp } from './app';

const SOURCE_INDEX = fileURLToPath(new URL('../../index.html', import.meta.url));

/** A dist/ holding only the sources' index.html, as the build writes it; remove() deletes it. */
export async function templateDist(): Promise<{ distDir: string; remove(): Promise<void> }> {
  const distDir = await mkdtemp(path.join(tmpdir(), 'bhajan-test-dist-'));
  await writeFile(path.join(distDir, 'index.html'), withReadingSettingsScript(await readFile(SOURCE_INDEX, 'utf8')));
  return { distDir, remove: () => rm(distDir, { recursive: true, force: true }) };
}

/** createTestApp that renders pages (and takes the test sign-in of test/admin.ts: `asAdmin`). */
export async function createPageApp(db: Database, deps: Omit<AppDeps, 'config' | 'db'> = {}, env: NodeJS.ProcessEnv = {}) {
  const dist = await templateDist();
  const test = await createTestApp(db, { distDir: dist.distDir, renderPage, ...deps }, env, signInByTestHeader);
  return {
    ...test,
    async close() {
      await test.close();
      await dist.remove();
    },
  };
}

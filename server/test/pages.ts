/**
 * An app that renders public pages as the built server does, for tests: the renderer from the
 * sources (src/ssr/renderPage.tsx) and the sources' index.html as the page template.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPage } from '../../src/ssr/renderPage';
import type { AppDeps } from '../app';
import type { Database } from '../db/connect';
import { signInByTestHeader } from './admin';
import { createTestApp } from './app';

const SOURCE_INDEX = fileURLToPath(new URL('../../index.html', import.meta.url));

/** A dist/ holding only the sources' index.html; remove() deletes it. */
export async function templateDist(): Promise<{ distDir: string; remove(): Promise<void> }> {
  const distDir = await mkdtemp(path.join(tmpdir(), 'bhajan-test-dist-'));
  await copyFile(SOURCE_INDEX, path.join(distDir, 'index.html'));
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

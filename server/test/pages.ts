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
import { PAGE_STATE_ELEMENT_ID } from '../../src/model/config';
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

/** What a browser navigating sends: it asks for HTML (a page's address answers others with JSON). */
export const HTML = { accept: 'text/html,application/xhtml+xml' };

/** The parts of a page a crawler reads, and the page state the browser takes over with. */
export function readPage(html: string) {
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1];
  const meta = (key: string) => attribute(new RegExp(`<meta (?:name|property)="${key.replace(':', '\\:')}" content="([^"]*)"`));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  const decode = (text = '') =>
    text
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const root = new RegExp(`<div id="root">([\\s\\S]*)</div>[\\s\\S]*?<script id="${PAGE_STATE_ELEMENT_ID}"`).exec(html)?.[1] ?? '';
  return {
    lang: attribute(/<html lang="([^"]*)"/),
    title: decode(attribute(/<title>([^<]*)<\/title>/)),
    description: decode(attribute(/<meta name="description" content="([^"]*)"/)),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    robots: meta('robots'),
    meta: (key: string) => decode(meta(key)),
    jsonLd,
    /** The app's markup, and its text without tags. */
    root,
    text: decode(root.replace(/<[^>]*>/g, '')),
    /** The page state's JSON, as the page carries it. */
    state: new RegExp(`<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(html)?.[1] ?? '',
  };
}

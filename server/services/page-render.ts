/**
 * Whole public pages, rendered on the server: the app's renderer (src/ssr/renderPage.tsx, built into
 * dist-server/) fetches the page's data through the server's own API routes, in process, and
 * renders it; this puts its parts into the built index.html (page-template.ts), with preloads of
 * the page's own chunks from the build's manifest.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ApiTransport, RenderedPage, RenderRequest } from '../../src/ssr';
import { PAGE_STATE_ELEMENT_ID } from '../../src/model/config';
import { isFile } from '../fs';
import { RENDER_CALL_HEADER, RENDER_CALL_TOKEN } from '../http/render-call';
import type { FilledPage, PageTemplate } from './page-template';

export type RenderPage = (request: RenderRequest) => Promise<RenderedPage>;

/** The renderer of a build (`npm run build` writes it), or undefined when there is none. */
export async function loadPageRenderer(file: string): Promise<RenderPage | undefined> {
  if (!(await isFile(file))) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: RenderPage };
  return module.renderPage;
}

/** What Vite's build manifest says of one module (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export interface BuildManifest {
  /** The files (`/assets/…`) the chunk of a source module needs that the first script does not bring. */
  preloadsFor(source: string): string[];
}

const NO_MANIFEST: BuildManifest = { preloadsFor: () => [] };

/** The build's manifest; without one (an old build, tests), pages go without chunk preloads. */
export async function readBuildManifest(distDir: string): Promise<BuildManifest> {
  let chunks: Record<string, ManifestChunk>;
  try {
    chunks = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return NO_MANIFEST;
  }
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !chunks[key]) return into;
    into.add(key);
    for (const imported of chunks[key].imports ?? []) closure(imported, into);
    return into;
  };
  const loadedFirst = new Set<string>();
  for (const [key, chunk] of Object.entries(chunks)) if (chunk.isEntry) closure(key, loadedFirst);
  return {
    preloadsFor(source) {
      return [...closure(source, new Set())].filter((key) => !loadedFirst.has(key)).map((key) => `/${chunks[key]!.file}`);
    },
  };
}

/**
 * The API as the renderer sees it: the server's own routes through `inject`, as a fetch would get
 * them, marked as the renderer's (not a visitor's call: see routes/visits.ts) and without a
 * session (every page is rendered as any visitor sees it).
 */
export function injectedApi(app: FastifyInstance): ApiTransport {
  return async (apiPath, init) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url: apiPath,
      headers: { accept: 'application/json', [RENDER_CALL_HEADER]: RENDER_CALL_TOKEN },
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}

/** The whole HTML of a rendered page, with the hashes of its inline scripts. */
export function pageHtml(template: PageTemplate, page: RenderedPage, manifest: BuildManifest): FilledPage {
  return template.page({
    lang: page.head.lang,
    title: page.head.title,
    description: page.head.description,
    head: page.headTags,
    body: page.html,
    // After the page's markup, so it does not hold up the first paint; read when the script runs.
    bodyEnd: `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${page.state}</script>`,
    chunks: page.chunks.flatMap((source) => manifest.preloadsFor(source)),
  });
}

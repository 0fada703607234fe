/**
 * The built app's index.html made ready for this deployment, so one build serves any deployment:
 * - the AppConfig written into `<script id="app-config" type="application/json">`;
 * - `<title>` set to the configured site name;
 * - `<link rel="preload" as="fetch">` for the API data the page shows first, so a slow phone starts
 *   those requests while it is still downloading the script: the navigation on every page, the
 *   sub-category cards on the home page (and /feedback, which shows the home page), and on the
 *   sub-category, hymn and static pages the calls for that id or name (exactly the URLs the app
 *   will fetch).
 * One variant per kind of page, built when the file is read: once, and again only when it changes on
 * disk (a new build). The per-page preloads are a string insert into that cached variant.
 */
import { stat, readFile } from 'node:fs/promises';
import { apiPaths } from '../../src/model/api-paths';
import { APP_CONFIG_ELEMENT_ID, type AppConfig } from '../../src/model/config';
import { matchRoute } from '../../src/model/paths';
import { isIdText, isPageName, SID_MAX_LENGTH } from '../http/params';

/**
 * JSON that is safe inside a <script> element: no '<' (so no `</script>` or `<!--`), and no
 * U+2028/U+2029 line separators. Still valid JSON; JSON.parse gives back the same value.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const CONFIG_ELEMENT = new RegExp(
  `(<script\\b[^>]*\\bid=["']${APP_CONFIG_ELEMENT_ID}["'][^>]*>)[\\s\\S]*?(</script>)`,
  'i',
);

/** Text safe inside an element or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const HEAD_END = /<\/head>/i;
const TITLE_ELEMENT = /(<title\b[^>]*>)[\s\S]*?(<\/title>)/i;

/** Puts `markup` just before </head> (at the start when the document has none). */
function beforeHeadEnd(html: string, markup: string): string {
  // Function replacements throughout, so '$' in values is never read as a replacement pattern.
  return HEAD_END.test(html) ? html.replace(HEAD_END, () => `${markup}</head>`) : `${markup}${html}`;
}

/**
 * Fills the app-config element (or adds one before </head> when the build has none) and sets the
 * document title to the site name (adding a <title> when there is none).
 */
export function fillAppConfig(html: string, config: AppConfig): string {
  const json = scriptSafeJson(config);
  let filled = CONFIG_ELEMENT.test(html)
    ? html.replace(CONFIG_ELEMENT, (_match, open: string, close: string) => `${open}${json}${close}`)
    : beforeHeadEnd(html, `<script id="${APP_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`);
  const title = escapeHtml(config.siteName);
  filled = TITLE_ELEMENT.test(filled)
    ? filled.replace(TITLE_ELEMENT, (_match, open: string, close: string) => `${open}${title}${close}`)
    : beforeHeadEnd(filled, `<title>${title}</title>`);
  return filled;
}

/**
 * The kinds of page that need different data first. Every page shows the navigation; the home page
 * (and /feedback, the home page under the form) also lists every sub-category.
 */
export const SHELL_VARIANTS = {
  home: [apiPaths.subCategoryNav, apiPaths.subCategoryAll],
  page: [apiPaths.subCategoryNav],
} as const satisfies Record<string, readonly string[]>;
export type ShellVariant = keyof typeof SHELL_VARIANTS;

/** 'home' for the home and feedback pages (with or without a query), 'page' for any other path. */
export function shellVariantFor(pathname: string): ShellVariant {
  const route = matchRoute(pathname);
  return route === 'home' || route === 'feedback' ? 'home' : 'page';
}

export interface ShellRequest {
  variant: ShellVariant;
  /** The page's own data calls, besides its variant's. */
  preloads: string[];
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * What a page request needs first: its variant, and for a sub-category, hymn or static page the
 * calls for its id or name, built with the same apiPaths builders the app uses (the id exactly as
 * in the URL, the hymn's `sid` passed on as the app passes it). An id that is not digits, or a name
 * that cannot be a page, gets no preload (the app's call would only fail).
 */
export function shellRequestFor(pathname: string, search = ''): ShellRequest {
  const variant = shellVariantFor(pathname);
  const param = pathname.split('/').filter(Boolean)[1] ?? '';
  switch (matchRoute(pathname)) {
    case 'subCategory':
      return { variant, preloads: isIdText(param) ? [apiPaths.subCategory(param), apiPaths.contentBySubCategory(param)] : [] };
    case 'content': {
      const sid = new URLSearchParams(search).get('sid');
      const usable = isIdText(param) && (sid === null || sid.length <= SID_MAX_LENGTH);
      return { variant, preloads: usable ? [apiPaths.contentDetail(param, sid)] : [] };
    }
    case 'staticPage': {
      const name = decodeSegment(param);
      return { variant, preloads: name !== undefined && isPageName(name) ? [apiPaths.staticPage(name)] : [] };
    }
    default:
      return { variant, preloads: [] };
  }
}

function preloadLinks(hrefs: readonly string[]): string {
  return hrefs.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="use-credentials">`).join('');
}

/**
 * `<link rel="preload" as="fetch">` for each API path, before </head>. `crossorigin="use-credentials"`
 * matches the app's fetches (same origin, cookies sent), without which the browser would not reuse
 * the preloaded answer and would fetch it twice.
 */
export function addDataPreloads(html: string, hrefs: readonly string[]): string {
  if (hrefs.length === 0) return html;
  return beforeHeadEnd(html, preloadLinks(hrefs));
}

export interface AppShell {
  /**
   * The filled index.html for this kind of page, with `preloads` added to the variant's, or
   * undefined when the app has not been built.
   */
  html(variant: ShellVariant, preloads?: readonly string[]): Promise<string | undefined>;
  /** Forgets the filled pages: the next request reads index.html again (the admin's 'Refresh All Backends'). */
  clear(): void;
}

/** A variant's page, and where per-page preloads go (before </head>, after the variant's own). */
interface CachedVariant {
  html: string;
  insertAt: number;
}

function cacheVariant(filled: string, variant: ShellVariant): CachedVariant {
  const html = addDataPreloads(filled, SHELL_VARIANTS[variant]);
  const headEnd = html.search(HEAD_END);
  return { html, insertAt: headEnd === -1 ? 0 : headEnd };
}

export function createAppShell(indexFile: string, config: AppConfig): AppShell {
  let cached: { mtimeMs: number; size: number; variants: Record<ShellVariant, CachedVariant> } | undefined;
  return {
    clear() {
      cached = undefined;
    },
    async html(variant, preloads = []) {
      let current;
      try {
        current = await stat(indexFile);
      } catch {
        cached = undefined;
        return undefined;
      }
      if (!cached || cached.mtimeMs !== current.mtimeMs || cached.size !== current.size) {
        const filled = fillAppConfig(await readFile(indexFile, 'utf8'), config);
        cached = {
          mtimeMs: current.mtimeMs,
          size: current.size,
          variants: { home: cacheVariant(filled, 'home'), page: cacheVariant(filled, 'page') },
        };
      }
      const { html, insertAt } = cached.variants[variant];
      if (preloads.length === 0) return html;
      return `${html.slice(0, insertAt)}${preloadLinks(preloads)}${html.slice(insertAt)}`;
    },
  };
}

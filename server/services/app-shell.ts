/**
 * The built app's index.html made ready for this deployment, so one build serves any deployment:
 * - the AppConfig written into `<script id="app-config" type="application/json">`;
 * - `<title>` set to the configured site name;
 * - `<link rel="preload" as="fetch">` for the API data the page shows first, so a slow phone starts
 *   those requests while it is still downloading the script (the navigation on every page, the
 *   sub-category cards on the home page).
 * One variant per kind of page, built when the file is read: once, and again only when it changes on
 * disk (a new build).
 */
import { stat, readFile } from 'node:fs/promises';
import { apiPaths } from '../../src/model/api-paths';
import { APP_CONFIG_ELEMENT_ID, type AppConfig } from '../../src/model/config';
import { matchRoute } from '../../src/model/paths';

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
 * also lists every sub-category.
 */
export const SHELL_VARIANTS = {
  home: [apiPaths.subCategoryNav, apiPaths.subCategoryAll],
  page: [apiPaths.subCategoryNav],
} as const satisfies Record<string, readonly string[]>;
export type ShellVariant = keyof typeof SHELL_VARIANTS;

/** 'home' for the home page (`/`, with or without a query), 'page' for any other path. */
export function shellVariantFor(pathname: string): ShellVariant {
  return matchRoute(pathname) === 'home' ? 'home' : 'page';
}

/**
 * `<link rel="preload" as="fetch">` for each API path, before </head>. `crossorigin="use-credentials"`
 * matches the app's fetches (same origin, cookies sent), without which the browser would not reuse
 * the preloaded answer and would fetch it twice.
 */
export function addDataPreloads(html: string, hrefs: readonly string[]): string {
  if (hrefs.length === 0) return html;
  const links = hrefs.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="use-credentials">`);
  return beforeHeadEnd(html, links.join(''));
}

export interface AppShell {
  /** The filled index.html for this kind of page, or undefined when the app has not been built. */
  html(variant: ShellVariant): Promise<string | undefined>;
}

export function createAppShell(indexFile: string, config: AppConfig): AppShell {
  let cached: { mtimeMs: number; size: number; variants: Record<ShellVariant, string> } | undefined;
  return {
    async html(variant) {
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
          variants: { home: addDataPreloads(filled, SHELL_VARIANTS.home), page: addDataPreloads(filled, SHELL_VARIANTS.page) },
        };
      }
      return cached.variants[variant];
    },
  };
}

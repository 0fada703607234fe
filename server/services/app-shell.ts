/**
 * The built app's index.html with this deployment's AppConfig written into
 * `<script id="app-config" type="application/json">`, so one build serves any deployment.
 * The file is read once and again only when it changes on disk (a new build).
 */
import { stat, readFile } from 'node:fs/promises';
import { APP_CONFIG_ELEMENT_ID, type AppConfig } from '../../src/model/config';

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

/** Fills the app-config element (or adds one before </head> when the build has none). */
export function fillAppConfig(html: string, config: AppConfig): string {
  const json = scriptSafeJson(config);
  if (CONFIG_ELEMENT.test(html)) {
    // A function replacement, so '$' in values is never read as a replacement pattern.
    return html.replace(CONFIG_ELEMENT, (_match, open: string, close: string) => `${open}${json}${close}`);
  }
  const element = `<script id="${APP_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  return /<\/head>/i.test(html) ? html.replace(/<\/head>/i, () => `${element}</head>`) : `${element}${html}`;
}

export interface AppShell {
  /** The filled index.html, or undefined when the app has not been built. */
  html(): Promise<string | undefined>;
}

export function createAppShell(indexFile: string, config: AppConfig): AppShell {
  let cached: { mtimeMs: number; size: number; html: string } | undefined;
  return {
    async html() {
      let current;
      try {
        current = await stat(indexFile);
      } catch {
        cached = undefined;
        return undefined;
      }
      if (!cached || cached.mtimeMs !== current.mtimeMs || cached.size !== current.size) {
        cached = { mtimeMs: current.mtimeMs, size: current.size, html: fillAppConfig(await readFile(indexFile, 'utf8'), config) };
      }
      return cached.html;
    },
  };
}

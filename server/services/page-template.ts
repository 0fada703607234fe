/**
 * The built app's index.html as the template of every page, made ready for this deployment once
 * (and again only when a new build changes it on disk), so that one build serves any deployment:
 * - the AppConfig written into `<script id="app-config" type="application/json">`;
 * - then split where a page's own parts go: `<html lang>`, `<title>`, the meta description, the
 *   end of `<head>` (its other head tags, its styles and its chunks' preloads), the inside of
 *   `<div id="root">` (the rendered app) and the end of `<body>` (the data it was rendered with).
 * Filling a page is then a join of strings.
 */
import { readFile, stat } from 'node:fs/promises';
import { APP_CONFIG_ELEMENT_ID, type AppConfig } from '../../src/model/config';
import { escapeHtml, scriptSafeJson } from '../../src/ssr';
import { inlineScriptHash } from '../http/security-headers';

const CONFIG_ELEMENT = new RegExp(`(<script\\b[^>]*\\bid=["']${APP_CONFIG_ELEMENT_ID}["'][^>]*>)[\\s\\S]*?(</script>)`, 'i');
const HEAD_END = /<\/head>/i;
const BODY_END = /<\/body>/i;
const TITLE_ELEMENT = /(<title\b[^>]*>)[\s\S]*?(<\/title>)/i;
const HTML_LANG = /(<html\b[^>]*?\blang=["'])[^"']*(["'])/i;
const DESCRIPTION = /(<meta\s+name=["']description["']\s+content=["'])[^"']*(["'][^>]*>)/i;
const ROOT_ELEMENT = /(<div\s+id=["']root["'][^>]*>)\s*(<\/div>)/i;

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

/** A page's own parts. Text is escaped here; markup is put in as it is. */
export interface PageParts {
  lang: string;
  title: string;
  description: string;
  /** Markup for the end of <head>. */
  head: string;
  /** Markup for inside <div id="root">. */
  body: string;
  /** Markup for the end of <body>. */
  bodyEnd: string;
  /** The page's own script chunks (`/assets/…`), loaded with the app's. */
  chunks?: readonly string[];
}

/** A whole page, and the hashes of the inline scripts the server wrote into it (for its Content-Security-Policy). */
export interface FilledPage {
  html: string;
  scriptHashes: string[];
}

export interface PageTemplate {
  /** A whole page with its parts in place. */
  page(parts: PageParts): FilledPage;
  /** The page the browser renders by itself (the admin area): the template as it is, in English. */
  readonly shell: string;
}

// Where each part goes: a private-use character, which no HTML of ours holds.
type Slot = Exclude<keyof PageParts, 'chunks'> | 'scripts';
const SLOT = (name: Slot) => `\uE000${name}\uE000`;
const SLOT_SPLIT = /\uE000(lang|title|description|head|body|bodyEnd|scripts)\uE000/;

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/i;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/gi;

/**
 * The app's scripts for a page rendered on the server, as one small inline script (its code here) that asks for
 * them once the page has been painted: the page is complete without them, so on a slow connection
 * its text and pictures do not share the line with about a hundred kilobytes of script, and they
 * show first. (In a tab opened in the background they load when it is first shown.)
 */
export function appLoader(entry: string, preloads: readonly string[]): string {
  return `(function(d,e,p){function a(){p.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=e;d.head.appendChild(s)}requestAnimationFrame(function(){setTimeout(a,0)})})(document,${scriptSafeJson(entry)},${scriptSafeJson(preloads)})`;
}

/** The template for one build and deployment: index.html with the config filled and the slots found. */
export function createPageTemplate(indexHtml: string, config: AppConfig): PageTemplate {
  const shell = fillAppConfig(indexHtml, config);
  // The app's own script and its preloads leave the page's head (see appLoader).
  const entry = MODULE_SCRIPT.exec(shell)?.[1];
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  let marked = entry ? shell.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '') : shell;
  const mark = (pattern: RegExp, slot: Slot, fallback: (html: string) => string) => {
    marked = pattern.test(marked)
      ? marked.replace(pattern, (_m, open: string, close: string) => `${open}${SLOT(slot)}${close}`)
      : fallback(marked);
  };
  mark(HTML_LANG, 'lang', (html) => html.replace(/<html\b/i, () => `<html lang="${SLOT('lang')}"`));
  mark(TITLE_ELEMENT, 'title', (html) => beforeHeadEnd(html, `<title>${SLOT('title')}</title>`));
  mark(DESCRIPTION, 'description', (html) => beforeHeadEnd(html, `<meta name="description" content="${SLOT('description')}">`));
  marked = beforeHeadEnd(marked, SLOT('head'));
  mark(ROOT_ELEMENT, 'body', (html) => `${html}<div id="root">${SLOT('body')}</div>`);
  marked = BODY_END.test(marked)
    ? marked.replace(BODY_END, () => `${SLOT('bodyEnd')}${SLOT('scripts')}</body>`)
    : `${marked}${SLOT('bodyEnd')}${SLOT('scripts')}`;

  // Alternating text and slot names: [text, slot, text, slot, …, text].
  const pieces = marked.split(SLOT_SPLIT);
  return {
    shell,
    page(parts) {
      const loader = entry ? appLoader(entry, [...preloads, ...(parts.chunks ?? [])]) : undefined;
      const values: Record<Slot, string> = {
        lang: escapeHtml(parts.lang),
        title: escapeHtml(parts.title),
        description: escapeHtml(parts.description),
        head: parts.head,
        body: parts.body,
        bodyEnd: parts.bodyEnd,
        scripts: loader === undefined ? '' : `<script>${loader}</script>`,
      };
      let html = '';
      for (let i = 0; i < pieces.length; i++) html += i % 2 === 0 ? pieces[i] : values[pieces[i] as Slot];
      return { html, scriptHashes: loader === undefined ? [] : [inlineScriptHash(loader)] };
    },
  };
}

export interface PageTemplateFile {
  /** The template of the current build, or undefined when the app has not been built. */
  get(): Promise<PageTemplate | undefined>;
  /** Forgets it: the next page reads index.html again (the admin's 'Refresh All Backends'). */
  clear(): void;
}

/** index.html read once, and again only when it changes on disk (a new build) or after clear(). */
export function pageTemplateFile(indexFile: string, config: AppConfig): PageTemplateFile {
  let cached: { mtimeMs: number; size: number; template: PageTemplate } | undefined;
  return {
    clear() {
      cached = undefined;
    },
    async get() {
      let current;
      try {
        current = await stat(indexFile);
      } catch {
        cached = undefined;
        return undefined;
      }
      if (!cached || cached.mtimeMs !== current.mtimeMs || cached.size !== current.size) {
        cached = { mtimeMs: current.mtimeMs, size: current.size, template: createPageTemplate(await readFile(indexFile, 'utf8'), config) };
      }
      return cached.template;
    },
  };
}

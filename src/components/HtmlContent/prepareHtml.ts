import DOMPurify, { type WindowLike } from 'dompurify';
import { BASE_URL_PLACEHOLDER } from '../../model/constants';
import { isKnownRoute } from '../../model/paths';

/**
 * What the editors may not put on a page, beyond what DOMPurify removes anyway (scripts, event
 * handler attributes, `javascript:` URLs, iframes): styles that could restyle or hide the site,
 * and forms that could ask a reader for anything.
 */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'];

// The browser's own DOM; on the server, the window sanitiseInWindow was given.
let sanitiser = DOMPurify;

/** Sanitise in this window's DOM from now on (where there is no browser DOM: the server renderer gives jsdom's). */
export function sanitiseInWindow(window: WindowLike): void {
  sanitiser = DOMPurify(window);
}

/**
 * A static page's HTML (the spec's screens and routes) made ready to show: every BASE_URL_PLACEHOLDER replaced by
 * the API base (`baseUrl`, empty for the same origin), then sanitised. A link that the placeholder
 * pointed at the API host but names one of the app's own pages (e.g. `{{BASE_URL}}/feedback`) is
 * made a link to that page here, since the app's pages are served from its own origin.
 *
 * Without a DOM there is nothing to sanitise with, so nothing is shown: unsanitised HTML never
 * leaves this function. The server renderer gives it one (sanitiseInWindow), so that a static
 * page is in the server's HTML too, sanitised exactly as the browser will.
 */
export function prepareHtml(html: string, baseUrl = ''): string {
  const purify = sanitiser;
  if (!purify.isSupported) return '';
  const base = baseUrl.replace(/\/+$/, '');
  const withBase = html.split(BASE_URL_PLACEHOLDER).join(base);
  // RETURN_DOM: the sanitised `<body>`, so that links can be adjusted before it is serialised.
  const body = purify.sanitize(withBase, { RETURN_DOM: true, FORBID_TAGS }) as HTMLElement;
  if (base) {
    for (const anchor of Array.from(body.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
      const href = anchor.getAttribute('href')!;
      if (!href.startsWith(`${base}/`)) continue;
      const path = href.slice(base.length);
      const pathname = path.split(/[?#]/, 1)[0]!;
      if (isKnownRoute(pathname)) anchor.setAttribute('href', path);
    }
  }
  return body.innerHTML;
}

/**
 * Headers every answer carries, so that the site cannot be turned against its readers and editors:
 * no other site may frame it (clickjacking of the admin area), browsers must not guess types, a
 * link followed from here tells other sites only this site's origin, the powerful browser features
 * nobody here uses are off, once a browser has reached the site over HTTPS it keeps to HTTPS, and
 * a page of another site that opened this one (or that this one opened) gets no handle on its
 * window: it could otherwise navigate the presentation's named second window to a page of its own.
 *
 * And a Content-Security-Policy: the second wall against script injection, behind escaping and
 * sanitising. A page runs only the site's own script files and the one small inline script the
 * server writes into it (the app loader: allowed by its hash, which goes with the page, so a page
 * kept in memory keeps its policy); a script that made it into a hymn's text or a static page would
 * not run. Styles may be inline (styled-components and video.js write them at run time; a style
 * cannot run script). Pictures, audio and video may come from the media host (MEDIA_BASE_URL), and
 * the video facade's thumbnails and player from YouTube. JSON answers may load nothing at all;
 * stored files have their own sandboxing policy (routes/files.ts). Violations are reported to
 * CSP_REPORT_PATH (routes/csp-report.ts), which logs them.
 */
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { READING_SETTINGS_SCRIPT } from '../../src/ssr';

/** Where browsers report what the policy blocked: outside /api, since a report changes nothing. */
export const CSP_REPORT_PATH = '/csp-report';
/** The name the policy's report-to gives CSP_REPORT_PATH (Reporting-Endpoints). */
const REPORT_GROUP = 'csp';

/** The video facade's hosts (src/components/VideoPlayer/externalVideo.ts). */
const YOUTUBE_PLAYER = 'https://www.youtube-nocookie.com';
const YOUTUBE_THUMBNAILS = 'https://i.ytimg.com';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'reporting-endpoints': `${REPORT_GROUP}="${CSP_REPORT_PATH}"`,
  // Windows of the same origin keep each other (the presentation and its second screen).
  'cross-origin-opener-policy': 'same-origin',
};

/** JSON answers: nothing to load, nothing to run, never framed. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A year: browsers keep to HTTPS that long after a visit (sent only on answers that came over HTTPS). */
export const HSTS = 'max-age=31536000';

/** The origin of the media host, or '' when media are served by the site itself. */
function originOf(url: string): string {
  return url ? new URL(url).origin : '';
}

/** The Content-Security-Policy source that allows an inline script of exactly this text. */
export function inlineScriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** The script every page's head has (the build puts it in index.html): it applies the reader's text size and theme before the first paint. */
const READING_SETTINGS_HASH = inlineScriptHash(READING_SETTINGS_SCRIPT);

/**
 * The policy of the site's pages (and of the service worker and the other files a page loads),
 * allowing the reading settings' script and these other inline scripts.
 */
export function pagePolicy(mediaBaseUrl: string, scriptHashes: readonly string[] = []): string {
  const media = mediaBaseUrl ? ` ${originOf(mediaBaseUrl)}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${READING_SETTINGS_HASH}${scriptHashes.map((hash) => ` ${hash}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${YOUTUBE_THUMBNAILS}${media}`,
    `media-src 'self' blob:${media}`,
    // video.js's icon font is a data: URL in its stylesheet.
    "font-src 'self' data:",
    // The offline copies of audio are fetched from where the audio is.
    `connect-src 'self'${media}`,
    `frame-src ${YOUTUBE_PLAYER}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${REPORT_GROUP}`,
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, { mediaBaseUrl }: { mediaBaseUrl: string }): void {
  const pages = pagePolicy(mediaBaseUrl);
  app.addHook('onSend', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    // A page sets its own (with its loader's hash), stored files theirs (later, in their plugin).
    if (!reply.hasHeader('content-security-policy')) {
      const json = /^application\/(?:[\w.+-]+\+)?json\b/.test(String(reply.getHeader('content-type') ?? ''));
      reply.header('content-security-policy', json ? API_POLICY : pages);
    }
    // request.protocol is the visitor's behind a trusted proxy (TRUST_PROXY and X-Forwarded-Proto).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

/**
 * Puts the reading settings' script (src/theme/reading.ts) at the start of index.html's head, in
 * development and in the build, so every page is painted in the reader's text size and theme from
 * the first frame. The server allows it by its hash (server/http/security-headers.ts).
 */
import type { Plugin } from 'vite';
import { READING_SETTINGS_SCRIPT } from '../../src/theme/reading';

/** index.html with the script first in its head. */
export function withReadingSettingsScript(html: string): string {
  return html.replace(/<head>/i, (head) => `${head}\n    <script>${READING_SETTINGS_SCRIPT}</script>`);
}

export function readingSettings(): Plugin {
  return { name: 'bhajan-reading-settings', transformIndexHtml: withReadingSettingsScript };
}

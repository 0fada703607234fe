/**
 * Everything the server (server/) takes from the browser app's source, besides the shared model
 * (src/model) and script conversion (src/script-conversion): lint lets the server import this file
 * and nothing else of src/ (eslint.config.js), so what crosses over is listed here, in one place.
 *
 * Of the renderer itself only its types: the server loads the built renderer (dist-server/, built
 * from renderPage.tsx) at run time, and importing its source would load the whole app (React, the
 * screens) into the server. The values below are plain functions and constants that import no React.
 */
export type { ApiTransport } from '../api/client';
export type { RenderedPage, RenderRequest } from './renderPage';
// The page template and the sitemap write HTML as the renderer does.
export { escapeHtml, scriptSafeJson } from './html';
// The palette: the web manifest's colours and the link previews' pictures.
export { colors } from '../theme/tokens';
// The script that puts the reader's settings on the page before its first paint: the security
// headers allow it by its hash.
export { READING_SETTINGS_SCRIPT } from '../theme/reading';

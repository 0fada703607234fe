import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite/precompress';
import { readingSettings } from './scripts/vite/reading-settings';
import { serviceWorker } from './scripts/vite/service-worker';
import { styledComponentIds } from './scripts/vite/styled-component-ids';

/** The API server `npm run dev` proxies to (scripts/dev.ts sets API_PORT). */
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;
const proxied = ['/api/', '/public/api/', '/static/', '/media/'];

export default defineConfig(({ isSsrBuild }) => ({
  // serviceWorker writes dist/sw.js with the precache manifest of what the others wrote (build only).
  // styledComponentIds gives the server's render and the browser's the same class names.
  // readingSettings puts the reader's text size and theme on the page before its first paint.
  plugins: [react(), styledComponentIds(), readingSettings(), precompress(), serviceWorker()],
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    // `vite build --ssr` (npm run build:server): the server renderer, into dist-server/ for Node
    // (outside dist/, which is served); its libraries stay in node_modules.
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    rollupOptions: isSsrBuild
      ? { input: 'src/ssr/renderPage.tsx' }
      : // Everything a first visit runs in one file (the entry then asks for one more, not five):
        // fewer requests on a slow line, and one compression over it all. Parts loaded on demand
        // (admin, video.js, scripts, presentation…) stay chunks of their own.
        { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
    assetsDir: 'assets',
    // Old Android WebViews and Chrome versions are common among our readers.
    target: ['es2020', 'chrome87', 'safari14', 'firefox78', 'edge88'],
    // video.js (about 700 kB, 205 kB gzipped) is a chunk of its own, loaded only on a hymn page with
    // a video file; the warning would be about that deliberate chunk alone.
    chunkSizeWarningLimit: 800,
    // Which built files each source module became: the server links a page's own chunks from it.
    manifest: true,
  },
  // styled-components is bundled in: Node would load its CommonJS build, whose default import is not `styled`.
  ssr: { target: 'node', noExternal: ['styled-components'] },
  publicDir: isSsrBuild ? false : 'public',
}));

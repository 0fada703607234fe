import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite/precompress';
import { serviceWorker } from './scripts/vite/service-worker';

/** The API server `npm run dev` proxies to (scripts/dev.ts sets API_PORT). */
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;
const proxied = ['/api/', '/public/api/', '/static/', '/media/'];

export default defineConfig({
  // serviceWorker writes dist/sw.js with the precache manifest of what the others wrote (build only).
  plugins: [react(), precompress(), serviceWorker()],
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Old Android WebViews and Chrome versions are common among our readers.
    target: ['es2020', 'chrome87', 'safari14', 'firefox78', 'edge88'],
    // video.js (about 700 kB, 205 kB gzipped) is a chunk of its own, loaded only on a hymn page with
    // a video file; the warning would be about that deliberate chunk alone.
    chunkSizeWarningLimit: 800,
  },
});

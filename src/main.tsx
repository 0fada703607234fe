// First, before any styled component is defined: see src/app/serverStyles.ts.
import './app/takeOverServerStyles';
import { startApp } from './app/startApp';
import { registerServiceWorker } from './pwa/register';

const container = document.getElementById('root');
if (container) void startApp(container);

// Offline reading and the new-version banner; not in development (Vite serves no service worker),
// and workbox-window loads only after the page has (see register.ts).
if (import.meta.env.PROD && 'serviceWorker' in navigator) void registerServiceWorker();

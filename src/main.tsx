import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { readAppConfig } from './app/config';
import { Providers } from './app/providers';
import { createQueryClient } from './app/queryClient';
import { createAppRouter } from './app/router';
import { NativeShell } from './mobile';
import { registerServiceWorker } from './pwa/register';

function mount(container: HTMLElement) {
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <Providers config={readAppConfig(document)} queryClient={createQueryClient()}>
        <RouterProvider router={router} />
        <NativeShell navigate={router.navigate} />
      </Providers>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) mount(container);

// Offline reading and the new-version banner; not in development (Vite serves no service worker),
// and workbox-window loads only after the page has (see register.ts).
if (import.meta.env.PROD && 'serviceWorker' in navigator) void registerServiceWorker();

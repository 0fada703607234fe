import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { readAppConfig } from './app/config';
import { Providers } from './app/providers';
import { createQueryClient } from './app/queryClient';
import { createAppRouter } from './app/router';

function mount(container: HTMLElement) {
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <Providers config={readAppConfig(document)} queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) mount(container);

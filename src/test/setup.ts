import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { annotations } from '../../.storybook/annotations';
import { server } from '../../mocks/node';

// jsdom has no layout: scrolling (react-router's ScrollRestoration) is a no-op here.
window.scrollTo = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // Vitest runs without globals here, so Testing Library's automatic cleanup is not registered.
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

// Stories run here as in Storybook (composeStories): the same decorators and parameters, and the
// same `parameters.msw` handlers, applied to MSW's node server instead of the service worker.
setProjectAnnotations([annotations, { loaders: [mswLoader(() => server as unknown as SetupWorker)] }]);

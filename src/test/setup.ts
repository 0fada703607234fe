import '@testing-library/jest-dom/vitest';
import { createElement, Fragment } from 'react';
import { cleanup } from '@testing-library/react';
import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { annotations } from '../../.storybook/annotations';
import { server } from '../../mocks/node';

// jsdom has no layout: scrolling (react-router's ScrollRestoration) is a no-op here.
window.scrollTo = () => {};

/**
 * A story that renders nothing. Storybook unmounts a story (`run()`) only when the next one runs or
 * loads, so the last story of a file stayed mounted past its test, its timers firing after the
 * file's window was gone ('window is not defined', failing the whole run). Loading this one after
 * each test unmounts the story before. Composed before the project's annotations: it loads nothing.
 */
const nothing = composeStory({ render: () => createElement(Fragment) }, { title: 'Test/Nothing' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await nothing.load();
  // Vitest runs without globals here, so Testing Library's automatic cleanup is not registered.
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

// Stories run here as in Storybook (composeStories): the same decorators and parameters, and the
// same `parameters.msw` handlers, applied to MSW's node server instead of the service worker.
setProjectAnnotations([annotations, { loaders: [mswLoader(() => server as unknown as SetupWorker)] }]);

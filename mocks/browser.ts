import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** MSW in a browser (e.g. running the app against mocks); Storybook starts its own through the addon. */
export const worker = setupWorker(...handlers);

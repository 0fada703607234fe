import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** MSW for unit tests (vitest, jsdom): the same handlers and fixtures as the stories. */
export const server = setupServer(...handlers);

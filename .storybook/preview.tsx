import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { annotations } from './annotations';

const preview: Preview = {
  ...annotations,
  // Starts MSW's service worker once, then applies each story's `parameters.msw` handlers.
  loaders: [mswLoader()],
  // A Docs page for every component: its stories and its props, from the JSDoc on them.
  tags: ['autodocs'],
  parameters: {
    ...annotations.parameters,
    // Every story is checked with axe (the addon's panel in Storybook; `npm run test:stories` fails
    // on any violation). A story may turn a rule off only in its own parameters, with a comment saying why.
    a11y: { test: 'error' },
  },
};

export default preview;

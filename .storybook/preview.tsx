import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { annotations } from './annotations';

const preview: Preview = {
  ...annotations,
  // Starts MSW's service worker once, then applies each story's `parameters.msw` handlers.
  loaders: [mswLoader()],
};

export default preview;

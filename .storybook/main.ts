import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', 'msw-storybook-addon'],
  // ./public holds MSW's mockServiceWorker.js (kept current by msw's postinstall through
  // package.json's msw.workerDirectory); ../public is the app's own public folder (favicon, logo),
  // served at the same root as in the app.
  staticDirs: ['./public', '../public'],
  core: {
    disableTelemetry: true,
  },
};

export default config;

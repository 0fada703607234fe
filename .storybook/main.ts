import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import { SERVICE_WORKER_PLUGIN_NAME } from '../scripts/vite/service-worker';

/** The plugins of vite.config.ts (which Storybook reads too) without the one named `name`. */
async function withoutPlugin(plugins: PluginOption[] | undefined, name: string): Promise<PluginOption[]> {
  const kept: PluginOption[] = [];
  for (const option of await Promise.all(plugins ?? [])) {
    if (Array.isArray(option)) kept.push(await withoutPlugin(option, name));
    else if (!(option && 'name' in option && option.name === name)) kept.push(option);
  }
  return kept;
}

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  // addon-a11y runs axe after every story renders; the test runner fails a story with a violation
  // (preview.tsx sets `a11y.test: 'error'`).
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  // ./public holds MSW's mockServiceWorker.js (kept current by msw's postinstall through
  // package.json's msw.workerDirectory); ../public is the app's own public folder (favicon, logo),
  // served at the same root as in the app.
  staticDirs: ['./public', '../public'],
  core: {
    disableTelemetry: true,
  },
  // The site's service worker belongs to the app's build, not to Storybook's (MSW has its own worker).
  viteFinal: async (config) => ({ ...config, plugins: await withoutPlugin(config.plugins, SERVICE_WORKER_PLUGIN_NAME) }),
};

export default config;

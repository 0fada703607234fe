import { defineConfig } from 'vitest/config';
import { styledComponentIds } from './scripts/vite/styled-component-ids';

export default defineConfig({
  // As in the build: the server-rendered pages' class names (see the plugin).
  plugins: [styledComponentIds()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // One embedded PostgreSQL for the run; each test file gets a throw-away database in it.
          globalSetup: ['./server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

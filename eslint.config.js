import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The one-way shape of the code (ARCHITECTURE.md), kept by lint: for the files of each layer, the
 * imports it may not make. An import is matched by what it is written as (relative paths), so each
 * pattern names the folders it may not reach from where that layer's files sit.
 */
const FORBIDDEN = (regex, message) => ({ regex, message, caseSensitive: true });

/** The browser's code never reaches the server's. */
const NOT_THE_SERVER = FORBIDDEN('^(\\.\\./)+server(/|$)', 'The browser app does not import the server: share it through src/model.');

/** Another component only through its folder's index (its public face), never a file inside it. */
const A_COMPONENT_THROUGH_ITS_INDEX = FORBIDDEN(
  '^(\\.\\./)+(components/)?[A-Z][A-Za-z]*/.+',
  'Import another component from its folder (its index.ts), not a file inside it; export what is shared from there.',
);

const LAYERS = [
  {
    files: ['src/model/**/*.{ts,tsx}'],
    patterns: [FORBIDDEN('^\\.\\./', 'src/model is what both sides share: it imports nothing of the app or the server.')],
  },
  {
    files: ['src/script-conversion/**/*.{ts,tsx}'],
    patterns: [
      FORBIDDEN(
        '^\\.\\./(?!model/)',
        'Script conversion is text in, text out, shared by the app and the server (search): it may use src/model only.',
      ),
    ],
  },
  {
    files: ['src/theme/**/*.{ts,tsx}'],
    patterns: [FORBIDDEN('^\\.\\./(?!model/)', 'The theme is design tokens and global styles: it may use src/model only.')],
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    patterns: [
      FORBIDDEN('^\\.\\./(?!model/)', 'A data hook talks HTTP and knows the model: it does not import screens, components or the app.'),
    ],
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    patterns: [
      FORBIDDEN(
        '^(\\.\\./)+(app|screens|api|ssr|pwa|mobile|main)(/|$)',
        'Components are presentational: data comes in as props, from a screen (src/screens) that uses src/api.',
      ),
      A_COMPONENT_THROUGH_ITS_INDEX,
      NOT_THE_SERVER,
    ],
  },
  {
    files: ['src/screens/**/*.{ts,tsx}'],
    patterns: [
      FORBIDDEN('^(\\.\\./)+(ssr|main)(/|$)', 'A screen does not know how it is served.'),
      FORBIDDEN('^(\\.\\./)+components/[^/]+/.+', 'Import a component from its folder (its index.ts), not a file inside it.'),
      NOT_THE_SERVER,
    ],
  },
  {
    files: ['src/{app,ssr,pwa,mobile}/**/*.{ts,tsx}', 'src/*.{ts,tsx}'],
    patterns: [NOT_THE_SERVER],
  },
  {
    // The seed loads the library with the same search columns the services compute.
    files: ['server/db/**/*.ts'],
    ignores: ['server/db/seed/**'],
    patterns: [
      FORBIDDEN('^(\\.\\./)+(routes|services|http|app)(/|$)', 'The database layer is the bottom: schema, connection, migrations.'),
    ],
  },
  {
    files: ['server/services/**/*.ts'],
    patterns: [
      FORBIDDEN('^(\\.\\./)+(routes|app|main)(/|$)', 'A service takes plain arguments and returns plain data: it knows no route.'),
    ],
  },
  {
    files: ['server/routes/**/*.ts'],
    // admin.ts registers the admin area's route plugins.
    ignores: ['server/routes/admin.ts'],
    patterns: [
      FORBIDDEN(
        '^\\./(?!schemas$)',
        'A route does not import another route: a shared helper goes to server/http, a shared rule to server/services, a text to src/model.',
      ),
      // Types (the Database a plugin is given, an enum of the schema) describe; they call nothing.
      { ...FORBIDDEN('^\\.\\./db/', 'A route calls services; services call the database.'), allowTypeImports: true },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-server/',
      'storybook-static/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '.storybook/public/',
      'public/mockServiceWorker.js',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  // Tests may reach further (fixtures, MSW, the app's providers) than the code they test.
  ...LAYERS.map(({ files, ignores = [], patterns }) => ({
    files,
    ignores: [...ignores, '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
  })),
);

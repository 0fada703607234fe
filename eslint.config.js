import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The one-way shape of the code (docs/ARCHITECTURE.md), kept by lint: for the files of each layer, the
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

/** src/app is the composition root (router, layouts, providers, startApp): it imports the screens, so they may not import it. */
const NOT_THE_APP = FORBIDDEN(
  '^(\\.\\./)+app(/|$)',
  "Only the entry points (src/main.tsx, the server renderer in src/ssr) import src/app, the composition root: the reader's device state and the page hooks are in src/device.",
);

/**
 * What the server may take from src/: the model both sides share, the script conversion its search
 * also uses, and src/ssr/index.ts, which lists the rest (the renderer's types, the HTML escaping,
 * the palette). Anything else of the browser app (React components, data hooks, the router) must
 * not end up loaded by the server.
 */
const SERVER_TAKES_FROM_SRC = FORBIDDEN(
  '^(\\.\\./)+src/(?!(model|script-conversion)/|ssr$)',
  'The server imports from src/ only src/model, src/script-conversion and src/ssr (its index.ts): export what else it needs from src/ssr/index.ts.',
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
    // The reader's device state (favourites, set lists, reading settings kept on this device, the
    // audio carried on between pages, the screen kept on) and the small hooks every page uses (its
    // title, the deployment's config, whether the page has hydrated). Screens and the frame use
    // it, so it knows none of them: what it needs from them it is given (see heldAudio.ts).
    files: ['src/device/**/*.{ts,tsx}'],
    patterns: [
      FORBIDDEN(
        '^\\.\\./(?!model/)',
        "src/device is the reader's device state and the pages' small hooks: it may use src/model only, never the app, screens or components that use it.",
      ),
    ],
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    patterns: [
      FORBIDDEN(
        '^(\\.\\./)+(app|device|screens|api|ssr|pwa|mobile|main)(/|$)',
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
      NOT_THE_APP,
      FORBIDDEN('^(\\.\\./)+components/[^/]+/.+', 'Import a component from its folder (its index.ts), not a file inside it.'),
      NOT_THE_SERVER,
    ],
  },
  {
    files: ['src/{pwa,mobile}/**/*.{ts,tsx}'],
    patterns: [NOT_THE_APP, NOT_THE_SERVER],
  },
  {
    files: ['src/{app,ssr}/**/*.{ts,tsx}', 'src/*.{ts,tsx}'],
    patterns: [NOT_THE_SERVER],
  },
  {
    // Server code outside the layers below (server/http, the seed, main.ts, app.ts…). Its test
    // helpers (server/test) render pages in process, with the renderer's source.
    files: ['server/**/*.ts'],
    ignores: ['server/test/**'],
    patterns: [SERVER_TAKES_FROM_SRC],
  },
  {
    // The seed loads the library with the same search columns the services compute.
    files: ['server/db/**/*.ts'],
    ignores: ['server/db/seed/**'],
    patterns: [
      FORBIDDEN('^(\\.\\./)+(routes|services|http|app)(/|$)', 'The database layer is the bottom: schema, connection, migrations.'),
      SERVER_TAKES_FROM_SRC,
    ],
  },
  {
    files: ['server/services/**/*.ts'],
    patterns: [
      FORBIDDEN('^(\\.\\./)+(routes|app|main)(/|$)', 'A service takes plain arguments and returns plain data: it knows no route.'),
      SERVER_TAKES_FROM_SRC,
    ],
  },
  {
    files: ['server/routes/**/*.ts'],
    // admin.ts registers the admin area's route plugins.
    ignores: ['server/routes/admin.ts'],
    patterns: [
      FORBIDDEN(
        '^\\./',
        'A route does not import another route: a shared helper goes to server/http, a shared rule to server/services, a text to src/model.',
      ),
      // Types (the Database a plugin is given, an enum of the schema) describe; they call nothing.
      { ...FORBIDDEN('^\\.\\./db/', 'A route calls services; services call the database.'), allowTypeImports: true },
      SERVER_TAKES_FROM_SRC,
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
  // Tests may reach further (fixtures, MSW, the app's providers) than the code they test. Where
  // two entries match a file the later one's patterns replace the earlier's (flat config does not
  // merge a rule's options): so each server layer repeats SERVER_TAKES_FROM_SRC.
  ...LAYERS.map(({ files, ignores = [], patterns }) => ({
    files,
    ignores: [...ignores, '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
  })),
  {
    // No import cycles: two modules that need each other are one module, or share a third that
    // both import. Type-only imports do not count (they vanish from the built code); dynamic
    // imports do (a chunk that imports its loader back is still a loop). A test is imported by
    // nothing, so it can be in no cycle, and is not walked from. No maxDepth: the cost is reading
    // each module once, which a depth limit does not save (measured: about 4-6 s of a lint run
    // either way), and a limit would let a long cycle through.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    // ignoreExternal: packages (react, fastify…) are not walked; none of them imports our code.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);

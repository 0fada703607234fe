import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseSync, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  buildServiceWorker,
  contentRevision,
  DEFAULT_LAZY_ONLY,
  describeBundle,
  precacheManifest,
  type BundleFile,
  type PrecacheEntry,
} from './service-worker';

const ROOT = path.resolve(import.meta.dirname, '../..');
const chunk = (fileName: string, facadeModuleId: string | null, rest: Partial<BundleFile> = {}): BundleFile => ({
  fileName,
  type: 'chunk',
  revision: null,
  facadeModuleId: facadeModuleId && path.join(ROOT, facadeModuleId),
  ...rest,
});
const asset = (fileName: string): BundleFile => ({ fileName, type: 'asset', revision: null });

/** The app's bundle as the build leaves it (names from a real build). */
const APP_BUNDLE: BundleFile[] = [
  asset('index.html'),
  chunk('assets/index-BAuI6RIU.js', 'src/main.tsx', {
    isEntry: true,
    imports: ['assets/rolldown-runtime-WkwZ5CU-.js', 'assets/PageHeading-B3JdUwmv.js'],
    dynamicImports: [
      'assets/FeedbackScreen-ChUseU9Y.js',
      'assets/StaticPageScreen-CAfyrCl-.js',
      'assets/admin-ClSy1Wy3.js',
      'assets/video.es-C2tiLZ4u.js',
      'assets/capacitorApp-DpmcynLN.js',
    ],
    importedCss: ['assets/index-D1x2y3z4.css'],
  }),
  chunk('assets/rolldown-runtime-WkwZ5CU-.js', null),
  chunk('assets/PageHeading-B3JdUwmv.js', null, { imports: ['assets/rolldown-runtime-WkwZ5CU-.js'] }),
  chunk('assets/FeedbackScreen-ChUseU9Y.js', 'src/screens/feedback/FeedbackScreen.tsx', {
    imports: ['assets/SubmitButton-CsmJ3HOh.js', 'assets/index-BAuI6RIU.js'],
  }),
  chunk('assets/StaticPageScreen-CAfyrCl-.js', 'src/screens/static-page/StaticPageScreen.tsx', {
    importedAssets: ['assets/divider-a1b2c3d4.svg'],
  }),
  // Shared by the feedback form and the admin forms: a reader needs it.
  chunk('assets/SubmitButton-CsmJ3HOh.js', null),
  chunk('assets/admin-ClSy1Wy3.js', 'src/app/admin.tsx', {
    imports: ['assets/SubmitButton-CsmJ3HOh.js', 'assets/DailyChart-Q1w2e3r4.js'],
  }),
  // Imported by the admin chunk alone.
  chunk('assets/DailyChart-Q1w2e3r4.js', null),
  chunk('assets/video.es-C2tiLZ4u.js', 'node_modules/video.js/dist/video.es.js', { importedCss: ['assets/video-js-C5EDYSnf.css'] }),
  chunk('assets/capacitorApp-DpmcynLN.js', 'src/mobile/capacitorApp.ts', { dynamicImports: ['assets/web-BojSj26E.js'] }),
  chunk('assets/web-BojSj26E.js', 'node_modules/@capacitor/app/dist/esm/web.js'),
  asset('assets/index-D1x2y3z4.css'),
  asset('assets/divider-a1b2c3d4.svg'),
  asset('assets/video-js-C5EDYSnf.css'),
  asset('assets/index-BAuI6RIU.js.map'),
];

const PUBLIC_FILES = [
  { fileName: 'favicon.svg', revision: 'f00d' },
  { fileName: 'logo.svg', revision: 'beef' },
  { fileName: 'icons/icon-192.png', revision: 'c0de' },
  { fileName: 'robots.txt', revision: 'cafe' },
];

const urlsOf = (manifest: PrecacheEntry[]) => manifest.map((entry) => entry.url);

describe('the precache manifest', () => {
  const manifest = precacheManifest({ bundle: APP_BUNDLE, publicFiles: PUBLIC_FILES, lazyOnly: DEFAULT_LAZY_ONLY });

  it("holds a reader's visit: the entry and its imports and CSS, the feedback and static pages with theirs, the favicon and logo", () => {
    expect(urlsOf(manifest)).toEqual(
      expect.arrayContaining([
        '/assets/index-BAuI6RIU.js',
        '/assets/rolldown-runtime-WkwZ5CU-.js',
        '/assets/PageHeading-B3JdUwmv.js',
        '/assets/index-D1x2y3z4.css',
        '/assets/FeedbackScreen-ChUseU9Y.js',
        '/assets/SubmitButton-CsmJ3HOh.js',
        '/assets/StaticPageScreen-CAfyrCl-.js',
        '/assets/divider-a1b2c3d4.svg',
        '/favicon.svg',
        '/logo.svg',
      ]),
    );
    expect(manifest).toHaveLength(10);
  });

  it('leaves the installed app’s icons to the browser, which fetches them when the site is installed', () => {
    expect(urlsOf(manifest).filter((url) => url.includes('/icons/'))).toEqual([]);
  });

  it('leaves out the admin area and what only it imports, video.js with its CSS, and the Android wrapper', () => {
    for (const left of ['admin-', 'DailyChart-', 'video.es-', 'video-js-', 'capacitorApp-', 'web-']) {
      expect(
        urlsOf(manifest).filter((url) => url.includes(`/${left}`)),
        left,
      ).toEqual([]);
    }
  });

  it('never holds the page itself, source maps or files of the public folder that are not images', () => {
    expect(urlsOf(manifest)).not.toContain('/index.html');
    expect(urlsOf(manifest).some((url) => url.endsWith('.map'))).toBe(false);
    expect(urlsOf(manifest)).not.toContain('/robots.txt');
    const withCopies = precacheManifest({
      bundle: [...APP_BUNDLE, asset('assets/index-BAuI6RIU.js.br'), asset('assets/index-BAuI6RIU.js.gz')],
      publicFiles: [...PUBLIC_FILES, { fileName: 'logo.svg.gz', revision: 'x' }],
      lazyOnly: DEFAULT_LAZY_ONLY,
    });
    expect(withCopies).toEqual(manifest);
  });

  it('gives hashed names no revision and the public files the hash of their content, sorted by URL', () => {
    expect(manifest.find((entry) => entry.url === '/assets/index-BAuI6RIU.js')?.revision).toBeNull();
    expect(manifest.find((entry) => entry.url === '/logo.svg')?.revision).toBe('beef');
    expect(urlsOf(manifest)).toEqual([...urlsOf(manifest)].sort((a, b) => a.localeCompare(b)));
  });

  it('puts the URLs under the app’s base', () => {
    const under = precacheManifest({ bundle: APP_BUNDLE, publicFiles: PUBLIC_FILES, lazyOnly: DEFAULT_LAZY_ONLY, base: '/bhajan' });
    expect(urlsOf(under)).toContain('/bhajan/assets/index-BAuI6RIU.js');
    expect(urlsOf(under)).toContain('/bhajan/logo.svg');
  });

  it('precaches every chunk when nothing is lazy-only', () => {
    const everything = precacheManifest({ bundle: APP_BUNDLE, publicFiles: [], lazyOnly: [] });
    expect(urlsOf(everything)).toEqual(
      expect.arrayContaining(['/assets/admin-ClSy1Wy3.js', '/assets/DailyChart-Q1w2e3r4.js', '/assets/video-js-C5EDYSnf.css']),
    );
  });
});

describe('describeBundle', () => {
  it('reads chunks and assets as the build gives them: names under assetsDir are hashed, others get a content hash', () => {
    const bundle = {
      'assets/index-abc.js': {
        type: 'chunk',
        fileName: 'assets/index-abc.js',
        code: 'console.log(1)',
        isEntry: true,
        facadeModuleId: '/repo/src/main.tsx',
        imports: ['assets/shared-def.js'],
        dynamicImports: [],
        viteMetadata: { importedCss: new Set(['assets/index-123.css']), importedAssets: new Set<string>() },
      },
      'extra.txt': { type: 'asset', fileName: 'extra.txt', source: 'hello' },
    } as unknown as Rolldown.OutputBundle;
    expect(describeBundle(bundle, 'assets')).toEqual([
      {
        fileName: 'assets/index-abc.js',
        type: 'chunk',
        revision: null,
        isEntry: true,
        facadeModuleId: '/repo/src/main.tsx',
        imports: ['assets/shared-def.js'],
        dynamicImports: [],
        importedCss: ['assets/index-123.css'],
        importedAssets: [],
      },
      { fileName: 'extra.txt', type: 'asset', revision: contentRevision('hello') },
    ]);
    expect(contentRevision('hello')).not.toBe(contentRevision('hello!'));
  });
});

describe('buildServiceWorker', () => {
  it('bundles src/sw.ts into one minified classic script holding the manifest, with no imports left', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'bhajan-sw-'));
    try {
      const manifest: PrecacheEntry[] = [
        { url: '/assets/index-BAuI6RIU.js', revision: null },
        { url: '/logo.svg', revision: 'beef' },
      ];
      const file = await buildServiceWorker({
        entry: path.join(ROOT, 'src/sw.ts'),
        root: ROOT,
        manifest,
        outDir,
        target: ['es2020', 'chrome87'],
      });
      expect(file).toBe(path.join(outDir, 'sw.js'));
      const code = await readFile(file, 'utf8');

      const parsed = parseSync('sw.js', code, { sourceType: 'script' });
      expect(parsed.errors).toEqual([]);
      expect(parsed.module.hasModuleSyntax).toBe(false);
      expect(parsed.module.dynamicImports).toEqual([]);
      // One statement: the IIFE.
      expect(parsed.program.body).toHaveLength(1);
      expect(code).not.toContain('__WB_MANIFEST');
      expect(code).not.toContain('process.env');
      expect(code).toContain('/assets/index-BAuI6RIU.js');
      expect(code).toContain('beef');
      expect(code.split('\n').length).toBeLessThan(5);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});

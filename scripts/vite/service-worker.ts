/**
 * A Vite build plugin that writes the service worker (src/sw.ts) into the build as `sw.js`, with the
 * precache manifest of the app shell written where the worker reads `self.__WB_MANIFEST`. Our own
 * small stand-in for vite-plugin-pwa's injectManifest, which (through workbox-build) pulls rollup,
 * whose platform packages this project cannot install.
 *
 * The precache holds what a reader's visit needs, found by following the chunks from the entry: the
 * entry script and the chunks it imports, the reader's lazy routes (feedback, static pages) and their
 * imports, their CSS and assets, and the images of the public folder (favicon, logo; not the icons). It leaves
 * out the dynamic chunks of `lazyOnly` (the admin area, video.js: large, and cached at run time when
 * used) with whatever only they import, index.html (the server fills it in per deployment; the worker
 * keeps the pages it serves), source maps and the precompressed copies.
 *
 * Built with Vite's own `build()` (rolldown; no config file, no plugins) as one minified classic
 * script (IIFE) for the app's browser targets. sw.js is not in the app's bundle, so the precompress
 * plugin leaves it alone; the server compresses it when it sends it.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { SERVICE_WORKER_URL } from '../../src/model/offline';

export const SERVICE_WORKER_PLUGIN_NAME = 'bhajan:service-worker';

/** One entry of the precache manifest; `revision` is null when the URL itself changes with the content. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** What the manifest needs to know about one file of the app's bundle. */
export interface BundleFile {
  fileName: string;
  type: 'chunk' | 'asset';
  /** Null for hashed names (under the build's assetsDir), else a hash of the content. */
  revision: string | null;
  isEntry?: boolean;
  /** The module a chunk stands for (its dynamic import's target). */
  facadeModuleId?: string | null;
  /** Chunks this chunk imports statically, and dynamically. */
  imports?: readonly string[];
  dynamicImports?: readonly string[];
  /** CSS and other assets this chunk uses (Vite's chunk metadata). */
  importedCss?: readonly string[];
  importedAssets?: readonly string[];
}

export interface PrecacheInput {
  bundle: readonly BundleFile[];
  /** Files of the public folder, copied into the build as they are (with a hash of the content). */
  publicFiles: readonly { fileName: string; revision: string }[];
  /** Dynamic chunks whose module matches one of these stay out, and so does what only they import. */
  lazyOnly: readonly RegExp[];
  /** The app's base URL (Vite's `base`), '/' by default. */
  base?: string;
}

/**
 * Loaded by few visits, cached at run time when used: the admin area (one chunk), video.js (large),
 * script conversion (with its library: only for readers who pick another script), and the Android
 * app's wrapper (src/mobile, loaded only inside the native shell).
 */
export const DEFAULT_LAZY_ONLY: readonly RegExp[] = [
  /\/src\/app\/admin(?:\/index)?\.tsx?$/,
  /\/node_modules\/video\.js\//,
  /\/src\/script-conversion\/convert\.ts$/,
  /\/src\/mobile\//,
  /\/node_modules\/@capacitor\//,
];

/** Public files worth precaching: the images a page shows (the favicon and the logo). */
const PUBLIC_PRECACHED = /\.(?:svg|png|ico|webp)$/i;
/**
 * The installed app's icons (public/icons/): the browser fetches them itself when the site is
 * installed, and no page shows them. Precaching them would cost every first visit some 60 kB.
 */
const INSTALL_ONLY = /^icons\//;
/** Never precached, whatever refers to them. */
const NEVER_PRECACHED = /(?:\.map|\.br|\.gz|\.html)$/i;

const toPosix = (id: string) => id.replace(/\\/g, '/');

/** The precache manifest of the app shell, sorted by URL. */
export function precacheManifest({ bundle, publicFiles, lazyOnly, base = '/' }: PrecacheInput): PrecacheEntry[] {
  const byName = new Map(bundle.map((file) => [file.fileName, file]));
  const isLazyOnly = (file: BundleFile) =>
    file.type === 'chunk' &&
    !file.isEntry &&
    !!file.facadeModuleId &&
    lazyOnly.some((pattern) => pattern.test(toPosix(file.facadeModuleId!)));

  const kept = new Map<string, string | null>();
  const keep = (fileName: string) => {
    const file = byName.get(fileName);
    if (file && !NEVER_PRECACHED.test(fileName)) kept.set(fileName, file.revision);
  };
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const file = byName.get(fileName);
    if (!file || seen.has(fileName) || isLazyOnly(file)) return;
    seen.add(fileName);
    keep(fileName);
    for (const asset of [...(file.importedCss ?? []), ...(file.importedAssets ?? [])]) keep(asset);
    for (const next of [...(file.imports ?? []), ...(file.dynamicImports ?? [])]) visit(next);
  };
  for (const file of bundle) if (file.type === 'chunk' && file.isEntry) visit(file.fileName);

  for (const file of publicFiles) {
    const fileName = toPosix(file.fileName);
    if (PUBLIC_PRECACHED.test(fileName) && !NEVER_PRECACHED.test(fileName) && !INSTALL_ONLY.test(fileName))
      kept.set(file.fileName, file.revision);
  }
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return [...kept]
    .map(([fileName, revision]) => ({ url: `${prefix}${toPosix(fileName)}`, revision }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

export function contentRevision(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}

/** The app's bundle as the manifest sees it; files under `assetsDir` have hashed names. */
export function describeBundle(bundle: Rolldown.OutputBundle, assetsDir: string): BundleFile[] {
  const hashedPrefix = `${toPosix(assetsDir).replace(/\/+$/, '')}/`;
  return Object.values(bundle).map((output) => {
    const revision = output.fileName.startsWith(hashedPrefix)
      ? null
      : contentRevision(output.type === 'chunk' ? output.code : output.source);
    if (output.type === 'asset') return { fileName: output.fileName, type: 'asset', revision };
    return {
      fileName: output.fileName,
      type: 'chunk',
      revision,
      isEntry: output.isEntry,
      facadeModuleId: output.facadeModuleId,
      imports: output.imports,
      dynamicImports: output.dynamicImports,
      importedCss: [...(output.viteMetadata?.importedCss ?? [])],
      importedAssets: [...(output.viteMetadata?.importedAssets ?? [])],
    };
  });
}

/** Every file under `dir`, as paths relative to it with '/' separators, and their revisions. */
async function describePublicFolder(dir: string): Promise<{ fileName: string; revision: string }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile() && PUBLIC_PRECACHED.test(entry.name));
  return Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { fileName: toPosix(path.relative(dir, file)), revision: contentRevision(await readFile(file)) };
    }),
  );
}

export interface ServiceWorkerBuild {
  /** The worker's source (TypeScript), reading `self.__WB_MANIFEST`. */
  entry: string;
  manifest: readonly PrecacheEntry[];
  /** Where sw.js is written. */
  outDir: string;
  /** esbuild-style browser targets, e.g. the app's `build.target`. */
  target: ResolvedConfig['build']['target'];
  root?: string;
  /** The worker's file name in outDir; default sw.js (SERVICE_WORKER_URL). */
  fileName?: string;
}

/** Bundles the worker into one minified classic script with the manifest in it; answers its path. */
export async function buildServiceWorker({ entry, manifest, outDir, target, root, fileName }: ServiceWorkerBuild): Promise<string> {
  const name = fileName ?? SERVICE_WORKER_URL.replace(/^\//, '');
  const result = await build({
    configFile: false,
    envDir: false,
    root: root ?? path.dirname(entry),
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    define: {
      'self.__WB_MANIFEST': JSON.stringify(manifest),
      // Workbox's own switch for its development logging.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      sourcemap: false,
      target,
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: entry,
        output: { format: 'iife', entryFileNames: name, codeSplitting: false },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((one) => ('output' in one ? one.output : []));
  const chunks = outputs.filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  const worker = chunks[0];
  if (chunks.length !== 1 || !worker || worker.imports.length > 0 || worker.dynamicImports.length > 0) {
    throw new Error(`${SERVICE_WORKER_PLUGIN_NAME}: ${entry} must bundle into one script with no imports`);
  }
  const file = path.join(outDir, name);
  await writeFile(file, worker.code);
  return file;
}

export interface ServiceWorkerPluginOptions {
  /** Default: src/sw.ts under Vite's root. */
  entry?: string;
  lazyOnly?: readonly RegExp[];
}

/** The plugin (vite.config.ts). Storybook's build leaves it out (.storybook/main.ts). */
export function serviceWorker(options: ServiceWorkerPluginOptions = {}): Plugin {
  let config: ResolvedConfig;
  return {
    name: SERVICE_WORKER_PLUGIN_NAME,
    apply: 'build',
    // The browser's build only (not a future server-rendering build).
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(outputOptions, bundle) {
        const outDir = outputOptions.dir ?? path.resolve(config.root, config.build.outDir);
        const publicFiles = config.publicDir && config.build.copyPublicDir ? await describePublicFolder(config.publicDir) : [];
        const manifest = precacheManifest({
          bundle: describeBundle(bundle, config.build.assetsDir),
          publicFiles,
          lazyOnly: options.lazyOnly ?? DEFAULT_LAZY_ONLY,
          base: config.base,
        });
        const file = await buildServiceWorker({
          entry: path.resolve(config.root, options.entry ?? 'src/sw.ts'),
          manifest,
          outDir,
          target: config.build.target,
          root: config.root,
        });
        config.logger.info(`${path.relative(config.root, file)}: ${manifest.length} files precached`);
      },
    },
  };
}

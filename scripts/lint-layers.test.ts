/**
 * The import zones of eslint.config.js, tried on the imports that broke the code's shape before
 * they were kept by lint, and on the ones each layer needs: lint must refuse the first and pass the
 * second, so a zone that stops matching (a moved folder, a mistyped pattern) fails here. And its
 * cycle rule, tried on real files (it follows imports on disk).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The layer rule's messages for `code` linted as if it were the file `file`. */
async function layerProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
}

describe('the import zones', () => {
  it.each([
    ['src/components/VideoPlayer/loadVideoJs.ts', "import { value } from '../../app/chunks';"],
    ['src/components/Card/Card.tsx', "import { value } from '../../api/content';"],
    ['src/components/Card/Card.tsx', "import { value } from '../../screens/home/HomeScreen';"],
    ['src/components/AdminNavBar/AdminNavBar.tsx', "import { value } from '../NavBar/NavBar';"],
    ['src/components/Card/Card.tsx', "import { value } from '../../../server/config';"],
    ['src/model/paths.ts', "import { value } from '../api/client';"],
    ['src/model/paths.ts', "import { value } from '../components/Card';"],
    ['src/api/content.ts', "import { value } from '../app/queryClient';"],
    ['src/api/content.ts', "import { value } from '../components/Card';"],
    ['src/screens/home/HomeScreen.tsx', "import { value } from '../../components/Card/Card';"],
    ['src/screens/home/HomeScreen.tsx', "import { value } from '../../ssr/renderPage';"],
    ['server/routes/stats.ts', "import { value } from './admin-catalogue';"],
    ['server/routes/content.ts', "import { value } from './visits';"],
    ['server/routes/maintenance.ts', "import { value } from '../db/schema';"],
    ['server/services/search.ts', "import { value } from '../routes/content';"],
    ['server/db/schema.ts', "import { value } from '../services/search';"],
    ['server/db/connect.ts', "import { value } from '../http/errors';"],
    // The stale exception for a routes/schemas.ts that is gone.
    ['server/routes/content.ts', "import { value } from './schemas';"],
    // Screens, components and the device layer never import the composition root.
    ['src/screens/home/HomeScreen.tsx', "import { value } from '../../app/router';"],
    ['src/screens/content/ContentScreen.tsx', "import { value } from '../../app/PublicLayout';"],
    ['src/components/Card/Card.tsx', "import { value } from '../../app/frame';"],
    ['src/mobile/useNativeShell.tsx', "import { value } from '../app/AppRoot';"],
    ['src/device/heldAudio.ts', "import { value } from '../app/NowPlaying';"],
    ['src/device/favourites.ts', "import { value } from '../screens/my-bhajans/MyBhajansScreen';"],
    ['src/device/favourites.ts', "import { value } from '../components/Card';"],
    ['src/device/favourites.ts', "import { value } from '../api/content';"],
    ['src/components/Card/Card.tsx', "import { value } from '../../device/favourites';"],
    // The server takes from src/ only the model, script conversion and src/ssr's index.
    ['server/services/page-render.ts', "import { value } from '../../src/api/client';"],
    ['server/services/page-render.ts', "import { value } from '../../src/ssr/renderPage';"],
    ['server/routes/web-app.ts', "import { value } from '../../src/components/Card';"],
    ['server/routes/web-app.ts', "import { value } from '../../src/theme/tokens';"],
    ['server/http/security-headers.ts', "import { value } from '../../src/device/readingSettings';"],
    ['server/db/schema.ts', "import { value } from '../../src/app/routeData';"],
    ['server/main.ts', "import { value } from '../src/screens/home/HomeScreen';"],
  ])('refuse, in %s: %s', async (file, code) => {
    expect(await layerProblems(file, code)).toHaveLength(1);
  });

  it.each([
    ['src/components/Card/Card.tsx', "import { value } from '../../model/paths';"],
    ['src/components/Card/Card.tsx', "import { value } from '../SubCategoryImage';"],
    ['src/components/Card/Card.tsx', "import { value } from './Card.styles';"],
    ['src/components/VideoPlayer/loadVideoJs.ts', "import { value } from '../loadChunk';"],
    ['src/screens/home/HomeScreen.tsx', "import { value } from '../../api/subcategory';"],
    ['src/screens/home/HomeScreen.tsx', "import { value } from '../../components/CardGrid';"],
    ['src/api/content.ts', "import { value } from '../model/api-paths';"],
    ['src/api/content.ts', "import { value } from './client';"],
    ['server/routes/content.ts', "import { value } from '../services/catalogue';"],
    ['server/routes/content.ts', "import { value } from '../http/visits';"],
    ['server/routes/content.ts', "import type { value } from '../db/connect';"],
    ['server/services/search.ts', "import { value } from '../db/schema';"],
    ['src/screens/home/HomeScreen.tsx', "import { value } from '../../device/useDocumentTitle';"],
    ['src/app/PublicLayout.tsx', "import { value } from '../device/heldAudio';"],
    ['src/device/setLists.ts', "import { value } from './favourites';"],
    ['src/device/setLists.ts', "import { value } from '../model/setLists';"],
    ['src/mobile/useNativeShell.tsx', "import { value } from '../device/AppConfigContext';"],
    ['server/services/search-text.ts', "import { value } from '../../src/script-conversion/transliterate';"],
    ['server/services/page-template.ts', "import { value } from '../../src/ssr';"],
    ['server/routes/content.ts', "import { value } from '../../src/model/entities';"],
    ['server/main.ts', "import { value } from '../src/model/config';"],
    // The server's test helpers render pages in process, from the renderer's source.
    ['server/test/pages.ts', "import { value } from '../../src/ssr/renderPage';"],
  ])('allow, in %s: %s', async (file, code) => {
    expect(await layerProblems(file, code)).toEqual([]);
  });
});

/** The cycle rule's messages for two new modules, `a.ts` and `b.ts`, written in a new folder under `top`. */
async function cycleProblems(top: string, a: string, b: string): Promise<string[]> {
  const dir = await mkdtemp(path.join(root, top, 'lint-cycle-'));
  try {
    await writeFile(path.join(dir, 'a.ts'), a);
    await writeFile(path.join(dir, 'b.ts'), b);
    const results = await eslint.lintFiles([path.join(dir, 'a.ts'), path.join(dir, 'b.ts')]);
    return results
      .flatMap((result) => result.messages)
      .filter((message) => message.ruleId === 'import-x/no-cycle')
      .map((message) => message.message);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('import cycles', () => {
  it.each(['src', 'server'])('refuse two modules in %s/ that import each other', async (top) => {
    const problems = await cycleProblems(
      top,
      "import { b } from './b';\nexport const a = (): unknown => b;\n",
      "import { a } from './a';\nexport const b = (): unknown => a;\n",
    );
    expect(problems).toHaveLength(2);
  });

  it('refuse a cycle through a dynamic import (a chunk that imports its own loader)', async () => {
    const problems = await cycleProblems(
      'src',
      "export const load = () => import('./b');\n",
      "import { load } from './a';\nexport const b = load;\n",
    );
    expect(problems.length).toBeGreaterThan(0);
  });

  it('allow a type-only import back (it is gone from the built code)', async () => {
    const problems = await cycleProblems(
      'server',
      "import { b } from './b';\nexport interface A { b: typeof b }\n",
      "import type { A } from './a';\nexport const b = (a: A): unknown => a;\n",
    );
    expect(problems).toEqual([]);
  });
});

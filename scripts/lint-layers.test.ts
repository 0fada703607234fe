/**
 * The import zones of eslint.config.js, tried on the imports that broke the code's shape before
 * they were kept by lint, and on the ones each layer needs: lint must refuse the first and pass the
 * second, so a zone that stops matching (a moved folder, a mistyped pattern) fails here.
 */
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
    ['server/routes/content.ts', "import { value } from './schemas';"],
    ['server/routes/content.ts', "import type { value } from '../db/connect';"],
    ['server/services/search.ts', "import { value } from '../db/schema';"],
  ])('allow, in %s: %s', async (file, code) => {
    expect(await layerProblems(file, code)).toEqual([]);
  });
});

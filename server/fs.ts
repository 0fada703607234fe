import { stat } from 'node:fs/promises';
import path from 'node:path';

/** True when `file` exists and is a regular file (not a directory); false on any error. */
export async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** Where the seed's files go inside DATA_DIR; the server serves these two folders. */
export function dataPaths(dataDir: string) {
  return {
    subCategoryImages: path.join(dataDir, 'static', 'subcategoryimg'),
    media: path.join(dataDir, 'media'),
  };
}

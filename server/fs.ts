import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
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

/** The lines of a UTF-8 text file (without their line ends), read as a stream: a file of any size. */
export async function* fileLines(file: string): AsyncGenerator<string> {
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  try {
    for await (const line of lines) yield line;
  } finally {
    lines.close();
  }
}

import { stat } from 'node:fs/promises';

/** True when `file` exists and is a regular file (not a directory); false on any error. */
export async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

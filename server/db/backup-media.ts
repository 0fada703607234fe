/**
 * The media files of a backup: sub-category images and content media under DATA_DIR (see
 * server/fs.ts), byte for byte. Reading yields a file's lines a chunk at a time; restoring writes
 * each file under a hidden `.partial` name and moves it into place only once the database is
 * restored, so a failed restore leaves no half-written file under a real name.
 */
import { createHash } from 'node:crypto';
import { createReadStream, type Dirent } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { dataPaths } from '../fs';
import { BackupRefused, CHUNK_BYTES, MEDIA_FOLDERS, type BackupLine, type MediaFolder } from './backup-format';

/**
 * The files under `dir`, as paths relative to it with `/` between folders, sorted. Names starting
 * with a dot are left out: they are uploads still being written (local-media-storage.ts), never served.
 */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(full, `${prefix}${entry.name}/`)));
    // A link to a file is backed up as the file it points to.
    else if (entry.isFile() || (entry.isSymbolicLink() && (await stat(full)).isFile())) files.push(`${prefix}${entry.name}`);
  }
  return files;
}

/** Every media file of `dataDir` as backup lines; `counted` is called once per file written. */
export async function* mediaLines(dataDir: string, counted: () => void, signal?: AbortSignal): AsyncGenerator<BackupLine> {
  const dirs = dataPaths(dataDir);
  for (const folder of MEDIA_FOLDERS) {
    for (const relative of await filesUnder(dirs[folder])) {
      signal?.throwIfAborted();
      yield { file: { folder, path: relative } };
      const hash = createHash('sha256');
      let size = 0;
      for await (const chunk of createReadStream(path.join(dirs[folder], relative), {
        highWaterMark: CHUNK_BYTES,
      }) as AsyncIterable<Buffer>) {
        hash.update(chunk);
        size += chunk.length;
        yield { data: chunk.toString('base64') };
      }
      yield { fileEnd: { size, sha256: hash.digest('hex') } };
      counted();
    }
  }
}

/** Where a backed-up file goes in `dataDir`; refuses paths that would leave its folder. */
function targetOf(dataDir: string, file: { folder: MediaFolder; path: string }): string {
  const parts = typeof file.path === 'string' ? file.path.split('/') : [];
  const safe =
    MEDIA_FOLDERS.includes(file.folder) &&
    parts.length > 0 &&
    parts.every((part) => part !== '' && !part.startsWith('.') && !/[\\\0]/.test(part));
  if (!safe) throw new BackupRefused(`The backup names a media file outside the data directory: ${JSON.stringify(file)}.`);
  return path.join(dataPaths(dataDir)[file.folder], ...parts);
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

interface FileBeingWritten {
  target: string;
  partial: string;
  handle: FileHandle;
  hash: ReturnType<typeof createHash>;
  size: number;
}

export interface MediaRestore {
  begin(file: { folder: MediaFolder; path: string }): Promise<void>;
  write(base64: string): Promise<void>;
  /** Checks the file against its size and checksum, and against a file of that name already there. */
  end(expected: { size: number; sha256: string }): Promise<void>;
  /** Files restored so far (those already there with the same bytes included). */
  count(): number;
  /** Moves the written files to their names (after the database committed). */
  putInPlace(): Promise<void>;
  /** Removes what was written (the restore failed). */
  discard(): Promise<void>;
}

/** Writes the backup's media files into `dataDir` under hidden `.partial` names until putInPlace. */
export function restoreMedia(dataDir: string): MediaRestore {
  const written: { target: string; partial: string }[] = [];
  let current: FileBeingWritten | undefined;
  let files = 0;
  const damaged = (what: string) => new BackupRefused(`The backup is damaged: ${what}.`);

  return {
    async begin(file) {
      if (current) throw damaged(`${current.target} has no end`);
      const target = targetOf(dataDir, file);
      const partial = path.join(path.dirname(target), `.${path.basename(target)}.partial`);
      await mkdir(path.dirname(target), { recursive: true });
      current = { target, partial, handle: await open(partial, 'w'), hash: createHash('sha256'), size: 0 };
    },
    async write(base64) {
      if (!current) throw damaged('file data outside a file');
      const bytes = Buffer.from(base64, 'base64');
      current.hash.update(bytes);
      current.size += bytes.length;
      await current.handle.write(bytes);
    },
    async end(expected) {
      const file = current;
      if (!file) throw damaged('the end of a file that never began');
      // Flushed to disk before the database commits, so a crash right after leaves the file whole.
      await file.handle.sync();
      await file.handle.close();
      current = undefined;
      if (file.size !== expected.size || file.hash.digest('hex') !== expected.sha256) {
        await rm(file.partial, { force: true });
        throw damaged(`${file.target} differs from its checksum`);
      }
      const existing = await stat(file.target).catch(() => undefined);
      if (!existing) {
        written.push({ target: file.target, partial: file.partial });
      } else {
        const same = (await sha256Of(file.target)) === expected.sha256;
        await rm(file.partial, { force: true });
        if (!same) throw new BackupRefused(`${file.target} exists already, with other content. Restore into an empty data directory.`);
        // The same bytes are there already: nothing to move.
      }
      files += 1;
    },
    count: () => files,
    async putInPlace() {
      for (const { partial, target } of written) await rename(partial, target);
    },
    async discard() {
      if (current) {
        await current.handle.close().catch(() => undefined);
        await rm(current.partial, { force: true });
      }
      for (const { partial } of written) await rm(partial, { force: true });
    },
  };
}

/**
 * The admin's uploads on the local disk, under DATA_DIR (the single-machine default): content
 * media in `media/`, sub-category images in `static/subcategoryimg/`, where the file routes serve
 * them. It implements the MediaStorage of media-storage.ts.
 */
import { randomBytes } from 'node:crypto';
import { constants as fsConstants, createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { dataPaths } from '../fs';
import {
  contentTypeOfStoredFile,
  isStoredFileName,
  isStoredName,
  placeOfKind,
  storedPathOf,
  type MediaStorage,
  type StoredPlace,
} from './media-storage';

/**
 * One range of a Range header (`bytes=0-499`, `bytes=500-`, `bytes=-500`) within `size` bytes:
 * [start, end], inclusive; 'unsatisfiable' when it lies outside; undefined when there is none (or
 * it is not one range of bytes: then the whole file, as RFC 9110 allows).
 */
export function byteRange(header: string | undefined, size: number): [number, number] | 'unsatisfiable' | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start >= size || end < start ? 'unsatisfiable' : [start, end];
}

export function createLocalMediaStorage(dataDir: string): MediaStorage {
  const dirs = dataPaths(dataDir);
  const dirOf = (place: StoredPlace) => (place === 'subCategoryImages' ? dirs.subCategoryImages : dirs.media);
  return {
    kind: 'local',

    async save(kind, fileName, stream) {
      if (!isStoredName(fileName)) throw new Error(`Not a stored media file name: ${JSON.stringify(fileName)}`);
      const dir = dirOf(placeOfKind(kind));
      await mkdir(dir, { recursive: true });
      // Hidden while it is written: the file routes serve no name starting with a dot.
      const partial = path.join(dir, `.${fileName}.${randomBytes(4).toString('hex')}.part`);
      const file = createWriteStream(partial, { flags: 'wx' });
      try {
        await pipeline(stream, file);
        await rename(partial, path.join(dir, fileName));
      } catch (error) {
        stream.destroy();
        // An upload refused at once fails while the file is still being opened: removed before the
        // open has created it, it would stay. The stream closes only after its open.
        if (!file.closed) await new Promise<void>((resolve) => file.once('close', resolve));
        await rm(partial, { force: true });
        throw error;
      }
      return { path: storedPathOf(kind, fileName) };
    },

    async read(place, fileName, { range } = {}) {
      if (!isStoredFileName(fileName)) return { status: 404 };
      const file = path.join(dirOf(place), fileName);
      const found = await stat(file).catch(() => undefined);
      if (!found?.isFile()) return { status: 404 };
      const wanted = byteRange(range, found.size);
      if (wanted === 'unsatisfiable') return { status: 416, size: found.size };
      const [start, end] = wanted ?? [0, found.size - 1];
      return {
        status: wanted ? 206 : 200,
        body: createReadStream(file, { start, end }),
        contentLength: found.size === 0 ? 0 : end - start + 1,
        contentRange: wanted ? `bytes ${start}-${end}/${found.size}` : undefined,
        contentType: contentTypeOfStoredFile(fileName),
        lastModified: found.mtime,
      };
    },

    async putIfMissing(place, fileName, localFile) {
      await mkdir(dirOf(place), { recursive: true });
      try {
        // Never over a file already there (another instance's start may be copying it too).
        await copyFile(localFile, path.join(dirOf(place), fileName), fsConstants.COPYFILE_EXCL);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      }
    },
  };
}

/**
 * The admin's uploads: which files are accepted (type by extension, MIME type and first bytes;
 * audio and video by their whole structure, media-structure.ts; size per kind), the names they
 * are stored under, and where they go (`MediaStorage`). The local-disk storage writes under
 * DATA_DIR, where the file routes serve them: content media in `media/` (`/media/<name>`),
 * sub-category images in `static/subcategoryimg/` (`/static/subcategoryimg/<name>`). The object
 * store's (object-storage.ts, MEDIA_STORAGE=s3) keeps them under the same keys.
 */
import { randomBytes } from 'node:crypto';
import { constants as fsConstants, createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MEDIA_FILE_TYPES, type MediaFileType } from '../../src/model/admin';
import { MEDIA_PATH_PREFIX, type MediaKind } from '../../src/model/constants';
import { FILE_NAME } from '../../src/model/requests';
import type { MediaStorageConfig } from '../config';
import { dataPaths } from '../fs';
import { structureCheck } from './media-structure';

/** Where a stored file lives: content media (`/media/<name>`) or sub-category images (`/static/subcategoryimg/<name>`). */
export type StoredPlace = 'media' | 'subCategoryImages';

export const placeOfKind = (kind: MediaKind): StoredPlace => (kind === 'subCategoryImage' ? 'subCategoryImages' : 'media');

/** What the entity keeps for a stored file: `/media/<name>`, or a sub-category image's name alone. */
export const storedPathOf = (kind: MediaKind, fileName: string): string =>
  kind === 'subCategoryImage' ? fileName : `${MEDIA_PATH_PREFIX}${fileName}`;

/** A stored file read (whole, or the bytes a Range header asks for), or why not. */
export type StoredFileRead =
  | {
      status: 200 | 206;
      body: Readable;
      contentLength: number;
      /** `bytes start-end/size`, for 206. */
      contentRange?: string;
      contentType: string;
      etag?: string;
      lastModified?: Date;
    }
  /** Unchanged since the ETag the request named. */
  | { status: 304 }
  /** No such file. */
  | { status: 404 }
  /** The range lies outside the file of `size` bytes. */
  | { status: 416; size: number };

export interface MediaStorage {
  /** Local disk (the single-machine default, served by @fastify/static) or an S3-compatible object store. */
  readonly kind: 'local' | 's3';
  /**
   * Stores `stream` as `fileName` for `kind`, answering the value the entity keeps. The file is
   * there only once the stream has ended without error: a failed or refused stream leaves nothing.
   */
  save(kind: MediaKind, fileName: string, stream: Readable): Promise<{ path: string }>;
  /** Reads a stored file: `range` is a request's Range header (one range), `ifNoneMatch` its If-None-Match. */
  read(place: StoredPlace, fileName: string, options?: { range?: string; ifNoneMatch?: string }): Promise<StoredFileRead>;
  /** Stores a file from disk (the seed's) unless one is there under its name; answers whether it did. */
  putIfMissing(place: StoredPlace, fileName: string, localFile: string): Promise<boolean>;
}

/** Names this module generates: lower-case letters, digits and hyphens, then the extension. */
const STORED_NAME = /^[a-z0-9][a-z0-9-]{0,99}\.[a-z0-9]{1,5}$/;

export const isStoredName = (fileName: string): boolean => STORED_NAME.test(fileName);

/**
 * No stored file has a longer name (the names this module makes are at most 106 characters; the
 * seed's are short): a longer one is not asked of the storage at all.
 */
export const STORED_NAME_MAX_LENGTH = 200;

/**
 * Whether a name asked for may be a stored file: one path segment, not hidden (so never '..': no
 * read leads out of its place), no longer than any stored one. Every storage's `read` checks it.
 */
export const isStoredFileName = (fileName: string): boolean => FILE_NAME.test(fileName) && fileName.length <= STORED_NAME_MAX_LENGTH;

/** A stored file's type, by its extension (as the upload's checks had it). */
export function contentTypeOfStoredFile(fileName: string): string {
  const extension = extensionOf(fileName);
  const type = Object.values(MEDIA_FILE_TYPES)
    .flat()
    .find((known) => known.extension === extension);
  return type?.mimeTypes[0] ?? 'application/octet-stream';
}

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

/** The storage MEDIA_STORAGE names; the object store's SDK is loaded only when it is the one. */
export async function createMediaStorage(media: MediaStorageConfig, dataDir: string): Promise<MediaStorage> {
  if (media.storage === 'local') return createLocalMediaStorage(dataDir);
  const { createS3MediaStorage } = await import('./object-storage');
  return createS3MediaStorage({ bucket: media.bucket, client: media.client });
}

/** Why an upload was refused: not a file type of its kind, too large, or empty. */
export class MediaRefused extends Error {
  override name = 'MediaRefused';
  constructor(
    readonly reason: 'type' | 'size' | 'empty',
    message: string,
  ) {
    super(message);
  }
}

const KIND_NAMES: Readonly<Record<MediaKind, string>> = {
  image: 'an image',
  subCategoryImage: 'a sub-category image',
  audio: 'an audio file',
  video: 'a video',
};

/** Sent by browsers that do not know a file's type; the extension and the first bytes decide then. */
const UNKNOWN_MIME_TYPES = new Set(['', 'application/octet-stream']);

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The file type of an upload of `kind`, by its name's extension and the MIME type sent; refused when either does not fit. */
export function mediaFileType(kind: MediaKind, fileName: string, mimeType: string): MediaFileType {
  const types = MEDIA_FILE_TYPES[kind];
  const allowed = types.map((type) => `.${type.extension}`).join(', ');
  const type = types.find((candidate) => candidate.extension === extensionOf(fileName));
  if (!type) throw new MediaRefused('type', `${fileName || 'This file'} is not ${KIND_NAMES[kind]}: use a ${allowed} file.`);
  const mime = mimeType.split(';')[0]!.trim().toLowerCase();
  if (!UNKNOWN_MIME_TYPES.has(mime) && !type.mimeTypes.includes(mime)) {
    throw new MediaRefused('type', `${fileName} was sent as ${mime}, which is not a .${type.extension} file.`);
  }
  return type;
}

/** Enough of a file's start to tell its type. */
const SNIFF_BYTES = 12;

const startsWith = (head: Buffer, bytes: readonly number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What each extension's files start with. */
const SIGNATURES: Readonly<Record<string, (head: Buffer) => boolean>> = {
  png: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  jpeg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  webp: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
  // An ID3 tag, or straight into an MPEG audio frame (11 sync bits).
  mp3: (head) => startsWith(head, ascii('ID3')) || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0),
  // ISO base media (MP4 family): a box size, then 'ftyp'.
  m4a: (head) => startsWith(head, ascii('ftyp'), 4),
  mp4: (head) => startsWith(head, ascii('ftyp'), 4),
  ogg: (head) => startsWith(head, ascii('OggS')),
  // EBML (Matroska/WebM).
  webm: (head) => startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]),
};

export function looksLike(extension: string, head: Buffer): boolean {
  return SIGNATURES[extension]?.(head) ?? false;
}

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/**
 * Passes an upload through unchanged while checking it: its first bytes must be those of its type,
 * audio and video must be made as their type is from the first byte to the last (structureCheck),
 * it must not be empty, and it must stay within `maxBytes`. It fails as soon as a check does, so
 * nothing more is written (and the storage drops what was).
 */
export function checkMedia(kind: MediaKind, type: MediaFileType, maxBytes: number): Transform {
  let bytes = 0;
  let head: Buffer[] = [];
  let headBytes = 0;
  let checked = false;
  const structure = structureCheck(type.extension);
  const notOfType = (problem?: string) =>
    new MediaRefused('type', `This file's content is not a .${type.extension} file${problem ? `: ${problem}` : ''}.`);
  /** Passes `chunk` on, once the structure check has read it; a refusal, if any. */
  const pass = (chunk: Buffer): MediaRefused | undefined => {
    const problem = structure?.push(chunk);
    if (problem) return notOfType(problem);
    stream.push(chunk);
    return undefined;
  };
  /** The first bytes, checked and passed on. */
  const release = (): MediaRefused | undefined => {
    const start = Buffer.concat(head);
    head = [];
    if (!looksLike(type.extension, start)) return notOfType();
    checked = true;
    return pass(start);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        callback(new MediaRefused('size', `The file is larger than the ${megabytes(maxBytes)} allowed for ${KIND_NAMES[kind]}.`));
        return;
      }
      if (checked) {
        callback(pass(chunk));
        return;
      }
      head.push(chunk);
      headBytes += chunk.length;
      callback(headBytes < SNIFF_BYTES ? undefined : release());
    },
    flush(callback) {
      if (headBytes === 0) {
        callback(new MediaRefused('empty', 'The file is empty.'));
        return;
      }
      // A file shorter than SNIFF_BYTES has its first bytes checked only now.
      const refusal = checked ? undefined : release();
      const problem = refusal ? undefined : structure?.end();
      callback(refusal ?? (problem ? notOfType(problem) : undefined));
    },
  });
  return stream;
}

/** The longest side of a stored image: larger ones are scaled down (no screen of the site shows more). */
export const IMAGE_MAX_SIDE = 2_560;
/** Pictures with more pixels than this are refused before they are decoded (a small file can claim a huge picture). */
const IMAGE_MAX_PIXELS = 50_000_000;

/**
 * An uploaded image made anew: decoded and encoded again in its own format, turned upright, at
 * most IMAGE_MAX_SIDE on a side, without its metadata (a phone photo's GPS position, the camera).
 * Whatever rode along the picture (HTML or script after the image data: a "polyglot" file) is not
 * in what is stored. A file that is not a picture the decoder can read is refused (415).
 */
export function reencodeImage(type: MediaFileType): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      cleanImage(Buffer.concat(chunks), type.extension).then(
        (clean) => callback(null, clean),
        () => callback(new MediaRefused('type', `This file is not a picture that can be read as .${type.extension}.`)),
      );
    },
  });
}

async function cleanImage(bytes: Buffer, extension: string): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS })
    .rotate()
    .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  if (extension === 'jpg' || extension === 'jpeg') return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  if (extension === 'webp') return image.webp({ quality: 85 }).toBuffer();
  return image.png().toBuffer();
}

/**
 * A new name for an upload: its own name in safe letters (Latin letters and digits; accents
 * dropped; anything else a hyphen), or the kind when nothing is left (a Devanagari name), then a
 * random suffix, then the extension: 'Hanumān Chālīsā.MP3' → 'hanuman-chalisa-3f9a1c2b4d5e6f70.mp3'.
 */
export function storedMediaName(kind: MediaKind, originalName: string, extension: string): string {
  const base = path
    .basename(originalName)
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const stem = base || kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return `${stem}-${randomBytes(8).toString('hex')}.${extension}`;
}

/**
 * Where the admin's uploads are kept, as every storage sees it: the `MediaStorage` interface, the
 * places a stored file lives in, and the names and values kept for it. Two storages implement it:
 * the local disk under DATA_DIR (local-media-storage.ts, the single-machine default) and an
 * S3-compatible object store (s3-media-storage.ts, MEDIA_STORAGE=s3), under the same keys:
 * content media in `media/` (`/media/<name>`), sub-category images in `static/subcategoryimg/`
 * (`/static/subcategoryimg/<name>`). create-media-storage.ts picks the one the configuration names.
 *
 * This module imports neither storage, so both can import it. What an upload must be to be stored
 * is checked apart (media-upload-checks.ts), and images are made anew apart (image-reencoding.ts).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MEDIA_FILE_TYPES } from '../../src/model/admin';
import { MEDIA_PATH_PREFIX, type MediaKind } from '../../src/model/constants';
import { FILE_NAME } from '../../src/model/requests';

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

/** Names storedMediaName generates: lower-case letters, digits and hyphens, then the extension. */
const STORED_NAME = /^[a-z0-9][a-z0-9-]{0,99}\.[a-z0-9]{1,5}$/;

export const isStoredName = (fileName: string): boolean => STORED_NAME.test(fileName);

/**
 * No stored file has a longer name (the names storedMediaName makes are at most 106 characters; the
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

/** A file name's extension, lower-case, without its dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * What an upload must be to be stored: a file type of its kind (by extension, MIME type and first
 * bytes; audio and video by their whole structure, media-structure.ts), not empty, and within its
 * kind's size. The checks run as the upload streams through, before any storage keeps it.
 */
import { Transform } from 'node:stream';
import { MEDIA_FILE_TYPES, type MediaFileType } from '../../src/model/admin';
import type { MediaKind } from '../../src/model/constants';
import { extensionOf } from './media-storage';
import { structureCheck } from './media-structure';

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

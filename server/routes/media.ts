/**
 * `POST /api/admin/media`: the admin's uploads (multipart/form-data: a `kind` field, then the
 * `file`). Signed in only. The file is checked while it streams in (extension and MIME type for its
 * kind, its first bytes, audio and video from the first byte to the last, its size for its kind),
 * pictures are made anew (reencodeImage), and it is stored under a new, safe name through a
 * MediaStorage; the answer (201) is the path to put into imagePath/audioPath/videoPath
 * (`/media/<name>`) or subCategoryImage (`<name>`). A refused or broken upload leaves no file:
 * 400 (no kind, no file, empty file), 413 (too large), 415 (not a file of its kind).
 */
import { pipeline } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEDIA_FORM_FIELDS, mediaKindSchema, mediaUploadResultSchema, type MediaUploadResult } from '../../src/model/admin';
import { apiPaths } from '../../src/model/api-paths';
import { MEDIA_KINDS, MEDIA_MAX_BYTES, type MediaKind } from '../../src/model/constants';
import { errorResponses, HttpError } from '../http/errors';
import { requireAdmin } from '../http/session';
import { reencodeImage } from '../services/image-reencoding';
import { storedMediaName, type MediaStorage } from '../services/media-storage';
import { checkMedia, MediaRefused, mediaFileType } from '../services/media-upload-checks';
import { answerPrivately } from '../http/admin-caching';

const IMAGE_KINDS: ReadonlySet<MediaKind> = new Set(['image', 'subCategoryImage']);

export interface MediaRoutesOptions {
  storage: MediaStorage;
  /** The largest file per kind; default MEDIA_MAX_BYTES. */
  maxBytes?: Partial<Record<MediaKind, number>>;
}

export const MEDIA_REASONS = {
  notMultipart: `Send the file as multipart/form-data, with the fields ${MEDIA_FORM_FIELDS.kind} and ${MEDIA_FORM_FIELDS.file}.`,
  kind: `must be one of ${MEDIA_KINDS.join(', ')}`,
  kindFirst: `is required, before the ${MEDIA_FORM_FIELDS.file} field`,
  fileRequired: 'is required',
  unexpectedFile: `is not expected: send one file, as ${MEDIA_FORM_FIELDS.file}`,
  brokenOff: 'The upload broke off before the end of the file. Please try again.',
} as const;

/** What the multipart parser (busboy) says of a body that ends too soon, or of a content type without a boundary. */
const BROKEN_BODY = /unexpected end of multipart data/i;
const NO_BOUNDARY = /boundary not found/i;

const STATUS_OF_REFUSAL: Readonly<Record<MediaRefused['reason'], number>> = { type: 415, size: 413, empty: 400 };

/**
 * A refused upload; the connection is closed after the answer, so a client still sending a large
 * file stops instead of sending the rest for nothing.
 */
function refused(status: number, message: string, fields: Record<string, string>): HttpError {
  return new HttpError(status, message, { fields, headers: { connection: 'close' } });
}

function badField(name: string, reason: string): HttpError {
  return refused(400, `Invalid body: ${name} ${reason}`, { [name]: reason });
}

/**
 * What an upload's form may hold: a kind and one file. The per-kind size is checked while the file
 * streams (checkMedia); busboy's own limit only backs it up, one byte later, so that check always
 * speaks first.
 */
function multipartLimits(maxBytes: Record<MediaKind, number>) {
  return {
    fields: 5,
    fieldSize: 1_024,
    fieldNameSize: 100,
    files: 1,
    parts: 10,
    headerPairs: 100,
    fileSize: Math.max(...Object.values(maxBytes)) + 1,
  };
}

export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, options) => {
  const maxBytes: Record<MediaKind, number> = { ...MEDIA_MAX_BYTES, ...options.maxBytes };
  await app.register(fastifyMultipart, { limits: multipartLimits(maxBytes) });

  app.post(
    apiPaths.adminMedia,
    {
      onRequest: requireAdmin,
      schema: {
        // multipart/form-data, read as it streams (so not checked by a schema): `kind`, then `file`.
        consumes: ['multipart/form-data'],
        description: `multipart/form-data: the field \`${MEDIA_FORM_FIELDS.kind}\` (${MEDIA_KINDS.join(', ')}), then the file as \`${MEDIA_FORM_FIELDS.file}\`.`,
        response: { 201: mediaUploadResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, MEDIA_REASONS.notMultipart);
      try {
        return await receive(request, reply);
      } catch (error) {
        if (error instanceof HttpError || !(error instanceof Error)) throw error;
        if (BROKEN_BODY.test(error.message))
          throw refused(400, MEDIA_REASONS.brokenOff, { [MEDIA_FORM_FIELDS.file]: MEDIA_REASONS.brokenOff });
        if (NO_BOUNDARY.test(error.message)) throw new HttpError(400, MEDIA_REASONS.notMultipart);
        throw error;
      }
    },
  );

  /** Reads the parts: the kind, then the file, which is checked and stored. */
  async function receive(request: FastifyRequest, reply: FastifyReply): Promise<MediaUploadResult> {
    let kind: MediaKind | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === MEDIA_FORM_FIELDS.kind) {
          const parsed = mediaKindSchema.safeParse(part.value);
          if (!parsed.success) throw badField(MEDIA_FORM_FIELDS.kind, MEDIA_REASONS.kind);
          kind = parsed.data;
        }
        continue;
      }
      if (part.fieldname !== MEDIA_FORM_FIELDS.file) {
        part.file.resume();
        throw badField(part.fieldname, MEDIA_REASONS.unexpectedFile);
      }
      if (!kind) {
        part.file.resume();
        throw badField(MEDIA_FORM_FIELDS.kind, MEDIA_REASONS.kindFirst);
      }
      try {
        const type = mediaFileType(kind, part.filename, part.mimetype);
        // pipeline (not pipe): an error of the upload stream reaches the storage, which then removes its partial file.
        const checked = pipeline(part.file, checkMedia(kind, type, maxBytes[kind]), () => undefined);
        // Pictures are stored as decoded and encoded again: nothing but the picture is kept.
        const stored = IMAGE_KINDS.has(kind) ? pipeline(checked, reencodeImage(type), () => undefined) : checked;
        const saved = await options.storage.save(kind, storedMediaName(kind, part.filename, type.extension), stored);
        request.log.info(`media stored: ${saved.path} (${kind})`);
        answerPrivately(reply).code(201);
        return saved;
      } catch (error) {
        part.file.resume();
        if (error instanceof MediaRefused) {
          throw refused(STATUS_OF_REFUSAL[error.reason], error.message, { [MEDIA_FORM_FIELDS.file]: error.message });
        }
        throw error;
      }
    }
    throw badField(MEDIA_FORM_FIELDS.file, MEDIA_REASONS.fileRequired);
  }
};

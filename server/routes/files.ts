/**
 * Stored files: sub-category images (`/static/subcategoryimg/{file}`, falling back to the default
 * image) and content media (`/media/…`, audio and video with HTTP Range support so players can
 * seek), from DATA_DIR or from the object store (MEDIA_STORAGE=s3), the same way: ranges, ETags,
 * the same cache headers. Each is sent sandboxed (STORED_FILE_CSP): never a page of the site.
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUBCATEGORY_IMAGE_PATH } from '../../src/model/constants';
import { imageFileParamsSchema } from '../../src/model/requests';
import { dataPaths } from '../fs';
import { isFile } from '../fs';
import { errorResponses, HttpError } from '../http/errors';
import { type MediaStorage, type StoredFileRead, type StoredPlace } from '../services/media-storage';

export interface FileRoutesOptions {
  dataDir: string;
  /** Where the files are: local disk (DATA_DIR, sent by @fastify/static) or an object store. */
  storage: MediaStorage;
  /** Absolute path of the image shown when a sub-category's image is missing. */
  defaultSubCategoryImage: string;
}

const ONE_DAY = '1d';
const ONE_DAY_SECONDS = 86_400;
/**
 * The default image stands in for a missing one for a minute only: an image uploaded later under
 * that name (or on another instance, not yet everywhere) shows up soon, never hidden for long.
 */
const FALLBACK_SECONDS = 60;

/**
 * Sent with every stored file: a file opened as a page (a crafted upload that is an image and HTML
 * at once) runs no script, submits no form and is of no origin, so it can reach nothing of the
 * site. Players and <img> ignore it.
 */
export const STORED_FILE_CSP =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; media-src 'self'; frame-ancestors 'none'";

/** Said with the 503 when the object store does not answer. */
export const MEDIA_STORAGE_UNAVAILABLE = 'The media storage did not answer. Please try again.';

/**
 * Sends a file from the object store as @fastify/static sends one from disk: the range asked for
 * (206, or 416), 304 for the ETag the browser has, the cache headers; false when there is none.
 */
async function sendStored(
  storage: MediaStorage,
  place: StoredPlace,
  file: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  let read: StoredFileRead;
  try {
    read = await storage.read(place, file, { range: request.headers.range, ifNoneMatch: request.headers['if-none-match'] });
  } catch (error) {
    request.log.error({ err: error }, `media storage: reading ${place}/${file}`);
    throw new HttpError(503, MEDIA_STORAGE_UNAVAILABLE, { headers: { 'retry-after': '5' } });
  }
  if (read.status === 404) return false;
  reply.header('accept-ranges', 'bytes').header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`);
  if (read.status === 304) {
    await reply.code(304).send();
    return true;
  }
  if (read.status === 416) {
    await reply.code(416).header('content-range', `bytes */${read.size}`).send({ message: 'Range Not Satisfiable' });
    return true;
  }
  reply.code(read.status).type(read.contentType).header('content-length', String(read.contentLength));
  if (read.contentRange) reply.header('content-range', read.contentRange);
  if (read.etag) reply.header('etag', read.etag);
  if (read.lastModified) reply.header('last-modified', read.lastModified.toUTCString());
  if (request.method === 'HEAD') {
    // A HEAD asks for the headers alone: the object's bytes are not read (Fastify would drain a
    // stream it is given for a HEAD; an empty one keeps the Content-Length set above).
    read.body.destroy();
    await reply.send(Readable.from([]));
  } else {
    await reply.send(read.body);
  }
  return true;
}

export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (app, options) => {
  const dirs = dataPaths(options.dataDir);
  const { storage } = options;
  // In this plugin only: media under /media/ and the sub-category images.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', STORED_FILE_CSP);
  });

  // Registers reply.sendFile as well (decorateReply), used below for the default image.
  await app.register(fastifyStatic, {
    root: dirs.media,
    prefix: '/media/',
    index: false,
    // Listed in the OpenAPI document like every other route.
    schemaHide: false,
    dotfiles: 'ignore',
    acceptRanges: true,
    maxAge: ONE_DAY,
    etag: true,
    lastModified: true,
    // From the object store, the route below serves /media/.
    serve: storage.kind === 'local',
  });

  if (storage.kind !== 'local') {
    app.get('/media/:file', { schema: { response: errorResponses } }, async (request, reply) => {
      const { file } = request.params as { file: string };
      if (!(await sendStored(storage, 'media', file, request, reply))) return reply.callNotFound();
      return reply;
    });
  }

  app.get(
    `${SUBCATEGORY_IMAGE_PATH}:file`,
    // One path segment that is not hidden (so never '..').
    { schema: { params: imageFileParamsSchema, response: errorResponses } },
    async (request, reply) => {
      const { file } = request.params;
      if (storage.kind === 'local') {
        if (await isFile(path.join(dirs.subCategoryImages, file))) {
          return reply.sendFile(file, dirs.subCategoryImages, { maxAge: ONE_DAY });
        }
      } else if (await sendStored(storage, 'subCategoryImages', file, request, reply)) {
        return reply;
      }
      const fallback = options.defaultSubCategoryImage;
      return reply.sendFile(path.basename(fallback), path.dirname(fallback), { maxAge: FALLBACK_SECONDS * 1000 });
    },
  );
};

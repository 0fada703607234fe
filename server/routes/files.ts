/**
 * Files kept in DATA_DIR: sub-category images (`/static/subcategoryimg/{file}`, falling back to the
 * default image) and content media (`/media/…`, audio and video with HTTP Range support so players
 * can seek). Each is sent sandboxed (STORED_FILE_CSP): never a page of the site.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUBCATEGORY_IMAGE_PATH } from '../../src/model/constants';
import { imageFileParamsSchema } from '../../src/model/requests';
import { dataPaths } from '../fs';
import { isFile } from '../fs';
import { errorResponses } from '../http/errors';

export interface FileRoutesOptions {
  dataDir: string;
  /** Absolute path of the image shown when a sub-category's image is missing. */
  defaultSubCategoryImage: string;
}

const ONE_DAY = '1d';
const ONE_HOUR = '1h';

/**
 * Sent with every stored file: a file opened as a page (a crafted upload that is an image and HTML
 * at once) runs no script, submits no form and is of no origin, so it can reach nothing of the
 * site. Players and <img> ignore it.
 */
export const STORED_FILE_CSP =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; media-src 'self'; frame-ancestors 'none'";

export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (app, options) => {
  const dirs = dataPaths(options.dataDir);
  // In this plugin only: media under /media/ and the sub-category images.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', STORED_FILE_CSP);
  });

  // Registers reply.sendFile as well (decorateReply), used below.
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
  });

  app.get(
    `${SUBCATEGORY_IMAGE_PATH}:file`,
    // One path segment that is not hidden (so never '..').
    { schema: { params: imageFileParamsSchema, response: errorResponses } },
    async (request, reply) => {
      const { file } = request.params;
      if (await isFile(path.join(dirs.subCategoryImages, file))) {
        return reply.sendFile(file, dirs.subCategoryImages, { maxAge: ONE_DAY });
      }
      // Shorter, so an image uploaded later under this name shows up soon.
      const fallback = options.defaultSubCategoryImage;
      return reply.sendFile(path.basename(fallback), path.dirname(fallback), { maxAge: ONE_HOUR });
    },
  );
};

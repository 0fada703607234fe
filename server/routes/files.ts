/**
 * Files kept in DATA_DIR: sub-category images (`/static/subcategoryimg/{file}`, falling back to the
 * default image) and content media (`/media/…`, audio and video with HTTP Range support so players
 * can seek).
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { SUBCATEGORY_IMAGE_PATH } from '../../src/model/constants';
import { dataPaths } from '../fs';
import { isFile } from '../fs';
import { errorResponses } from './schemas';

export interface FileRoutesOptions {
  dataDir: string;
  /** Absolute path of the image shown when a sub-category's image is missing. */
  defaultSubCategoryImage: string;
}

const ONE_DAY = '1d';
const ONE_HOUR = '1h';

/** One path segment that is not hidden: no '/', '\', NUL, and no leading '.' (so no '..'). */
const FILE_NAME_PATTERN = String.raw`^[^./\\\x00][^/\\\x00]*$`;

export const fileRoutes: FastifyPluginAsync<FileRoutesOptions> = async (app, options) => {
  const dirs = dataPaths(options.dataDir);

  // Registers reply.sendFile as well (decorateReply), used below.
  await app.register(fastifyStatic, {
    root: dirs.media,
    prefix: '/media/',
    index: false,
    dotfiles: 'ignore',
    acceptRanges: true,
    maxAge: ONE_DAY,
    etag: true,
    lastModified: true,
  });

  app.get<{ Params: { file: string } }>(
    `${SUBCATEGORY_IMAGE_PATH}:file`,
    {
      schema: {
        params: {
          type: 'object',
          properties: { file: { type: 'string', minLength: 1, maxLength: 255, pattern: FILE_NAME_PATTERN } },
          required: ['file'],
        },
        response: errorResponses,
      },
    },
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

/**
 * The link-preview pictures the pages name in og:image (src/model/paths.ts `previewImagePaths`):
 * a hymn's picture, else its sub-category's; a sub-category's picture, else the default one; the
 * site's logo. Made on first request (services/preview-image.ts) and kept in memory; a hymn's is
 * dropped when the hymn changes. Hidden or unknown hymns and sub-categories: 404.
 */
import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEDIA_PATH_PREFIX } from '../../src/model/constants';
import { previewImagePaths } from '../../src/model/paths';
import { idParamsSchema } from '../../src/model/requests';
import { colors } from '../../src/ssr';
import type { Database } from '../db/connect';
import { cacheForCatalogue } from '../http/caching';
import { CONTENT_NOT_FOUND_MESSAGE, errorResponses, notFound, SUBCATEGORY_NOT_FOUND_MESSAGE } from '../http/errors';
import { contentTag } from '../services/cache';
import { getContent, getSubCategory } from '../services/catalogue';
import type { MediaStorage, StoredPlace } from '../services/media-storage';
import { isPicture, previewOf, sitePreview } from '../services/preview-image';

export interface PreviewRoutesOptions {
  db: Database;
  /** Where the pictures are stored (DATA_DIR or the object store). */
  storage: MediaStorage;
  /** The picture of a sub-category without one (server/assets/subcategoryimg/default.png). */
  defaultSubCategoryImage: string;
  /** The site's logo (public/logo.svg). */
  logoFile: string;
}

const JPEG = 'image/jpeg';
/** The routes' id: digits only (and then the schema's range), before '.jpg'. */
const ID = ':id(^\\d+)';

/** Pictures larger than this are not read for a preview (an upload is at most a few megabytes). */
const PICTURE_MAX_BYTES = 20 * 1024 * 1024;

/** A stored file's bytes when it is a picture sharp can read; undefined when it is missing or is not one. */
async function pictureAt(storage: MediaStorage, place: StoredPlace, name: string): Promise<Buffer | undefined> {
  const read = await storage.read(place, name).catch(() => undefined);
  if (read?.status !== 200) return undefined;
  if (read.contentLength > PICTURE_MAX_BYTES) {
    read.body.destroy();
    return undefined;
  }
  const bytes = await buffer(read.body).catch(() => undefined);
  return bytes && (await isPicture(bytes)) ? bytes : undefined;
}

export const previewRoutes: FastifyPluginAsyncZod<PreviewRoutesOptions> = async (app, options) => {
  const { db, storage } = options;
  const background = colors.background;

  /** A sub-category's picture (its own, else the default one). */
  const subCategoryPicture = async (file: string | null): Promise<Buffer> =>
    (await pictureAt(storage, 'subCategoryImages', file?.trim() ?? '')) ?? readFile(options.defaultSubCategoryImage);

  app.get(
    previewImagePaths.site,
    { config: { keptInMemory: { compress: false } }, schema: { response: errorResponses } },
    async (_request, reply) =>
      cacheForCatalogue(reply)
        .type(JPEG)
        .send(await sitePreview(await readFile(options.logoFile), colors.header)),
  );

  app.get(
    previewImagePaths.subCategory(ID),
    { config: { keptInMemory: { compress: false } }, schema: { params: idParamsSchema, response: errorResponses } },
    async (request, reply) => {
      const subCategory = await getSubCategory(db, request.params.id);
      if (!subCategory) throw notFound(SUBCATEGORY_NOT_FOUND_MESSAGE);
      return cacheForCatalogue(reply)
        .type(JPEG)
        .send(await previewOf(await subCategoryPicture(subCategory.subCategoryImage), background));
    },
  );

  app.get(
    previewImagePaths.content(ID),
    {
      config: { keptInMemory: { compress: false, tags: (request) => [contentTag(Number((request.params as { id: string }).id))] } },
      schema: { params: idParamsSchema, response: errorResponses },
    },
    async (request, reply) => {
      const hymn = await getContent(db, request.params.id);
      if (!hymn) throw notFound(CONTENT_NOT_FOUND_MESSAGE);
      let picture = hymn.imagePath?.startsWith(MEDIA_PATH_PREFIX)
        ? await pictureAt(storage, 'media', hymn.imagePath.slice(MEDIA_PATH_PREFIX.length))
        : undefined;
      if (!picture && hymn.subCategory) {
        const subCategory = await getSubCategory(db, hymn.subCategory.subCategoryId);
        picture = await subCategoryPicture(subCategory?.subCategoryImage ?? null);
      }
      return cacheForCatalogue(reply)
        .type(JPEG)
        .send(await previewOf(picture ?? (await readFile(options.defaultSubCategoryImage)), background));
    },
  );
};

/**
 * The admin's catalogue calls: the category chooser, the category, sub-category and
 * content saves, the content edit form's data and the admin content list. Signed in only: every
 * route answers 401 without a session (`requireAdmin`, before the body is read or checked), and
 * every answer is private and never stored.
 *
 * Saves are validated with the schemas of src/model/admin.ts: 400 `{ message, fields }` with each
 * field's reason under the name the form gives it; 404 for an update of content that is not there.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPageQuerySchema,
  categoryChoiceSchema,
  categorySaveSchema,
  contentSaveSchema,
  pagedContentSchema,
  subCategorySaveSchema,
} from '../../src/model/admin';
import { apiPaths, apiRoutes } from '../../src/model/api-paths';
import { categorySchema, contentSchema, subCategorySchema } from '../../src/model/entities';
import { idParamsSchema, subCategoryIdParamsSchema } from '../../src/model/requests';
import type { Database } from '../db/connect';
import { CONTENT_NOT_FOUND_MESSAGE, errorResponses, invalidInput, notFound, SUBCATEGORY_NOT_FOUND_MESSAGE } from '../http/errors';
import { requireAdmin } from '../http/session';
import {
  createCategory,
  createSubCategory,
  getAnyContent,
  listCategoryChoices,
  pageSubCategoryContent,
  saveContent,
  type SaveOutcome,
} from '../services/admin-catalogue';
import type { CacheRegistry } from '../services/cache';
import { answerPrivately } from '../http/admin-caching';

export interface AdminCatalogueRoutesOptions {
  db: Database;
  /** This instance's in-process caches: a save drops what they keep of the catalogue. */
  caches: CacheRegistry;
}

/** 201 for a new row, 200 for an updated one; 400 or 404 for a save that did not happen. */
function answerSave<T>(reply: FastifyReply, outcome: SaveOutcome<T>, notFoundMessage: string): T {
  if (outcome.status === 'invalid') throw invalidInput('body', outcome.fields);
  if (outcome.status === 'notFound') throw notFound(notFoundMessage);
  answerPrivately(reply).code(outcome.status === 'created' ? 201 : 200);
  return outcome.saved;
}

export const adminCatalogueRoutes: FastifyPluginAsyncZod<AdminCatalogueRoutesOptions> = async (app, { db, caches }) => {
  // onRequest, so a signed-out call is refused before its body is read or its parameters judged.
  const signedIn = { onRequest: requireAdmin } as const;

  // A save changes what visitors see: this instance drops the pages and answers it keeps before it
  // answers the editor, so a page opened next shows the save. (The others hear of it from the
  // database: see services/cache.ts.)
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'POST' && reply.statusCode >= 200 && reply.statusCode < 300) await caches.invalidateLocal('all');
    return payload;
  });

  app.get(
    apiPaths.categoryAll,
    { ...signedIn, schema: { response: { 200: z.array(categoryChoiceSchema), ...errorResponses } } },
    async (_request, reply) => {
      answerPrivately(reply);
      return listCategoryChoices(db);
    },
  );

  app.post(
    apiPaths.category,
    { ...signedIn, schema: { body: categorySaveSchema, response: { 201: categorySchema, ...errorResponses } } },
    async (request, reply) => {
      const saved = await createCategory(db, request.body);
      answerPrivately(reply).code(201);
      return saved;
    },
  );

  app.post(
    apiPaths.subCategoryCreate,
    { ...signedIn, schema: { body: subCategorySaveSchema, response: { 201: subCategorySchema, ...errorResponses } } },
    async (request, reply) => {
      return answerSave(reply, await createSubCategory(db, request.body), SUBCATEGORY_NOT_FOUND_MESSAGE);
    },
  );

  app.post(
    apiPaths.contentSave,
    { ...signedIn, schema: { body: contentSaveSchema, response: { 200: contentSchema, 201: contentSchema, ...errorResponses } } },
    async (request, reply) => {
      return answerSave(reply, await saveContent(db, request.body), CONTENT_NOT_FOUND_MESSAGE);
    },
  );

  app.get(
    apiRoutes.contentForEdit,
    { ...signedIn, schema: { params: idParamsSchema, response: { 200: contentSchema, ...errorResponses } } },
    async (request, reply) => {
      const found = await getAnyContent(db, request.params.id);
      if (!found) throw notFound(CONTENT_NOT_FOUND_MESSAGE);
      answerPrivately(reply);
      return found;
    },
  );

  app.get(
    apiRoutes.contentPage,
    {
      ...signedIn,
      schema: {
        params: subCategoryIdParamsSchema,
        querystring: adminPageQuerySchema,
        response: { 200: pagedContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { page, size } = request.query;
      const found = await pageSubCategoryContent(db, request.params.scid, page, size);
      if (!found) throw notFound(SUBCATEGORY_NOT_FOUND_MESSAGE);
      answerPrivately(reply);
      return found;
    },
  );
};

/**
 * The admin's catalogue calls: the category chooser, the category, sub-category and
 * content saves, the content edit form's data and the admin content list. Signed in only: every
 * route answers 401 without a session (`requireAdmin`, before the body is read or checked), and
 * every answer is private and never stored.
 *
 * Saves are validated with the schemas of src/model/admin.ts: 400 `{ message, fields }` with each
 * field's reason under the name the form gives it; 404 for an update of content that is not there.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { categorySaveSchema, contentSaveSchema, saveProblems, subCategorySaveSchema, type CategoryChoice } from '../../src/model/admin';
import { apiPaths, apiRoutes } from '../../src/model/api-paths';
import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE, FIRST_PAGE } from '../../src/model/constants';
import type { Category, Content, PagedContent, SubCategory } from '../../src/model/entities';
import type { Database } from '../db/connect';
import { CONTENT_NOT_FOUND_MESSAGE, invalidInput, notFound, SUBCATEGORY_NOT_FOUND_MESSAGE } from '../http/errors';
import { idParam } from '../http/params';
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
import { categoryChoiceSchema, categorySchema, contentSchema, errorResponses, pagedContentSchema, subCategorySchema } from './schemas';

export interface AdminCatalogueRoutesOptions {
  db: Database;
  /** This instance's in-process caches: a save drops what they keep of the catalogue. */
  caches: CacheRegistry;
}

/** The admin list's page numbers: 0 … this (far beyond any real list; keeps the offset a sane number). */
export const ADMIN_PAGE_MAX = 999_999_999;
const PAGE_PATTERN = /^(?:0|[1-9][0-9]{0,8})$/;

export const PAGE_REASONS = {
  page: `must be a whole number from ${FIRST_PAGE} to ${ADMIN_PAGE_MAX}`,
  size: `must be one of ${ADMIN_PAGE_SIZES.join(', ')}`,
} as const;

function parseSave<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw invalidInput('body', saveProblems(result.error));
  return result.data;
}

/** 201 for a new row, 200 for an updated one; 400 or 404 for a save that did not happen. */
function answerSave<T>(reply: FastifyReply, outcome: SaveOutcome<T>, notFoundMessage: string): T {
  if (outcome.status === 'invalid') throw invalidInput('body', outcome.fields);
  if (outcome.status === 'notFound') throw notFound(notFoundMessage);
  answerPrivately(reply).code(outcome.status === 'created' ? 201 : 200);
  return outcome.saved;
}

/** `page` and `size` of the admin list: missing is the first page and the default size. */
function pageQuery(query: { page?: string; size?: string }): { page: number; size: number } {
  const fields: Record<string, string> = {};
  const pageText = query.page?.trim() ?? '';
  const sizeText = query.size?.trim() ?? '';
  const page = pageText === '' ? FIRST_PAGE : PAGE_PATTERN.test(pageText) ? Number(pageText) : undefined;
  const size = sizeText === '' ? DEFAULT_ADMIN_PAGE_SIZE : ADMIN_PAGE_SIZES.find((allowed) => String(allowed) === sizeText);
  if (page === undefined) fields.page = PAGE_REASONS.page;
  if (size === undefined) fields.size = PAGE_REASONS.size;
  if (page === undefined || size === undefined) throw invalidInput('querystring', fields);
  return { page, size };
}

const idParams = { type: 'object', properties: { id: idParam }, required: ['id'] } as const;
const scidParams = { type: 'object', properties: { scid: idParam }, required: ['scid'] } as const;

export const adminCatalogueRoutes: FastifyPluginAsync<AdminCatalogueRoutesOptions> = async (app, { db, caches }) => {
  // onRequest, so a signed-out call is refused before its body is read or its parameters judged.
  const signedIn = { onRequest: requireAdmin } as const;

  // A save changes what visitors see: this instance drops the pages and answers it keeps before it
  // answers the editor, so a page opened next shows the save. (The others hear of it from the
  // database: see services/cache.ts.)
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'POST' && reply.statusCode >= 200 && reply.statusCode < 300) await caches.invalidateLocal('all');
    return payload;
  });

  app.get<{ Reply: CategoryChoice[] }>(
    apiPaths.categoryAll,
    { ...signedIn, schema: { response: { 200: { type: 'array', items: categoryChoiceSchema }, ...errorResponses } } },
    async (_request, reply) => {
      answerPrivately(reply);
      return listCategoryChoices(db);
    },
  );

  app.post<{ Reply: Category }>(
    apiPaths.category,
    { ...signedIn, schema: { response: { 201: categorySchema, ...errorResponses } } },
    async (request, reply) => {
      const saved = await createCategory(db, parseSave(categorySaveSchema, request.body));
      answerPrivately(reply).code(201);
      return saved;
    },
  );

  app.post<{ Reply: SubCategory }>(
    apiPaths.subCategoryCreate,
    { ...signedIn, schema: { response: { 201: subCategorySchema, ...errorResponses } } },
    async (request, reply) => {
      const values = parseSave(subCategorySaveSchema, request.body);
      return answerSave(reply, await createSubCategory(db, values), SUBCATEGORY_NOT_FOUND_MESSAGE);
    },
  );

  app.post<{ Reply: Content }>(
    apiPaths.contentSave,
    { ...signedIn, schema: { response: { 200: contentSchema, 201: contentSchema, ...errorResponses } } },
    async (request, reply) => {
      const values = parseSave(contentSaveSchema, request.body);
      return answerSave(reply, await saveContent(db, values), CONTENT_NOT_FOUND_MESSAGE);
    },
  );

  app.get<{ Params: { id: string }; Reply: Content }>(
    apiRoutes.contentForEdit,
    { ...signedIn, schema: { params: idParams, response: { 200: contentSchema, ...errorResponses } } },
    async (request, reply) => {
      const found = await getAnyContent(db, Number(request.params.id));
      if (!found) throw notFound(CONTENT_NOT_FOUND_MESSAGE);
      answerPrivately(reply);
      return found;
    },
  );

  app.get<{ Params: { scid: string }; Querystring: { page?: string; size?: string }; Reply: PagedContent }>(
    apiRoutes.contentPage,
    {
      ...signedIn,
      schema: {
        params: scidParams,
        querystring: { type: 'object', properties: { page: { type: 'string' }, size: { type: 'string' } } },
        response: { 200: pagedContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { page, size } = pageQuery(request.query);
      const found = await pageSubCategoryContent(db, Number(request.params.scid), page, size);
      if (!found) throw notFound(SUBCATEGORY_NOT_FOUND_MESSAGE);
      answerPrivately(reply);
      return found;
    },
  );
};

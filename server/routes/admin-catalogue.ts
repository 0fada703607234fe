/**
 * The admin's catalogue calls: the category chooser, the category, sub-category and
 * content saves, the content edit form's data and the admin content list. Signed in only: every
 * route answers 401 without a session (`requireAdmin`, before the body is read or checked), and
 * every answer is private and never stored.
 *
 * Saves are validated with the schemas of src/model/admin.ts: 400 `{ message, fields }` with each
 * field's reason under the name the form gives it; 404 for an update of content that is not there.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPageQuerySchema,
  categoryChoiceSchema,
  categorySaveSchema,
  contentRestoreSchema,
  contentSaveSchema,
  editableContentSchema,
  type EditableContent,
  pagedContentSchema,
  subCategorySaveSchema,
} from '../../src/model/admin';
import { apiPaths, apiRoutes } from '../../src/model/api-paths';
import {
  CORRECTION_QUEUE_TEXTS,
  correctionAcceptSchema,
  correctionQueueQuerySchema,
  correctionQueueSchema,
  correctionRejectSchema,
} from '../../src/model/corrections';
import { apiErrorSchema, categorySchema, messageAnswerSchema, subCategorySchema } from '../../src/model/entities';
import { idParamsSchema, revisionParamsSchema, subCategoryIdParamsSchema } from '../../src/model/requests';
import { VISIBLE_FLAG } from '../../src/model/constants';
import {
  contentConflictSchema,
  contentHistorySchema,
  contentRevisionSchema,
  REVISION_TEXTS,
  type ContentConflict,
} from '../../src/model/revisions';
import type { Database } from '../db/connect';
import {
  CONTENT_NOT_FOUND_MESSAGE,
  errorResponses,
  HttpError,
  invalidInput,
  notFound,
  SUBCATEGORY_NOT_FOUND_MESSAGE,
} from '../http/errors';
import { requireAdmin } from '../http/session';
import { actorOf, recordAudit, type AuditRecord } from '../services/audit';
import {
  contentDisplayFlag,
  createCategory,
  createSubCategory,
  getEditableContent,
  listCategoryChoices,
  pageSubCategoryContent,
  restoreContentRevision,
  saveContent,
  type SaveOutcome,
} from '../services/admin-catalogue';
import type { RevisionAuthor } from '../db/revision-author';
import { acceptCorrection, correctionQueue, rejectCorrection, type DecisionOutcome } from '../services/correction-queue';
import { contentHistory, contentRevision } from '../services/revisions';
import type { CacheRegistry } from '../services/cache';
import { answerPrivately } from '../http/admin-caching';

export interface AdminCatalogueRoutesOptions {
  db: Database;
  /** This instance's in-process caches: a save drops what they keep of the catalogue. */
  caches: CacheRegistry;
}

/**
 * 201 for a new row, 200 for an updated one; 400 or 404 for a save that did not happen, 409 with the
 * conflict (what changed since) for one against an older revision.
 */
function answerSave<T>(reply: FastifyReply, outcome: SaveOutcome<T>, notFoundMessage: string): T | ContentConflict {
  if (outcome.status === 'invalid') throw invalidInput('body', outcome.fields);
  if (outcome.status === 'notFound') throw notFound(notFoundMessage);
  if (outcome.status === 'conflict') {
    answerPrivately(reply).code(409);
    return outcome.conflict;
  }
  answerPrivately(reply).code(outcome.status === 'created' ? 201 : 200);
  return outcome.saved;
}

/** 200 for a decision taken (with the saved hymn for an accept); the refusals as their status and message. */
function answerDecision(reply: FastifyReply, outcome: DecisionOutcome): EditableContent | ContentConflict | undefined {
  switch (outcome.status) {
    case 'done':
      answerPrivately(reply).code(200);
      return outcome.saved;
    case 'notFound':
      throw notFound(CORRECTION_QUEUE_TEXTS.notFound);
    case 'alreadyDecided':
      throw new HttpError(409, CORRECTION_QUEUE_TEXTS.alreadyDecided);
    case 'lineGone':
      throw new HttpError(409, CORRECTION_QUEUE_TEXTS.lineGone);
    default:
      return answerSave(reply, outcome, CONTENT_NOT_FOUND_MESSAGE);
  }
}

/** The signed-in editor, as the revisions their saves write name them. */
function editorOf(request: FastifyRequest): RevisionAuthor {
  const user = request.adminUser!;
  return { author: user.email, accountId: user.id };
}

export const adminCatalogueRoutes: FastifyPluginAsyncZod<AdminCatalogueRoutesOptions> = async (app, { db, caches }) => {
  // onRequest, so a signed-out call is refused before its body is read or its parameters judged.
  const signedIn = { onRequest: requireAdmin } as const;
  const audited = (request: FastifyRequest, record: AuditRecord) => recordAudit(db, actorOf(request), record, request.log);

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
      const saved = await createCategory(db, request.body, editorOf(request));
      await audited(request, { kind: 'save', subject: 'category', subjectId: saved.categoryId, summary: saved.titlePrimary });
      answerPrivately(reply).code(201);
      return saved;
    },
  );

  app.post(
    apiPaths.subCategoryCreate,
    { ...signedIn, schema: { body: subCategorySaveSchema, response: { 201: subCategorySchema, ...errorResponses } } },
    async (request, reply) => {
      const outcome = await createSubCategory(db, request.body, editorOf(request));
      if (outcome.status === 'created') {
        const { subCategoryId, titlePrimary } = outcome.saved;
        await audited(request, { kind: 'save', subject: 'subCategory', subjectId: subCategoryId, summary: titlePrimary });
      }
      return answerSave(reply, outcome, SUBCATEGORY_NOT_FOUND_MESSAGE);
    },
  );

  app.post(
    apiPaths.contentSave,
    {
      ...signedIn,
      schema: {
        body: contentSaveSchema,
        response: { 200: editableContentSchema, 201: editableContentSchema, 409: contentConflictSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { contentId } = request.body;
      const flagBefore = contentId ? await contentDisplayFlag(db, contentId) : undefined;
      const outcome = await saveContent(db, request.body, editorOf(request));
      if (outcome.status === 'created' || outcome.status === 'updated') {
        const { saved } = outcome;
        // A save that takes a shown hymn out of visitors' sight is a hide: the trail says so.
        const hid = flagBefore === VISIBLE_FLAG && saved.displayFlag !== VISIBLE_FLAG;
        await audited(request, {
          kind: hid ? 'hide' : 'save',
          subject: 'content',
          subjectId: saved.contentId,
          summary: saved.titlePrimary,
        });
      }
      return answerSave(reply, outcome, CONTENT_NOT_FOUND_MESSAGE);
    },
  );

  app.get(
    apiRoutes.contentHistory,
    { ...signedIn, schema: { params: idParamsSchema, response: { 200: contentHistorySchema, ...errorResponses } } },
    async (request, reply) => {
      const history = await contentHistory(db, request.params.id);
      if (!history) throw notFound(CONTENT_NOT_FOUND_MESSAGE);
      answerPrivately(reply);
      return history;
    },
  );

  app.get(
    apiRoutes.contentRevision,
    { ...signedIn, schema: { params: revisionParamsSchema, response: { 200: contentRevisionSchema, ...errorResponses } } },
    async (request, reply) => {
      const found = await contentRevision(db, request.params.id, request.params.revision);
      if (!found) throw notFound(REVISION_TEXTS.revisionNotFound);
      answerPrivately(reply);
      return found;
    },
  );

  app.post(
    apiRoutes.contentRestore,
    {
      ...signedIn,
      schema: {
        params: revisionParamsSchema,
        body: contentRestoreSchema,
        response: { 200: editableContentSchema, 409: contentConflictSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, revision } = request.params;
      const outcome = await restoreContentRevision(db, id, revision, request.body.revision, editorOf(request));
      if (!outcome) throw notFound(REVISION_TEXTS.revisionNotFound);
      if (outcome.status === 'updated') {
        const summary = `${outcome.saved.titlePrimary} · ${REVISION_TEXTS.restoredNote(revision)}`;
        await audited(request, { kind: 'restore', subject: 'content', subjectId: id, summary });
      }
      return answerSave(reply, outcome, CONTENT_NOT_FOUND_MESSAGE);
    },
  );

  app.get(
    apiRoutes.contentForEdit,
    { ...signedIn, schema: { params: idParamsSchema, response: { 200: editableContentSchema, ...errorResponses } } },
    async (request, reply) => {
      const found = await getEditableContent(db, request.params.id);
      if (!found) throw notFound(CONTENT_NOT_FOUND_MESSAGE);
      answerPrivately(reply);
      return found;
    },
  );

  app.get(
    apiPaths.adminCorrections,
    { ...signedIn, schema: { querystring: correctionQueueQuerySchema, response: { 200: correctionQueueSchema, ...errorResponses } } },
    async (request, reply) => {
      answerPrivately(reply);
      return correctionQueue(db, request.query.status);
    },
  );

  app.post(
    apiRoutes.adminCorrectionAccept,
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        body: correctionAcceptSchema,
        response: { 200: editableContentSchema, 409: contentConflictSchema.or(apiErrorSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { revision, text } = request.body;
      if (text === '') throw invalidInput('body', { text: CORRECTION_QUEUE_TEXTS.emptyLine });
      const outcome = await acceptCorrection(db, request.params.id, { base: revision, text }, editorOf(request));
      if (outcome.status === 'done') {
        const summary = `${outcome.saved?.titlePrimary ?? ''} · ${CORRECTION_QUEUE_TEXTS.appliedNote(request.params.id)}`;
        await audited(request, { kind: 'correctionAccepted', subject: 'correction', subjectId: request.params.id, summary });
      }
      return answerDecision(reply, outcome);
    },
  );

  app.post(
    apiRoutes.adminCorrectionReject,
    {
      ...signedIn,
      schema: { params: idParamsSchema, body: correctionRejectSchema, response: { 200: messageAnswerSchema, ...errorResponses } },
    },
    async (request, reply) => {
      answerDecision(reply, await rejectCorrection(db, request.params.id, request.body.reason, editorOf(request)));
      await audited(request, {
        kind: 'correctionRejected',
        subject: 'correction',
        subjectId: request.params.id,
        summary: request.body.reason,
      });
      return { message: CORRECTION_QUEUE_TEXTS.rejected };
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

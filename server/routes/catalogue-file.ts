/**
 * The admin's catalogue file calls (src/model/catalogue-file.ts), what `npm run catalogue:import`
 * and `catalogue:export` do, for editors without a terminal. Signed in only.
 *
 * `POST /api/admin/catalogue/import`: the file as the body (JSON Lines). It is received into a
 * temporary file first (the operating system's temporary folder, TMPDIR: up to 512 MiB), since an
 * import reads it twice. Then every line is checked: with any problem the answer is 400 with each
 * wrong line by number and field, and nothing is written. Otherwise the answer (200, JSON Lines)
 * streams one line per batch written, `{ written, total }`, then `{ summary }`; should writing
 * break off (the database fails, the editor leaves the page), its last line is `{ stopped }` and
 * what was written stays: the same file imported again finishes it. One import at a time across
 * every instance (409 for another). Refused before the body is read: not signed in (401), another
 * type (415), declared too large (413), another import on this instance (409).
 * The import's own rules (one at a time, its temporary folder, stopping when the editor leaves or
 * the server closes) are services/catalogue-import-runner.ts; this file only answers HTTP.
 *
 * `GET /api/admin/catalogue/export`: every hymn as a catalogue file, as a download.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../src/model/api-paths';
import {
  CATALOGUE_IMPORT_FILE_PARAM,
  catalogueImportQuerySchema,
  CATALOGUE_FILE_TYPE,
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_IMPORT_REFUSALS,
  CATALOGUE_IMPORT_TYPES,
  catalogueExportFileName,
  catalogueImportEventSchema,
  catalogueImportRefusalSchema,
  type CatalogueImportSummary,
} from '../../src/model/catalogue-file';
import { noQuerySchema } from '../../src/model/requests';
import type { Database } from '../db/connect';
import { answerPrivately } from '../http/admin-caching';
import { errorResponses, HttpError } from '../http/errors';
import { mediaTypeOf } from '../http/media-type';
import { requireAdmin } from '../http/session';
import { exportCatalogue, IMPORT_DEFAULT_FILE_NAME } from '../services/catalogue-import';
import { actorOf, recordAudit } from '../services/audit';
import { AUDIT_SUMMARIES } from '../../src/model/audit';
import { REVISION_AUTHORS } from '../../src/model/revisions';
import { createCatalogueImportRunner, type CatalogueImportStart } from '../services/catalogue-import-runner';

export interface CatalogueFileRoutesOptions {
  /** Its pool serves the import's own connection (held, with the import lock, until it ends). */
  db: Database;
}

const JSON_LINES = `${CATALOGUE_FILE_TYPE}; charset=utf-8`;

/** A refusal before or while the body is read: the connection closes after it, so a client still sending stops. */
const refused = (status: number, message: string) => new HttpError(status, message, { headers: { connection: 'close' } });

/** Answers what came of the import: a refusal, or the stream of its progress. */
function answer(reply: FastifyReply, outcome: CatalogueImportStart): FastifyReply {
  switch (outcome.kind) {
    case 'alreadyImporting':
      throw refused(409, CATALOGUE_IMPORT_REFUSALS.busy);
    case 'notReceived':
      throw outcome.reason === 'size' ? refused(413, CATALOGUE_IMPORT_REFUSALS.size) : refused(400, CATALOGUE_IMPORT_REFUSALS.brokenOff);
    case 'left':
      // Nobody to answer: the page was left (or the server is stopping) while the file was checked.
      return reply.code(400).send({ message: CATALOGUE_IMPORT_REFUSALS.stopped('the page was left') });
  }
  answerPrivately(reply);
  switch (outcome.kind) {
    case 'busy':
      throw new HttpError(409, CATALOGUE_IMPORT_REFUSALS.busy);
    case 'empty':
      throw new HttpError(400, CATALOGUE_IMPORT_REFUSALS.empty);
    case 'failed':
      throw outcome.error;
    case 'refused':
      return reply.code(400).send(outcome.refusal);
    case 'writing':
      // Each line as soon as it is written: no proxy buffering (nginx reads this header).
      return reply.header('content-type', JSON_LINES).header('x-accel-buffering', 'no').send(outcome.events);
  }
}

export const catalogueFileRoutes: FastifyPluginAsyncZod<CatalogueFileRoutesOptions> = async (app, { db }) => {
  const maxBytes = CATALOGUE_IMPORT_MAX_BYTES;
  const imports = createCatalogueImportRunner(db, maxBytes);
  app.addHook('preClose', async () => imports.stopAll());
  app.addHook('onReady', async () => imports.removeLeftovers(app.log));

  // In this plugin only: the import's body is left unread for the handler, which streams it to a file.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser([...CATALOGUE_IMPORT_TYPES], (_request, payload, done) => done(null, payload));

  app.post(
    apiPaths.adminCatalogueImport,
    {
      onRequest: requireAdmin,
      bodyLimit: maxBytes,
      // The import's progress must reach the editor line by line, not when a compressor's buffer fills.
      compress: false,
      preParsing: async (request) => {
        if (!(CATALOGUE_IMPORT_TYPES as readonly string[]).includes(mediaTypeOf(request))) {
          throw refused(415, CATALOGUE_IMPORT_REFUSALS.type);
        }
        if (Number(request.headers['content-length']) > maxBytes) throw refused(413, CATALOGUE_IMPORT_REFUSALS.size);
        if (imports.busy) throw refused(409, CATALOGUE_IMPORT_REFUSALS.busy);
      },
      schema: {
        consumes: [...CATALOGUE_IMPORT_TYPES],
        description:
          'A catalogue file (JSON Lines, one hymn a line). 400 lists the wrong lines, nothing written; 200 streams JSON Lines: ' +
          '{ written, total } per batch, then { summary } (or { stopped }).',
        querystring: catalogueImportQuerySchema,
        response: { 200: catalogueImportEventSchema, 400: catalogueImportRefusalSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // The editor left (closed the page, lost the connection): the import stops after its batch.
      const left = new AbortController();
      reply.raw.on('close', () => reply.raw.writableFinished || left.abort());
      if (request.raw.destroyed) left.abort();
      // The revisions of the hymns it changes name the file and the editor who sent it.
      const file = request.query[CATALOGUE_IMPORT_FILE_PARAM] ?? IMPORT_DEFAULT_FILE_NAME;
      const by = { author: REVISION_AUTHORS.import(file), accountId: request.adminUser?.id ?? null };
      const who = actorOf(request);
      // The audit trail keeps what the import came to, once it has ended.
      const onEnded = (end: { summary: CatalogueImportSummary } | { stopped: string }) =>
        recordAudit(
          db,
          who,
          { kind: 'import', subject: 'catalogue', summary: AUDIT_SUMMARIES.imported(file, 'summary' in end ? end.summary : end.stopped) },
          request.log,
        );
      const outcome = await imports.run(request.body as Readable, { signal: left.signal, log: request.log, by, onEnded });
      return answer(reply, outcome);
    },
  );

  app.get(
    apiPaths.adminCatalogueExport,
    {
      onRequest: requireAdmin,
      schema: {
        description:
          'Every hymn (hidden ones too) as a catalogue file (JSON Lines), downloaded; importing it into an empty site brings the same catalogue.',
        querystring: noQuerySchema,
        response: errorResponses,
      },
    },
    async (_request, reply) => {
      async function* lines() {
        for await (const line of exportCatalogue(db)) yield `${JSON.stringify(line)}\n`;
      }
      const day = new Date().toISOString().slice(0, 10);
      return answerPrivately(reply)
        .header('content-type', JSON_LINES)
        .header('content-disposition', `attachment; filename="${catalogueExportFileName(day)}"`)
        .send(Readable.from(lines()));
    },
  );
};

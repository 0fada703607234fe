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
 *
 * `GET /api/admin/catalogue/export`: every hymn as a catalogue file, as a download.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../src/model/api-paths';
import {
  CATALOGUE_FILE_TYPE,
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_IMPORT_REFUSALS,
  CATALOGUE_IMPORT_TYPES,
  catalogueExportFileName,
  catalogueImportEventSchema,
  catalogueImportRefusalSchema,
  type CatalogueImportEvent,
  type CatalogueImportRefusal,
} from '../../src/model/catalogue-file';
import { noQuerySchema } from '../../src/model/requests';
import type { Database } from '../db/connect';
import { fileLines } from '../fs';
import { answerPrivately } from '../http/admin-caching';
import { errorResponses, HttpError } from '../http/errors';
import { mediaTypeOf } from '../http/media-type';
import { requireAdmin } from '../http/session';
import { checkCatalogue, exportCatalogue, unlessAnotherImportRuns, writeCatalogue } from '../services/catalogue-import';

export interface CatalogueFileRoutesOptions {
  /** Its pool serves the import's own connection (held, with the import lock, until it ends). */
  db: Database;
}

const JSON_LINES = `${CATALOGUE_FILE_TYPE}; charset=utf-8`;

/** A refusal before or while the body is read: the connection closes after it, so a client still sending stops. */
const refused = (status: number, message: string) => new HttpError(status, message, { headers: { connection: 'close' } });

/** What the body stream says when the client went away before its end. */
const isBrokenOff = (error: unknown) =>
  error instanceof Error &&
  (error.message === 'aborted' || ['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE'].includes((error as NodeJS.ErrnoException).code ?? ''));

/** The body, written to `file` as it arrives, refused (413) once it passes `maxBytes`. */
export async function receiveFile(body: Readable, file: string, maxBytes: number): Promise<void> {
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) callback(refused(413, CATALOGUE_IMPORT_REFUSALS.size));
      else callback(null, chunk);
    },
  });
  try {
    await pipeline(body, counted, createWriteStream(file));
  } catch (error) {
    if (isBrokenOff(error)) throw refused(400, CATALOGUE_IMPORT_REFUSALS.brokenOff);
    throw error;
  }
}

/** The temporary folders of imports: `catalogue-import-XXXXXX` in the operating system's temporary folder. */
const IMPORT_FOLDER_PREFIX = 'catalogue-import-';
/** A folder of an import older than this was left by a process that died. */
const STALE_IMPORT_MS = 24 * 60 * 60 * 1000;

async function removeStaleImports(log: FastifyBaseLogger): Promise<void> {
  const names = await readdir(tmpdir()).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry.startsWith(IMPORT_FOLDER_PREFIX))) {
    const folder = path.join(tmpdir(), name);
    const modified = await stat(folder).then(
      (info) => info.mtimeMs,
      () => Date.now(),
    );
    if (Date.now() - modified < STALE_IMPORT_MS) continue;
    await rm(folder, { recursive: true, force: true }).catch((error: Error) => log.warn(`removing ${folder}: ${error.message}`));
  }
}

/** How an import answers, once its file is checked. */
type Decision =
  | { kind: 'busy' }
  | { kind: 'refused'; refusal: CatalogueImportRefusal }
  | { kind: 'empty' }
  | { kind: 'writing'; events: Readable }
  | { kind: 'failed'; error: unknown };

/**
 * Runs the import of `file` under the import lock: `decision` settles once the file is checked
 * (or the lock is found taken); `finished` when the import has ended and `cleanUp` has run,
 * whatever the outcome.
 */
function startImport(db: Database, file: string, signal: AbortSignal, log: FastifyBaseLogger, cleanUp: () => Promise<void>) {
  const source = () => fileLines(file);
  let decide!: (decision: Decision) => void;
  const decision = new Promise<Decision>((resolve) => (decide = resolve));
  let events: PassThrough | undefined;
  const send = (event: CatalogueImportEvent) => events?.write(`${JSON.stringify(event)}\n`);

  const finished = unlessAnotherImportRuns(db, async (locked) => {
    const checked = await checkCatalogue(locked, source, { signal });
    if (checked.status === 'refused') {
      const { problems, problemCount } = checked;
      decide({ kind: 'refused', refusal: { message: CATALOGUE_IMPORT_REFUSALS.problems(problemCount), problems, problemCount } });
    } else if (checked.hymns === 0) {
      decide({ kind: 'empty' });
    } else {
      events = new PassThrough();
      decide({ kind: 'writing', events });
      const summary = await writeCatalogue(locked, source, checked.catalogue, {
        signal,
        onProgress: ({ phase, done, total }) => phase === 'writing' && send({ written: done, total: total ?? 0 }),
      });
      log.info(`catalogue imported: ${summary.hymns} hymns, ${summary.created} created, ${summary.updated} updated`);
      send({ summary });
    }
    return true;
  }).then(
    (ran) => {
      if (!ran) decide({ kind: 'busy' });
    },
    (error: unknown) => {
      if (!events) return decide({ kind: 'failed', error });
      const reason = signal.aborted ? 'the page was left' : error instanceof Error ? error.message : String(error);
      log.error(`catalogue import stopped: ${reason}`);
      send({ stopped: CATALOGUE_IMPORT_REFUSALS.stopped(reason) });
    },
  );
  // Cleaned up before the answer ends: an editor who reads the outcome may import again at once.
  return { decision, finished: finished.finally(cleanUp).finally(() => events?.end()) };
}

/** Answers what the import decided: the refusal, or the stream of its progress. */
function answer(reply: FastifyReply, decision: Decision): FastifyReply {
  answerPrivately(reply);
  switch (decision.kind) {
    case 'busy':
      throw new HttpError(409, CATALOGUE_IMPORT_REFUSALS.busy);
    case 'empty':
      throw new HttpError(400, CATALOGUE_IMPORT_REFUSALS.empty);
    case 'failed':
      throw decision.error;
    case 'refused':
      return reply.code(400).send(decision.refusal);
    case 'writing':
      // Each line as soon as it is written: no proxy buffering (nginx reads this header).
      return reply.header('content-type', JSON_LINES).header('x-accel-buffering', 'no').send(decision.events);
  }
}

export const catalogueFileRoutes: FastifyPluginAsyncZod<CatalogueFileRoutesOptions> = async (app, { db }) => {
  const maxBytes = CATALOGUE_IMPORT_MAX_BYTES;
  /** An import received or running on this instance: another is refused before its body is read. */
  let importing = false;
  /** The imports under way, stopped (after their batch) when the server closes. */
  const running = new Set<AbortController>();
  app.addHook('preClose', async () => {
    for (const controller of running) controller.abort();
  });
  // What an instance killed mid-import left behind (an import of this instance is at most hours old).
  app.addHook('onReady', async () => {
    await removeStaleImports(app.log);
  });

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
        if (importing) throw refused(409, CATALOGUE_IMPORT_REFUSALS.busy);
      },
      schema: {
        consumes: [...CATALOGUE_IMPORT_TYPES],
        description:
          'A catalogue file (JSON Lines, one hymn a line). 400 lists the wrong lines, nothing written; 200 streams JSON Lines: ' +
          '{ written, total } per batch, then { summary } (or { stopped }).',
        querystring: noQuerySchema,
        response: { 200: catalogueImportEventSchema, 400: catalogueImportRefusalSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (importing) throw refused(409, CATALOGUE_IMPORT_REFUSALS.busy);
      importing = true;
      // The editor left (closed the page, lost the connection), or the server is stopping: the
      // import stops after its batch.
      const left = new AbortController();
      running.add(left);
      reply.raw.on('close', () => reply.raw.writableFinished || left.abort());
      if (request.raw.destroyed) left.abort();
      let folder: string | undefined;
      const cleanUp = async () => {
        importing = false;
        running.delete(left);
        if (folder)
          await rm(folder, { recursive: true, force: true }).catch((error: Error) =>
            request.log.warn(`removing ${folder}: ${error.message}`),
          );
      };
      try {
        folder = await mkdtemp(path.join(tmpdir(), IMPORT_FOLDER_PREFIX));
        await receiveFile(request.body as Readable, path.join(folder, 'catalogue.jsonl'), maxBytes);
      } catch (error) {
        await cleanUp();
        throw error;
      }
      const started = startImport(db, path.join(folder, 'catalogue.jsonl'), left.signal, request.log, cleanUp);
      const decision = await started.decision;
      // A refusal is answered once the import has let go of everything (the file, the lock).
      if (decision.kind !== 'writing') await started.finished;
      if (decision.kind === 'failed' && left.signal.aborted) {
        // Nobody to answer: the page was left (or the server is stopping) while the file was checked.
        request.log.info('catalogue import stopped before writing: the page was left');
        return reply.code(400).send({ message: CATALOGUE_IMPORT_REFUSALS.stopped('the page was left') });
      }
      return answer(reply, decision);
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

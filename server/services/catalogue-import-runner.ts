/**
 * The catalogue imports an instance runs for editors who send a file from the admin area (the
 * HTTP call is routes/catalogue-file.ts; the checking and writing themselves are
 * catalogue-import.ts, which `npm run catalogue:import` uses too).
 *
 * The rules an import from the admin area follows around that work:
 * - One at a time on this instance (`busy`), so another is refused before its body is read; one
 *   at a time across every instance too, by the database's import lock (`unlessAnotherImportRuns`).
 * - The file is received into a temporary folder of its own first (the operating system's
 *   temporary folder, TMPDIR), since an import reads it twice; the folder is removed as the import
 *   ends, whatever the outcome, and folders a killed process left behind are removed at start.
 * - An import stops after its current batch when the editor leaves (the caller's signal) or the
 *   server closes (`stopAll`); what was written stays.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_IMPORT_REFUSALS,
  type CatalogueImportEvent,
  type CatalogueImportRefusal,
  type CatalogueImportSummary,
} from '../../src/model/catalogue-file';
import type { Database } from '../db/connect';
import { fileLines } from '../fs';
import type { Log } from '../logger';
import { checkCatalogue, unlessAnotherImportRuns, writeCatalogue } from './catalogue-import';
import type { RevisionAuthor } from '../db/revision-author';

/** Why a file was not received whole: larger than allowed, or the client went away before its end. */
export class CatalogueFileNotReceived extends Error {
  override name = 'CatalogueFileNotReceived';
  constructor(readonly reason: 'size' | 'brokenOff') {
    super(CATALOGUE_IMPORT_REFUSALS[reason]);
  }
}

/** What the body stream says when the client went away before its end. */
const isBrokenOff = (error: unknown) =>
  error instanceof Error &&
  (error.message === 'aborted' || ['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE'].includes((error as NodeJS.ErrnoException).code ?? ''));

/**
 * The body, written to `file` as it arrives. It fails with CatalogueFileNotReceived once it passes
 * `maxBytes` (whatever size the request declared) or when the client goes away before its end.
 */
export async function receiveFile(body: Readable, file: string, maxBytes: number): Promise<void> {
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) callback(new CatalogueFileNotReceived('size'));
      else callback(null, chunk);
    },
  });
  try {
    await pipeline(body, counted, createWriteStream(file));
  } catch (error) {
    if (isBrokenOff(error)) throw new CatalogueFileNotReceived('brokenOff');
    throw error;
  }
}

/** The temporary folders of imports: `catalogue-import-XXXXXX` in the operating system's temporary folder. */
const IMPORT_FOLDER_PREFIX = 'catalogue-import-';
/** A folder of an import older than this was left by a process that died. */
const STALE_IMPORT_MS = 24 * 60 * 60 * 1000;

/** How an import answers once its file is checked (or the lock is found taken). */
type Decision =
  /** Another import holds the import lock (on this instance or another). */
  | { kind: 'busy' }
  /** The file has wrong lines: nothing was written. */
  | { kind: 'refused'; refusal: CatalogueImportRefusal }
  /** The file holds no hymns. */
  | { kind: 'empty' }
  /** Writing has begun: one JSON line per batch written, then the summary (or why it stopped). */
  | { kind: 'writing'; events: Readable }
  /** Checking the file failed (the database, say): nothing was written. */
  | { kind: 'failed'; error: unknown };

/** What came of an editor's import, for the route to answer. */
export type CatalogueImportStart =
  | Decision
  /** This instance is receiving or running another import: the body was not read. */
  | { kind: 'alreadyImporting' }
  /** The file did not arrive whole (see CatalogueFileNotReceived): nothing was checked. */
  | { kind: 'notReceived'; reason: CatalogueFileNotReceived['reason'] }
  /** The editor left (or the server is stopping) while the file was checked: nobody to answer. */
  | { kind: 'left' };

export interface CatalogueImportRunner {
  /** Whether an import is received or running on this instance: another is refused before its body is read. */
  readonly busy: boolean;
  /**
   * Receives `body` (the file), checks it and, when every line is right, starts writing it; the
   * answer comes once the file is checked. `signal` aborts when the editor leaves: the import
   * stops after its batch.
   */
  run(body: Readable, options: RunOptions): Promise<CatalogueImportStart>;
  /** Stops every import under way (after its batch): the server is closing. */
  stopAll(): void;
  /** Removes the temporary folders of imports a killed process left behind (an import of this instance is at most hours old). */
  removeLeftovers(log: Log): Promise<void>;
}

export interface RunOptions {
  signal: AbortSignal;
  log: Log;
  by?: RevisionAuthor;
  /** Once the writing has ended: what it wrote, or why it stopped (the audit trail keeps it). */
  onEnded?: (end: { summary: CatalogueImportSummary } | { stopped: string }) => Promise<void> | void;
}

/**
 * Runs the import of `file` under the import lock: `decision` settles once the file is checked
 * (or the lock is found taken); `finished` when the import has ended and `cleanUp` has run,
 * whatever the outcome.
 */
function startImport(db: Database, file: string, { signal, log, by, onEnded }: RunOptions, cleanUp: () => Promise<void>) {
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
        by,
        // A second connection of the pool writes every other batch: half the time on two cores.
        alsoWriteThrough: db,
        onProgress: ({ phase, done, total }) => phase === 'writing' && send({ written: done, total: total ?? 0 }),
      });
      log.info(`catalogue imported: ${summary.hymns} hymns, ${summary.created} created, ${summary.updated} updated`);
      send({ summary });
      await onEnded?.({ summary });
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
      return onEnded?.({ stopped: reason });
    },
  );
  // Cleaned up before the answer ends: an editor who reads the outcome may import again at once.
  return { decision, finished: finished.finally(cleanUp).finally(() => events?.end()) };
}

/** The imports of one instance; `db`'s pool serves each import's own connection (held, with the import lock, until it ends). */
export function createCatalogueImportRunner(db: Database, maxBytes = CATALOGUE_IMPORT_MAX_BYTES): CatalogueImportRunner {
  /** An import received or running on this instance. */
  let importing = false;
  /** The imports under way, stopped (after their batch) when the server closes. */
  const running = new Set<AbortController>();

  return {
    get busy() {
      return importing;
    },

    async run(body, { signal, log, by, onEnded }) {
      if (importing) return { kind: 'alreadyImporting' };
      importing = true;
      const stop = new AbortController();
      running.add(stop);
      if (signal.aborted) stop.abort();
      else signal.addEventListener('abort', () => stop.abort(), { once: true });
      let folder: string | undefined;
      let file: string;
      const cleanUp = async () => {
        importing = false;
        running.delete(stop);
        if (folder)
          await rm(folder, { recursive: true, force: true }).catch((error: Error) => log.warn(`removing ${folder}: ${error.message}`));
      };
      try {
        folder = await mkdtemp(path.join(tmpdir(), IMPORT_FOLDER_PREFIX));
        file = path.join(folder, 'catalogue.jsonl');
        await receiveFile(body, file, maxBytes);
      } catch (error) {
        await cleanUp();
        if (error instanceof CatalogueFileNotReceived) return { kind: 'notReceived', reason: error.reason };
        throw error;
      }
      const started = startImport(db, file, { signal: stop.signal, log, by, onEnded }, cleanUp);
      const decision = await started.decision;
      // A refusal is answered once the import has let go of everything (the file, the lock).
      if (decision.kind !== 'writing') await started.finished;
      if (decision.kind === 'failed' && stop.signal.aborted) {
        log.info('catalogue import stopped before writing: the page was left');
        return { kind: 'left' };
      }
      return decision;
    },

    stopAll() {
      for (const controller of running) controller.abort();
    },

    async removeLeftovers(log) {
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
    },
  };
}

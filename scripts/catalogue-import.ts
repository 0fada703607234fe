/**
 * `npm run catalogue:import -- FILE`: brings the hymns of a catalogue file (JSON Lines, one hymn a
 * line: src/model/catalogue-file.ts) into the site's database. Every line is checked first; with
 * any problem, each is listed by line number and field and nothing is written (exit code 1).
 * Otherwise the hymns are written in batches (a progress bar on a terminal) and a summary says
 * how many were created, updated and already as the file has them. Importing the same file again
 * changes nothing.
 *
 * The database is the server's (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR). Running
 * servers drop the pages they keep as the hymns are written. A stop signal ends the import after
 * its current batch (what was written stays; running the file again finishes it).
 */
import path from 'node:path';
import { fileLines, isFile } from '../server/fs';
import { importCatalogue, type ImportProgress } from '../server/services/catalogue-import';
import { fileArgument, runDatabaseScript } from './database-script';
import { REVISION_AUTHORS } from '../src/model/revisions';
import { ADMIN_TEXTS } from '../src/model/adminMessages';

/** The admin page's words for the lines left alone, said the same here. */
const KEPT = ADMIN_TEXTS.catalogue;

const USAGE = 'Usage: npm run catalogue:import -- FILE   (JSON Lines, one hymn a line: see src/model/catalogue-file.ts)';
const BAR_WIDTH = 30;

const thousands = (n: number) => n.toLocaleString('en');
const plural = (n: number, one: string, many: string) => `${thousands(n)} ${n === 1 ? one : many}`;

/** A progress bar redrawn in place on a terminal; a line per tenth otherwise (a log keeps them). */
function progressReporter(): (progress: ImportProgress) => void {
  let lastTenth = -1;
  return ({ phase, done, total }) => {
    if (phase === 'checking') {
      if (process.stderr.isTTY) process.stderr.write(`\rChecking… ${thousands(done)} lines`);
      return;
    }
    const share = total ? done / total : 0;
    if (process.stderr.isTTY) {
      const filled = Math.round(share * BAR_WIDTH);
      process.stderr.write(
        `\r[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${thousands(done)} / ${thousands(total ?? 0)} hymns`,
      );
      if (done === total) process.stderr.write('\n');
    } else if (Math.floor(share * 10) > lastTenth) {
      lastTenth = Math.floor(share * 10);
      console.error(`Written ${thousands(done)} of ${thousands(total ?? 0)} hymns`);
    }
  };
}

const file = fileArgument(USAGE);
if (file) {
  await runDatabaseScript(
    {
      stopping: 'stopping after the current batch',
      stopped: 'The import stopped; the hymns written so far stay. Import the same file again to finish.',
      failed: (reason) => `The import failed: ${reason}`,
    },
    async ({ db, pooled, signal }) => {
      if (!(await isFile(file))) throw new Error(`${file} is not a file`);
      const started = performance.now();
      const outcome = await importCatalogue(db, () => fileLines(file), {
        signal,
        onProgress: progressReporter(),
        // The hymns' revisions name the file they came from.
        by: { author: REVISION_AUTHORS.import(path.basename(file)) },
        // The pool's other connection writes every other batch at the same time.
        alsoWriteThrough: pooled,
      });
      if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
      if (outcome.status === 'refused') {
        for (const { line, fields } of outcome.problems) {
          console.error(
            `line ${line}: ${Object.entries(fields)
              .map(([field, reason]) => `${field} ${reason}`)
              .join('; ')}`,
          );
        }
        const unlisted = outcome.problemCount - outcome.problems.length;
        if (unlisted > 0) console.error(`… and ${thousands(unlisted)} more problems.`);
        console.error(`Nothing was imported: ${plural(outcome.problemCount, 'problem', 'problems')} in ${file}.`);
        process.exitCode = 1;
        return;
      }
      const s = outcome.summary;
      console.log(
        `Imported ${thousands(s.hymns)} hymns from ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
          `${thousands(s.created)} created, ${thousands(s.updated)} updated, ${thousands(s.unchanged)} unchanged` +
          (s.subCategoriesCreated ? `; ${plural(s.subCategoriesCreated, 'sub-category', 'sub-categories')} created` : '') +
          (s.categoriesCreated ? `, ${plural(s.categoriesCreated, 'category', 'categories')} created` : '') +
          '.' +
          (s.keptOnSite
            ? ` ${KEPT.counts.keptOnSite(s.keptOnSite)}. ${KEPT.keptKeys(s.keptOnSiteKeys, s.keptOnSite - s.keptOnSiteKeys.length)}`
            : ''),
      );
    },
  );
}

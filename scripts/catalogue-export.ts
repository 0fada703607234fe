/**
 * `npm run catalogue:export -- FILE`: writes every hymn of the site (hidden ones too) into a
 * catalogue file (JSON Lines, one hymn a line: src/model/catalogue-file.ts), each with its key and
 * its sub-category by title with what creating it takes: `npm run catalogue:import` of that file
 * into an empty site brings the same hymns, sub-categories and categories. The file is written
 * under a temporary name and renamed once complete.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { exportCatalogue } from '../server/services/catalogue-import';
import { fileArgument, runDatabaseScript } from './database-script';

const file = fileArgument('Usage: npm run catalogue:export -- FILE');
if (file) {
  await runDatabaseScript(
    {
      stopped: `The export stopped; ${file} was not written.`,
      failed: (reason) => `The export failed: ${reason}`,
    },
    async ({ db, signal }) => {
      const partial = `${file}.partial`;
      let hymns = 0;
      async function* lines() {
        for await (const line of exportCatalogue(db)) {
          hymns += 1;
          yield `${JSON.stringify(line)}\n`;
        }
      }
      try {
        await pipeline(Readable.from(lines()), createWriteStream(partial), { signal });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      console.log(`Exported ${hymns.toLocaleString('en')} hymns to ${file}.`);
    },
  );
}

/**
 * A process that runs runServer the way scripts/start.ts and e2e/serve.ts do, for main.test.ts:
 * prints `READY <url>` from onReady, and writes AFTER_STOP_FILE from afterStop.
 */
import { writeFile } from 'node:fs/promises';
import { configFromEnvironment, runServer } from '../main';

const afterStopFile = process.env.AFTER_STOP_FILE;
await runServer(configFromEnvironment(), {
  onReady: (url) => console.log(`READY ${url}`),
  afterStop: async () => {
    if (afterStopFile) await writeFile(afterStopFile, 'afterStop ran\n');
  },
});

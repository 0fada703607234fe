/**
 * Finding the embedded PostgreSQL a running server started (embedded.ts), so that a command run
 * beside it (`npm run backup`) uses that one instead of starting a second PostgreSQL on the same
 * directory, which PostgreSQL (and embedded.ts) refuse.
 *
 * A running PostgreSQL writes `postmaster.pid` into its data directory: its process id, the data
 * directory, its start time, its port, its socket directory, the address it listens on, its shared
 * memory key and its state, one a line. The password is the one embedded.ts keeps beside the
 * directory (`postgres.password`); it listens on 127.0.0.1 only.
 */
import { readFile } from 'node:fs/promises';
import { describeProcess, embeddedPostgresUrl } from './embedded';

export interface PostmasterPid {
  pid: number;
  dataDir: string;
  port: number;
  /** 'starting', 'ready', 'stopping', …; undefined from a PostgreSQL that has not written it yet. */
  status: string | undefined;
}

/** The lines of a postmaster.pid that say who runs where; undefined when it is not one (or half-written). */
export function parsePostmasterPid(text: string): PostmasterPid | undefined {
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0 || port > 65_535) return undefined;
  return { pid, dataDir: lines[1]?.trim() ?? '', port, status: lines[7]?.trim() || undefined };
}

/** True when `pid` is a live process that, as far as /proc tells, is a PostgreSQL. */
function isPostgresProcess(pid: number): boolean {
  const { alive, commandLine } = describeProcess(pid);
  // Not alive: the file is stale. Another program: a stale file whose pid was reused (containers
  // reuse pids). No /proc (no command line): trust the live pid.
  return alive && (commandLine === '' || commandLine.includes('postgres'));
}

/**
 * The connection URL of the embedded PostgreSQL running on `clusterDir` (`${DATA_DIR}/postgres`),
 * or undefined when none runs there.
 */
export async function runningEmbeddedPostgresUrl(clusterDir: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(`${clusterDir}/postmaster.pid`, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const running = parsePostmasterPid(text);
  if (!running || !isPostgresProcess(running.pid)) return undefined;
  let password: string;
  try {
    password = (await readFile(`${clusterDir}.password`, 'utf8')).trim();
  } catch {
    throw new Error(`The embedded PostgreSQL in ${clusterDir} is running, but its password file ${clusterDir}.password cannot be read.`);
  }
  return embeddedPostgresUrl(password, running.port);
}

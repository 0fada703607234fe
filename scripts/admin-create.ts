/**
 * `npm run admin:create -- --email editor@example.org [--password-stdin] [--reset]`: creates an
 * admin (an editor who can sign in at /admin/login), or with `--reset` gives an existing one a new
 * password and signs it out everywhere.
 *
 * The password comes from, in this order: standard input with `--password-stdin` (one line; for
 * scripts: `printf '%s' "$PASSWORD" | npm run admin:create -- --email … --password-stdin`), the
 * ADMIN_PASSWORD variable, or a prompt on the terminal (typed twice, not shown). There is no default
 * password. `--email` may also come from ADMIN_EMAIL.
 *
 * The database is the server's (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR), opened
 * and migrated the way the server does it. Exit code 0 when the admin was created or reset, 1 when
 * nothing was done (it exists without --reset, or something failed), 2 for wrong arguments.
 */
import path from 'node:path';
import { Writable, type Readable } from 'node:stream';
import readline from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { adminPaths } from '../src/model/paths';
import { ConfigError, loadConfig } from '../server/config';
import { migrateDatabase, withStartupLock } from '../server/db/migrate';
import { createLog } from '../server/logger';
import { openDatabase, STOP_SIGNALS, type OpenDatabase } from '../server/main';
import { AdminInputError, checkAdminEmail, saveAdmin } from '../server/services/auth';
import { checkNewPassword } from '../server/services/passwords';

export const USAGE = `Usage: npm run admin:create -- --email <address> [--password-stdin] [--reset]

  --email <address>   the admin's e-mail address (default: ADMIN_EMAIL)
  --password-stdin    read the password from standard input (one line)
  --reset             the admin exists: give it this new password and sign it out everywhere

Without --password-stdin the password is ADMIN_PASSWORD, or else asked for on the terminal.
`;

export interface AdminCreateIo {
  /** The environment: the database settings, ADMIN_EMAIL and ADMIN_PASSWORD. */
  env: NodeJS.ProcessEnv;
  stdin: Readable & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** Aborted on a stop signal: the run ends after its current step. */
  signal?: AbortSignal;
}

class UsageError extends Error {}

async function readAll(input: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

/** Asks on the terminal without showing what is typed; Ctrl-C gives up. */
async function askHidden(question: string, input: Readable, output: NodeJS.WritableStream): Promise<string> {
  let muted = false;
  const screen = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) output.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input, output: screen, terminal: true });
  const cancel = new AbortController();
  rl.on('SIGINT', () => cancel.abort());
  try {
    const answer = rl.question(question, { signal: cancel.signal });
    muted = true;
    return await answer;
  } finally {
    muted = false;
    output.write('\n');
    rl.close();
  }
}

async function readPassword(options: { passwordStdin: boolean }, io: AdminCreateIo): Promise<string> {
  if (options.passwordStdin) return (await readAll(io.stdin)).replace(/\r?\n$/, '');
  const fromEnv = io.env.ADMIN_PASSWORD?.trim();
  if (fromEnv) return fromEnv;
  if (!io.stdin.isTTY) throw new UsageError('No password given: use --password-stdin, set ADMIN_PASSWORD, or run this in a terminal.');
  const password = await askHidden('Password for the new admin: ', io.stdin, io.stderr);
  const problem = checkNewPassword(password);
  if (problem) throw new AdminInputError(`The password ${problem}.`);
  if ((await askHidden('The same password again: ', io.stdin, io.stderr)) !== password) {
    throw new AdminInputError('The two passwords differ; nothing was changed.');
  }
  return password;
}

/** Runs the command with `args` (without node and the script); resolves with the exit code. */
export async function adminCreate(args: string[], io: AdminCreateIo): Promise<number> {
  const say = (text: string) => io.stdout.write(`${text}\n`);
  const complain = (text: string) => io.stderr.write(`${text}\n`);

  let database: OpenDatabase | undefined;
  try {
    const { values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) {
      io.stdout.write(USAGE);
      return 0;
    }
    const email = (values.email ?? io.env.ADMIN_EMAIL ?? '').trim();
    if (!email) throw new UsageError('Which admin? Give --email <address>.');
    const emailProblem = checkAdminEmail(email);
    if (emailProblem) throw new AdminInputError(`The e-mail address ${emailProblem}.`);
    // ADMIN_EMAIL/ADMIN_PASSWORD are read above, as this command's input; the server's own
    // checks of them (first start only) do not apply here.
    const config = loadConfig({ ...io.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });

    const password = await readPassword({ passwordStdin: values['password-stdin'] }, io);
    const passwordProblem = checkNewPassword(password);
    if (passwordProblem) throw new AdminInputError(`The password ${passwordProblem}.`);

    const log = createLog(config.logLevel === 'info' ? 'warn' : config.logLevel);
    database = await openDatabase(config, { log, poolSize: 2, signal: io.signal });
    const saved = await withStartupLock(database.pool, async (db) => {
      await migrateDatabase(db);
      io.signal?.throwIfAborted();
      return saveAdmin(db, { email, password, reset: values.reset });
    });
    if (saved.outcome === 'exists') {
      complain(`The admin ${saved.user.email} exists already; nothing was changed. Add --reset to give it a new password.`);
      return 1;
    }
    say(
      saved.outcome === 'created'
        ? `Created the admin ${saved.user.email}. They can sign in at ${adminPaths.login}.`
        : `Set a new password for the admin ${saved.user.email}; ${saved.sessionsEnded} session(s) signed out.`,
    );
    return 0;
  } catch (error) {
    if (io.signal?.aborted) {
      complain('Stopped before the admin was saved.');
      return 1;
    }
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
      complain(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof AdminInputError || error instanceof ConfigError) {
      complain(error.message);
      return 1;
    }
    if (error instanceof Error && error.name === 'AbortError') {
      complain('Cancelled; nothing was changed.');
      return 1;
    }
    complain(`Saving the admin failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database?.close();
  }
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runDirectly) {
  const stopRequested = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopRequested.signal.aborted) return;
    process.stderr.write(`${signal} received: stopping after the current step…\n`);
    stopRequested.abort(new Error(`${signal} received`));
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  try {
    process.exitCode = await adminCreate(process.argv.slice(2), {
      env: process.env,
      stdin: process.stdin,
      stdout: process.stdout,
      stderr: process.stderr,
      signal: stopRequested.signal,
    });
  } finally {
    for (const signal of STOP_SIGNALS) process.removeListener(signal, onSignal);
  }
}

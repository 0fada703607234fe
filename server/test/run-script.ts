/**
 * Runs a command-line script (`scripts/<script>.ts`) as npm would, for the tests of the scripts:
 * with `env` over this process's environment (DATABASE_URL left out unless `env` sets it, so a
 * script finds the database it is given), the log at warn; answers its exit code and output.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<ScriptRun> {
  const { DATABASE_URL: _unset, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `scripts/${script}.ts`, ...args],
      { cwd: ROOT, env: { ...inherited, LOG_LEVEL: 'warn', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * A script run as a process of its own (node with tsx), its output kept for the test to wait for
 * and show (the server's own run, as main.test.ts and deployment.test.ts start it).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function runProcess(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    exited,
    output: () => output,
    /** Resolves with the first match of `pattern` in the output so far or to come. */
    async waitFor(pattern: RegExp, ms = 60_000): Promise<RegExpExecArray> {
      const until = Date.now() + ms;
      for (;;) {
        const match = pattern.exec(output);
        if (match) return match;
        if (child.exitCode !== null || child.signalCode !== null || Date.now() > until) {
          throw new Error(`No ${pattern} in the output (process ${child.exitCode ?? child.signalCode ?? 'running'}):\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

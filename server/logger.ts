/**
 * The few logging methods the database layer and the start-up code use. A Fastify (pino) logger
 * fits this interface; before the app exists, `createLog` writes the same JSON lines pino does.
 */
import type { LogLevel } from './config';

export interface Log {
  debug(msg: string): void;
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

const LEVEL_NUMBERS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;

export function createLog(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line)): Log {
  const threshold = LEVEL_NUMBERS[level];
  const at = (name: 'debug' | 'info' | 'warn' | 'error') => (msg: string) => {
    const n = LEVEL_NUMBERS[name];
    if (n < threshold) return;
    write(`${JSON.stringify({ level: n, time: Date.now(), pid: process.pid, msg })}\n`);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

export const silentLog: Log = { debug() {}, info() {}, warn() {}, error() {} };

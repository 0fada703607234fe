/**
 * A gate for the one kind of visitors' work that costs the database real effort (a search never
 * asked before): at most `atOnce` run at a time, a few more wait their turn briefly, and the rest
 * are turned away at once with the same 503 and Retry-After as a busy pool (DatabaseBusy). Without
 * it, a flood of searches takes every connection of the visitors' pool, and the hymn pages, which
 * need a millisecond of database time each, wait seconds behind them.
 */
import { DatabaseBusy } from '../db/errors';

export interface WorkGateOptions {
  /** How many may run at once. */
  atOnce: number;
  /** How many may wait for a turn; beyond, the next is refused at once. */
  maxWaiting: number;
  /** The longest one waits for a turn before it is refused. */
  waitMs: number;
}

export interface WorkGate {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** How many run and wait now (for tests and the log). */
  readonly running: number;
  readonly waiting: number;
}

export function createWorkGate(name: string, { atOnce, maxWaiting, waitMs }: WorkGateOptions): WorkGate {
  let running = 0;
  const queue: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];

  const finish = () => {
    running -= 1;
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    }
  };

  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (running < atOnce) {
        running += 1;
        return resolve();
      }
      if (queue.length >= maxWaiting) return reject(new DatabaseBusy(`${name}: ${atOnce} running and ${queue.length} waiting`));
      const entry = {
        start: () => {
          running += 1;
          resolve();
        },
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(entry), 1);
          reject(new DatabaseBusy(`${name}: waited ${waitMs} ms for a turn`));
        }, waitMs),
      };
      queue.push(entry);
    });

  return {
    async run(work) {
      await turn();
      try {
        return await work();
      } finally {
        finish();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

import { describe, expect, it } from 'vitest';
import { isDatabaseBusy } from '../db/errors';
import { createWorkGate } from './work-gate';

/** Work that runs until `finish` is called. */
function pending() {
  let finish!: (value: string) => void;
  const promise = new Promise<string>((resolve) => (finish = resolve));
  return { work: () => promise, finish };
}

const outcome = (promise: Promise<string>) =>
  promise.catch((error: unknown) => (isDatabaseBusy(error) ? 'busy' : `failed: ${String(error)}`));

describe('the gate for costly visitors’ work', () => {
  it('runs a few at once, lets a few wait their turn, and turns the next away at once as busy', async () => {
    const gate = createWorkGate('searches', { atOnce: 1, maxWaiting: 1, waitMs: 5_000 });
    const first = pending();
    const second = pending();
    const running = gate.run(first.work);
    const waiting = gate.run(second.work);
    expect([gate.running, gate.waiting]).toEqual([1, 1]);

    const started = performance.now();
    expect(await outcome(gate.run(async () => 'never'))).toBe('busy');
    expect(performance.now() - started).toBeLessThan(50);

    first.finish('first');
    expect(await running).toBe('first');
    // The one waiting got the freed turn.
    await expect.poll(() => [gate.running, gate.waiting]).toEqual([1, 0]);
    second.finish('second');
    expect(await waiting).toBe('second');
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('gives up on a turn that does not come in time, and frees the turn of work that failed', async () => {
    const gate = createWorkGate('searches', { atOnce: 1, maxWaiting: 5, waitMs: 100 });
    const slow = pending();
    const running = gate.run(slow.work);
    expect(await outcome(gate.run(async () => 'too late'))).toBe('busy');
    expect(gate.waiting).toBe(0);
    slow.finish('done');
    await running;

    await expect(gate.run(() => Promise.reject(new Error('broken query')))).rejects.toThrow('broken query');
    expect(await gate.run(async () => 'next')).toBe('next');
    expect(gate.running).toBe(0);
  });
});

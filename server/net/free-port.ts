/**
 * The one free-port helper, for tests, e2e/serve.ts and scripts/bench-start.ts: a TCP port on
 * 127.0.0.1 that was free a moment ago (the OS picks it). Another program may take it before it is
 * used, so callers that can should still handle EADDRINUSE.
 */
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

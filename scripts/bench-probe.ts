/**
 * The load balancer's health probe during `npm run bench:load`, run in a worker thread (as the
 * editor is, see bench-editor.ts): asks `/healthz` every PROBE_INTERVAL_MS over a connection of its
 * own until told 'stop', timing each answer, and posts what it measured back. A probe that waits
 * more than a second or two is one a load balancer takes for a dead instance.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { HEALTH_PATH } from '../server/routes/health';
import { percentile } from './bench-app';

export interface ProbeResult {
  probes: number;
  statuses: Record<string, number>;
  p99Ms: number;
  maxMs: number;
}

const PROBE_INTERVAL_MS = 250;

function probe(url: string, agent: http.Agent): Promise<string> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.statusCode)));
    });
    req.on('error', (error: Error & { code?: string }) => resolve(error.code ?? 'error'));
  });
}

async function probing(base: string, until: Promise<unknown>): Promise<ProbeResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const statuses: Record<string, number> = {};
  const times: number[] = [];
  let done = false;
  void until.then(() => (done = true));
  while (!done) {
    const started = performance.now();
    const status = await probe(`${base}${HEALTH_PATH}`, agent);
    const ms = performance.now() - started;
    times.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
    await Promise.race([until, new Promise((resolve) => setTimeout(resolve, Math.max(0, PROBE_INTERVAL_MS - ms)))]);
  }
  agent.destroy();
  return { probes: times.length, statuses, p99Ms: Math.round(percentile(times, 99)), maxMs: Math.round(Math.max(...times)) };
}

const stopped = new Promise<void>((resolve) => parentPort!.once('message', () => resolve()));
const result = await probing((workerData as { base: string }).base, stopped);
parentPort!.postMessage(result);
parentPort!.close();

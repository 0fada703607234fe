/**
 * An attack phase of `npm run bench:load`, loaded from a worker thread of its own (see
 * bench-traffic.ts), posting what came back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { load, requestsOf, type Phase } from './bench-traffic';

interface AttackData {
  base: string;
  phase: Phase;
  pagePath: string;
  jsonPath: string;
}

const { base, phase, pagePath, jsonPath } = workerData as AttackData;
const result = await load(base, requestsOf(phase, pagePath, jsonPath), phase.connections, phase.seconds);
parentPort!.postMessage(result);
parentPort!.close();

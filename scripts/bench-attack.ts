/**
 * An attack phase of `npm run bench:load`, loaded from a process of its own (see bench-traffic.ts;
 * autocannon inside a worker thread takes itself for one of its own workers and computes no
 * result): reads its phase from BENCH_ATTACK, sends back what came back.
 */
import { load, requestsOf, type Phase } from './bench-traffic';

interface AttackData {
  base: string;
  phase: Phase;
  pagePath: string;
  jsonPath: string;
}

const { base, phase, pagePath, jsonPath } = JSON.parse(process.env.BENCH_ATTACK ?? '') as AttackData;
const result = await load(base, requestsOf(phase, pagePath, jsonPath), phase.connections, phase.seconds);
process.send!(result, () => process.disconnect());

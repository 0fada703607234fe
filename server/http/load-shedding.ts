/**
 * Turning visitors away early, with a 503 and Retry-After, when the process itself is overloaded:
 * its event loop lagging (every request, however small, waits that long before it even starts) or
 * its JavaScript heap near V8's limit (more work could make the process run out of memory and die,
 * taking every request in flight with it). `@fastify/under-pressure` samples both.
 *
 * This is the last line: pages and answers kept in memory are sent before the app sees the request
 * (see app.ts) and are never turned away, and a busy database pool refuses on its own (see
 * db/connect.ts). Signed-in editors (a live session: a cookie alone is nothing, see session.ts)
 * and the health probe are never turned away here: an editor's save is a handful of requests, and a
 * probe refused under load would make a load balancer take a working instance out of service.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getHeapStatistics } from 'node:v8';
import { serverBusy } from './errors';

/** A request that waits this long for the event loop is already a bad answer; new ones are turned away. */
const MAX_EVENT_LOOP_DELAY_MS = 1_000;
/** Of V8's heap limit: beyond this, new work is turned away before the process runs out of memory. */
const MAX_HEAP_SHARE = 0.8;
/** How often, at most, the log says that visitors are being turned away (with how many). */
const LOG_INTERVAL_MS = 10_000;

export interface LoadSheddingOptions {
  /** Requests never turned away: the editors' (and the health probe's). */
  exempt: (request: FastifyRequest) => boolean;
  /** Default MAX_EVENT_LOOP_DELAY_MS. */
  maxEventLoopDelayMs?: number;
  /** Default MAX_HEAP_SHARE of V8's heap limit. */
  maxHeapUsedBytes?: number;
  /**
   * How often the event loop and the heap are measured; default 1 s. (A loop so busy that no delay
   * was measured in a whole interval counts as lagging without end, so this is also the shortest
   * stall that turns visitors away.)
   */
  sampleIntervalMs?: number;
}

export async function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): Promise<void> {
  let turnedAway = 0;
  let lastLogged = 0;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs ?? MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: options.maxHeapUsedBytes ?? Math.round(getHeapStatistics().heap_size_limit * MAX_HEAP_SHARE),
    sampleInterval: options.sampleIntervalMs ?? 1_000,
    // The plugin passes a rejection to Fastify's error handler, which answers it as any 503 busy.
    pressureHandler: async (request, _reply, type, value) => {
      // Resolved: the request is answered as usual.
      if (options.exempt(request)) return;
      turnedAway += 1;
      if (Date.now() - lastLogged >= LOG_INTERVAL_MS) {
        lastLogged = Date.now();
        request.log.warn(`overloaded (${type} ${Math.round(Number(value))}): ${turnedAway} requests answered 503 since the last report`);
        turnedAway = 0;
      }
      throw serverBusy();
    },
  });
}

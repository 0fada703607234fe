// CONTRACT STUB (lead): the stats-calls helper replaces this file; the export and its options are the contract.
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/connect';

export interface StatsRoutesOptions {
  db: Database;
  /** The days and months of the figures are in this IANA time zone (config.timeZone). */
  timeZone: string;
  /** The clock ("now", "today", "this month"); tests fix it. */
  now: () => Date;
}

export const statsRoutes: FastifyPluginAsync<StatsRoutesOptions> = async () => {};

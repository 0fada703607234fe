import type { FastifyRequest } from 'fastify';

/** The request body's media type, without its parameters (`text/csv; charset=utf-8` → `text/csv`); '' when none is said. */
export const mediaTypeOf = (request: FastifyRequest): string =>
  (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();

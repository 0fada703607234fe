/**
 * Every 4xx/5xx answer is JSON `{ "message": "…" }` (product rule). Bad input is a 400 with a readable
 * message; an unreachable database is a 503 the visitor can understand; anything unexpected is a
 * 500 without internals (the details go to the log).
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { apiErrorSchema, type ApiError } from '../../src/model/entities';
import { isDatabaseBusy, isDatabaseUnavailable, isQueryCancelled, rootCause } from '../db/errors';
import { cacheNever } from './caching';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The library is temporarily unavailable. Please try again shortly.';
export const SERVER_BUSY_MESSAGE = 'The library has more visitors than it can serve just now. Please try again in a moment.';
/**
 * When to ask again (Retry-After, in seconds): a busy server soon; an unreachable database (the
 * JSON 503 here and the readable 503 page of routes/web-app.ts) later.
 */
export const BUSY_RETRY_AFTER_SECONDS = 2;
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;
/** Past one address's budget of work done afresh (address-budget.ts). */
export const TOO_MUCH_AT_ONCE_MESSAGE = 'You have asked for more than we can prepare at once. Please try again in a moment.';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/**
 * An answer a route gives on purpose (404 for an id that is not there, 400 with `fields` for input
 * a schema cannot judge, 429 with Retry-After, …): thrown, and sent by the error handler as
 * `{ message, fields? }` with its headers.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, message: string, options: { fields?: Record<string, string>; headers?: Record<string, string> } = {}) {
    super(message);
    this.statusCode = statusCode;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }
}

export const notFound = (message: string) => new HttpError(404, message);

/** More work than this server can do now: 503 with when to come back (a busy pool gets the same answer). */
export const serverBusy = () => new HttpError(503, SERVER_BUSY_MESSAGE, { headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) } });

/** One address has asked for more work done afresh than its budget allows: 429 with when there is room again. */
export const tooMuchAtOnce = (retryAfterSeconds: number) =>
  new HttpError(429, TOO_MUCH_AT_ONCE_MESSAGE, { headers: { 'retry-after': String(retryAfterSeconds) } });

/** The 404 messages of the public calls, one per kind of thing asked for. */
export const CONTENT_NOT_FOUND_MESSAGE = 'There is no such bhajan.';
export const SUBCATEGORY_NOT_FOUND_MESSAGE = 'There is no such sub-category.';
export const STATIC_PAGE_NOT_FOUND_MESSAGE = 'There is no such page.';
export const SITEMAP_PART_NOT_FOUND_MESSAGE = 'There is no such part of the sitemap.';

/** Where refused input was: 'body', 'querystring', 'params' or 'headers'. */
type InputPart = FastifyError['validationContext'] & string;

/** 400 `{ message, fields }`, the message naming each field and its reason, as Fastify's own validation does. */
export function invalidInput(where: InputPart, fields: Record<string, string>): HttpError {
  const summary = Object.entries(fields)
    .map(([name, reason]) => `${name} ${reason}`)
    .join('; ');
  return new HttpError(400, `Invalid ${where}: ${summary}`, { fields });
}

/** Every route answers its errors with the same shape (declared on each route, for the OpenAPI document). */
export const errorResponses = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

/**
 * Each refused field under its dotted name ('category.categoryId'), with the first reason its
 * schema gives (the zod schemas of src/model say reasons that follow the name: 'must be …').
 * Problems with the input as a whole go under the part's name ('body').
 */
export function refusedFields(errors: readonly FastifySchemaValidationError[], part: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of errors) {
    const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || part;
    fields[name] ??= issue.message ?? 'is invalid';
  }
  return fields;
}

/** Fastify's schemaErrorFormatter: input its schema refuses is a 400 `{ message, fields }` (see invalidInput). */
export function refusedInput(errors: FastifySchemaValidationError[], part: InputPart): Error {
  return invalidInput(part, refusedFields(errors, part));
}

function sendError(reply: FastifyReply, status: number, body: ApiError) {
  // An error must never be cached or revalidated as if it were the resource.
  cacheNever(reply);
  reply.removeHeader('etag');
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    return sendError(reply, error.statusCode, error.fields ? { message: error.message, fields: error.fields } : { message: error.message });
  }
  if (isDatabaseBusy(error)) {
    // Not an error of this request: the pool logs how busy it is (see db/connect.ts). A query
    // cancelled for running too long is named, for whoever looks into slow queries.
    if (isQueryCancelled(error)) request.log.warn(`a query ran too long and was cancelled: ${request.method} ${request.url.slice(0, 200)}`);
    const busy = serverBusy();
    reply.headers(busy.headers);
    return sendError(reply, busy.statusCode, { message: busy.message });
  }
  if (isDatabaseUnavailable(error)) {
    // One short line per request during an outage; the stack says nothing useful here.
    request.log.error(`database unavailable: ${rootCause(error)}`);
    reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return sendError(reply, 503, { message: DATABASE_UNAVAILABLE_MESSAGE });
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Client errors raised by Fastify and plugins carry messages meant for the caller.
    return sendError(reply, status, { message: error.message || STATUS_CODES[status] || 'Bad request' });
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, status >= 500 && status <= 599 ? status : 500, { message: INTERNAL_ERROR_MESSAGE });
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0]!.slice(0, 200);
  return sendError(reply, 404, { message: `Not found: ${request.method} ${path}` });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
}

/**
 * Malformed and edge-case requests for every route the server declares, as fast-check arbitraries
 * made from the route's operation in the OpenAPI document (`GET /api/admin/openapi.json`), so a
 * route declared later is covered as soon as it is in the document: odd path parameters (huge,
 * negative, `0`, `1e3`, `../`, `%00`, unicode, 10 KB), query strings of the wrong type, repeated,
 * as arrays or with prototype-pollution keys, bodies that are not JSON or JSON of the wrong shape
 * (from the body's schema: a required field dropped, a wrong type, a string too long, extra fields,
 * nested huge arrays), multipart forms and CSV reports gone wrong, wrong content types, oversized
 * bodies, wrong methods and odd headers, signed in and signed out.
 *
 * Shared by server/routes/malformed-input.test.ts and scripts/probe-malformed.ts. Both send the
 * requests over real HTTP (`sendRequest`): an in-process inject would resolve `../` and drop what a
 * WHATWG URL drops before the server saw it. `problemWith` is the rule both judge answers by.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { apiPaths, CONTENT_VIEW_SOURCE_PARAM, SEARCH_TERM_PARAM } from '../../src/model/api-paths';
import { CATALOGUE_FILE_TYPE } from '../../src/model/catalogue-file';
import { LOGIN_NEXT_PARAM, ROUTE_PATTERNS, SEARCH_QUERY_PARAM, SID_PARAM } from '../../src/model/paths';
import {
  jsonBodies,
  oddText,
  OVERSIZED_BODY,
  percentEncode,
  RAW_SEGMENTS,
  strayBody,
  type BodyArbitraries,
  type JsonSchema,
  type RequestBody,
} from './malformed-bodies';
import { isApiPath } from '../routes/web-app';
import { catalogueBodies, csvBodies, multipartBodies } from './malformed-uploads';

interface ApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface ApiOperation {
  parameters?: ApiParameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, ApiOperation>>;
}

/** A route as the OpenAPI document names it: `GET /api/content/v3/{id}`. */
export interface DeclaredRoute {
  method: string;
  path: string;
}

export interface MalformedRequest {
  /** The route this request was made for: `GET /api/content/v3/{id}`. */
  route: string;
  /** Usually the route's; sometimes another (a wrong method). */
  method: string;
  /** Path and query exactly as sent: printable ASCII, which any HTTP client can send. */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Sent by the signed-in editor: the sender adds its credentials. */
  signedIn: boolean;
}

/** Fastify's `/api/content/v3/:id` (or `:id(^\d+).jpg`, with a pattern) as OpenAPI writes it: `/api/content/v3/{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z_]\w*)(\([^)]*\))?/g, '{$1}').replace(/\*$/, '{*}');

export const routeKey = ({ method, path }: DeclaredRoute) => `${method} ${path}`;

/** Every operation of the document, and HEAD for each GET (Fastify answers HEAD for every GET by itself). */
export function routesOfDocument(document: OpenApiDocument): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of Object.keys(operations)) {
      routes.push({ method: method.toUpperCase(), path });
      if (method === 'get' && !operations.head) routes.push({ method: 'HEAD', path });
    }
  }
  return routes;
}

/** The operation that describes a route: a HEAD is its GET. */
function operationOf(document: OpenApiDocument, { method, path }: DeclaredRoute): ApiOperation | undefined {
  const operations = document.paths[path];
  return operations?.[method.toLowerCase()] ?? (method === 'HEAD' ? operations?.get : undefined);
}

/** Query parameters the browser's pages read, for the page route (`/{*}`), which the document cannot name. */
const PAGE_QUERY_KEYS = [SEARCH_QUERY_PARAM, SID_PARAM, LOGIN_NEXT_PARAM, SEARCH_TERM_PARAM, CONTENT_VIEW_SOURCE_PARAM];

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'SEARCH'] as const;

/** A value the schema takes, or near it: what lets a request get past the router to the route's own checks. */
function validishText(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const choices: fc.Arbitrary<string>[] = [];
  if (schema?.enum) choices.push(fc.constantFrom(...schema.enum.map(String)));
  if (schema?.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    // Ids: the small ones are the seeded rows, so some requests find something.
    if (pattern.test('1')) choices.push(fc.integer({ min: 1, max: 40 }).map(String));
    try {
      choices.push(fc.stringMatching(pattern, { size: 'xsmall' }));
    } catch {
      // A pattern fast-check cannot generate from (\p{…}): the plain strings below will do.
    }
  }
  if (choices.length === 0) choices.push(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }));
  return fc.oneof(...choices);
}

/** One path segment: near what the route takes, or odd (encoded), or raw oddities sent as they are (`..`, `%00`, `%zz`). */
function segment(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: validishText(schema).map(percentEncode) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 4, arbitrary: oddText.map(percentEncode) },
  );
}

const FILE_NAMES = fc.constantFrom(
  'x.mp3',
  'x.png',
  'default.png',
  'index.html',
  'sw.js',
  '.env',
  '.git/config',
  'favicon.svg',
  'a'.repeat(300),
);

/** The rest of a path under a wildcard route (`/media/{*}`, `/{*}`): file names, traversals, page addresses. */
function restOfPath(prefix: string): fc.Arbitrary<string> {
  const segments = fc.array(fc.oneof(segment(undefined), FILE_NAMES), { minLength: 0, maxLength: 4 }).map((parts) => parts.join('/'));
  const traversal = fc.constantFrom(
    '../../../etc/passwd',
    '..%2f..%2fetc%2fpasswd',
    '%2e%2e/%2e%2e/package.json',
    '..\\..\\x',
    './.',
    '//x',
    '/',
  );
  if (prefix !== '/') return fc.oneof(segments, traversal, FILE_NAMES);
  // The pages: each route's pattern with odd parameters, and API-looking paths nobody declared.
  const pages = fc
    .constantFrom(...Object.values(ROUTE_PATTERNS))
    .chain((pattern) =>
      fc
        .tuple(...pattern.split('/').map((part) => (part.startsWith(':') ? segment({ pattern: '^[1-9][0-9]*$' }) : fc.constant(part))))
        .map((parts) => parts.join('/').replace(/^\//, '')),
    );
  const api = fc
    .tuple(fc.constantFrom('api', 'api/content', 'public/api', 'API', '%61pi/content', 'api/admin'), segments)
    .map(([a, b]) => `${a}/${b}`);
  return fc.oneof(
    { weight: 4, arbitrary: pages },
    { weight: 2, arbitrary: segments },
    { weight: 1, arbitrary: traversal },
    { weight: 1, arbitrary: api },
  );
}

/** The path of `route` with each `{param}` filled; `validOnly` keeps to values near what the route takes. */
function pathArbitrary(route: DeclaredRoute, operation: ApiOperation, validOnly: boolean): fc.Arbitrary<string> {
  const schemaOf = (name: string) => operation.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
  const parts = route.path.split(/(\{[^}]+\})/).filter(Boolean);
  return fc
    .tuple(
      ...parts.map((part, index) => {
        if (!part.startsWith('{')) return fc.constant(part);
        const name = part.slice(1, -1);
        const prefix = parts[index - 1] ?? '/';
        // Well formed: the home page under '/', a file name under '/media/' and '/assets/' (an empty rest is not their route).
        if (name === '*') return validOnly ? fc.constant(prefix === '/' ? '' : 'x.js') : restOfPath(prefix);
        return validOnly ? validishText(schemaOf(name)).map(percentEncode) : segment(schemaOf(name));
      }),
    )
    .map((filled) => filled.join(''));
}

/** Keys that try to reach Object.prototype through a query parser that builds nested objects. */
const POLLUTING_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  '__proto__.polluted',
  'hasOwnProperty',
  'toString',
  'valueOf',
];

const queryValue = fc.oneof(segment(undefined), fc.constant(''));

/** One known query parameter: left out, near valid, odd, too long, repeated, as an array, or a key without a value. */
function queryParameter(parameter: Pick<ApiParameter, 'name' | 'schema'>): fc.Arbitrary<string[]> {
  const key = percentEncode(parameter.name);
  const tooLong = 'x'.repeat((parameter.schema?.maxLength ?? 10_000) + 1);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<string[]>([]) },
    { weight: 3, arbitrary: validishText(parameter.schema).map((value): string[] => [`${key}=${percentEncode(value)}`]) },
    { weight: 3, arbitrary: queryValue.map((value): string[] => [`${key}=${value}`]) },
    { weight: 1, arbitrary: fc.constant<string[]>([`${key}=${tooLong}`]) },
    { weight: 1, arbitrary: fc.tuple(queryValue, queryValue).map(([a, b]): string[] => [`${key}=${a}`, `${key}=${b}`]) },
    { weight: 1, arbitrary: queryValue.map((value): string[] => [`${key}[]=${value}`, `${key}[0]=${value}`]) },
    { weight: 1, arbitrary: fc.constant<string[]>([key]) },
  );
}

/** A query string: the route's own parameters (each as queryParameter makes it) and a few others, in any order. */
function queryArbitrary(operation: ApiOperation, extraKeys: readonly string[]): fc.Arbitrary<string> {
  const known = [
    ...(operation.parameters ?? []).filter((parameter) => parameter.in === 'query'),
    ...extraKeys.map((name) => ({ name, schema: {} })),
  ];
  const extras = fc.array(
    fc.oneof(
      fc.tuple(fc.constantFrom(...POLLUTING_KEYS), queryValue).map(([key, value]) => `${key}=${value}`),
      fc.tuple(segment(undefined), queryValue).map(([key, value]) => `${key}=${value}`),
      fc.constantFrom('&&&', '=', '=x', '%', 'a=%zz', ';a=1', '?', 'a=1&a=2&a=3', `q=${'%FF'.repeat(2000)}`),
    ),
    { maxLength: 3 },
  );
  return fc
    .tuple(fc.tuple(...known.map(queryParameter)), extras)
    .chain(([pairs, more]) => fc.shuffledSubarray([...pairs.flat(), ...more], { minLength: pairs.flat().length + more.length }))
    .map((pairs) => pairs.join('&'));
}

const STATS_IMPORT_TYPES = ['text/csv', 'text/plain'];

/**
 * The routes that read their body as a stream, so the document names no body for them: their
 * bodies. A route added with a body the document cannot describe is added here.
 */
const STREAMED_BODIES: Record<string, () => BodyArbitraries> = {
  [`POST ${apiPaths.adminMedia}`]: multipartBodies,
  [`POST ${apiPaths.statsAdsRevenueImport}`]: () => {
    const bodies = STATS_IMPORT_TYPES.map(csvBodies);
    return { valid: bodies[0]!.valid, malformed: fc.oneof(...bodies.map((body) => body.malformed)) };
  },
  [`POST ${apiPaths.adminCatalogueImport}`]: () => {
    const bodies = [CATALOGUE_FILE_TYPE, 'text/plain'].map(catalogueBodies);
    return { valid: bodies[0]!.valid, malformed: fc.oneof(...bodies.map((body) => body.malformed)) };
  },
};
export const STREAMED_BODY_ROUTES = Object.keys(STREAMED_BODIES);

/** Body generators by the media type the document names. */
const DOCUMENTED_BODIES: Record<string, (schema: JsonSchema | undefined) => BodyArbitraries> = { 'application/json': jsonBodies };

/** A route's bodies; a route without one in the document gets a stray body now and then. A string says why there are none. */
function bodiesOf(route: DeclaredRoute, operation: ApiOperation): BodyArbitraries | string {
  const streamed = STREAMED_BODIES[routeKey(route)];
  if (streamed) return streamed();
  const content = operation.requestBody?.content;
  if (!content) {
    return {
      valid: fc.constant(undefined),
      malformed: fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: strayBody }),
    };
  }
  const bodies: BodyArbitraries[] = [];
  for (const [type, { schema }] of Object.entries(content)) {
    const maker = DOCUMENTED_BODIES[type.split(';', 1)[0]!.trim().toLowerCase()];
    if (!maker) return `no body generator for ${type}`;
    bodies.push(maker(schema));
  }
  return { valid: fc.oneof(...bodies.map((body) => body.valid)), malformed: fc.oneof(...bodies.map((body) => body.malformed)) };
}

/** Headers that change how a request is judged: what it accepts, ranges, validators, where it says it comes from. */
const ODD_HEADERS: Record<string, readonly string[]> = {
  accept: ['text/html', 'application/json', 'image/*', '*/*', '', 'text/html;q=0', 'garbage/'],
  'accept-encoding': ['br', 'gzip, deflate', 'identity;q=0, *;q=0', 'x-unknown', 'br;q=abc', ''],
  'accept-language': ['hi-IN,hi;q=0.9', '*', 'x'.repeat(2_000)],
  range: ['bytes=0-0', 'bytes=999999999-', 'bytes=5-1', 'bytes=abc', 'bytes=0-1,2-3,4-5', 'items=0-1', 'bytes=-0'],
  'if-none-match': ['*', 'W/"x"', 'garbage', '"a", "b"'],
  'if-modified-since': ['garbage', 'Thu, 01 Jan 2099 00:00:00 GMT', 'Thu, 01 Jan 1970 00:00:00 GMT'],
  origin: ['null', 'https://evil.example', 'not a url', 'http://localhost'],
  'sec-fetch-site': ['cross-site', 'same-site', 'same-origin', 'none', 'garbage'],
  'x-forwarded-for': ['garbage', '1.2.3.4, 5.6.7.8', '::1', '999.999.999.999'],
  'x-forwarded-host': ['evil.example', ''],
  'x-forwarded-proto': ['https', 'gopher'],
  host: ['evil.example', 'localhost:99999', '[::1]', 'xn--'],
  'content-encoding': ['gzip', 'br', 'deflate', 'identity', 'x-unknown'],
  expect: ['100-continue'],
  'user-agent': ['', 'x'.repeat(5_000), 'Googlebot/2.1 (+http://www.google.com/bot.html)'],
};

/** Only on signed-out requests: a signed-in one carries the sender's own credentials. */
const ODD_COOKIES = [
  'bs_admin=garbage',
  `bs_admin=${'A'.repeat(43)}`,
  'bs_admin=',
  'bs_admin=a; bs_admin=b',
  '%%%=%%%',
  `x=${'y'.repeat(6_000)}`,
];

const WRONG_CONTENT_TYPES = [
  ...['', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x', 'text/csv'],
  ...['application/json; charset=utf-16', 'application/json; charset=latin1', 'APPLICATION/JSON', 'application/json;', 'text/html'],
  ...['application/vnd.api+json', 'application/xml', '*/*', 'image/png', 'application/octet-stream', ';;;', 'application/json, text/plain'],
];

function headersArbitrary(): fc.Arbitrary<Record<string, string>> {
  const odd = fc
    .subarray(Object.keys(ODD_HEADERS), { maxLength: 3 })
    .chain((names) =>
      fc.tuple(...names.map((name) => fc.constantFrom(...ODD_HEADERS[name]!))).map((values) => names.map((name, i) => [name, values[i]!])),
    );
  return fc.oneof({ weight: 2, arbitrary: fc.constant({}) }, { weight: 3, arbitrary: odd.map((pairs) => Object.fromEntries(pairs)) });
}

interface RequestParts {
  method: string;
  path: string;
  query: string;
  body: RequestBody | undefined;
  /** Replaces the body's own Content-Type; '' removes it. */
  contentType: string | undefined;
  headers: Record<string, string>;
  cookie: string | undefined;
  signedIn: boolean;
}

function assemble(route: DeclaredRoute, parts: RequestParts): MalformedRequest {
  const headers: Record<string, string> = { ...parts.headers };
  const contentType = parts.contentType ?? parts.body?.contentType;
  if (contentType) headers['content-type'] = contentType;
  if (parts.cookie && !parts.signedIn) headers.cookie = parts.cookie;
  return {
    route: routeKey(route),
    method: parts.method,
    url: parts.query ? `${parts.path}?${parts.query}` : parts.path,
    headers,
    ...(parts.body ? { body: parts.body.bytes } : {}),
    signedIn: parts.signedIn,
  };
}

export interface RouteRequests {
  /** Mostly malformed requests, and now and then one near what the route takes. */
  arbitrary: fc.Arbitrary<MalformedRequest>;
  /** A request near what the route takes, the same every time: run first, so every route is reached at least once. */
  baseline: MalformedRequest;
}

/** The requests for one route, or why there are none (the route is not in the document, or takes a body nothing here can make). */
function requestsFor(route: DeclaredRoute, document: OpenApiDocument): RouteRequests | string {
  const operation = operationOf(document, route);
  if (!operation) return 'not in the OpenAPI document';
  const bodies = bodiesOf(route, operation);
  if (typeof bodies === 'string') return bodies;
  const pageKeys = route.path === '/{*}' ? PAGE_QUERY_KEYS : [];
  const wellFormed = fc.record({ path: pathArbitrary(route, operation, true), body: bodies.valid }).map(({ path, body }) =>
    assemble(route, {
      method: route.method,
      path,
      query: '',
      body,
      contentType: undefined,
      headers: {},
      cookie: undefined,
      signedIn: true,
    }),
  );
  const malformed = fc
    .record({
      method: fc.oneof({ weight: 6, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
      path: pathArbitrary(route, operation, false),
      query: fc.oneof({ weight: 1, arbitrary: fc.constant('') }, { weight: 3, arbitrary: queryArbitrary(operation, pageKeys) }),
      body: fc.oneof({ weight: 40, arbitrary: bodies.malformed }, { weight: 1, arbitrary: fc.constant(OVERSIZED_BODY) }),
      contentType: fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom(...WRONG_CONTENT_TYPES) },
      ),
      headers: headersArbitrary(),
      cookie: fc.option(fc.constantFrom(...ODD_COOKIES), { freq: 4 }).map((cookie) => cookie ?? undefined),
      signedIn: fc.boolean(),
    })
    .map((parts) => assemble(route, parts));
  const [baseline] = fc.sample(wellFormed, { numRuns: 1, seed: 1 });
  return { arbitrary: fc.oneof({ weight: 1, arbitrary: wellFormed }, { weight: 5, arbitrary: malformed }), baseline: baseline! };
}

/** The requests of every route, by `routeKey`; `missing` names the routes without (and why). */
export function requestsForRoutes(routes: readonly DeclaredRoute[], document: OpenApiDocument) {
  const generators = new Map<string, RouteRequests>();
  const missing: string[] = [];
  for (const route of routes) {
    const requests = requestsFor(route, document);
    if (typeof requests === 'string') missing.push(`${routeKey(route)}: ${requests}`);
    else generators.set(routeKey(route), requests);
  }
  return { generators, missing };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Decoded when it came compressed (the requests may ask for br, gzip or deflate). */
  body: Buffer;
}

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };

/** The body as sent before compression; as it came when it cannot be decoded (which the judge then sees). */
function decoded(bytes: Buffer, encoding: string | undefined): Buffer {
  const decode = DECODERS[(encoding ?? '').trim().toLowerCase()];
  if (!decode || bytes.length === 0) return bytes;
  try {
    return decode(bytes);
  } catch {
    return bytes;
  }
}

/**
 * Sends `request` to `base` (a new connection each time, so a connection the server closes after
 * one answer troubles no other request), with `credentials` when it is signed in. Resolves with the
 * answer, or `{ error }` when none came.
 */
export function sendRequest(
  base: URL,
  request: MalformedRequest,
  credentials: Record<string, string>,
  timeoutMs = 30_000,
): Promise<Answer | { error: string }> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Answer | { error: string }) => {
      if (!settled) resolve(outcome);
      settled = true;
    };
    const headers = { ...request.headers, ...(request.signedIn ? credentials : {}) };
    if (request.body) headers['content-length'] = String(request.body.length);
    let answered = false;
    try {
      const sent = http.request(
        { host: base.hostname, port: base.port, method: request.method, path: request.url, headers, agent: false, timeout: timeoutMs },
        (response) => {
          answered = true;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          // After an answer, the server may close before the body was all sent: the answer is what counts.
          response.on('close', () => {
            const body = decoded(Buffer.concat(chunks), response.headers['content-encoding']);
            settle({ status: response.statusCode ?? 0, headers: response.headers, body });
          });
        },
      );
      sent.on('timeout', () => sent.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      sent.on('error', (error) => {
        if (!answered) settle({ error: error.message });
      });
      sent.end(request.body);
    } catch (error) {
      settle({ error: `the client could not send it: ${(error as Error).message}` });
    }
  });
}

/** Whether a request's path is an API call's (`/api/…`, `/public/api/…`), as written: the rule the page route answers by. */
const isApiUrl = (url: string) => isApiPath(url.split('?', 1)[0]!);

/** A page a visitor can read: a whole HTML document with a title. */
const isReadablePage = (html: string) =>
  /^\s*<!doctype html>/i.test(html) && /<title>[^<]+<\/title>/i.test(html) && /<\/html>\s*$/i.test(html);

/**
 * What is wrong with an answer, or undefined. Never a 5xx. A refusal (4xx) says why as JSON with a
 * `message`; outside the API it may be a readable page instead (the site's 'Page not found').
 */
export function problemWith(request: MalformedRequest, answer: Answer): string | undefined {
  const { status } = answer;
  const type = String(answer.headers['content-type'] ?? '');
  if (status >= 500) return `answered ${status}: ${answer.body.subarray(0, 300).toString()}`;
  if (status < 400) return undefined;
  if (/^text\/html/i.test(type) && !isApiUrl(request.url)) {
    return request.method === 'HEAD' || isReadablePage(answer.body.toString())
      ? undefined
      : `answered ${status} with a page nobody can read`;
  }
  if (!/^application\/json/i.test(type)) return `answered ${status} as ${type || 'no type'}, not JSON { message }`;
  if (request.method === 'HEAD') return undefined;
  try {
    const { message } = JSON.parse(answer.body.toString()) as { message?: unknown };
    return typeof message === 'string' && message.trim() !== ''
      ? undefined
      : `answered ${status} without a message: ${answer.body.subarray(0, 200)}`;
  } catch {
    return `answered ${status} with a body that is not JSON: ${answer.body.subarray(0, 200)}`;
  }
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text);

/** A request in a line or two, for a report. */
export function describeRequest(request: MalformedRequest): string {
  const body = request.body ? `, body (${request.body.length} bytes) ${JSON.stringify(clip(request.body.toString('latin1'), 200))}` : '';
  const who = request.signedIn ? 'signed in' : 'signed out';
  return `${request.method} ${clip(request.url, 300)} (for ${request.route}, ${who}), headers ${clip(JSON.stringify(request.headers), 400)}${body}`;
}

/** '2xx', '4xx', … */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * The traffic of `npm run bench:load` (scripts/bench-load.ts): what each phase's connections ask
 * for, and autocannon loading it. A module of its own so that an attack can be loaded from a process
 * of its own (bench-attack.ts): in one thread with the readers, the attacker's thousands of answers
 * a second would be the readers' lag, not the server's.
 */
import autocannon from 'autocannon';
import { randomBytes, randomInt } from 'node:crypto';
import type http from 'node:http';
import { apiPaths } from '../src/model/api-paths';
import { sharedListQuery } from '../src/model/favourites';
import { paths } from '../src/model/paths';
import { SESSION_COOKIE } from '../server/http/session';

export interface Phase {
  name: string;
  connections: number;
  seconds: number;
  /** Searches in the mix (database work), besides the page and its JSON call. */
  searches: boolean;
  /** The connections attack instead of reading (READER_CONNECTIONS read meanwhile). */
  attack?: 'forgedCookie' | 'newPages';
}

/** autocannon's default: an answer not there after this long counts as a timeout. */
const TIMEOUT_SECONDS = 10;

export interface PhaseResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers per status code. */
  statuses: Record<string, number>;
  /** Connection errors and timeouts, by their code ('timeout', 'ECONNRESET', …). */
  errors: Record<string, number>;
  /** 503 and 429 answers that did not say when to come back. */
  shedWithoutRetryAfter: number;
}

const count = (tally: Record<string, number>, key: string) => void (tally[key] = (tally[key] ?? 0) + 1);

const SEARCH_WORDS = ['hanuman', 'हनुमान', 'ram', 'राम', 'krishna', 'aarti', 'shiv', 'ganesh', 'जय', 'chalisa', 'durga', 'om'];
let searches = 0;

/** The next search: the words of the library in changing pairs, each one asked for the first time. */
function aSearch(request: autocannon.Request): autocannon.Request {
  searches += 1;
  const term = `${SEARCH_WORDS[searches % SEARCH_WORDS.length]} ${SEARCH_WORDS[Math.floor(searches / SEARCH_WORDS.length) % SEARCH_WORDS.length]} ${searches}`;
  return { ...request, path: apiPaths.searchFor(term) };
}

/** A made-up session token, shaped like a real one (43 base64url characters): the server must look it up. */
const forgedCookie = () => `${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}`;

let newPages = 0;
/** A page never asked for before: a search for a new term, or a shared list with a new name. */
function aNewPage(request: autocannon.Request): autocannon.Request {
  newPages += 1;
  const path =
    newPages % 2
      ? `${paths.search}?${new URLSearchParams({ query: `ram ${newPages}` }).toString()}`
      : `${paths.myBhajans}?${sharedListQuery({ name: `Satsang ${newPages}`, contentIds: [1, 2, 3] })}`;
  return { ...request, path };
}

/**
 * Who asks, as the app reads it behind a load balancer (TRUST_PROXY=true): readers from addresses
 * of their own, as readers are (each request another one); an attacker from one address. The editor
 * and the probe ask from the machine itself.
 */
const ATTACKER_ADDRESS = '203.0.113.66';
const fromReaders = (request: autocannon.Request): autocannon.Request => ({
  ...request,
  headers: { ...request.headers, 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
});
const fromAttacker = (setup: (request: autocannon.Request) => autocannon.Request) => (request: autocannon.Request) => {
  const made = setup(request);
  return { ...made, headers: { ...made.headers, 'x-forwarded-for': ATTACKER_ADDRESS } };
};

/** What the phase's connections ask for, in turn: read (and search), or attack. */
export function requestsOf(phase: Phase, pagePath: string, jsonPath: string): autocannon.Request[] {
  if (phase.attack === 'forgedCookie') {
    const withForgedCookie = fromAttacker((request) => ({ ...request, headers: { ...request.headers, cookie: forgedCookie() } }));
    return [
      { method: 'GET', path: pagePath, headers: { accept: 'text/html' }, setupRequest: withForgedCookie },
      { method: 'GET', path: jsonPath, headers: { accept: 'application/json' }, setupRequest: withForgedCookie },
    ];
  }
  if (phase.attack === 'newPages') {
    return [{ method: 'GET', path: paths.search, headers: { accept: 'text/html' }, setupRequest: fromAttacker(aNewPage) }];
  }
  return [
    { method: 'GET', path: pagePath, headers: { accept: 'text/html' }, setupRequest: fromReaders },
    { method: 'GET', path: jsonPath, headers: { accept: 'application/json' }, setupRequest: fromReaders },
    // A search of its own each time: never an answer kept in memory, always a database query.
    ...(phase.searches
      ? [{ method: 'GET' as const, path: apiPaths.search, setupRequest: (request: autocannon.Request) => fromReaders(aSearch(request)) }]
      : []),
  ];
}

/** Loads `requests` in turn on `base` over `connections` for `seconds`, and tallies what came back. */
export async function load(base: string, requests: autocannon.Request[], connections: number, seconds: number): Promise<PhaseResult> {
  let shedWithoutRetryAfter = 0;
  const onResponse = (status: number, _body: string, _context: object, headers: http.IncomingHttpHeaders | undefined) => {
    if (status !== 503 && status !== 429) return;
    if (!Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'retry-after')) shedWithoutRetryAfter++;
  };
  const errors: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        timeout: TIMEOUT_SECONDS,
        requests: requests.map((request) => ({ ...request, onResponse })),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('reqError', (error: Error) => {
      const code = (error as Error & { code?: string }).code;
      count(errors, code ?? (/timed out/.test(error.message) ? 'timeout' : error.message));
    });
  });
  const statuses: Record<string, number> = {};
  for (const [status, { count: n }] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = Number(n);
  return {
    // Answers over the run's length (autocannon's own average of per-second samples misleads when
    // thousands of connections open at once).
    requestsPerSecond: Object.values(statuses).reduce((sum, n) => sum + n, 0) / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    statuses,
    errors,
    shedWithoutRetryAfter,
  };
}

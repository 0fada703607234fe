/**
 * `POST /csp-report`: where browsers say what the pages' Content-Security-Policy blocked
 * (http/security-headers.ts), in either of the two forms they use: `application/csp-report`
 * (report-uri: `{ "csp-report": { … } }`) and `application/reports+json` (report-to: a list of
 * `{ type: "csp-violation", body: { … } }`). Each violation is one warning in the log, with what was
 * blocked, by which directive, on which page: a blocked script is either an attack that failed or a
 * part of the site the policy forgot, and both want a look.
 *
 * Anyone can send reports, so they cost little: a small body, at most CSP_REPORTS_PER_MINUTE
 * logged per instance a minute (beyond: 429 with Retry-After, nothing logged), every field cut short.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, HttpError } from '../http/errors';
import { cacheNever } from '../http/caching';
import { CSP_REPORT_PATH } from '../http/security-headers';

/** Reports logged a minute per instance: enough to see a problem, too few to fill the log. */
export const CSP_REPORTS_PER_MINUTE = 60;
/** A report is a few hundred bytes; a page with many violations sends several in one list. */
const REPORT_BODY_LIMIT = 16 * 1024;
const MINUTE_MS = 60_000;
/** The longest value of a field that goes into the log. */
const FIELD_MAX = 200;

const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

/** A violation as both forms name it (report-uri's kebab-case, report-to's camelCase), cut short. */
function describeViolation(raw: Record<string, unknown>): Record<string, string> {
  const pick = (...names: string[]) => {
    const value = names.map((name) => raw[name]).find((v) => v !== undefined && v !== null);
    return value === undefined ? '' : String(value).slice(0, FIELD_MAX);
  };
  return {
    page: pick('document-uri', 'documentURL'),
    directive: pick('effective-directive', 'effectiveDirective', 'violated-directive'),
    blocked: pick('blocked-uri', 'blockedURL'),
    source: pick('source-file', 'sourceFile'),
    line: pick('line-number', 'lineNumber'),
    sample: pick('script-sample', 'sample'),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The violations in a report of either form (anything else: none). */
function violationsOf(body: unknown): Record<string, string>[] {
  if (isObject(body) && isObject(body['csp-report'])) return [describeViolation(body['csp-report'])];
  if (!Array.isArray(body)) return [];
  return body
    .filter((report) => isObject(report) && report.type === 'csp-violation' && isObject(report.body))
    .map((report) => describeViolation(report.body));
}

export const cspReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(REPORT_TYPES, { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, 'Invalid body: a CSP report is JSON'), undefined);
    }
  });

  let windowStart = 0;
  let logged = 0;
  app.post(
    CSP_REPORT_PATH,
    { bodyLimit: REPORT_BODY_LIMIT, schema: { body: z.unknown(), response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      const now = Date.now();
      if (now - windowStart >= MINUTE_MS) {
        windowStart = now;
        logged = 0;
      }
      const violations = violationsOf(request.body);
      if (logged + violations.length > CSP_REPORTS_PER_MINUTE) {
        const retryAfter = Math.ceil((windowStart + MINUTE_MS - now) / 1000);
        throw new HttpError(429, 'Too many reports; send them later.', { headers: { 'retry-after': String(retryAfter) } });
      }
      logged += violations.length;
      for (const violation of violations) request.log.warn({ violation }, 'a Content-Security-Policy violation was reported');
      return cacheNever(reply.code(204)).send(null);
    },
  );
};

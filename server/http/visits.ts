/**
 * Recording a visitor event for a request: the one place routes go through, so what every event
 * carries about the visitor is decided here: the address (request.ip, the client's behind a trusted
 * proxy) and the user agent, which the recorder keeps in memory only and writes as a daily-salted
 * hash (services/visitor-hash.ts).
 *
 * Not every request is a visit: HEAD requests (link checkers, probes), crawlers and link
 * previewers (which now get whole pages), and the server's own calls while it renders a page (the
 * page records its visit itself, once) are not counted.
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { isRenderCall } from './render-call';
import type { EventRecorder, VisitorEvent } from '../services/events';
import type { Visitor } from '../services/visitor-hash';

/**
 * User agents of search engines, link previews (WhatsApp, Facebook, X, Telegram, Slack, …) and
 * page auditors. Narrow on purpose: readers' phones must not match (a CUBOT phone, Telegram's or
 * WhatsApp's own browsers), so a bare "bot" is not enough, only a robot's name with a version
 * ("Googlebot/2.1") or one of the previewers by name.
 */
const NOT_A_READER =
  /bot\/|bot-|crawl|spider|slurp|facebookexternalhit|facebookcatalog|whatsapp\/|telegrambot|twitterbot|discordbot|slackbot|skypeuripreview|embedly|chrome-lighthouse|pagespeed/i;

export function isAutomatedAgent(userAgent: string | undefined): boolean {
  return userAgent !== undefined && NOT_A_READER.test(userAgent);
}

/** Whether a request of this method and these headers is a reader's visit. */
export function isVisit(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  if (method === 'HEAD') return false;
  if (isRenderCall(headers)) return false;
  return !isAutomatedAgent(headers['user-agent']);
}

export type VisitEvent = Omit<VisitorEvent, 'visitor' | 'at'>;

/** A request as a visit needs it: a Fastify request, or a raw one with the client's address worked out. */
interface VisitRequest {
  method: string | undefined;
  headers: IncomingHttpHeaders;
  address: string;
}

/** Who made this request, when it is a reader's visit (see isVisit); undefined when it is not one. */
function visitorOf(request: VisitRequest): Visitor | undefined {
  if (!isVisit(request.method, request.headers)) return undefined;
  return { address: request.address, userAgent: request.headers['user-agent'] ?? '' };
}

const visitRequestOf = (request: FastifyRequest): VisitRequest => ({
  method: request.method,
  headers: request.headers,
  address: request.ip,
});

/** Records `event` for this request, when it is a reader's visit (see isVisit). */
export function recordVisitOf(events: EventRecorder, request: VisitRequest, event: VisitEvent): void {
  const visitor = visitorOf(request);
  if (visitor) events.record({ ...event, visitor });
}

/** Records a visit for a raw request (one answered from memory, before Fastify: see app.ts). */
export type RawVisits = (request: IncomingMessage, event: VisitEvent) => void;

export function recordVisit(events: EventRecorder, request: FastifyRequest, event: VisitEvent): void {
  recordVisitOf(events, visitRequestOf(request), event);
}

/**
 * Records these events of a request (when it is a reader's visit) and resolves once they are
 * committed: for the counting calls, whose answer says the count is kept. Rejects with
 * EventsNotRecorded when they were not written.
 */
export async function recordVisitsDurably(events: EventRecorder, request: FastifyRequest, visits: readonly VisitEvent[]): Promise<void> {
  const visitor = visitorOf(visitRequestOf(request));
  if (visitor) await events.recordDurably(visits.map((visit) => ({ ...visit, visitor })));
}

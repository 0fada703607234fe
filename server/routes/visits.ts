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
import type { FastifyRequest } from 'fastify';
import { isRenderCall } from '../http/render-call';
import type { EventRecorder, VisitorEvent } from '../services/events';

/** User agents of search engines, link previews (WhatsApp, Facebook, X, …) and page auditors. */
const NOT_A_READER =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|facebookcatalog|whatsapp|telegram|embedly|preview|chrome-lighthouse|pagespeed|headlesschrome.*lighthouse/i;

export function isAutomatedAgent(userAgent: string | undefined): boolean {
  return userAgent !== undefined && NOT_A_READER.test(userAgent);
}

/** Whether a request of this method and these headers is a reader's visit. */
export function isVisit(method: string, headers: FastifyRequest['headers']): boolean {
  if (method === 'HEAD') return false;
  if (isRenderCall(headers)) return false;
  return !isAutomatedAgent(headers['user-agent']);
}

/** Records `event` for this request, when it is a reader's visit (see isVisit). */
export function recordVisit(events: EventRecorder, request: FastifyRequest, event: Omit<VisitorEvent, 'visitor' | 'at'>): void {
  if (!isVisit(request.method, request.headers)) return;
  events.record({ ...event, visitor: { address: request.ip, userAgent: request.headers['user-agent'] ?? '' } });
}

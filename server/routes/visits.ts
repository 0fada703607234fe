/**
 * Recording a visitor event for a request: the one place routes go through, so what every event
 * carries about the visitor is decided here: the address (request.ip, the client's behind a trusted
 * proxy) and the user agent, which the recorder keeps in memory only and writes as a daily-salted
 * hash (services/visitor-hash.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { EventRecorder, VisitorEvent } from '../services/events';

/** Records `event` for this request; HEAD requests (link checkers, probes) are not visits. */
export function recordVisit(events: EventRecorder, request: FastifyRequest, event: Omit<VisitorEvent, 'visitor' | 'at'>): void {
  if (request.method === 'HEAD') return;
  events.record({ ...event, visitor: { address: request.ip, userAgent: request.headers['user-agent'] ?? '' } });
}

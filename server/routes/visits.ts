/**
 * Recording a visitor event for a request: the one place routes go through, so what every event
 * carries about the visitor is decided here (the statistics work adds the daily-salted visitor hash).
 */
import type { FastifyRequest } from 'fastify';
import type { EventRecorder, VisitorEvent } from '../services/events';

/** Records `event` for this request; HEAD requests (link checkers, probes) are not visits. */
export function recordVisit(events: EventRecorder, request: FastifyRequest, event: Omit<VisitorEvent, 'visitorHash'>): void {
  if (request.method === 'HEAD') return;
  events.record(event);
}

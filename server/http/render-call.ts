/**
 * The server renderer's own API calls (services/page-render.ts) carry this header with a value that
 * only this process knows, so that no visitor can send it: they are not a visitor's calls, and are
 * not counted as visits (routes/visits.ts).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export const RENDER_CALL_HEADER = 'x-bhajan-render-call';
export const RENDER_CALL_TOKEN = randomUUID();

export function isRenderCall(headers: IncomingHttpHeaders): boolean {
  return headers[RENDER_CALL_HEADER] === RENDER_CALL_TOKEN;
}

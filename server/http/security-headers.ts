/**
 * Headers every answer carries, so that the site cannot be turned against its readers and editors:
 * no other site may frame it (clickjacking of the admin area), browsers must not guess types, a
 * link followed from here tells other sites only this site's origin, the powerful browser features
 * nobody here uses are off, and once a browser has reached the site over HTTPS it keeps to HTTPS.
 * The script-blocking Content-Security-Policy of pages is not here yet: only its frame-ancestors.
 */
import type { FastifyInstance } from 'fastify';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** A year: browsers keep to HTTPS that long after a visit (sent only on answers that came over HTTPS). */
export const HSTS = 'max-age=31536000';

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    // request.protocol is the visitor's behind a trusted proxy (TRUST_PROXY and X-Forwarded-Proto).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

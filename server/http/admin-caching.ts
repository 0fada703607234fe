/**
 * Caching of answers that depend on who asks. Some public reads answer a signed-in editor more
 * (hidden rows): those answers are private and never stored, and both kinds of answer say that they
 * vary by the Cookie header, so neither a browser nor a shared cache hands one to the other (an
 * editor who saw the home page signed out would otherwise get the cached visitors' list in the admin
 * area for a minute).
 */
import type { FastifyReply } from 'fastify';

/** Appends `Cookie` to the Vary header (compression appends Accept-Encoding later). */
export function varyByCookie(reply: FastifyReply): FastifyReply {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!list.some((name) => name.toLowerCase() === 'cookie')) list.push('Cookie');
  return reply.header('vary', list.join(', '));
}

/** An answer for the signed-in editor only: no cache may keep it. */
export function answerPrivately(reply: FastifyReply): FastifyReply {
  return varyByCookie(reply).header('cache-control', 'private, no-store');
}

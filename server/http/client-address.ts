/**
 * The client's address of a raw Node request, as Fastify's `request.ip` gives it for the same
 * trustProxy setting: the peer's address, or behind trusted proxies the address they say they
 * forwarded for. For requests answered before Fastify sees them (services/response-cache.ts).
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

export function clientAddressOf(trustProxy: boolean | string[]): (request: IncomingMessage) => string {
  if (trustProxy === false) return (request) => request.socket.remoteAddress ?? '';
  const trust = trustProxy === true ? () => true : proxyAddr.compile(trustProxy);
  return (request) => {
    const addresses = proxyAddr.all(request, trust);
    return addresses[addresses.length - 1] ?? '';
  };
}

import type { FastifyInstance } from 'fastify';

/**
 * Where this app answers on its own machine, once it listens: what a client
 * inside the process (the local seller) calls over real HTTP. A wildcard
 * address is reached through loopback. Null before listen().
 */
export function listeningOrigin(app: FastifyInstance): { baseUrl: string; port: number } | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? (address.family === 'IPv6' ? '::1' : '127.0.0.1') : address.address;
  return { baseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`, port: address.port };
}

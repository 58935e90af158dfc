// Requests made on this machine itself: the development inbox and the metrics page open only to them.
import net from 'node:net';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** The forwarding headers a reverse proxy adds; a request carrying one came through a proxy. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Whether the connection itself comes from this machine and was not relayed by a proxy: the
 * socket's peer address (never the forwarded `request.ip`) is loopback, and no forwarding header is
 * present (a proxy on the same machine connects from loopback on behalf of anyone).
 */
export function isDirectLoopback(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((h) => request.headers[h] !== undefined)) return false;
  const raw = request.raw.socket?.remoteAddress ?? '';
  const address = raw.startsWith('::ffff:') ? raw.slice(7) : raw;
  const family = net.isIP(address);
  return family !== 0 && LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

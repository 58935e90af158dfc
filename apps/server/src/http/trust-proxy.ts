import type { Config } from '../config';

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count becomes "trust the n addresses nearest the
 * server" (the socket's peer, then the right-most `X-Forwarded-For` entries, which the proxies
 * appended), so `request.ip` is the address the outermost trusted proxy saw; the left-most entries a
 * client writes are never believed. (Fastify itself trusts nobody when given a bare number.)
 * Addresses and CIDRs go to Fastify as they are: only those peers' forwarded entries are believed.
 */
export function trustProxyOption(
  setting: Config['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  if (setting === 0) return false;
  return (_address, hop) => hop < setting;
}

// A fetch for the addresses administrators give the server (an IdP's metadata, an OIDC issuer and
// the endpoints it names): https (http only where allowed), never to a private or loopback address.
// The host is resolved once, every address it has is checked, and the connection is pinned to
// those addresses (node:http's `lookup`), so a second answer of the DNS cannot move it elsewhere.
// Redirects are followed here, each hop checked again.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import net from 'node:net';
import zlib from 'node:zlib';
import { isPublicAddress } from './blocked-addresses';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** A host name's addresses (all of them). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export interface OutboundOptions {
  /** Loopback and private networks too: development and tests, whose IdPs run on 127.0.0.1. */
  allowPrivate: boolean;
  /** Plain http too (outside production). */
  allowHttp: boolean;
  /** The system's resolver unless given (tests name hosts without a DNS). */
  resolve?: Resolve;
  /** Which addresses are public: blocked-addresses.ts unless given (tests call a loopback one public). */
  isPublic?: (address: string) => boolean;
  maxRedirects?: number;
  /** The largest body read (bytes); a longer answer is refused. */
  maxBytes?: number;
  /** The whole request, redirects included, unless the caller's signal ends it sooner. */
  timeoutMs?: number;
}

export type OutboundRefusalReason = 'scheme' | 'private' | 'redirects' | 'too_large';

/** A request refused before (or instead of) reaching its address. */
export class OutboundRefused extends Error {
  constructor(
    readonly reason: OutboundRefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundRefused';
  }
}

export type OutboundFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

const systemResolve: Resolve = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/**
 * Where a URL may be fetched: its addresses, each checked. Refuses another scheme than https
 * (or http where allowed) and any private address among them.
 */
export async function checkOutboundUrl(url: URL, options: OutboundOptions): Promise<ResolvedAddress[]> {
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && options.allowHttp))
    throw new OutboundRefused('scheme', `${url.protocol} is not allowed for ${url.host}`);
  if (url.username || url.password) throw new OutboundRefused('scheme', 'credentials in the URL');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = net.isIP(host);
  const addresses: ResolvedAddress[] = family
    ? [{ address: host, family: family === 6 ? 6 : 4 }]
    : await (options.resolve ?? systemResolve)(host);
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  if (!options.allowPrivate) {
    const isPublic = options.isPublic ?? isPublicAddress;
    const inside = addresses.find((a) => !isPublic(a.address));
    if (inside) throw new OutboundRefused('private', `${host} is at ${inside.address}, not a public address`);
  }
  return addresses;
}

/** net.connect's lookup that answers only the addresses checked before. */
const pinnedTo =
  (addresses: ResolvedAddress[]): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };

interface Hop {
  url: URL;
  method: string;
  headers: Headers;
  body: Buffer | null;
}

const NULL_BODY = new Set([101, 103, 204, 205, 304]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function decoded(res: http.IncomingMessage): NodeJS.ReadableStream {
  const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return res.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return res.pipe(zlib.createInflate());
  if (encoding === 'br') return res.pipe(zlib.createBrotliDecompress());
  return res;
}

/** One request to addresses already checked; the whole answer read (up to maxBytes). */
function send(
  hop: Hop,
  addresses: ResolvedAddress[],
  maxBytes: number,
  signal: AbortSignal,
): Promise<Response> {
  const { url } = hop;
  const headers: Record<string, string> = {};
  hop.headers.forEach((value, key) => {
    headers[key] = value;
  });
  headers['accept-encoding'] ??= 'gzip, deflate, br';
  if (hop.body) headers['content-length'] = String(hop.body.length);
  const secure = url.protocol === 'https:';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return new Promise<Response>((resolve, reject) => {
    const req = (secure ? https : http).request({
      protocol: url.protocol,
      hostname: host,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: hop.method,
      headers,
      lookup: pinnedTo(addresses),
      // The certificate is checked against the host name, whatever address it was reached at.
      ...(secure && !net.isIP(host) ? { servername: host } : {}),
      agent: false,
      signal,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const body = decoded(res);
      body.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          req.destroy();
          reject(new OutboundRefused('too_large', `the answer of ${url.host} is over ${maxBytes} bytes`));
        } else chunks.push(chunk);
      });
      body.on('error', reject);
      res.on('error', reject);
      res.on('aborted', () => reject(new Error(`${url.host} closed the connection`)));
      body.on('end', () => {
        try {
          resolve(responseOf(res, body !== res, hop.method === 'HEAD' ? null : Buffer.concat(chunks), url));
        } catch (err) {
          // A status or header the Fetch API cannot hold.
          reject(err);
        }
      });
    });
    req.end(hop.body ?? undefined);
  });
}

function responseOf(
  res: http.IncomingMessage,
  decodedBody: boolean,
  body: Uint8Array<ArrayBuffer> | null,
  url: URL,
): Response {
  const status = res.statusCode ?? 502;
  const headers = new Headers();
  for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) {
    const name = res.rawHeaders[i]!.toLowerCase();
    // The body is given decoded, at its decoded length.
    if (decodedBody && (name === 'content-encoding' || name === 'content-length')) continue;
    headers.append(name, res.rawHeaders[i + 1]!);
  }
  const response = new Response(NULL_BODY.has(status) ? null : body, {
    status,
    statusText: res.statusMessage ?? '',
    headers,
  });
  Object.defineProperty(response, 'url', { value: url.href });
  return response;
}

/** The next hop of a redirect, as browsers make it (a 303, or a POST's 301/302, becomes a GET). */
function nextHop(hop: Hop, status: number, location: URL): Hop {
  const headers = new Headers(hop.headers);
  if (location.origin !== hop.url.origin) {
    headers.delete('authorization');
    headers.delete('cookie');
  }
  if (status === 303 || ((status === 301 || status === 302) && hop.method === 'POST')) {
    headers.delete('content-type');
    return { url: location, method: hop.method === 'HEAD' ? 'HEAD' : 'GET', headers, body: null };
  }
  return { ...hop, url: location, headers };
}

/** A fetch that goes only where the options allow (see the top of this file). */
export function createOutboundFetch(options: OutboundOptions): OutboundFetch {
  const maxRedirects = options.maxRedirects ?? 3;
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return async (input, init) => {
    const request = new Request(input, init);
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : null;
    let hop: Hop = { url: new URL(request.url), method: request.method, headers: request.headers, body };
    for (let redirects = 0; ; redirects++) {
      const addresses = await checkOutboundUrl(hop.url, options);
      const response = await send(hop, addresses, maxBytes, signal);
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || !location || request.redirect === 'manual') {
        if (redirects > 0) Object.defineProperty(response, 'redirected', { value: true });
        return response;
      }
      if (request.redirect === 'error') throw new TypeError(`${hop.url.host} redirected`);
      if (redirects >= maxRedirects)
        throw new OutboundRefused('redirects', `more than ${maxRedirects} redirects from ${request.url}`);
      hop = nextHop(hop, response.status, new URL(location, hop.url));
    }
  };
}

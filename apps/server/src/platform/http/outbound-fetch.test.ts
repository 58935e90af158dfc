// The guarded fetch: every private or special address refused, whether written in the URL, behind
// a name, or at the end of a redirect; the connection goes to the address that was checked.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './blocked-addresses';
import {
  checkOutboundUrl,
  createOutboundFetch,
  type OutboundOptions,
  OutboundRefused,
  type ResolvedAddress,
} from './outbound-fetch';

/** A resolver of made-up names (there is no DNS here), counting its calls. */
function namesResolver(names: Record<string, string[]>) {
  const calls: string[] = [];
  const resolve = async (host: string): Promise<ResolvedAddress[]> => {
    calls.push(host);
    const found = names[host];
    if (!found) throw new Error(`ENOTFOUND ${host}`);
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, calls };
}

const strict = (more: Partial<OutboundOptions> = {}): OutboundOptions => ({
  allowPrivate: false,
  allowHttp: true,
  ...more,
});

const refusal = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OutboundRefused);
  return (err as OutboundRefused).reason;
};

describe('the addresses no request goes to', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.5', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.254', 'private 172.16/12'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'this network'],
    ['0.1.2.3', 'this network'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata, in hex'],
    ['::ffff:10.0.0.5', 'IPv4-mapped private'],
    ['64:ff9b::a00:5', 'NAT64 of a private address'],
    ['not an address', 'not an IP address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('checking a URL before any connection', () => {
  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://127.0.0.1:5432',
    'http://10.0.0.5/admin',
    'http://[::1]/',
    'http://[::ffff:7f00:1]/',
    'http://0x7f000001/',
    'http://2130706433/',
    'http://localhost/',
  ])('refuses %s', async (url) => {
    expect(await refusal(checkOutboundUrl(new URL(url), strict()))).toBe('private');
  });

  it('refuses a name when any one of its addresses is private', async () => {
    const { resolve } = namesResolver({ 'idp.example.edu': ['93.184.216.34', '10.1.2.3'] });
    expect(await refusal(checkOutboundUrl(new URL('https://idp.example.edu/x'), strict({ resolve })))).toBe(
      'private',
    );
    const mapped = namesResolver({ 'v6.example.edu': ['::ffff:192.168.0.7'] });
    expect(
      await refusal(
        checkOutboundUrl(new URL('https://v6.example.edu/'), strict({ resolve: mapped.resolve })),
      ),
    ).toBe('private');
  });

  it('allows a name whose every address is public, and returns them', async () => {
    const { resolve } = namesResolver({ 'idp.example.edu': ['93.184.216.34', '2606:2800:220:1::1'] });
    const addresses = await checkOutboundUrl(
      new URL('https://idp.example.edu/metadata'),
      strict({ resolve }),
    );
    expect(addresses.map((a) => a.address)).toEqual(['93.184.216.34', '2606:2800:220:1::1']);
  });

  it('refuses plain http where it is not allowed, and other schemes always', async () => {
    const { resolve } = namesResolver({ 'idp.example.edu': ['93.184.216.34'] });
    const https = strict({ resolve, allowHttp: false });
    expect(await refusal(checkOutboundUrl(new URL('http://idp.example.edu/'), https))).toBe('scheme');
    expect(await refusal(checkOutboundUrl(new URL('ftp://idp.example.edu/'), strict({ resolve })))).toBe(
      'scheme',
    );
    expect(await refusal(checkOutboundUrl(new URL('file:///etc/passwd'), strict({ resolve })))).toBe(
      'scheme',
    );
  });

  it('allows loopback where private addresses are allowed (development and tests)', async () => {
    const open = { allowPrivate: true, allowHttp: true };
    expect(await checkOutboundUrl(new URL('http://127.0.0.1:4000/'), open)).toEqual([
      { address: '127.0.0.1', family: 4 },
    ]);
  });
});

describe('fetching', () => {
  let server: http.Server;
  let port: number;
  const seen: { url?: string; host?: string; method?: string; body: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        seen.push({ url: req.url, host: req.headers.host, method: req.method, body });
        const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to');
        if (req.url?.startsWith('/loop')) res.writeHead(302, { location: '/loop' }).end();
        else if (req.url === '/gz')
          res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync('x'.repeat(1000)));
        else if (to) res.writeHead(302, { location: to }).end();
        else res.writeHead(200, { 'content-type': 'text/plain' }).end(`hello ${req.method}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** 127.0.0.2 plays a public host here; every other address is classified as in production. */
  const standIn = (address: string) => address === '127.0.0.2' || isPublicAddress(address);

  it('connects to the address it checked, with the name as the Host', async () => {
    const { resolve, calls } = namesResolver({ 'idp.example.edu': ['127.0.0.2'] });
    const guarded = createOutboundFetch(strict({ resolve, isPublic: standIn }));
    const res = await guarded(`http://idp.example.edu:${port}/metadata`, {
      method: 'POST',
      body: new URLSearchParams({ a: '1' }),
    });
    expect(await res.text()).toBe('hello POST');
    expect(seen.at(-1)).toMatchObject({ host: `idp.example.edu:${port}`, body: 'a=1' });
    // Resolved once: no second lookup for the connection to answer differently.
    expect(calls).toEqual(['idp.example.edu']);
  });

  it('follows a redirect to a public address, and refuses one to a private address', async () => {
    const guarded = createOutboundFetch(strict({ isPublic: standIn }));
    const ok = await guarded(`http://127.0.0.2:${port}/?to=${encodeURIComponent('/landed')}`);
    expect(ok.status).toBe(200);
    expect(ok.redirected).toBe(true);
    expect(ok.url).toBe(`http://127.0.0.2:${port}/landed`);

    const before = seen.length;
    for (const target of [
      'http://169.254.169.254/latest/meta-data/',
      `http://127.0.0.1:${port}/`,
      'http://[::ffff:10.0.0.5]/admin',
    ]) {
      const url = `http://127.0.0.2:${port}/?to=${encodeURIComponent(target)}`;
      expect(await refusal(guarded(url))).toBe('private');
    }
    const { resolve } = namesResolver({ 'inside.example.edu': ['10.0.0.5'] });
    const named = createOutboundFetch(strict({ resolve, isPublic: standIn }));
    const url = `http://127.0.0.2:${port}/?to=${encodeURIComponent('http://inside.example.edu/')}`;
    expect(await refusal(named(url))).toBe('private');
    // Only the public first hops were asked.
    expect(seen.slice(before).every((s) => s.url?.startsWith('/?to='))).toBe(true);
  });

  it('follows at most three redirects', async () => {
    const guarded = createOutboundFetch(strict({ isPublic: standIn }));
    expect(await refusal(guarded(`http://127.0.0.2:${port}/loop`))).toBe('redirects');
  });

  it("gives a redirect back as it is when the caller follows none (openid-client's requests)", async () => {
    const guarded = createOutboundFetch(strict({ isPublic: standIn }));
    const res = await guarded(`http://127.0.0.2:${port}/?to=%2Flanded`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/landed');
  });

  it('refuses an answer over the size limit', async () => {
    const guarded = createOutboundFetch(strict({ isPublic: standIn, maxBytes: 4 }));
    expect(await refusal(guarded(`http://127.0.0.2:${port}/`))).toBe('too_large');
  });

  it('reads a compressed answer, its limit counted on what it becomes', async () => {
    const guarded = createOutboundFetch(strict({ isPublic: standIn }));
    expect(await (await guarded(`http://127.0.0.2:${port}/gz`)).text()).toBe('x'.repeat(1000));
    const small = createOutboundFetch(strict({ isPublic: standIn, maxBytes: 500 }));
    expect(await refusal(small(`http://127.0.0.2:${port}/gz`))).toBe('too_large');
  });

  it('refuses a loopback address unless private addresses are allowed', async () => {
    expect(await refusal(createOutboundFetch(strict())(`http://127.0.0.2:${port}/`))).toBe('private');
    const open = createOutboundFetch({ allowPrivate: true, allowHttp: true });
    expect((await open(`http://127.0.0.2:${port}/`)).status).toBe(200);
  });
});

import { Writable } from 'node:stream';
import { MESSAGES } from '@campus/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { GeoLookup } from '../platform/geo/geo-lookup';
import { registerErrorHandler } from './errors';
import { geoGatePlugin } from './geo-gate';
import { trustProxyOption } from './trust-proxy';

// Addresses and answers as recorded from the GeoLite2 data (see platform/geo/geo-lookup.test.ts).
const OKLAHOMA = '129.15.0.1';
const BERKELEY = '169.229.0.1';
const CAMBRIDGE_UK = '131.111.0.1';
const BERLIN = '141.20.0.1';
const BLOOMINGTON_IN = '129.79.0.1';
const UNLOCATED = '1.1.1.1';
const BROKEN = '203.0.113.9';

const answers: Record<string, ReturnType<GeoLookup['lookup']>> = {
  [OKLAHOMA]: { country: 'US', timeZone: 'America/Chicago' },
  [BERKELEY]: { country: 'US', timeZone: 'America/Los_Angeles' },
  [CAMBRIDGE_UK]: { country: 'GB', timeZone: 'Europe/London' },
  [BERLIN]: { country: 'DE', timeZone: 'Europe/Berlin' },
  [BLOOMINGTON_IN]: { country: 'US', timeZone: 'America/Indiana/Indianapolis' },
  // Answers for private addresses prove the gate never asks about them.
  '10.1.2.3': { country: 'DE', timeZone: 'Europe/Berlin' },
  '::ffff:192.168.1.4': { country: 'DE', timeZone: 'Europe/Berlin' },
};

const fakeLookup: GeoLookup = {
  lookup(ip) {
    if (ip === BROKEN) throw new Error('database unreadable');
    return answers[ip] ?? null;
  },
};

const logLines: { msg?: string; geoGate?: string }[] = [];

/** `trustProxy` is a TRUST_PROXY value, parsed as the server parses it. */
async function buildTinyApp(opts: { enabled: boolean; trustProxy?: string }): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'debug', stream },
    trustProxy: trustProxyOption(loadConfig({ TRUST_PROXY: opts.trustProxy }).TRUST_PROXY),
  });
  registerErrorHandler(app);
  await app.register(geoGatePlugin, { enabled: opts.enabled, lookup: fakeLookup });
  for (const url of [
    '/api/session',
    '/api/campuses',
    '/api/health',
    '/api/openapi.json',
    '/api/dev/mail',
    '/api/campus',
    '/api/auth/callback/google',
    '/feed',
  ]) {
    app.get(url, async () => ({ ok: true }));
  }
  await app.ready();
  return app;
}

const blocked = { error: { code: 'geo_blocked', message: MESSAGES.notFound.title } };

describe('geo gate', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTinyApp({ enabled: true });
  });
  afterAll(() => app.close());

  it.each<[string, string, string, Record<string, string>, number]>([
    ['US, matching zone', OKLAHOMA, '/api/session', { 'x-client-timezone': 'America/Chicago' }, 200],
    [
      'US, matching zone (Pacific)',
      BERKELEY,
      '/api/session',
      { 'x-client-timezone': 'America/Los_Angeles' },
      200,
    ],
    [
      'US, ICU alias of the zone',
      BLOOMINGTON_IN,
      '/api/session',
      { 'x-client-timezone': 'America/Indianapolis' },
      200,
    ],
    ['US, other zone', OKLAHOMA, '/api/session', { 'x-client-timezone': 'America/New_York' }, 403],
    ['US, no zone sent', OKLAHOMA, '/api/session', {}, 403],
    ['US, blank zone header', OKLAHOMA, '/api/session', { 'x-client-timezone': '  ' }, 403],
    ['UK address', CAMBRIDGE_UK, '/api/session', { 'x-client-timezone': 'Europe/London' }, 403],
    ['German address, US zone', BERLIN, '/api/session', { 'x-client-timezone': 'America/Chicago' }, 403],
    ['the campus list is gated', BERLIN, '/api/campuses', {}, 403],
    ['private IPv4', '10.1.2.3', '/api/session', {}, 200],
    ['IPv4-mapped private', '::ffff:192.168.1.4', '/api/session', {}, 200],
    ['loopback', '127.0.0.1', '/api/session', {}, 200],
    ['lookup throws', BROKEN, '/api/session', {}, 200],
    ['address not in the data', UNLOCATED, '/api/session', {}, 200],
    ['zone from the tz cookie', OKLAHOMA, '/api/session', { cookie: 'a=1; tz=America%2FChicago; b=2' }, 200],
    ['quoted tz cookie', OKLAHOMA, '/api/session', { cookie: 'tz="America/Chicago"' }, 200],
    ['wrong zone in the tz cookie', OKLAHOMA, '/api/session', { cookie: 'tz=Europe/Paris' }, 403],
    ['a cookie merely ending in tz', OKLAHOMA, '/api/session', { cookie: 'xtz=America/Chicago' }, 403],
    [
      'the header wins over the cookie',
      OKLAHOMA,
      '/api/session',
      { 'x-client-timezone': 'America/Chicago', cookie: 'tz=Europe/Paris' },
      200,
    ],
    ['exempt: health', BERLIN, '/api/health', {}, 200],
    ['exempt: OpenAPI document', BERLIN, '/api/openapi.json', {}, 200],
    ['exempt: dev tools', BERLIN, '/api/dev/mail', {}, 200],
    ['exempt: this site’s campus', BERLIN, '/api/campus', {}, 200],
    ['exempt: this site’s campus, with a query', BERLIN, '/api/campus?x=1', {}, 200],
    ['exempt: health, with a query', BERLIN, '/api/health?full=1', {}, 200],
    ['exempt: OAuth callback', BERLIN, '/api/auth/callback/google?code=x', {}, 200],
    ['not an API path', BERLIN, '/feed', {}, 200],
  ])('%s → %i', async (_name, remoteAddress, url, headers, status) => {
    const res = await app.inject({ method: 'GET', url, remoteAddress, headers });
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(res.json()).toEqual(blocked);
    else expect(res.json()).toEqual({ ok: true });
  });

  it('logs the reason at debug level', async () => {
    logLines.length = 0;
    await app.inject({ url: '/api/session', remoteAddress: CAMBRIDGE_UK });
    expect(logLines).toContainEqual(
      expect.objectContaining({ msg: 'geo gate', geoGate: 'not-us', level: 20 }),
    );
  });
});

describe('geo gate behind a proxy (TRUST_PROXY)', () => {
  const PROXY = '10.0.0.2';
  const fromBerlin = (forwardedFor: string, remoteAddress = PROXY) => ({
    url: '/api/session',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor, 'x-client-timezone': 'America/Chicago' },
  });

  it('judges the forwarded client address, not the proxy’s', async () => {
    const app = await buildTinyApp({ enabled: true, trustProxy: 'true' });
    const res = await app.inject({
      url: '/api/session',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': BERLIN, 'x-client-timezone': 'Europe/Berlin' },
    });
    await app.close();
    expect(res.statusCode).toBe(403);
  });

  // A client in Berlin writes an Oklahoma address; the proxy appends the address it really saw.
  it.each([
    ['true (one hop)', 'true', fromBerlin(`${OKLAHOMA}, ${BERLIN}`)],
    ['two hops', '2', fromBerlin(`${OKLAHOMA}, ${BERLIN}, 10.0.0.3`)],
    ['the proxy’s address', PROXY, fromBerlin(`${OKLAHOMA}, ${BERLIN}`)],
    ['the proxies’ CIDR', '10.0.0.0/8', fromBerlin(`${OKLAHOMA}, ${BERLIN}, 10.0.0.3`)],
    // Straight to the server, not through the listed proxy: the header is not believed at all.
    ['the proxy’s address, reached directly', PROXY, fromBerlin(OKLAHOMA, BERLIN)],
  ])('TRUST_PROXY=%s ignores the left-most entry a client wrote', async (_name, trustProxy, request) => {
    const app = await buildTinyApp({ enabled: true, trustProxy });
    const res = await app.inject(request);
    await app.close();
    expect(res.statusCode).toBe(403);
  });

  it('believes no forwarded entry with TRUST_PROXY=false', async () => {
    const app = await buildTinyApp({ enabled: true, trustProxy: 'false' });
    const res = await app.inject(fromBerlin(OKLAHOMA, BERLIN));
    await app.close();
    expect(res.statusCode).toBe(403);
  });
});

describe('geo gate switched off', () => {
  it('lets every request through', async () => {
    const app = await buildTinyApp({ enabled: false });
    const res = await app.inject({ url: '/api/session', remoteAddress: BERLIN });
    await app.close();
    expect(res.statusCode).toBe(200);
  });
});

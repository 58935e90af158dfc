import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

// The inbox holds every sign-in code and password-reset link: reading it is taking over accounts.
const notFound = (url: string) => ({ error: { code: 'not_found', message: `Route GET ${url} not found` } });

describe('the dev inbox with NODE_ENV unset (development, as `npm start` runs)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ NODE_ENV: undefined, DEV_INBOX: undefined, TRUST_PROXY: 'true' });
  });

  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('serves this machine (%s)', async (ip) => {
    for (const url of ['/api/dev/mail', '/dev/mail']) {
      const res = await t.request('localhost', { method: 'GET', url, remoteAddress: ip });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it.each([
    ['another machine', '203.0.113.5', {}],
    ['a private address', '10.0.0.7', {}],
    // A proxy on this machine connects from loopback on behalf of anyone.
    ['a proxy on this machine', '127.0.0.1', { 'x-forwarded-for': '203.0.113.5' }],
    ['a proxy using Forwarded', '127.0.0.1', { forwarded: 'for=203.0.113.5' }],
    ['a proxy using X-Real-IP', '::1', { 'x-real-ip': '203.0.113.5' }],
    // With TRUST_PROXY this makes request.ip 127.0.0.1; the socket's address is what counts.
    ['a forged loopback X-Forwarded-For', '203.0.113.5', { 'x-forwarded-for': '127.0.0.1' }],
  ])('answers 404 to %s', async (_name, ip, headers) => {
    for (const url of ['/api/dev/mail', '/dev/mail']) {
      const res = await t.request('localhost', {
        method: 'GET',
        url: `${url}?to=someone%40ou.edu`,
        remoteAddress: ip,
        headers,
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(notFound(url));
    }
  });
});

describe('the dev inbox in production', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({
      NODE_ENV: 'production',
      DEV_INBOX: undefined,
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
  });

  it.each(['127.0.0.1', '203.0.113.5'])('is not there, even for %s', async (ip) => {
    for (const url of ['/api/dev/mail', '/dev/mail']) {
      const res = await t.request('localhost', { method: 'GET', url, remoteAddress: ip });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

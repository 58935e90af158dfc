import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../modules/rate-limits/limits';
import { post } from '../test/accounts-helpers';
import { createTestContext, type TestContext } from '../test/test-app';

const PROXY = '10.0.0.2';
const CLIENT = '203.0.113.50';

/** One e-mail check through the proxy, with a fresh made-up left-most X-Forwarded-For entry. */
function checkEmail(t: TestContext, i: number, forwardedFor = `198.51.100.${i % 250}, ${CLIENT}`) {
  return t.request('ou', {
    method: 'POST',
    url: '/api/accounts/check-email',
    payload: { email: `nobody${i}@ou.edu` }, // one address each: only the per-IP rule is under test
    remoteAddress: PROXY,
    headers: { origin: 'http://ou.localhost:3000', 'x-forwarded-for': forwardedFor },
  });
}

async function limitKeys(t: TestContext): Promise<string[]> {
  const { rows } = await t.pool.query(
    `select key from rate_limits where key like 'check-email:ip:%' order by key`,
  );
  return rows.map((r) => r.key);
}

describe('TRUST_PROXY=true (one hop)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ TRUST_PROXY: 'true' });
  });

  it('counts per-address limits against the address the proxy saw, whatever the client writes', async () => {
    const max = LIMITS.checkEmailPerIp.max;
    for (let i = 0; i < max; i++) expect((await checkEmail(t, i)).statusCode).toBe(200);
    expect((await checkEmail(t, max)).statusCode).toBe(429);
    expect(await limitKeys(t)).toEqual([`check-email:ip:${CLIENT}`]);
  });
});

describe('TRUST_PROXY as the proxy’s addresses', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ TRUST_PROXY: '10.0.0.0/24' });
  });

  it('believes the entries the listed proxies appended, and nothing a direct client writes', async () => {
    expect((await checkEmail(t, 1, `198.51.100.1, ${CLIENT}, 10.0.0.9`)).statusCode).toBe(200);
    const direct = await post(
      t,
      'ou',
      '/api/accounts/check-email',
      { email: 'x@ou.edu' },
      undefined,
      '192.0.2.77',
    );
    expect(direct.statusCode).toBe(200);
    await t.request('ou', {
      method: 'POST',
      url: '/api/accounts/check-email',
      payload: { email: 'x@ou.edu' },
      remoteAddress: '192.0.2.78',
      headers: { origin: 'http://ou.localhost:3000', 'x-forwarded-for': '198.51.100.9' },
    });
    expect(await limitKeys(t)).toEqual([
      'check-email:ip:192.0.2.77',
      'check-email:ip:192.0.2.78',
      `check-email:ip:${CLIENT}`,
    ]);
  });
});

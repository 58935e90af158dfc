import { beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, post } from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { LIMITS } from '../rate-limits/limits';

// The spec's messages tell a known address from an unknown one (check-email, login, forgot password,
// register), so each of those routes is limited per address and per IP (docs/deviations.md).

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const routes = [
  {
    url: '/api/accounts/check-email',
    body: (email: string) => ({ email }),
    perEmail: LIMITS.checkEmailPerEmail,
    perIp: LIMITS.checkEmailPerIp,
  },
  {
    url: '/api/accounts/login',
    body: (email: string) => ({ email, password: 'secret123' }),
    perEmail: LIMITS.loginPerEmail,
    perIp: LIMITS.loginPerIp,
  },
  {
    url: '/api/accounts/password/forgot',
    body: (email: string) => ({ email }),
    perEmail: LIMITS.resetSendsPerEmail,
    perIp: LIMITS.resetSendsPerIp,
  },
  {
    url: '/api/accounts/register',
    body: (email: string) => ({ email, fullName: 'Probe Person', password: 'secret123', acceptTerms: true }),
    perEmail: LIMITS.registerPerEmail,
    perIp: LIMITS.registerPerIp,
  },
];

describe.each(routes)('$url', (route) => {
  it('is limited per address, whatever the IP', async () => {
    const email = freshEmail('probe');
    for (let i = 0; i < route.perEmail.max; i++) await post(t, 'ou', route.url, route.body(email));
    const res = await post(t, 'ou', route.url, route.body(email));
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('too_many_attempts');
  });

  it('is limited per IP, whatever the address', async () => {
    const ip = `10.77.${routes.indexOf(route)}.1`;
    for (let i = 0; i < route.perIp.max; i++)
      await post(t, 'ou', route.url, route.body(freshEmail()), undefined, ip);
    const res = await post(t, 'ou', route.url, route.body(freshEmail()), undefined, ip);
    expect(res.statusCode).toBe(429);
    // Up to 30 registrations, each hashing a password (scrypt): 20 s was missed on a loaded machine.
  }, 60_000);
});

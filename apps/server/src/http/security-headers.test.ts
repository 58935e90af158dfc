import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { helmetHeaders } from './security-headers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

describe('security headers', () => {
  it('are on API answers, errors included', async () => {
    for (const url of ['/api/health', '/api/feed', '/api/no-such-route']) {
      const res = await t.request('ou', { method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("connect-src 'self' ws: wss:");
      expect(res.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('are what helmet sets, HSTS and upgrade-insecure-requests only when asked', () => {
    const production = helmetHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: [] } },
      strictTransportSecurity: true,
    });
    expect(production['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(production['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(production['x-powered-by']).toBeUndefined();
    const plain = helmetHeaders({ strictTransportSecurity: false });
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(plain['cross-origin-opener-policy']).toBe('same-origin');
  });
});

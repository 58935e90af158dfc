import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

describe('GET /api/health', () => {
  it('reports the database up, on any host', async () => {
    for (const site of ['localhost', 'ou', 'unknown-campus']) {
      const res = await t.request(site, { method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: 'up' });
    }
  });

  it('answers an unknown API route with the error shape', async () => {
    const res = await t.request('ou', { method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.request('localhost', { method: 'GET', url: '/api/openapi.json' });
    expect(res.json().paths['/api/campus']).toBeDefined();
  });
});

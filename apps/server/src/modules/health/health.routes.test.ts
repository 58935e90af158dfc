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

  it('answers liveness and readiness (database and file storage up, not shutting down)', async () => {
    expect((await t.request('ou', { method: 'GET', url: '/api/health/live' })).json()).toEqual({
      status: 'ok',
    });
    const ready = await t.request('ou', { method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up', storage: 'up', shuttingDown: false });
  });

  it('answers readiness 503 with the storage down, and liveness still 200', async () => {
    const s3Down = await createTestContext({
      STORAGE: 's3',
      S3_BUCKET: 'campus-media',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'x',
      S3_SECRET_ACCESS_KEY: 'y',
    });
    const ready = await s3Down.request('ou', { method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not ready', database: 'up', storage: 'down' });
    expect((await s3Down.request('ou', { method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('answers readiness 503 once the shutdown has begun', async () => {
    const closing = await createTestContext();
    closing.app.beginShutdown();
    const ready = await closing.request('ou', { method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', database: 'up', storage: 'up', shuttingDown: true });
    expect((await closing.request('ou', { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
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

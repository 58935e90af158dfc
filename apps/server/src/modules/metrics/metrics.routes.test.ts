import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let guarded: TestContext;
let production: TestContext;
const TOKEN = 'metrics-token-0123456789';
beforeAll(async () => {
  t = await createTestContext();
  guarded = await createTestContext({ METRICS_TOKEN: TOKEN });
  production = await createTestContext({
    NODE_ENV: 'production',
    PAYMENTS_ALLOW_LOCAL_IN_PRODUCTION: 'true',
  });
  await t.jobs.start();
});
afterAll(async () => {
  await t.jobs.stop(1000);
});

const metrics = (ctx: TestContext, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: { host: 'localhost', ...headers },
    remoteAddress,
  });

/** The value of one sample line, e.g. `jobs{queue="ad-expiry",state="completed"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('answers Prometheus text: latency by route, the pool, the event loop, jobs by state, sockets', async () => {
    await t.request('ou', { method: 'GET', url: '/api/health' });
    await t.jobs.send('ad-expiry');
    await expect
      .poll(async () => sample((await metrics(t)).body, 'jobs{queue="ad-expiry",state="completed"}'), {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(1);

    const res = await metrics(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/health"/,
    );
    expect(sample(text, 'db_pool_max_connections')).toBe(t.config.DB_POOL_SIZE);
    expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe(0);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
    for (const queue of ['mail-delivery', 'ad-expiry', 'upload-cleanup']) {
      for (const state of ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'])
        expect(sample(text, `jobs{queue="${queue}",state="${state}"}`)).toBeTypeOf('number');
    }
    expect(sample(text, 'websocket_connections')).toBe(0);
  });

  it('without a token, answers only a request made directly from this machine', async () => {
    expect((await metrics(t, {}, '203.0.113.9')).statusCode).toBe(404);
    expect((await metrics(t, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
  });

  it('never answers in production without a token', async () => {
    expect((await metrics(production)).statusCode).toBe(404);
  });

  it('with METRICS_TOKEN, answers only the bearer of the token, from anywhere', async () => {
    expect((await metrics(guarded)).statusCode).toBe(401);
    expect((await metrics(guarded, { authorization: 'Bearer wrong-token-0123456789' })).statusCode).toBe(401);
    const res = await metrics(guarded, { authorization: `Bearer ${TOKEN}` }, '203.0.113.9');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_request_duration_seconds');
  });
});

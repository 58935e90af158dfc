import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePayments } from '../../platform/payments/stripe-provider';
import { send, startBoost } from '../../test/ads-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret';

/** A stand-in for Stripe's API that records what the SDK sends. */
interface Recorded {
  method: string;
  path: string;
  params: URLSearchParams;
  auth: string | undefined;
  idempotencyKey: string | undefined;
}
const recorded: Recorded[] = [];
const sessions = new Map<string, Record<string, unknown>>();
const fake = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    const path = (req.url ?? '').split('?')[0]!;
    recorded.push({
      method: req.method!,
      path,
      params: new URLSearchParams(body),
      auth: req.headers.authorization,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    });
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(JSON.stringify(json));
    };
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const params = new URLSearchParams(body);
      const id = `cs_test_${sessions.size + 1}`;
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        payment_status: 'unpaid',
        status: 'open',
        amount_total: Number(params.get('line_items[0][price_data][unit_amount]')),
        payment_intent: null,
        metadata: {
          adId: params.get('metadata[adId]'),
          postId: params.get('metadata[postId]'),
          userId: params.get('metadata[userId]'),
        },
      };
      sessions.set(id, session);
      return reply(200, session);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const params = new URLSearchParams(body);
      return reply(200, {
        id: `re_for_${params.get('payment_intent')}`,
        object: 'refund',
        amount: Number(params.get('amount')),
        payment_intent: params.get('payment_intent'),
        status: 'succeeded',
      });
    }
    const expire = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path);
    if (req.method === 'POST' && expire && sessions.has(expire[1]!))
      return reply(200, Object.assign(sessions.get(expire[1]!)!, { status: 'expired' }));
    const match = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && match && sessions.has(match[1]!)) return reply(200, sessions.get(match[1]!));
    return reply(404, { error: { type: 'invalid_request_error', message: 'No such resource' } });
  });
});

let t: TestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  t = await createTestContext({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
  });
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const markPaid = (id: string) =>
  Object.assign(sessions.get(id)!, {
    payment_status: 'paid',
    status: 'complete',
    payment_intent: `pi_${id}`,
  });

/** A signed event as Stripe would send it. */
function event(
  id: string,
  type: string,
  session: Record<string, unknown>,
  opts: { secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({ id, object: 'event', type, data: { object: session } });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? WEBHOOK_SECRET,
    timestamp: opts.timestamp,
  });
  return { payload, signature };
}

const deliver = (e: { payload: string; signature: string }) =>
  t.request('localhost', {
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload: e.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': e.signature },
  });

async function boosted(days = 3) {
  const owner = await poster(t);
  const item = await createPost(t, owner.jar, { text: doc('Couch') });
  const started = await startBoost(t, owner.jar, item.id, { days });
  const ad = async () => (await send(t, 'GET', `/api/ads/${started.adId}`, owner.jar)).json();
  const funds = async () =>
    (await send(t, 'GET', '/api/me/payments', owner.jar)).json().availableFunds as number;
  return { owner, item, ...started, ad, funds };
}

describe('Stripe Checkout', () => {
  it('creates a session with one usd line item of 500 × days, mode payment and return URLs with session_id', async () => {
    const { item, checkoutUrl, sessionId, ad } = await boosted(3);
    expect(checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const call = recorded.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')!;
    expect(call.auth).toBe('Bearer sk_test_123');
    const p = call.params;
    expect(p.get('mode')).toBe('payment');
    expect(p.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(p.get('line_items[0][price_data][product_data][name]')).toBe('Boost Post');
    expect(p.get('line_items[0][price_data][unit_amount]')).toBe('1500');
    expect(p.get('line_items[0][quantity]')).toBe('1');
    const origin = `http://ou.${new URL(t.config.PUBLIC_URL).host}`;
    expect(p.get('success_url')).toBe(
      `${origin}/post/${item.id}/boost/success?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(p.get('cancel_url')).toBe(
      `${origin}/post/${item.id}/boost/cancel?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(p.get('metadata[adId]')).toBe((await ad()).id);
  });

  it('activates the ad exactly once when the same webhook comes three times and out of order', async () => {
    const b = await boosted(2);
    const unpaid = { ...sessions.get(b.sessionId)! };
    const paid = markPaid(b.sessionId);
    // The later event (async payment succeeded) arrives first, then the earlier unpaid completion.
    expect((await deliver(event('evt_2', 'checkout.session.async_payment_succeeded', paid))).statusCode).toBe(
      200,
    );
    const first = await b.ad();
    expect(first.status).toBe('active');
    expect((await deliver(event('evt_1', 'checkout.session.completed', unpaid))).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      const res = await deliver(event('evt_3', 'checkout.session.completed', paid));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    await send(t, 'GET', `/api/boost/sessions/${b.sessionId}`, b.owner.jar);
    const after = await b.ad();
    expect(after).toMatchObject({
      status: 'active',
      startTime: first.startTime,
      endTimeAdjusted: first.endTimeAdjusted,
    });
    // Paid money is spent, not available funds.
    expect(await b.funds()).toBe(0);
    const { rows } = await t.pool.query(
      `select count(*)::int as n from payment_events where event_id like 'evt_%'`,
    );
    expect(rows[0].n).toBe(3);
    const sessionRow = await t.pool.query(
      'select payment_id from checkout_sessions where provider_session_id = $1',
      [b.sessionId],
    );
    expect(sessionRow.rows[0].payment_id).toBe(`pi_${b.sessionId}`);
  });

  it('refuses a bad, stale or tampered signature with 400 and changes nothing', async () => {
    const b = await boosted(1);
    const paid = markPaid(b.sessionId);
    const wrongSecret = event('evt_bad', 'checkout.session.completed', paid, { secret: 'whsec_other' });
    const stale = event('evt_stale', 'checkout.session.completed', paid, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const good = event('evt_tampered', 'checkout.session.completed', paid);
    const tampered = { payload: good.payload.replace('"paid"', '"paid" '), signature: good.signature };
    for (const e of [wrongSecret, stale, tampered, { payload: good.payload, signature: '' }]) {
      const res = await deliver(e);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('bad_signature');
    }
    expect((await b.ad()).status).toBe('checkout');
    expect(await b.funds()).toBe(0);
    const { rows } = await t.pool.query(
      `select count(*)::int as n from payment_events where event_id in ('evt_bad', 'evt_stale', 'evt_tampered')`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('the success page fulfils from the retrieved session when paid, and not before', async () => {
    const b = await boosted(1);
    const poll = async () => (await send(t, 'GET', `/api/boost/sessions/${b.sessionId}`, b.owner.jar)).json();
    expect(await poll()).toMatchObject({ adStatus: 'checkout', paid: false });
    markPaid(b.sessionId);
    expect(await poll()).toMatchObject({ adStatus: 'active', paid: true, postId: b.item.id });
    expect(await b.funds()).toBe(0);
    expect(
      recorded.some((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${b.sessionId}`),
    ).toBe(true);
  });

  it('cancel expires the open Stripe session before deleting the unpaid ad', async () => {
    const b = await boosted(1);
    const res = await send(t, 'POST', `/api/boost/sessions/${b.sessionId}/cancel`, b.owner.jar);
    expect(res.json()).toEqual({ postId: b.item.id, deleted: true });
    expect(
      recorded.some((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${b.sessionId}/expire`),
    ).toBe(true);
    expect(sessions.get(b.sessionId)!.status).toBe('expired');
  });

  it('refunds a payment in full through the SDK, with an idempotency key (a rejected ad)', async () => {
    const stripe = createStripePayments({
      secretKey: 'sk_test_123',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: t.config.STRIPE_API_BASE,
    });
    const refund = await stripe.refund({
      paymentId: 'pi_cs_test_9',
      amountCents: 1500,
      idempotencyKey: 'ad-reject-x',
    });
    expect(refund).toEqual({ id: 're_for_pi_cs_test_9' });
    const call = recorded.findLast((r) => r.method === 'POST' && r.path === '/v1/refunds')!;
    expect(call.auth).toBe('Bearer sk_test_123');
    expect(call.params.get('payment_intent')).toBe('pi_cs_test_9');
    expect(call.params.get('amount')).toBe('1500');
    expect(call.idempotencyKey).toBe('ad-reject-x');
  });
});

import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { nextIp, post } from './accounts-helpers';
import type { CookieJar } from './cookies';
import type { TestContext } from './test-app';

const originOf = (t: TestContext, site: string) => `http://${site}.${new URL(t.config.PUBLIC_URL).host}`;

/** Any method with a JSON body, the site's Origin and the jar's cookies. */
export function send(
  t: TestContext,
  method: 'GET' | 'PATCH' | 'DELETE' | 'POST' | 'PUT',
  url: string,
  jar?: CookieJar,
  body?: unknown,
  site = 'ou',
): Promise<LightMyRequestResponse> {
  return t.request(site, {
    method,
    url,
    remoteAddress: nextIp(),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    headers: { origin: originOf(t, site), ...(jar ? { cookie: jar.header } : {}) },
  });
}

/** Starts a boost of a post; returns the ad id, the checkout URL and the provider's session id. */
export async function startBoost(
  t: TestContext,
  jar: CookieJar,
  postId: string,
  body: Record<string, unknown> = {},
) {
  const res = await post(t, 'ou', `/api/posts/${postId}/boost`, { goal: 'message', days: 1, ...body }, jar);
  expect(res.statusCode, res.body).toBe(201);
  const { adId, checkoutUrl } = res.json() as { adId: string; checkoutUrl: string };
  return { adId, checkoutUrl, sessionId: new URL(checkoutUrl).pathname.split('/').pop()! };
}

/** Posts the local checkout's card form as a browser would. */
export function payLocal(
  t: TestContext,
  jar: CookieJar,
  sessionId: string,
  card: Record<string, string> = {},
) {
  const form = new URLSearchParams({
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/39',
    cvc: '123',
    name: 'Pat Poster',
    ...card,
  });
  return t.request('ou', {
    method: 'POST',
    url: `/pay/local/${sessionId}`,
    payload: form.toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: originOf(t, 'ou'),
      cookie: jar.header,
    },
  });
}

/** Boosts a post and pays through the local checkout; returns the ad id and session id. */
export async function boostAndPay(
  t: TestContext,
  jar: CookieJar,
  postId: string,
  body: Record<string, unknown> = {},
) {
  const started = await startBoost(t, jar, postId, body);
  const paid = await payLocal(t, jar, started.sessionId);
  expect(paid.statusCode, paid.body).toBe(303);
  return started;
}

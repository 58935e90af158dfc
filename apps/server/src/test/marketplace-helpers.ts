// The marketplace's steps for tests: "Is this still available?", status changes, a sale with a named
// buyer, ratings and saved searches.
import { expect } from 'vitest';
import { send } from './ads-helpers';
import type { CookieJar } from './cookies';
import type { TestContext } from './test-app';

type Member = { jar: CookieJar; user: { id: string; username: string } };

export const stillAvailable = (t: TestContext, jar: CookieJar | undefined, postId: string) =>
  send(t, 'POST', `/api/posts/${postId}/still-available`, jar, {});

export const setStatus = (
  t: TestContext,
  jar: CookieJar | undefined,
  postId: string,
  body: { status: string; buyerId?: string | null },
) => send(t, 'POST', `/api/posts/${postId}/status`, jar, body);

export const editPost = (t: TestContext, jar: CookieJar | undefined, postId: string, body: object) =>
  send(t, 'PATCH', `/api/posts/${postId}`, jar, body);

export const rate = (
  t: TestContext,
  jar: CookieJar | undefined,
  postId: string,
  body: { stars: number; comment?: string },
) => send(t, 'POST', `/api/posts/${postId}/ratings`, jar, body);

/** The buyer asks "Is this still available?", then the seller marks the post Sold to them. */
export async function sellTo(t: TestContext, seller: Member, buyer: Member, postId: string) {
  const asked = await stillAvailable(t, buyer.jar, postId);
  expect(asked.statusCode, asked.body).toBe(201);
  const sold = await setStatus(t, seller.jar, postId, { status: 'sold', buyerId: buyer.user.id });
  expect(sold.statusCode, sold.body).toBe(200);
  return sold.json();
}

/** The notifications of a member, newest first. */
export async function notificationsOf(t: TestContext, jar: CookieJar) {
  const res = await send(t, 'GET', '/api/notifications', jar);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().notifications as { type: string; message: string; postId: string | null }[];
}

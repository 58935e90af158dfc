// Offers' steps for tests: a seller's priced listing, an offer on it, answers and the handoff.
import { expect } from 'vitest';
import { send } from './ads-helpers';
import type { CookieJar } from './cookies';
import { createPost, doc, poster } from './posts-helpers';
import type { TestContext } from './test-app';

/** A seller (profile set up) and their listing at `dollars`; its id. */
export async function pricedListing(t: TestContext, dollars: number | null = 100, name = 'Sal Seller') {
  const seller = await poster(t, name);
  const postId = (await createPost(t, seller.jar, { text: doc('Road bike, barely used'), price: dollars }))
    .id as string;
  return { seller, postId };
}

export const makeOffer = (t: TestContext, jar: CookieJar | undefined, postId: string, body: object) =>
  send(t, 'POST', `/api/posts/${postId}/offers`, jar, body);
export const answerOffer = (t: TestContext, jar: CookieJar | undefined, id: string, body: object) =>
  send(t, 'POST', `/api/offers/${id}/answer`, jar, body);
export const confirmHandoff = (t: TestContext, jar: CookieJar | undefined, id: string, code: string) =>
  send(t, 'POST', `/api/offers/${id}/handoff`, jar, { code });

/** An offer of `amount` by the buyer on the listing: the offer's JSON. */
export async function offered(t: TestContext, jar: CookieJar, postId: string, amount = '80') {
  const res = await makeOffer(t, jar, postId, { amount });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().offer as { id: string; chatId: string; status: string; amountCents: number };
}

/** The chat's text lines, oldest first. */
export async function chatLines(t: TestContext, chatId: string): Promise<string[]> {
  const { rows } = await t.pool.query(
    'select plain_text from messages where chat_id = $1 order by created_at, id',
    [chatId],
  );
  return rows.map((r) => r.plain_text as string);
}

// Safe trades' steps for tests: a campus with safe meeting spots, a seller's listing asked about in
// a chat, and meetups suggested and answered in it.
import { expect } from 'vitest';
import { send } from './ads-helpers';
import type { CookieJar } from './cookies';
import { stillAvailable } from './marketplace-helpers';
import { createPost, doc, poster } from './posts-helpers';
import type { TestContext } from './test-app';

export const SPOT = 'Library steps';
const HOUR = 60 * 60 * 1000;
/** A time `hours` from now, as the API takes it. */
export const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** Gives campus `ou` its safe meeting spots (and reloads the app's campus registry). */
export async function withSpots(t: TestContext) {
  await t.pool.query(`update campuses set meeting_spots = $1::jsonb where id = 'ou'`, [
    JSON.stringify([
      { name: SPOT, directions: 'By the main entrance, under the cameras.' },
      { name: 'Police station lobby', directions: '' },
    ]),
  ]);
  await t.app.campuses.reload();
}

/** A seller's listing that a buyer asked about ("Is this still available?"): the chat about it. */
export async function listingInChat(t: TestContext, buyer: { jar: CookieJar }, text = 'Desk lamp $15') {
  const seller = await poster(t, 'Sam Seller');
  const postId = (await createPost(t, seller.jar, { text: doc(text) })).id as string;
  const asked = await stillAvailable(t, buyer.jar, postId);
  expect(asked.statusCode, asked.body).toBe(201);
  return { seller, postId, chatId: asked.json().chatId as string };
}

export const suggest = (t: TestContext, jar: CookieJar | undefined, chatId: string, body: object) =>
  send(t, 'POST', `/api/chats/${chatId}/meetups`, jar, body);
export const answer = (t: TestContext, jar: CookieJar | undefined, id: string, body: object) =>
  send(t, 'POST', `/api/meetups/${id}/answer`, jar, body);
export const outcome = (t: TestContext, jar: CookieJar | undefined, id: string, happened: boolean) =>
  send(t, 'POST', `/api/meetups/${id}/outcome`, jar, { happened });

/** A meetup at the safe spot, suggested by `by` in the chat; its id. */
export async function suggested(t: TestContext, jar: CookieJar, chatId: string, postId: string, hours = 24) {
  const res = await suggest(t, jar, chatId, { postId, place: SPOT, spot: true, startsAt: inHours(hours) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().meetup.id as string;
}

/** Moves a meetup's time into the past (the seller may then say whether the sale happened). */
export async function meetupTimePassed(t: TestContext, id: string) {
  await t.pool.query(`update meetups set starts_at = now() - interval '5 minutes' where id = $1`, [id]);
}
